/** The answers' contracts of the product page's calls. */
export {
  AvailableShapesResponseSchema,
  ExtraServicesResponseSchema,
  ModelPageResponseSchema,
  RelatedAccessoriesResponseSchema,
} from '@refurb/shared-contracts';
