/**
 * Turns listings into what a catalog page shows: one card per model with its best listing, the
 * filters a person can set and the facet counts next to them. Pure, so it is tested without a
 * database; the database only hands over the listings of one device type in one country.
 */
import { compareGrades, compareStorages } from '@refurb/shared-contracts';
import {
  type CatalogQuery,
  type ModelCard,
  type ModelIdentity,
} from '@refurb/shared-contracts/api/catalog';
import type { ProductRow } from './catalog.repository.js';
import { productImageUrl } from './offers.js';

type ListingFilter = Pick<
  CatalogQuery,
  'brand' | 'grade' | 'storage' | 'minPrice' | 'maxPrice' | 'inStock'
>;
type Dimension = 'brand' | 'grade' | 'storage';

function matches(p: ProductRow, f: ListingFilter, skip?: Dimension): boolean {
  return (
    (skip === 'brand' || !f.brand?.length || f.brand.includes(p.brandSlug)) &&
    (skip === 'grade' || !f.grade?.length || f.grade.includes(p.grade)) &&
    (skip === 'storage' || !f.storage?.length || f.storage.includes(p.storage)) &&
    (f.minPrice === undefined || p.price >= f.minPrice) &&
    (f.maxPrice === undefined || p.price <= f.maxPrice) &&
    (!f.inStock || p.stock > 0)
  );
}

/** localeCompare's order (the default locale), with one collator instead of one per call. */
const byText = new Intl.Collator().compare;

const byPrice = (a: ProductRow, b: ProductRow) => a.price - b.price || byText(a.id, b.id);

/** The cheapest listing in stock, else the cheapest at all (ties: the lower id). */
function best(listings: readonly ProductRow[]): ProductRow {
  let inStock: ProductRow | undefined;
  let any = listings[0]!;
  for (const p of listings) {
    if (byPrice(p, any) < 0) any = p;
    if (p.stock > 0 && (!inStock || byPrice(p, inStock) < 0)) inStock = p;
  }
  return inStock ?? any;
}

/** The fields that name a listing's model (ModelIdentity in the contracts). */
export function modelIdentity(p: ProductRow): ModelIdentity {
  return {
    modelId: p.modelId,
    legacyModelId: p.legacyModelId,
    type: p.deviceType,
    brand: p.brandName,
    brandSlug: p.brandSlug,
    name: p.modelName,
    slug: p.modelSlug,
  };
}

export function toModelCard(listings: readonly ProductRow[]): ModelCard {
  const p = best(listings);
  return {
    ...modelIdentity(p),
    image: productImageUrl(p),
    productId: p.id,
    storage: p.storage,
    color: p.color,
    grade: p.grade,
    fromPrice: p.price,
    previousPrice: p.previousPrice,
    inStock: p.stock > 0,
  };
}

export function groupByModel(listings: readonly ProductRow[]): ProductRow[][] {
  const groups = new Map<number, ProductRow[]>();
  for (const p of listings) {
    const group = groups.get(p.modelId);
    if (group) group.push(p);
    else groups.set(p.modelId, [p]);
  }
  return [...groups.values()];
}

/**
 * A filter's choices with the number of models each leaves: brands by their name as the brand
 * writes it (its `label`; the value is its slug), grades by condition (best first) and storages
 * by size (smallest first), the contracts' catalog order, so the list reads as the shopper
 * expects, not as the keys sort.
 */
function facet(listings: readonly ProductRow[], f: ListingFilter, dimension: Dimension) {
  const key = (p: ProductRow) =>
    dimension === 'brand' ? p.brandSlug : dimension === 'grade' ? p.grade : p.storage;
  const models = new Map<string, { label: string; models: Set<number> }>();
  for (const p of listings) {
    if (!matches(p, f, dimension)) continue;
    const entry = models.get(key(p)) ?? { label: p.brandName, models: new Set<number>() };
    entry.models.add(p.modelId);
    models.set(key(p), entry);
  }
  const order =
    dimension === 'grade'
      ? compareGrades
      : dimension === 'storage'
        ? compareStorages
        : (a: string, b: string) => byText(models.get(a)!.label, models.get(b)!.label);
  return [...models.entries()]
    .sort(([a], [b]) => order(a, b))
    .map(([value, entry]) => ({
      value,
      count: entry.models.size,
      ...(dimension === 'brand' ? { label: entry.label } : {}),
    }));
}

const SORTS: Record<
  CatalogQuery['sort'],
  (a: { card: ModelCard; popularity: number }, b: { card: ModelCard; popularity: number }) => number
> = {
  popular: (a, b) => b.popularity - a.popularity || byText(a.card.name, b.card.name),
  'price-asc': (a, b) => a.card.fromPrice - b.card.fromPrice || byText(a.card.name, b.card.name),
  'price-desc': (a, b) => b.card.fromPrice - a.card.fromPrice || byText(a.card.name, b.card.name),
  name: (a, b) => byText(a.card.name, b.card.name),
};

export function catalogPage(listings: readonly ProductRow[], query: CatalogQuery) {
  const matching = listings.filter((p) => matches(p, query));
  const ranked = groupByModel(matching)
    .map((group) => ({
      card: toModelCard(group),
      popularity: group.filter((p) => p.stock > 0).length,
    }))
    .sort(SORTS[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: ranked.slice(start, start + query.pageSize).map((r) => r.card),
    total: ranked.length,
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      brands: facet(listings, query, 'brand'),
      grades: facet(listings, query, 'grade'),
      storages: facet(listings, query, 'storage'),
    },
  };
}
