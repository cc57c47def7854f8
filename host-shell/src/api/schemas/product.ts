/** The answers' contracts of the product page's calls. */
export {
  AvailableShapesResponseSchema,
  DeliveryEstimateResponseSchema,
  ExtraServicesResponseSchema,
  ListingPageResponseSchema,
  ModelPageResponseSchema,
  RelatedAccessoriesResponseSchema,
} from '@refurb/shared-contracts';
