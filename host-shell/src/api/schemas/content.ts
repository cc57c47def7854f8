/** The answers' contracts of the content calls: pages and reviews. */
export { ContentPageSchema, ReviewSchema, ReviewsResponseSchema } from '@refurb/shared-contracts';
