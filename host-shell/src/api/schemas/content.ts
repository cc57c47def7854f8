/** The answers' contracts of the content calls: pages, reviews, the product guide, the seller. */
export {
  CompanyIdentitySchema,
  ContentPageSchema,
  CreateReviewResponseSchema,
  ProductGuideSchema,
  RatingsResponseSchema,
  ReviewsResponseSchema,
} from '@refurb/shared-contracts/api/content';
