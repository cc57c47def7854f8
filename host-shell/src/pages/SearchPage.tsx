/**
 * Search results for the `q` of the URL, under a search form holding it (a phone's header has no
 * form, only a link here); an empty query prompts, no match says so.
 */
import { useSite } from '../app/site';
import { useResource } from '../api/use-resource';
import { useI18n } from '../i18n/i18n';
import { SearchForm } from '../layout/SearchForm';
import { usePageHead } from '../layout/use-page-head';
import { ModelCardList, sellsNow } from './ModelCardList';
import { NotFoundPage } from './NotFoundPage';
import { Empty, Failed, Loading } from './states';

export function SearchPage({ query }: { query: string }) {
  const { t } = useI18n();
  usePageHead(t('search.title'), null, { noindex: true });
  return (
    <>
      <h1>{t('search.title')}</h1>
      <SearchForm
        key={query}
        id="page-search"
        className="page-search"
        initial={query}
        focus={!query.trim()}
      />
      {query.trim() ? <SearchResults text={query.trim()} /> : <p>{t('search.prompt')}</p>}
    </>
  );
}

function SearchResults({ text }: { text: string }) {
  const site = useSite();
  const { t } = useI18n();
  const result = useResource(`search:${site.country}:${text}`, () =>
    site.api.search(site.country, text),
  );
  if (result.status === 'loading') return <Loading />;
  if (result.status === 'failed') return <Failed retry={result.retry} />;
  const cards = sellsNow(result.data.results, site.flags);
  if (cards.length === 0) return <Empty text={t('search.none', { query: text })} />;
  return (
    <>
      <h2>{t('search.results', { query: text })}</h2>
      <ModelCardList cards={cards} label={t('search.results', { query: text })} />
    </>
  );
}

/** The shop brand seo page: every model of a brand, found by the brand's name. */
export function BrandPage({ brandSlug }: { brandSlug: string }) {
  const site = useSite();
  const { t } = useI18n();
  const result = useResource(`brand:${site.country}:${brandSlug}`, () =>
    site.api.search(site.country, brandSlug),
  );
  const cards =
    result.status === 'ready'
      ? sellsNow(result.data.results, site.flags).filter((c) => c.brandSlug === brandSlug)
      : [];
  const brand = cards[0]?.brand ?? brandSlug;
  const title = t('brand.title', { brand });
  // A brand the shop sells nothing of has no page (a 404 on the server), not an empty one; its
  // head is the not-found page's (this effect runs after that page's).
  const missing = result.status === 'ready' && cards.length === 0;
  usePageHead(
    missing ? t('notFound.title') : title,
    missing ? null : { name: 'shop-brand-seo', params: { brandSlug } },
    { noindex: missing },
  );
  if (missing) return <NotFoundPage />;
  return (
    <>
      <h1>{title}</h1>
      {result.status === 'loading' && <Loading />}
      {result.status === 'failed' && <Failed retry={result.retry} />}
      {result.status === 'ready' && <ModelCardList cards={cards} label={title} />}
    </>
  );
}
