/**
 * A category listing with filters. The filters live in the URL query (shareable, back button
 * works) and are sent as they are to the catalog call; the facets of the answer offer the choices.
 *
 * It works without JavaScript (issue 34): the filters are a GET form to the category's path,
 * every field named as the query names it, so a browser without scripts submits an address the
 * page reads (`normalizeListingQuery` in host-routes reads its repeated and empty fields as the
 * page's own form); the pager and the reset are links. With scripts the same form and links
 * navigate in place (the form's submit and `Link`'s click are taken over). On a phone the filters
 * open from a button (FilterPanel).
 */
import { type DeviceTypeKey } from '@refurb/shared-contracts';
import { CATALOG_SORTS } from '@refurb/shared-contracts/api/catalog';
import { type GradeDefinition } from '@refurb/shared-contracts/api/content';
import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSite } from '../app/site';
import { useResource, useShownData } from '../api/use-resource';
import { useI18n } from '../i18n/i18n';
import { gradeName } from '../i18n/grade-name';
import { screenMatches, WIDE_SCREEN } from '../layout/screens';
import { usePageHead } from '../layout/use-page-head';
import { categoryPath, normalizeListingQuery } from '../routing/host-routes';
import { Link, navigate, replaceAddress } from '../routing/router';
import { ModelCardList } from './ModelCardList';
import { Empty, Failed, Loading } from './states';

const LIST_FILTERS = ['brand', 'grade', 'storage'] as const;
/** The query's names a field of the form carries, and `page` (a new filter starts at page 1). */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  ...LIST_FILTERS,
  'minPrice',
  'maxPrice',
  'inStock',
  'sort',
  'page',
]);

export function CategoryPage({ type, query }: { type: DeviceTypeKey; query: URLSearchParams }) {
  const site = useSite();
  const { t } = useI18n();
  const title = t(`category.${type}`);
  // A listing's pages are its addresses; a filtered or sorted listing is the same listing, kept
  // out of the index (robots.txt names the filter parameters too).
  const shownPage = Math.max(1, Math.floor(Number(query.get('page') ?? '1')) || 1);
  const filtered = [...query.keys()].some((name) => name !== 'page');
  usePageHead(
    title,
    { category: type, page: shownPage },
    {
      noindex: filtered,
      description: t('meta.category', { category: title }),
      structured: [
        {
          type: 'BreadcrumbList',
          items: [
            { name: t('nav.home'), url: '/' },
            { name: title, url: categoryPath(site.country, type) },
          ],
        },
      ],
    },
  );
  const key = `${site.country}:${type}:${query.toString()}`;
  const result = useResource(key, () => site.api.catalog(site.country, type, query));
  // What each grade means, under its box in the filter (the content service's product guide).
  const guide = useResource(`guide:${site.country}`, () => site.api.productGuide(site.country));
  const go = (next: URLSearchParams) =>
    navigate(categoryPath(site.country, type, normalizeListingQuery(next)));
  const page = Number(query.get('page') ?? '1');

  // The filters and results appear together with the first answer (a loading line until then);
  // another filter or page keeps the last ones on screen while it loads, marked busy.
  const data = useShownData(result, `${site.country}:${type}`);

  return (
    <>
      <h1>{title}</h1>
      {data === null ? (
        result.status === 'failed' ? (
          <Failed retry={result.retry} />
        ) : (
          <Loading />
        )
      ) : (
        <div className="listing">
          <FilterForm
            action={categoryPath(site.country, type)}
            query={query}
            facets={data.facets}
            grades={guide.status === 'ready' ? guide.data.grades : []}
            onApply={go}
            onChoose={(next) =>
              replaceAddress(categoryPath(site.country, type, normalizeListingQuery(next)))
            }
          />
          <section
            aria-live="polite"
            aria-busy={result.status === 'loading'}
            className="listing__results"
          >
            {result.status === 'failed' ? (
              <Failed retry={result.retry} />
            ) : (
              <>
                <p>{t('listing.count', { count: data.total })}</p>
                {data.items.length === 0 ? (
                  <Empty text={t('listing.empty')} />
                ) : (
                  <ModelCardList cards={data.items} label={title} />
                )}
                <Pager
                  page={page}
                  pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
                  hrefOf={(n) => {
                    const next = new URLSearchParams(query);
                    next.set('page', String(n));
                    return categoryPath(site.country, type, normalizeListingQuery(next));
                  }}
                />
              </>
            )}
          </section>
        </div>
      )}
    </>
  );
}

/** Links to the previous and next page (the page in the address), the current one as text. */
function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('listing.page', { page, pages })}>
      {page > 1 && (
        <Link href={hrefOf(Math.min(page - 1, pages))} rel="prev" className="button">
          {t('listing.previous')}
        </Link>
      )}
      <span aria-current="page">{t('listing.page', { page, pages })}</span>
      {page < pages && (
        <Link href={hrefOf(page + 1)} rel="next" className="button">
          {t('listing.next')}
        </Link>
      )}
    </nav>
  );
}

type Facets = Readonly<
  Record<
    'brands' | 'grades' | 'storages',
    readonly { value: string; count: number; label?: string | undefined }[]
  >
>;

/**
 * The listing's filters. A brand, grade or storage ticked, or another sort chosen, applies at once
 * (issue 35): the listing's address is replaced (`replaceAddress`: the focus stays on the choice,
 * the page does not scroll, Back leaves the listing) and the results follow it. The prices apply
 * with the button (a number is typed a digit at a time). Without scripts the form is a plain GET.
 */
