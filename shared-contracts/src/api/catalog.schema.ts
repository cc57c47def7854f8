/**
 * Catalog calls of the product and search services (the spec shows none of them; ours):
 * - GET /product/catalog: models of a device type, filtered by brand, grade, storage and price,
 *   sorted and paged, with the facets the filters offer.
 * - GET /product/models/:legacyModelId: the brand-model page: model, specs and every listing.
 * - GET /product/listings/:productId: one listing and its model, for a page that knows only the
 *   product id (the marketing embed's add-to-cart buttons).
 * - GET /product/pricing (the spec's `/pricing`): today's prices of listings.
 * - GET /shop/v2/extra-services (the spec's `/v2/extra-services`): services offered with a listing.
 * - GET /search: models whose brand and name match every word typed.
 * - GET /product/catalog-version: the catalog's two change counters (a cache's key).
 * - GET /product/sitemap: every model page a site shows (sitemap.schema.ts).
 * Countries are lower case here (`ro`); only the spec's two calls use upper case.
 */
import * as z from 'zod/mini';
import { IN_BOX_ITEMS, InBoxItemSchema } from './in-box.schema.js';
import { ExtraServiceSchema } from '../schemas/cart.schema.js';
import {
  CountrySchema,
  DeviceTypeKeySchema,
  DeviceTypeParamSchema,
  PaymentMethodKeySchema,
} from '../schemas/enums.schema.js';
import { PgIdText } from '../schemas/integers.schema.js';
import { CATALOG_MAX_PAGE_SIZE, CATALOG_SORTS } from './catalog-limits.js';
import { CommaSeparated, ProductIdSchema as ProductId } from './common.schema.js';

const Money = z.number().check(z.nonnegative());
const Count = z.int().check(z.nonnegative());
/** A query-string number, read as an integer from 1 to `max`. */
const QueryInt = (max: number) => z.coerce.number().check(z.int(), z.gte(1), z.lte(max));

export const CatalogQuerySchema = z.object({
  country: CountrySchema,
  /** The spec's numeric id (`type=1`, what the shop sends) or the key; read as the key. */
  type: DeviceTypeParamSchema,
  brand: z.optional(CommaSeparated),
  grade: z.optional(CommaSeparated),
  storage: z.optional(CommaSeparated),
  minPrice: z.optional(z.coerce.number().check(z.nonnegative())),
  maxPrice: z.optional(z.coerce.number().check(z.nonnegative())),
  inStock: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ),
  sort: z._default(z.enum(CATALOG_SORTS), 'popular'),
  page: z._default(QueryInt(10_000), 1),
  pageSize: z._default(QueryInt(CATALOG_MAX_PAGE_SIZE), 24),
});
export type CatalogQuery = z.infer<typeof CatalogQuerySchema>;

/** What names a model everywhere: ids, device type, brand and slugs. */
export const ModelIdentitySchema = z.object({
  modelId: z.int(),
  legacyModelId: z.int(),
  type: DeviceTypeKeySchema,
  brand: z.string(),
  brandSlug: z.string(),
  name: z.string(),
  slug: z.string(),
});

export type ModelIdentity = z.infer<typeof ModelIdentitySchema>;

/** One model on a listing page: its cheapest listing in stock (or cheapest at all when none is). */
export const ModelCardSchema = z.extend(ModelIdentitySchema, {
  image: z.string(),
  productId: z.string(),
  storage: z.string(),
  color: z.string(),
  grade: z.string(),
  fromPrice: Money,
  previousPrice: z.nullable(Money),
  inStock: z.boolean(),
});
export type ModelCard = z.infer<typeof ModelCardSchema>;

/**
 * A filter's choices: the value the query sends, the number of models it leaves, and for a brand
 * its name as the brand writes it (`Apple`; the value is its slug).
 */
const Facet = z.array(z.object({ value: z.string(), count: Count, label: z.optional(z.string()) }));

export const CatalogResponseSchema = z.object({
  items: z.array(ModelCardSchema),
  total: Count,
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  facets: z.object({ brands: Facet, grades: Facet, storages: Facet }),
});
export type CatalogResponse = z.infer<typeof CatalogResponseSchema>;

export const ModelPageQuerySchema = z.object({ country: CountrySchema });
export const ModelPageParamsSchema = z.object({ legacyModelId: PgIdText });

/**
 * A model's specifications, by device kind (issue 36). Values are as the maker writes them and
 * the same in every language (`Apple A15 Bionic`, `6.1" OLED, 2532 × 1170`, `nano-SIM + eSIM`);
 * the site's words label them. Which fields a kind fills:
 * - phones: chip, ram, screen, cameras, sim, fiveG, dimensions, weight;
 * - tablets: chip, ram, screen, cameras, sim (cellular models), fiveG, dimensions, weight;
 * - laptops: cpu, gpu, ram, screen, keyboard (its layout), dimensions, weight;
 * - watches: chip, size (the case), screen, sim (cellular models), material, dimensions, weight;
 * - consoles: cpu, gpu, ram, dimensions, weight.
 * Every kind says what is in the box (`inBox`). `size` is also a phone's or tablet's screen
 * diagonal where no `screen` is known (catalogs seeded before issue 36).
 */
export const ModelSpecsSchema = z.object({
  chip: z.optional(z.string()),
  cpu: z.optional(z.string()),
  gpu: z.optional(z.string()),
  ram: z.optional(z.string()),
  screen: z.optional(z.string()),
  cameras: z.optional(z.string()),
  sim: z.optional(z.string()),
  fiveG: z.optional(z.boolean()),
  keyboard: z.optional(z.string()),
  size: z.optional(z.string()),
  material: z.optional(z.string()),
  dimensions: z.optional(z.string()),
  /** Grams. */
  weight: z.optional(z.int().check(z.positive(), z.lte(20_000))),
  inBox: z.optional(z.array(InBoxItemSchema).check(z.maxLength(IN_BOX_ITEMS.length))),
});
export type ModelSpecs = z.infer<typeof ModelSpecsSchema>;

