/**
 * Up to three devices side by side (issue 36): picture and name, price, grade and what it means,
 * battery health, delivery days, and every specification either one has, in the content
 * service's labels. Each column is one listing (`GET /product/listings/:productId`, the
 * configuration the shopper chose), so the grade and the battery are the unit's own.
 *
 * The list is the address (`?items=`), kept in the browser too (compare-list.ts): a product page's
 * "Compare" link (`?add=`) adds its listing to the list the shopper built before, and the page
 * writes the address of the whole list. Not indexed: a comparison is the shopper's own.
 */
import {
  fillTemplate,
  formatDeliveryDays,
  modelTitle,
  productAddress,
} from '@refurb/shared-contracts';
import { SPEC_ORDER, type ListingPageResponse } from '@refurb/shared-contracts/api/catalog';
import { type ProductGuide } from '@refurb/shared-contracts/api/content';
import { useEffect } from 'react';
import { useHydrated } from '../app/hydrated';
import { useSite } from '../app/site';
import { useResource } from '../api/use-resource';
import { useI18n } from '../i18n/i18n';
import { gradeName } from '../i18n/grade-name';
import { usePageHead } from '../layout/use-page-head';
import { categoryPath, comparePath } from '../routing/host-routes';
import { Link, replaceAddress } from '../routing/router';
import {
  addToCompare,
  COMPARE_STORAGE_KEY,
  parseStoredCompare,
  readCompareItems,
} from './compare-list';
import { Empty, Failed, Loading } from './states';

export function ComparePage({ query }: { query: URLSearchParams }) {
  const site = useSite();
  const { t } = useI18n();
  usePageHead(t('compare.title'), null, { noindex: true });
  const asked = readCompareItems(query.get('items'));
  const add = query.get('add');
  // Shown: the address's list, with the one being added (the stored list joins in the browser).
  const items = add ? addToCompare(asked, add) : asked;
  const written = query.toString();
  const { country, storage } = site;
  useEffect(() => {
    // Read from the address's text, the effect's one input that changes.
    const address = new URLSearchParams(written);
    const inAddress = readCompareItems(address.get('items'));
    const adding = address.get('add');
    const stored = parseStoredCompare(storage.getItem(COMPARE_STORAGE_KEY));
    // An address with no list (the page opened from a link or the menu) shows the stored one;
    // an `add` joins the stored list; the list shown is the one stored.
    const list = adding
      ? addToCompare(inAddress.length > 0 ? inAddress : stored, adding)
      : address.has('items')
        ? inAddress
        : stored;
    storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
    const path = comparePath(country, { items: list });
    if (`${window.location.pathname}${window.location.search}` !== path) replaceAddress(path);
  }, [written, country, storage]);
  return (
    <>
      <h1>{t('compare.title')}</h1>
      {items.length === 0 ? <Empty text={t('compare.empty')} /> : <CompareTable items={items} />}
      <p>
        <Link href={categoryPath(site.country, 'SMARTPHONE')}>{t('compare.more')}</Link>
      </p>
    </>
  );
}

function CompareTable({ items }: { items: readonly string[] }) {
  const site = useSite();
  const { t, formatPrice, country } = useI18n();
  const guide = useResource(`guide:${country}`, () => site.api.productGuide(country));
  const delivery = useResource(`delivery:${country}`, () => site.api.deliveryEstimate(country));
  // The days in words come from the browser's Intl, whose wording of a range may differ from the
  // server's: the row is the browser's alone (a comparison is not indexed).
  const hydrated = useHydrated();
  const columns = [useColumn(items[0]), useColumn(items[1]), useColumn(items[2])].slice(
    0,
    items.length,
  );
  const failed = columns.find((c) => c.status === 'failed');
  if (columns.some((c) => c.status === 'loading') || guide.status === 'loading') return <Loading />;
  if (failed?.status === 'failed' && failed.error.status !== 404)
    return <Failed retry={failed.retry} />;
  const shown = columns.flatMap((c) => (c.status === 'ready' ? [c.data] : []));
  if (shown.length === 0) return <Empty text={t('compare.empty')} />;
  const words: ProductGuide | null = guide.status === 'ready' ? guide.data : null;
  const courier =
    hydrated && delivery.status === 'ready'
      ? delivery.data.estimates.find((e) => e.kind === 'courier')
      : null;
  const remove = (productId: string) => {
    const list = items.filter((id) => id !== productId);
    site.storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
    replaceAddress(comparePath(site.country, { items: list }));
  };
  const row = (label: string, cell: (page: ListingPageResponse) => string | null) => {
    const cells = shown.map(cell);
    if (cells.every((c) => c === null)) return null;
    return (
      <tr key={label}>
        <th scope="row">{label}</th>
        {cells.map((c, i) => (
          <td key={shown[i]!.listing.productId}>{c ?? '—'}</td>
        ))}
      </tr>
    );
  };
  const spec = (page: ListingPageResponse, key: (typeof SPEC_ORDER)[number]) => {
    const value = page.model.specs[key];
    if (value === undefined) return null;
    if (typeof value === 'boolean')
      return value ? (words?.lines.yes ?? '✓') : (words?.lines.no ?? '–');
    return key === 'weight' ? `${value} g` : String(value);
  };
  return (
    <div className="compare">
      <table>
        <caption className="visually-hidden">{t('compare.title')}</caption>
        <thead>
          <tr>
            <td />
            {shown.map(({ model, listing }) => (
              <th key={listing.productId} scope="col">
                <img src={listing.image} alt="" width={96} height={96} loading="lazy" />
                <Link href={productAddress(site.country, model, listing)}>
                  {modelTitle(model.brand, model.name)} {listing.storage} {listing.color}
                </Link>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => remove(listing.productId)}
                >
                  {t('compare.remove', { name: modelTitle(model.brand, model.name) })}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('product.price'), ({ listing }) => formatPrice(listing.price))}
          {row(t('product.shape'), ({ listing }) => {
            const definition = words?.grades.find((g) => g.grade === listing.grade)?.summary;
            return `${gradeName(t, listing.grade)}${definition ? `: ${definition}` : ''}`;
          })}
          {row(t('compare.battery'), ({ listing }) =>
            listing.batteryHealth === null ? null : `${listing.batteryHealth} %`,
          )}
          {courier &&
            words &&
            row(words.lines.courier, ({ listing }) =>
              listing.stock > 0
                ? fillTemplate(
                    words.lines.deliveredOn,
                    { date: formatDeliveryDays(country, courier.from, courier.to) },
                    country,
                  )
                : t('card.outOfStock'),
            )}
          {words && SPEC_ORDER.map((key) => row(words.specLabels[key], (page) => spec(page, key)))}
        </tbody>
      </table>
    </div>
  );
}

/** One column's listing (none past the list's end: an empty key that never loads). */
function useColumn(productId: string | undefined) {
  const site = useSite();
  return useResource(`listing:${site.country}:${productId ?? ''}`, () =>
    productId
      ? site.api.listing(site.country, productId)
      : Promise.resolve({
          ok: false as const,
          error: { status: 404, code: 'not_found', message: 'no listing in this column' },
        }),
  );
}