function FilterForm({
  action,
  query,
  facets,
  grades,
  onApply,
  onChoose,
}: {
  /** The grades' definitions (none while the guide loads or when it failed). */
  grades: readonly GradeDefinition[];
  /** The category's path: where the form goes as a plain GET (no script). */
  action: string;
  query: URLSearchParams;
  facets: Facets;
  /** The form sent (its button): the listing of its query, as a navigation. */
  onApply: (query: URLSearchParams) => void;
  /** A choice made (a box ticked, a sort): the listing of the new query, the address replaced. */
  onChoose: (query: URLSearchParams) => void;
}) {
  const { t } = useI18n();
  const queryText = query.toString();
  const [draft, setDraft] = useState(() => ({ of: queryText, query: new URLSearchParams(query) }));
  // The address changed from outside the form (Back, a link): the form shows it.
  if (draft.of !== queryText) setDraft({ of: queryText, query: new URLSearchParams(query) });
  const current = draft.query;
  const selected = (name: string) => (current.get(name) ?? '').split(',').filter(Boolean);
  const choose = (next: URLSearchParams) => {
    next.delete('page');
    setDraft({ of: next.toString(), query: next });
    onChoose(next);
  };
  const toggle = (name: string, value: string, on: boolean) => {
    const next = new URLSearchParams(current);
    const values = new Set(selected(name));
    if (on) values.add(value);
    else values.delete(value);
    if (values.size > 0) next.set(name, [...values].join(','));
    else next.delete(name);
    choose(next);
  };
  /** A field's value, kept until the form is sent (prices) or applied at once (`now`). */
  const set = (name: string, value: string, now = false) => {
    const next = new URLSearchParams(current);
    if (value) next.set(name, value);
    else next.delete(name);
    if (now) choose(next);
    else setDraft({ of: draft.of, query: next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(current);
    next.delete('page');
    onApply(next);
  };
  const facetOf = { brand: facets.brands, grade: facets.grades, storage: facets.storages };
  const labels = {
    brand: t('listing.brand'),
    grade: t('listing.grade'),
    storage: t('listing.storage'),
  };
  const chosen =
    LIST_FILTERS.reduce((sum, name) => sum + selected(name).length, 0) +
    ['minPrice', 'maxPrice', 'inStock'].filter((name) => current.get(name)).length;
  return (
    <FilterPanel chosen={chosen}>
      <form
        className="filters"
        method="get"
        action={action}
        onSubmit={submit}
        aria-label={t('listing.filters')}
      >
        <h2 className="filters__heading">{t('listing.filters')}</h2>
        {/* What the query holds that no field shows (a page size): kept, as the script keeps it. */}
        {[...new Set(query.keys())]
          .filter((name) => !FORM_FIELDS.has(name))
          .map((name) => (
            <input key={name} type="hidden" name={name} value={query.get(name) ?? ''} />
          ))}
        {LIST_FILTERS.map((name) => (
          <fieldset key={name}>
            <legend>{labels[name]}</legend>
            {facetOf[name].map(({ value, count, label }) => {
              // A grade says what it means (described by, not named by, its definition).
              const definition =
                name === 'grade' ? grades.find((g) => g.grade === value)?.summary : undefined;
              const noteId = definition ? `grade-note-${value}` : undefined;
              return (
                <Fragment key={value}>
                  <label>
                    <input
                      type="checkbox"
                      name={name}
                      value={value}
                      checked={selected(name).includes(value)}
                      aria-describedby={noteId}
                      onChange={(event) => toggle(name, value, event.target.checked)}
                    />{' '}
                    {name === 'grade' ? gradeName(t, value) : (label ?? value)} ({count})
                  </label>
                  {definition && (
                    <small className="filters__note" id={noteId}>
                      {definition}
                    </small>
                  )}
                </Fragment>
              );
            })}
          </fieldset>
        ))}
        {(['minPrice', 'maxPrice'] as const).map((name) => (
          <label key={name}>
            {t(`listing.${name}`)}
            <input
              type="number"
              name={name}
              min={0}
              inputMode="numeric"
              value={current.get(name) ?? ''}
              onChange={(e) => set(name, e.target.value)}
            />
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            name="inStock"
            value="true"
            checked={current.get('inStock') === 'true'}
            onChange={(e) => set('inStock', e.target.checked ? 'true' : '', true)}
          />{' '}
          {t('listing.inStock')}
        </label>
        <label>
          {t('listing.sort')}
          <select
            name="sort"
            value={current.get('sort') ?? 'popular'}
            onChange={(e) => set('sort', e.target.value, true)}
          >
            {CATALOG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('listing.apply')}
        </button>
        <Link href={action} className="button button--secondary">
          {t('listing.reset')}
        </Link>
      </form>
    </FilterPanel>
  );
}

/**
 * The filters behind a button on a phone (issue 35: they filled the first screen, no product in
 * sight), open beside the results on a wide screen. A `<details>`, so the button works without
 * scripts too. It is rendered closed; styles.css shows a closed panel's content on a wide screen
 * (`::details-content`), and on such a screen the script opens it when it starts, for browsers
 * without that (the element keeps its own open state: a person's toggle is theirs). The button says how many filters are chosen.
 */
function FilterPanel({ chosen, children }: { chosen: number; children: ReactNode }) {
  const { t } = useI18n();
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (panel.current && screenMatches(WIDE_SCREEN)) panel.current.open = true;
  }, []);
  return (
    <details ref={panel} className="filters-panel">
      <summary className="button filters-panel__button">
        {t('listing.filters')}
        {chosen > 0 && (
          <span className="filters-panel__chosen">
            {' '}
            <span aria-hidden="true" className="badge">
              {chosen}
            </span>
            <span className="visually-hidden">{t('listing.filtersChosen', { count: chosen })}</span>
          </span>
        )}
      </summary>
      {children}
    </details>
  );
}
