/**
 * `@refurb/shared-contracts/api/catalog`: the catalog service's HTTP contract: listings, model
 * pages, search, shapes, accessories, the sitemap.
 */
export {
  AvailableShapesQuerySchema,
  AvailableShapesResponseSchema,
  RelatedAccessoriesQuerySchema,
  RelatedAccessoriesResponseSchema,
} from '../../api/product-api.schema.js';
export type { AccessoryOffer, RelatedSpec, SpecItem } from '../../api/product-api.schema.js';
export { CATALOG_SORTS } from '../../api/catalog-limits.js';
export {
  CatalogQuerySchema,
  CatalogResponseSchema,
  CatalogVersionResponseSchema,
  ExtraServicesQuerySchema,
  ExtraServicesResponseSchema,
  ListingPageParamsSchema,
  ListingPageQuerySchema,
  ListingPageResponseSchema,
  ModelPageParamsSchema,
  ModelPageQuerySchema,
  ModelPageResponseSchema,
  ModelSpecsSchema,
  SPEC_ORDER,
  PricingQuerySchema,
  PricingResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from '../../api/catalog.schema.js';
export {
  SITEMAP_MAX_MODELS,
  SitemapQuerySchema,
  SitemapResponseSchema,
} from '../../api/sitemap.schema.js';
export type { InBoxItem } from '../../api/in-box.schema.js';
export type {
  CatalogQuery,
  Listing,
  ListingPageResponse,
  ModelCard,
  ModelIdentity,
  ModelPageResponse,
  ModelSpecs,
  SearchSuggestion,
} from '../../api/catalog.schema.js';
