/**
 * A category listing with filters. The filters live in the URL query (shareable, back button
 * works) and are sent as they are to the catalog call; the facets of the answer offer the choices.
 */
import { CATALOG_SORTS, type DeviceTypeKey } from '@refurb/shared-contracts';
import { useState, type FormEvent } from 'react';
import { useSite } from '../app/site';
import { useResource, useShownData } from '../api/use-resource';
import { useI18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { categoryPath } from '../routing/host-routes';
import { navigate } from '../routing/router';
import { ModelCardList } from './ModelCardList';
import { Empty, Failed, Loading } from './states';

const LIST_FILTERS = ['brand', 'grade', 'storage'] as const;

export function CategoryPage({ type, query }: { type: DeviceTypeKey; query: URLSearchParams }) {
  const site = useSite();
  const { t } = useI18n();
  const title = t(`category.${type}`);
  usePageHead(title, null);
  const key = `${site.country}:${type}:${query.toString()}`;
  const result = useResource(key, () => site.api.catalog(site.country, type, query));
  const go = (next: URLSearchParams) => navigate(categoryPath(site.country, type, next));
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
          <FilterForm key={key} query={query} facets={data.facets} onApply={go} />
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
                  onPage={(n) => {
                    const next = new URLSearchParams(query);
                    next.set('page', String(n));
                    go(next);
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

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('listing.page', { page, pages })}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('listing.previous')}
      </button>
      <span>{t('listing.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('listing.next')}
      </button>
    </nav>
  );
}

type Facets = Readonly<
  Record<'brands' | 'grades' | 'storages', readonly { value: string; count: number }[]>
>;

function FilterForm({
  query,
  facets,
  onApply,
}: {
  query: URLSearchParams;
  facets: Facets;
  onApply: (query: URLSearchParams) => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => new URLSearchParams(query));
  const selected = (name: string) => (draft.get(name) ?? '').split(',').filter(Boolean);
  const toggle = (name: string, value: string, on: boolean) => {
    const next = new URLSearchParams(draft);
    const values = new Set(selected(name));
    if (on) values.add(value);
    else values.delete(value);
    if (values.size > 0) next.set(name, [...values].join(','));
    else next.delete(name);
    setDraft(next);
  };
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(draft);
    if (value) next.set(name, value);
    else next.delete(name);
    setDraft(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(draft);
    next.delete('page');
    onApply(next);
  };
  const facetOf = { brand: facets.brands, grade: facets.grades, storage: facets.storages };
  const labels = {
    brand: t('listing.brand'),
    grade: t('listing.grade'),
    storage: t('listing.storage'),
  };
  return (
    <form className="filters" onSubmit={submit} aria-label={t('listing.filters')}>
      <h2>{t('listing.filters')}</h2>
      {LIST_FILTERS.map((name) => (
        <fieldset key={name}>
          <legend>{labels[name]}</legend>
          {facetOf[name].map(({ value, count }) => (
            <label key={value}>
              <input
                type="checkbox"
                checked={selected(name).includes(value)}
                onChange={(event) => toggle(name, value, event.target.checked)}
              />{' '}
              {name === 'grade' ? gradeName(t, value) : value} ({count})
            </label>
          ))}
        </fieldset>
      ))}
      <label>
        {t('listing.minPrice')}
        <input
          type="number"
          min={0}
          inputMode="numeric"
          value={draft.get('minPrice') ?? ''}
          onChange={(e) => set('minPrice', e.target.value)}
        />
      </label>
      <label>
        {t('listing.maxPrice')}
        <input
          type="number"
          min={0}
          inputMode="numeric"
          value={draft.get('maxPrice') ?? ''}
          onChange={(e) => set('maxPrice', e.target.value)}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={draft.get('inStock') === 'true'}
          onChange={(e) => set('inStock', e.target.checked ? 'true' : '')}
        />{' '}
        {t('listing.inStock')}
      </label>
      <label>
        {t('listing.sort')}
        <select
          value={draft.get('sort') ?? 'popular'}
          onChange={(e) => set('sort', e.target.value)}
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
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onApply(new URLSearchParams())}
      >
        {t('listing.reset')}
      </button>
    </form>
  );
}

export function gradeName(t: ReturnType<typeof useI18n>['t'], grade: string): string {
  switch (grade) {
    case 'CA_NOU':
    case 'FOARTE_BUN':
    case 'BUN':
    case 'ACCEPTABIL':
      return t(`grade.${grade}`);
    default:
      return grade;
  }
}
