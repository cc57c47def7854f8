/** The answers' contracts of the content calls: pages and reviews. */
export {
  ContentPageSchema,
  CreateReviewResponseSchema,
  ReviewsResponseSchema,
} from '@refurb/shared-contracts';
