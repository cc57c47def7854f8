/**
 * The search form: a GET form to the search page (without scripts the browser goes to `?q=...`;
 * with them the page navigates in place). The header has one on a wide screen; the search page
 * has one on every screen (a phone's header links to it: Header.tsx). Suggestions while typing
 * are a chunk of their own, asked for on the field's first focus or input (search-suggest.tsx).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { searchPath } from '../routing/host-routes';
import { navigate } from '../routing/router';
import type * as SuggestChunk from './search-suggest';

export function SearchForm({
  id,
  className,
  initial = '',
  focus = false,
}: {
  /** The field's id (the header's and the page's forms are on one page). */
  id: string;
  className: string;
  initial?: string;
  /** Focus the field when the form appears (the search page without a query). */
  focus?: boolean;
}) {
  const site = useSite();
  const { t } = useI18n();
  const [query, setQuery] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const [suggest, setSuggest] = useState<typeof SuggestChunk | null>(null);
  const loadSuggest = () => {
    if (suggest) return;
    // A chunk that cannot load leaves the plain form (the next focus asks again).
    import(/* webpackChunkName: "search-suggest" */ './search-suggest').then(setSuggest, () => {});
  };
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(site.country, query));
  };
  return (
    <form
      role="search"
      className={className}
      method="get"
      action={searchPath(site.country)}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('nav.search')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={query}
        placeholder={t('nav.searchPlaceholder')}
        onFocus={loadSuggest}
        onChange={(event) => {
          setQuery(event.target.value);
          loadSuggest();
        }}
      />
      {suggest && <suggest.SearchSuggest input={input} query={query} />}
      <button type="submit" className="button">
        {t('nav.search')}
      </button>
    </form>
  );
}
