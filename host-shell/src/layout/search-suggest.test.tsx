/**
 * The search field's suggestions (issue 36): their code loads when the field is first used, not
 * with the page; the field then is an ARIA 1.2 combobox with a listbox, worked by keyboard and
 * pointer, its count announced in the site's language.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Country } from '@refurb/shared-contracts';
import type { SearchSuggestion } from '@refurb/shared-contracts/api/catalog';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApi } from '../api/shop-api';
import { SiteProvider } from '../app/site';
import { createI18n, MESSAGE_CATALOGUES } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { searchPath } from '../routing/host-routes';
import { testSite } from '../test-support/test-site';
import { SearchForm } from './SearchForm';

let mockChunkLoads = 0;
jest.mock('./search-suggest', () => {
  mockChunkLoads += 1;
  return jest.requireActual('./search-suggest');
});

const IPHONES: SearchSuggestion[] = [
  {
    kind: 'category',
    type: 'SMARTPHONE',
    path: '/telefoane/',
  },
  {
    kind: 'model',
    type: 'SMARTPHONE',
    legacyModelId: 1005,
    label: 'Apple iPhone 13',
    path: '/magazin/apple/telefoane-apple-iphone-13-128gb-midnight/1005/?shape=BUN',
  },
  {
    kind: 'model',
    type: 'SMARTPHONE',
    legacyModelId: 1006,
    label: 'Apple iPhone 13 mini',
    path: '/magazin/apple/telefoane-apple-iphone-13-mini-128gb-pink/1006/?shape=BUN',
  },
];
const PLAYSTATION: SearchSuggestion = {
  kind: 'model',
  type: 'CONSOLE',
  legacyModelId: 5001,
  label: 'Sony PlayStation 5',
  path: '/magazin/sony/console-sony-playstation-5-825gb-white/5001/?shape=BUN',
};

type Suggest = ShopApi['searchSuggest'];

function renderForm(
  answer: readonly SearchSuggestion[] = IPHONES,
  { country = 'ro', consoles = true }: { country?: Country; consoles?: boolean } = {},
) {
  const base = testSite(country);
  const searchSuggest = jest.fn<Suggest>(async (_, text) => ({
    ok: true,
    data: { query: text, suggestions: [...answer] },
  }));
  const site = {
    ...base,
    flags: { ...base.flags, isConsoleEnabled: consoles },
    api: { ...base.api, searchSuggest },
  };
  render(
    <SiteProvider value={site}>
      <I18nProvider value={createI18n(country)}>
        <SearchForm id="search" className="page-search" />
      </I18nProvider>
    </SiteProvider>,
  );
  return { searchSuggest, user: userEvent.setup() };
}

const field = () => screen.getByRole<HTMLInputElement>('combobox');
const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () => within(listbox()).queryAllByRole('option', { hidden: true });
const isOpen = () => field().getAttribute('aria-expanded') === 'true';

/** Types `text` into the field and waits for the list it opens. */
async function typeAndWait(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('searchbox'));
  await waitFor(() => field());
  await user.type(field(), text);
  await waitFor(() => expect(isOpen()).toBe(true));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('loading the suggestions', () => {
  // The first test of the file: nothing has loaded the chunk before it.
  it('asks for their code on the field’s first focus, not with the page', async () => {
    const { user } = renderForm();
    await act(async () => undefined);
    expect(mockChunkLoads).toBe(0);
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.click(screen.getByRole('searchbox'));
    await waitFor(() => expect(screen.getByRole('combobox')).toBe(document.activeElement));
    expect(mockChunkLoads).toBe(1);
  });

  it('asks for nothing under two letters, then after a pause in typing', async () => {
    const { user, searchSuggest } = renderForm();
    await user.click(screen.getByRole('searchbox'));
    await waitFor(() => field());
    await user.type(field(), 'i');
    await act(async () => new Promise((done) => setTimeout(done, 300)));
    expect(searchSuggest).not.toHaveBeenCalled();
    await user.type(field(), 'ph');
    await waitFor(() => expect(searchSuggest).toHaveBeenCalledWith('ro', 'iph'));
    expect(searchSuggest).toHaveBeenCalledTimes(1);
  });
});

describe('the combobox', () => {
  it('is a combobox controlling a labelled listbox, collapsed until there is something to offer', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('searchbox'));
    await waitFor(() => field());
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-controls')).toBe(listbox().id);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(listbox().getAttribute('aria-label')).toBe('Sugestii');
    expect(field().labels?.[0]?.textContent).toBe('Caută');

    await user.type(field(), 'iph');
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(options().map((o) => o.textContent)).toEqual([
      'TelefoaneCategorie',
      'Apple iPhone 13',
      'Apple iPhone 13 mini',
    ]);
    expect(options().every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      '3 sugestii. Alege cu săgețile sus și jos.',
    );
  });

  it('moves with Down and Up, wrapping, and says which option through aria-activedescendant', async () => {
    const { user } = renderForm();
    await typeAndWait(user, 'iph');
    const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');

    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(2);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(2);
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(document.activeElement).toBe(field());
  });

  it('closes on Escape and opens again on Down', async () => {
    const { user } = renderForm();
    await typeAndWait(user, 'iph');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(isOpen()).toBe(false);
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect(field().value).toBe('iph');
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('follows the suggestion moved to on Enter', async () => {
    const { user } = renderForm();
    await typeAndWait(user, 'iph');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(`${window.location.pathname}${window.location.search}`).toBe(IPHONES[1]!.path);
    expect(isOpen()).toBe(false);
  });

  it('submits the words to the search page on Enter without a suggestion moved to', async () => {
    const { user } = renderForm();
    await typeAndWait(user, 'iph');
    await user.keyboard('{Enter}');
    expect(`${window.location.pathname}${window.location.search}`).toBe(searchPath('ro', 'iph'));
  });

  it('follows a suggestion clicked, the focus staying in the field', async () => {
    const { user } = renderForm();
    await typeAndWait(user, 'iph');
    await user.click(options()[0]!);
    expect(window.location.pathname).toBe('/telefoane/');
  });

  it('starts over when the words change: no option moved to', async () => {
    const { user } = renderForm();
    await typeAndWait(user, 'iph');
    await user.keyboard('{ArrowDown}');
    await user.type(field(), 'o');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('leaves out the consoles a site does not sell', async () => {
    const { user } = renderForm([...IPHONES, PLAYSTATION], { consoles: false });
    await typeAndWait(user, 'iph');
    expect(options().map((o) => o.textContent)).not.toContain('Sony PlayStation 5');
  });
});

describe('the count, said in the site’s language', () => {
  it.each<[Country, number, string]>([
    ['ro', 1, '1 sugestie.'],
    ['ro', 3, '3 sugestii.'],
    ['ro', 0, 'Nicio sugestie.'],
    ['bg', 1, '1 предложение.'],
    ['bg', 3, '3 предложения.'],
    ['hu', 3, '3 javaslat.'],
    ['gr', 1, '1 πρόταση.'],
    ['gr', 3, '3 προτάσεις.'],
  ])('%s, %i suggestion(s): %s', async (country, count, said) => {
    const { user } = renderForm(IPHONES.slice(0, count), { country });
    await user.click(screen.getByRole('searchbox'));
    await waitFor(() => field());
    await user.type(field(), 'iph');
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    const keys = count > 0 ? ` ${MESSAGE_CATALOGUES[country]['search.suggestKeys']}` : '';
    expect(screen.getByRole('status').textContent).toBe(`${said}${keys}`);
  });
});
