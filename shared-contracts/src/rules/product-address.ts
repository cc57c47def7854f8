/**
 * Spec section 2: the brand-model page's address names the configuration it shows. Its path is
 * brand slug / category-brand-model-storage-color slug / legacy model id, and the `shape` query is
 * the grade: `/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN` is the
 * iPhone 14 Pro, 256GB, Gold, grade BUN, on the RO site. Slugs follow `productSlug` (lowercase
 * ASCII, Bulgarian and Greek transliterated), so a colour named in any site's language has one.
 *
 * Reading an address back (`listingOfAddress`) is a match of slugs, not a split of the slug at
 * dashes (a model, a storage or a colour may hold dashes of its own: "Pink Gold", "Watch GT 3"):
 * the storage and colour of a listing of the model are the ones whose slugs end the address's
 * slug (the longest wins, so `-pink-gold` is Pink Gold, not Gold). The category, brand and model
 * words before them may be another site's (a link followed from another country) or an old name
 * of the model (renamed since the link was made): the configuration is still read.
 *
 * An address asking for what the model does not have is handled the way a shop keeps a link
 * working rather than answering "not found" for a product that exists (the model's page loads):
 * - the configuration exists but is sold out: it is shown, with its price and "sold out" (the
 *   person sees what the link promised and picks another choice on the page);
 * - a storage, colour or grade the model does not list (any more): the closest listing is shown,
 *   closest meaning the same storage first, then the same colour, then the same grade (storage
 *   changes the price most, colour is what the person picked by eye), ties going to a listing in
 *   stock, then the cheapest; `exact` is false and the page says the configuration it shows is
 *   not the one asked for, and replaces the address with the one it shows;
 * - a slug naming nothing beyond the model (or words this model does not know) with no `shape`:
 *   the model's best listing (in stock, cheapest), without a notice: nothing was asked.
 */
import type { Listing } from '../api/catalog.schema.js';
import type { PhoneCartItem } from '../schemas/cart.schema.js';
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';
import { categorySlug, productSlug, slugify } from './category-slugs.js';
import { matchRoute, routePath } from './localized-routes.js';
import type { AddressModel } from './product-link.js';

/** What an address asks for: `null` where it names nothing this model has. */
export interface AskedVariant {
  readonly storage: string | null;
  readonly color: string | null;
  readonly grade: string | null;
  /** The slug has words after the model's (it asked for a configuration, known or not). */
  readonly named: boolean;
}

/**
 * `items` with their slugs (`slugify(text(item))`), the longest slug first: each slugified once,
 * not at every comparison of the sort (the server renders this on every product page).
 */
function longestSlugFirst<T>(
  items: readonly T[],
  text: (item: T) => string,
): { readonly item: T; readonly slug: string }[] {
  return items
    .map((item) => ({ item, slug: slugify(text(item)) }))
    .sort((a, b) => b.slug.length - a.slug.length);
}

/** The model's own words in a slug, on any site: category-brand-model. */
function modelPrefixes(model: AddressModel): string[] {
  return COUNTRIES.map((c) =>
    slugify(`${categorySlug(c, model.type)} ${model.brand} ${model.name}`),
  )
    .filter((prefix) => prefix !== '')
    .sort((a, b) => b.length - a.length);
}

/**
 * The storage, colour and grade an address of the model's page asks for, among those of
 * `listings` (the model's). The slug is compared as slugs, so its case and accents do not matter.
 */
