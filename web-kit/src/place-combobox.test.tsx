import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { PlaceCombobox, type PlaceOption } from './place-combobox';

afterEach(cleanup);

const TOWNS: PlaceOption[] = [
  { id: 1, name: 'София', latinName: 'Sofia' },
  { id: 2, name: 'Пловдив', latinName: 'Plovdiv' },
  { id: 3, name: 'Велико Търново', latinName: 'Veliko Tarnovo' },
  { id: 4, name: 'Свети Влас', latinName: 'Sveti Vlas' },
];

const WORDS = {
  matchCount: '{count, plural, one {# резултат} other {# резултата}}',
  noMatch: 'Няма резултати.',
  typeMore: 'Пишете още.',
};

function Harness({ onPick }: { onPick: (item: PlaceOption | null) => void }) {
  const [chosen, setChosen] = useState<PlaceOption | null>(null);
  return (
    <>
      <PlaceCombobox
        id="town"
        label="Населено място"
        items={TOWNS}
        chosen={chosen}
        chosenName=""
        placeholder="Пишете, за да търсите"
        disabled={false}
        busy={false}
        error={null}
        need="(задължително)"
        classPrefix="t"
        country="bg"
        words={WORDS}
        onPick={(item) => {
          setChosen(item);
          onPick(item);
        }}
        onBlur={() => undefined}
      />
      <button type="button">next</button>
    </>
  );
}

describe('the place combobox', () => {
  it('finds a Cyrillic town typed in Latin letters and picks it with the keyboard', async () => {
    const picked: (PlaceOption | null)[] = [];
    render(<Harness onPick={(item) => picked.push(item)} />);
    const box = screen.getByRole('combobox', { name: /Населено място/ });
    await userEvent.type(box, 'v');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // "v" starts Veliko Tarnovo and a word of Sveti Vlas: the name starting with it first.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Велико Търново',
      'Свети Влас',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 резултата');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe('town-option-1');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(picked.at(-1)?.name).toBe('Свети Влас');
    expect((box as HTMLInputElement).value).toBe('Свети Влас');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
  });

  it('says when nothing matches, and Escape puts the chosen name back', async () => {
    const picked: (PlaceOption | null)[] = [];
    render(<Harness onPick={(item) => picked.push(item)} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: /Населено място/ });
    await userEvent.type(box, 'plov');
    await userEvent.click(screen.getByRole('option', { name: 'Пловдив' }));
    await userEvent.clear(box);
    await userEvent.type(box, 'xyz');
    expect(screen.getByRole('status').textContent).toBe('Няма резултати.');
    await userEvent.keyboard('{Escape}');
    expect(box.value).toBe('Пловдив');
    expect(picked.map((p) => p?.name)).toEqual(['Пловдив']);
  });

  it('picks the town whose full name was typed when the shopper leaves the field', async () => {
    const picked: (PlaceOption | null)[] = [];
    render(<Harness onPick={(item) => picked.push(item)} />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: /Населено място/ });
    await userEvent.type(box, 'sofia');
    await userEvent.tab();
    expect(picked.map((p) => p?.name)).toEqual(['София']);
    expect(box.value).toBe('София');
  });
});
