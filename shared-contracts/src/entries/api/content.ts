/**
 * `@refurb/shared-contracts/api/content`: the content service's HTTP contract: help pages, reviews
 * and ratings, the product guide, the company's identity.
 */
export {
  ContentPageKeySchema,
  ContentPageQuerySchema,
  ContentPageSchema,
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
  ModeratedReviewSchema,
  ModerationQueueQuerySchema,
  ModerationQueueResponseSchema,
  REVIEW_TEXT_MAX,
  ReviewIdSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  REVIEWS_PAGE_MAX,
  RatingsQuerySchema,
  RatingsResponseSchema,
  ProductGuideQuerySchema,
  ProductGuideSchema,
  CompanyIdentitySchema,
  CompanyQuerySchema,
} from '../../api/content.schema.js';
export type {
  CompanyIdentity,
  ConsumerLink,
  ContentPage,
  GradeDefinition,
  ProductGuide,
  ContentPageKey,
  ContentSection,
  CreateReviewRequest,
  ModeratedReview,
  ModerationQueueQuery,
  ModerationQueueResponse,
  Review,
  ReviewStatus,
  ReviewsResponse,
  ModelRating,
  RatingsResponse,
} from '../../api/content.schema.js';