export function askedVariant(
  model: AddressModel,
  listings: readonly Pick<Listing, 'storage' | 'color' | 'grade'>[],
  address: { readonly slug: string; readonly shape?: string | undefined },
): AskedVariant {
  const slug = slugify(address.slug);
  const prefix = modelPrefixes(model).find((p) => slug === p || slug.startsWith(`${p}-`));
  // After the model's words when they are there, else the whole slug (an old or foreign name).
  const tail = prefix === undefined ? slug : slug.slice(prefix.length + 1);
  const dashed = `-${tail}`;
  const slugged = listings
    .map((l) => ({ l, storage: slugify(l.storage), color: slugify(l.color) }))
    .filter((s) => s.storage !== '' && s.color !== '');
  const pair = longestSlugFirst(slugged, (s) => `${s.l.storage} ${s.l.color}`).find(({ item }) =>
    dashed.endsWith(`-${item.storage}-${item.color}`),
  )?.item.l;
  const storages = longestSlugFirst([...new Set(listings.map((l) => l.storage))], (v) => v);
  const colors = longestSlugFirst([...new Set(listings.map((l) => l.color))], (v) => v);
  const storage =
    pair?.storage ??
    storages.find((s) => s.slug !== '' && `${dashed}-`.includes(`-${s.slug}-`))?.item ??
    null;
  const color =
    pair?.color ?? colors.find((c) => c.slug !== '' && dashed.endsWith(`-${c.slug}`))?.item ?? null;
  const grade = address.shape === undefined || address.shape === '' ? null : address.shape;
  return { storage, color, grade, named: prefix !== undefined && tail !== '' };
}

/** The listing an address shows, and whether it is the one the address asked for. */
export interface AddressedListing<L> {
  readonly listing: L;
  readonly exact: boolean;
}

type AddressListing = Pick<Listing, 'storage' | 'color' | 'grade' | 'stock' | 'price'>;

const inStockThenCheapest = (a: AddressListing, b: AddressListing) =>
  Number(b.stock > 0) - Number(a.stock > 0) || a.price - b.price;

/**
 * The listing of `listings` (one model's) that the brand-model page shows for an address (its
 * slug and `shape`), see the file's doc for the unknown and unavailable cases. `null` only when
 * the model has no listing at all.
 */
export function listingOfAddress<L extends AddressListing>(
  model: AddressModel,
  listings: readonly L[],
  address: { readonly slug: string; readonly shape?: string | undefined },
): AddressedListing<L> | null {
  const asked = askedVariant(model, listings, address);
  const score = (l: L) =>
    (l.storage === asked.storage ? 4 : 0) +
    (l.color === asked.color ? 2 : 0) +
    (l.grade === asked.grade ? 1 : 0);
  const [listing] = [...listings].sort((a, b) => score(b) - score(a) || inStockThenCheapest(a, b));
  if (!listing) return null;
  const exact =
    (asked.storage === null || asked.storage === listing.storage) &&
    (asked.color === null || asked.color === listing.color) &&
    (asked.grade === null || asked.grade === listing.grade) &&
    !(asked.named && asked.storage === null && asked.color === null);
  return { listing, exact };
}

/**
 * The link of a cart's phone to its configuration: the page of `productUrl` (brand and model as
 * the item was added or last refreshed) with the slug and `shape` of the item's own storage,
 * colour and grade, so the link opens what is in the cart even when `productUrl` was written
 * without them or by an older version. A `productUrl` that is not a brand-model page of the
 * country comes back unchanged.
 */
export function cartItemAddress(
  country: Country,
  phone: Pick<
    PhoneCartItem,
    'productUrl' | 'model_type' | 'brand' | 'model' | 'storage' | 'color' | 'shape'
  >,
): string {
  const match = matchRoute(country, phone.productUrl);
  if (match?.name !== 'shop-brand-model') return phone.productUrl;
  const slug =
    phone.storage === undefined
      ? (match.params.slug ?? '')
      : productSlug(country, {
          type: phone.model_type,
          brand: phone.brand,
          model: phone.model,
          storage: phone.storage,
          color: phone.color,
        });
  return (
    routePath(country, 'shop-brand-model', {
      brandSlug: match.params.brandSlug ?? '',
      slug,
      legacyModelId: match.params.legacyModelId ?? '',
      shape: phone.shape,
    }) ?? phone.productUrl
  );
}
