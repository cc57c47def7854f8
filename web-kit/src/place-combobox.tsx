/**
 * A searchable list of places (a county, a town), the ARIA 1.2 combobox pattern: a text input
 * that filters a listbox as the shopper types, in either script and without diacritics
 * (`findPlaces` in shared-contracts). Arrow keys move through the matches, Enter picks one,
 * Escape closes the list and puts back the chosen name; leaving the field picks the place whose
 * name was typed in full, or keeps the earlier choice. A polite status tells a screen reader how
 * many places match. At most 50 are listed: a county has up to ~300 towns, and typing narrows.
 *
 * Hand-written (not Downshift's `useCombobox`) for the weight of the checkout pages: see
 * docs/adr/0001-place-combobox.md.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { fillTemplate, type Country } from '@refurb/shared-contracts';
import { findPlaces, latinKey, type SearchablePlace } from '@refurb/shared-contracts/checkout';
import { describedBy, FieldFrame } from './text-field';

export const PLACE_LIST_LIMIT = 50;

export interface PlaceOption extends SearchablePlace {
  readonly id: number;
  /** Shown after the name, quieter (a Greek unit's region). */
  readonly detail?: string | null;
}

export interface PlaceComboboxWords {
  /** "{count, plural, ...}" matches, for the status. */
  readonly matchCount: string;
  readonly noMatch: string;
  readonly typeMore: string;
}

export interface PlaceComboboxProps<T extends PlaceOption> {
  readonly id: string;
  readonly label: string;
  readonly items: readonly T[];
  readonly chosen: T | null;
  /** The chosen name, shown while the items are not loaded yet (a saved address). */
  readonly chosenName: string;
  readonly placeholder: string;
  readonly disabled: boolean;
  readonly busy: boolean;
  readonly error: string | null;
  readonly need: string;
  readonly classPrefix: string;
  readonly country: Country;
  readonly words: PlaceComboboxWords;
  readonly onPick: (item: T | null) => void;
  readonly onBlur: () => void;
}

export function PlaceCombobox<T extends PlaceOption>(props: PlaceComboboxProps<T>) {
  const { id, label, items, chosen, error, classPrefix, words } = props;
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? chosen?.name ?? props.chosenName;
  const query = text === null || (chosen !== null && text === chosen.name) ? '' : text;
  const matches = useMemo(() => findPlaces(query, items, Number.MAX_SAFE_INTEGER), [query, items]);
  const listed = matches.slice(0, PLACE_LIST_LIMIT);
  const expanded = open && !props.disabled;
  const css = (part: string) => `${classPrefix}-combobox${part}`;

  const pick = (item: T | null) => {
    setText(null);
    setOpen(false);
    props.onPick(item);
  };
  const settle = () => {
    if (text === null) return;
    const typed = latinKey(text);
    if (typed === '') return pick(null);
    const exact = items.find(
      (item) => latinKey(item.name) === typed || latinKey(item.latinName) === typed,
    );
    if (exact) return pick(exact);
    setOpen(false);
    if (chosen) setText(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = listed.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((n) => (n >= last ? 0 : n + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((n) => (n <= 0 ? last : n - 1));
        break;
      case 'Enter': {
        const item = expanded ? listed[active] : undefined;
        if (item) {
          event.preventDefault();
          pick(item);
        }
        break;
      }
      case 'Escape':
        if (open || text !== null) {
          event.preventDefault();
          setOpen(false);
          setText(null);
        }
        break;
    }
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const status =
    query === ''
      ? ''
      : listed.length === 0
        ? words.noMatch
        : fillTemplate(words.matchCount, { count: matches.length }, props.country);
  return (
    <FieldFrame id={id} label={label} error={error} need={props.need} classPrefix={classPrefix}>
      <div className={css('')}>
        <input
          id={id}
          name={id}
          type="text"
          role="combobox"
          autoComplete="off"
          required
          value={shown}
          placeholder={props.placeholder}
          disabled={props.disabled}
          maxLength={80}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && listed[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error })}
          aria-busy={props.busy || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen((was) => !was)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            settle();
            props.onBlur();
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={css('-list')}
          hidden={!expanded}
        >
          {expanded &&
            listed.map((item, index) => (
              // The keys are the input's (aria-activedescendant): an option is never focused.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? css('-active') : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(item)}
              >
                {item.name}
                {item.detail ? <span className={css('-detail')}> · {item.detail}</span> : null}
              </li>
            ))}
        </ul>
      </div>
      <p className={css('-status')} role="status" aria-live="polite">
        {expanded ? status : ''}
        {expanded && matches.length > listed.length ? ` ${words.typeMore}` : ''}
      </p>
    </FieldFrame>
  );
}
