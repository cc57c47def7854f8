/** The answers' contracts of the product page's calls. */
export {
  AvailableShapesResponseSchema,
  ExtraServicesResponseSchema,
  ListingPageResponseSchema,
  ModelPageResponseSchema,
  RelatedAccessoriesResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
export { DeliveryEstimateResponseSchema } from '@refurb/shared-contracts/api/delivery';
