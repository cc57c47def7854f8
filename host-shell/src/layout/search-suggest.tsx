/**
 * The suggestions under a search field (issue 36): an ARIA 1.2 combobox whose textbox is the
 * field and whose listbox holds what GET /search/suggest offers for the words typed so far
 * (device types, then models; each a page to go to), in the site's language.
 *
 * A chunk of its own ("search-suggest"), which SearchForm asks for on the field's first focus or
 * input: the form is in every page's first scripts, this is not. So the field is the form's own,
 * server-rendered input, maybe focused and typed into by the time this arrives; it is not
 * replaced (that would drop the focus, and a phone's keyboard with it). This gives it the
 * combobox's role and states and listens to its keys, through its ref.
 *
 * Keys, as the APG combobox pattern has them: Down and Up move through the list, wrapping (Down
 * opens it); Enter follows the suggestion moved to, or without one submits the form as before,
 * to the search page; Escape closes the list. The number of suggestions is announced politely.
 * Without scripts none of this exists and the form submits to the search page.
 */
import type { SearchSuggestion } from '@refurb/shared-contracts/api/catalog';
import { useEffect, useId, useState, type MouseEvent, type RefObject } from 'react';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { navigate } from '../routing/router';

/** How long typing pauses before the words are sent (not one request a key). */
export const SUGGEST_DELAY_MS = 150;
/** Fewer letters than this ask for nothing. */
const MIN_LETTERS = 2;

/** The suggestions answered for some words. */
interface Answer {
  readonly text: string;
  readonly suggestions: readonly SearchSuggestion[];
}

export function SearchSuggest({
  input,
  query,
}: {
  input: RefObject<HTMLInputElement | null>;
  /** The field's words, as typed. */
  query: string;
}) {
  const site = useSite();
  const { t } = useI18n();
  const listId = useId();
  const [answer, setAnswer] = useState<Answer>({ text: '', suggestions: [] });
  const [open, setOpen] = useState(false);
  // The option moved to, for the words it was moved on: typing starts over.
  const [moved, setMoved] = useState({ query, index: -1 });

  const text = query.trim();
  const shown = text.length >= MIN_LETTERS ? answer.suggestions : [];
  const expanded = open && shown.length > 0;
  const active = expanded && moved.query === query ? moved.index : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  // After a pause in typing; an answer to older words is dropped.
  useEffect(() => {
    if (text.length < MIN_LETTERS) return;
    let current = true;
    const timer = setTimeout(() => {
      void site.api.searchSuggest(site.country, text).then((result) => {
        if (!current) return;
        const sold = result.ok
          ? result.data.suggestions.filter(
              (s) => s.type !== 'CONSOLE' || site.flags.isConsoleEnabled,
            )
          : [];
        setAnswer({ text, suggestions: sold });
        setOpen(document.activeElement === input.current);
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, site, input]);

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    navigate(suggestion.path);
  };

  // The field's combobox role and states (it keeps them when this leaves: it only comes once).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    field.setAttribute('aria-expanded', String(expanded));
    // The browser's own list of past entries would cover this one.
    field.setAttribute('autocomplete', 'off');
    if (active >= 0) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const move = (by: number) => {
      const from = active < 0 && by < 0 ? 0 : active;
      setMoved({ query, index: (from + by + shown.length) % shown.length });
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A key composing a character (a Greek accent's dead key) is the input method's.
      if (event.isComposing) return;
      if (event.key === 'ArrowDown' && shown.length > 0) move(1);
      else if (event.key === 'ArrowUp' && expanded) move(-1);
      else if (event.key === 'Escape' && expanded) setOpen(false);
      else if (event.key === 'Enter' && active >= 0) choose(shown[active]!);
      else {
        if (event.key === 'Enter') setOpen(false);
        return;
      }
      event.preventDefault();
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    return () => {
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
    };
  });

  // A click keeps the focus in the field (the list closes when it leaves).
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const answered = open && answer.text === text && text.length >= MIN_LETTERS;
  const count = answer.suggestions.length;
  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-suggest"
        hidden={!expanded}
        onMouseDown={keepFocus}
      >
        {shown.map((suggestion, index) => (
          // The field keeps the keyboard (aria-activedescendant): an option is never focused.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${suggestion.kind}:${suggestion.path}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-suggest__option"
            onClick={() => choose(suggestion)}
          >
            {suggestion.kind === 'model' ? (
              suggestion.label
            ) : (
              <>
                {t(`category.${suggestion.type}`)}
                <span className="search-suggest__kind">{t('search.suggestCategory')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {answered && t('search.suggestCount', { count })}
        {answered && count > 0 && ` ${t('search.suggestKeys')}`}
      </p>
    </>
  );
}
