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
 * Countries are lower case here (`ro`); only the spec's two calls use upper case.
 */
import { z } from 'zod';
import { ExtraServiceSchema } from '../schemas/cart.schema.js';
import { CountrySchema, DeviceTypeKeySchema } from '../schemas/enums.schema.js';

const Money = z.number().nonnegative();
const csv = z.string().transform((text) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export const CATALOG_SORTS = ['popular', 'price-asc', 'price-desc', 'name'] as const;
export const CATALOG_MAX_PAGE_SIZE = 60;

export const CatalogQuerySchema = z.object({
  country: CountrySchema,
  type: DeviceTypeKeySchema,
  brand: csv.optional(),
  grade: csv.optional(),
  storage: csv.optional(),
  minPrice: z.coerce.number().nonnegative().optional(),
  maxPrice: z.coerce.number().nonnegative().optional(),
  inStock: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(CATALOG_SORTS).default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CATALOG_MAX_PAGE_SIZE).default(24),
});
export type CatalogQuery = z.infer<typeof CatalogQuerySchema>;

/** What names a model everywhere: ids, device type, brand and slugs. */
export const ModelIdentitySchema = z.object({
  modelId: z.number().int(),
  legacyModelId: z.number().int(),
  type: DeviceTypeKeySchema,
  brand: z.string(),
  brandSlug: z.string(),
  name: z.string(),
  slug: z.string(),
});

export type ModelIdentity = z.infer<typeof ModelIdentitySchema>;

/** One model on a listing page: its cheapest listing in stock (or cheapest at all when none is). */
export const ModelCardSchema = ModelIdentitySchema.extend({
  image: z.string(),
  productId: z.string(),
  storage: z.string(),
  color: z.string(),
  grade: z.string(),
  fromPrice: Money,
  previousPrice: Money.nullable(),
  inStock: z.boolean(),
});
export type ModelCard = z.infer<typeof ModelCardSchema>;

const Facet = z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() }));

export const CatalogResponseSchema = z.object({
  items: z.array(ModelCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  facets: z.object({ brands: Facet, grades: Facet, storages: Facet }),
});
export type CatalogResponse = z.infer<typeof CatalogResponseSchema>;

export const ModelPageQuerySchema = z.object({ country: CountrySchema });
export const ModelPageParamsSchema = z.object({
  legacyModelId: z.coerce.number().int().positive(),
});

export const ListingSchema = z.object({
  productId: z.string(),
  legacySellOrderId: z.number().int(),
  sku: z.string(),
  storage: z.string(),
  color: z.string(),
  grade: z.string(),
  stock: z.number().int().nonnegative(),
  batteryType: z.enum(['Noua', 'Standard']),
  price: Money,
  previousPrice: Money.nullable(),
  image: z.string(),
});
export type Listing = z.infer<typeof ListingSchema>;

export const ModelPageResponseSchema = z.object({
  model: ModelIdentitySchema.extend({
    specs: z.object({
      ram: z.string().optional(),
      cpu: z.string().optional(),
      gpu: z.string().optional(),
      size: z.string().optional(),
      material: z.string().optional(),
    }),
  }),
  listings: z.array(ListingSchema),
});
export type ModelPageResponse = z.infer<typeof ModelPageResponseSchema>;

export const ListingPageParamsSchema = z.object({ productId: z.string().min(1).max(64) });
export const ListingPageQuerySchema = z.object({ country: CountrySchema });
export const ListingPageResponseSchema = z.object({
  model: ModelPageResponseSchema.shape.model,
  listing: ListingSchema,
});
export type ListingPageResponse = z.infer<typeof ListingPageResponseSchema>;

export const PricingQuerySchema = z.object({
  country: CountrySchema,
  productIds: csv.pipe(z.array(z.string().min(1).max(64)).min(1).max(100)),
});
export const PricingResponseSchema = z.object({
  prices: z.array(
    z.object({
      productId: z.string(),
      price: Money,
      previousPrice: Money.nullable(),
      stock: z.number().int(),
    }),
  ),
});
export type PricingResponse = z.infer<typeof PricingResponseSchema>;

export const ExtraServicesQuerySchema = z.object({
  country: CountrySchema,
  productId: z.string().min(1).max(64),
});
export const ExtraServicesResponseSchema = z.object({
  productId: z.string(),
  services: z.array(ExtraServiceSchema),
});
export type ExtraServicesResponse = z.infer<typeof ExtraServicesResponseSchema>;

export const SearchQuerySchema = z.object({
  country: CountrySchema,
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const SearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(ModelCardSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
