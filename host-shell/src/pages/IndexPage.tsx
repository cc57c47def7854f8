/** The index: the categories of the site (console only while enabled) and today's top offers. */
import { DEVICE_TYPE_KEYS } from '@refurb/shared-contracts';
import { useSite } from '../app/site';
import { useResource } from '../api/use-resource';
import { useI18n } from '../i18n/i18n';
import { brandAsset } from '../layout/head';
import { usePageHead } from '../layout/use-page-head';
import { categoryPath } from '../routing/host-routes';
import { Link } from '../routing/router';
import { ModelCardList } from './ModelCardList';
import { Empty, Failed, Loading } from './states';

const TOP_OFFERS = new URLSearchParams({ sort: 'popular', pageSize: '8', inStock: 'true' });

export function IndexPage() {
  const site = useSite();
  const { t } = useI18n();
  usePageHead(
    null,
    { name: 'index' },
    {
      structured: [
        { type: 'Organization', name: t('site.name'), logo: brandAsset(site.country, 'logo') },
        { type: 'WebSite', name: t('site.name') },
      ],
    },
  );
  const offers = useResource(`top:${site.country}`, () =>
    site.api.catalog(site.country, 'SMARTPHONE', TOP_OFFERS),
  );
  const types = DEVICE_TYPE_KEYS.filter(
    (type) => type !== 'CONSOLE' || site.flags.isConsoleEnabled,
  );
  return (
    <>
      <section className="hero">
        <h1>{t('index.heroTitle')}</h1>
        <p>{t('index.heroText')}</p>
      </section>
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">{t('index.categories')}</h2>
        <ul className="categories">
          {types.map((type) => (
            <li key={type}>
              <Link href={categoryPath(site.country, type)} className="category-tile">
                {t(`category.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="offers-title">
        <h2 id="offers-title">{t('index.topOffers')}</h2>
        {offers.status === 'loading' && <Loading />}
        {offers.status === 'failed' && <Failed retry={offers.retry} />}
        {offers.status === 'ready' &&
          (offers.data.items.length === 0 ? (
            <Empty />
          ) : (
            <ModelCardList cards={offers.data.items} label={t('index.topOffers')} />
          ))}
      </section>
    </>
  );
}