/** The order a page lists a model's specifications in (what is in the box comes last, apart). */
export const SPEC_ORDER = [
  'chip',
  'cpu',
  'gpu',
  'ram',
  'screen',
  'size',
  'cameras',
  'sim',
  'fiveG',
  'keyboard',
  'material',
  'dimensions',
  'weight',
] as const satisfies readonly Exclude<keyof ModelSpecs, 'inBox'>[];

export const ListingSchema = z.object({
  productId: z.string(),
  legacySellOrderId: z.int(),
  sku: z.string(),
  storage: z.string(),
  color: z.string(),
  grade: z.string(),
  stock: Count,
  batteryType: z.enum(['Noua', 'Standard']),
  /**
   * The unit's measured battery capacity, in % of a new battery's (issue 36); 100 for a new
   * battery, null for a device without one (a console).
   */
  batteryHealth: z.nullable(z.int().check(z.gte(0), z.lte(100))),
  price: Money,
  previousPrice: z.nullable(Money),
  image: z.string(),
  /**
   * The lowest monthly payment the site's financing methods allow for `price`
   * (`installmentTeaser`): the product page's "from 219 lei/month". Null when none fits; absent
   * where the answer does not say (the embed's listing page).
   */
  installments: z.optional(
    z.nullable(
      z.object({
        method: PaymentMethodKeySchema,
        months: z.int().check(z.gte(2), z.lte(60)),
        monthly: Money,
      }),
    ),
  ),
});
export type Listing = z.infer<typeof ListingSchema>;

export const ModelPageResponseSchema = z.object({
  model: z.extend(ModelIdentitySchema, {
    specs: ModelSpecsSchema,
  }),
  listings: z.array(ListingSchema),
});
export type ModelPageResponse = z.infer<typeof ModelPageResponseSchema>;

export const ListingPageParamsSchema = z.object({ productId: ProductId });
export const ListingPageQuerySchema = z.object({ country: CountrySchema });
export const ListingPageResponseSchema = z.object({
  model: ModelPageResponseSchema.shape.model,
  listing: ListingSchema,
});
export type ListingPageResponse = z.infer<typeof ListingPageResponseSchema>;

export const PricingQuerySchema = z.object({
  country: CountrySchema,
  productIds: z.pipe(CommaSeparated, z.array(ProductId).check(z.minLength(1), z.maxLength(100))),
});
export const PricingResponseSchema = z.object({
  prices: z.array(
    z.object({
      productId: z.string(),
      price: Money,
      previousPrice: z.nullable(Money),
      stock: z.int(),
    }),
  ),
});
export type PricingResponse = z.infer<typeof PricingResponseSchema>;

export const ExtraServicesQuerySchema = z.object({
  country: CountrySchema,
  productId: ProductId,
});
export const ExtraServicesResponseSchema = z.object({
  productId: z.string(),
  services: z.array(ExtraServiceSchema),
});
export type ExtraServicesResponse = z.infer<typeof ExtraServicesResponseSchema>;

export const SearchQuerySchema = z.object({
  country: CountrySchema,
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  limit: z._default(QueryInt(50), 10),
});
export const SearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(ModelCardSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/**
 * The catalog's change counters (migration 0013): `version` moves with every change of the
 * catalog but stock, `stockVersion` with every change of stock. Read from the database on each
 * call, so an answer is as new as the last commit: a cache of pages keyed by the two never serves
 * a price or a stock older than what it was rendered from.
 */
export const CatalogVersionResponseSchema = z.object({
  version: Count,
  stockVersion: Count,
});
export type CatalogVersionResponse = z.infer<typeof CatalogVersionResponseSchema>;

/** At most this many suggestions under the search field (GET /search/suggest). */
export const SEARCH_SUGGEST_MAX = 6;

/**
 * GET /search/suggest (issue 36): what the search field offers while a person types, read as
 * GET /search reads a query (local scripts, category words, typos). `q` may end in a word being
 * typed; `limit` caps the list (at most SEARCH_SUGGEST_MAX).
 */
export const SearchSuggestQuerySchema = z.object({
  country: CountrySchema,
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  limit: z._default(QueryInt(SEARCH_SUGGEST_MAX), SEARCH_SUGGEST_MAX),
});

/**
 * One suggestion, a page to go to: a device type the words name (or start to name: `tele`) with
 * its category page, or a model they find with its name as the shop writes it (`modelTitle`)
 * and its brand-model page at its best listing (`productAddress`). The site's words name a
 * device type; `type` also lets a site leave out what it does not sell (consoles).
 */
// A plain union (each member's `kind` literal tells them apart): zod's discriminated union would
// add its code to the zod chunk of every page's first scripts for this one lazily parsed answer.
export const SearchSuggestionSchema = z.union([
  z.object({ kind: z.literal('category'), type: DeviceTypeKeySchema, path: z.string() }),
  z.object({
    kind: z.literal('model'),
    type: DeviceTypeKeySchema,
    legacyModelId: z.int(),
    label: z.string(),
    path: z.string(),
  }),
]);
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** The device types first, then the models, best match first. */
export const SearchSuggestResponseSchema = z.object({
  query: z.string(),
  suggestions: z.array(SearchSuggestionSchema).check(z.maxLength(SEARCH_SUGGEST_MAX)),
});
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;
