/**
 * Calls of the content service (spec section 7 names the service, not its payloads; ours):
 * - GET /content/pages/:key?country=ro: a help or information page in the site's language.
 * - GET /content/reviews?country=ro&kind=shop|sell: published reviews, newest first, each marked
 *   when its author had bought from (shop) or sold to (sell) the site.
 * - POST /content/reviews: a signed-in person's review, held for moderation: it answers 202
 *   `{ review, status: 'pending' }` and is listed only once a moderator publishes it; or an
 *   ApiError (401 not_signed_in, 403 account_deactivated, 400 invalid_request or
 *   bot_check_failed, 429 rate_limited, 503 bot_check_unavailable).
 * - The moderators' calls (an operator's bearer token, never a browser's):
 *   GET /moderation/reviews?status=pending&country=ro (the queue, oldest first, one page),
 *   POST /moderation/reviews/:id/publish and /remove (the review as it now is).
 */
import * as z from 'zod/mini';
import { CountrySchema } from '../schemas/enums.schema.js';

export const CONTENT_PAGE_KEYS = [
  'about-us',
  'seller-guide',
  'faq',
  'faq-old',
  'contact-old',
  'blog',
  'return-address',
  'refund-policy',
] as const;
export const ContentPageKeySchema = z.enum(CONTENT_PAGE_KEYS);
export type ContentPageKey = z.infer<typeof ContentPageKeySchema>;

const NonEmpty = z.string().check(z.minLength(1));

export const ContentPageQuerySchema = z.object({ country: CountrySchema });

export const ContentSectionSchema = z.object({
  /** The anchor of the section (`contact` on the help page), when it can be linked to. */
  anchor: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
  heading: NonEmpty,
  paragraphs: z.array(NonEmpty).check(z.minLength(1)),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const ContentPageSchema = z.object({
  key: ContentPageKeySchema,
  title: NonEmpty,
  description: NonEmpty,
  sections: z.array(ContentSectionSchema).check(z.minLength(1)),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const REVIEW_KINDS = ['shop', 'sell'] as const;
export const ReviewKindSchema = z.enum(REVIEW_KINDS);

const Rating = z.int().check(z.gte(1), z.lte(5));

export const ReviewSchema = z.object({
  id: NonEmpty,
  kind: ReviewKindSchema,
  author: NonEmpty,
  rating: Rating,
  text: NonEmpty,
  /** ISO date it was written. */
  createdAt: NonEmpty,
  /**
   * The author's account had an order placed or paid on this site (kind shop), or a sale to it
   * (kind sell), when the review was written.
   */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewsQuerySchema = z.object({
  country: CountrySchema,
  kind: z._default(ReviewKindSchema, 'shop'),
});
export const ReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  /** Mean rating of every published review of this kind, one decimal; null when there is none. */
  average: z.nullable(z.number().check(z.gte(1), z.lte(5))),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

export const REVIEW_TEXT_MAX = 2000;

export const CreateReviewRequestSchema = z.object({
  country: CountrySchema,
  kind: z._default(ReviewKindSchema, 'shop'),
  author: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
  rating: Rating,
  text: z.string().check(z.trim(), z.minLength(10), z.maxLength(REVIEW_TEXT_MAX)),
  botToken: NonEmpty,
});
export type CreateReviewRequest = z.infer<typeof CreateReviewRequestSchema>;

/** The answer to a new review (202): stored, and waiting for a moderator before it is shown. */
export const CreateReviewResponseSchema = z.object({
  review: ReviewSchema,
  status: z.literal('pending'),
});
export type CreateReviewResponse = z.infer<typeof CreateReviewResponseSchema>;

export const REVIEW_STATUSES = ['pending', 'published', 'removed'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/** A review id: `R-` and a UUID, or a shipped review's `R-<country>-<n>`. */
export const ReviewIdSchema = z
  .string()
  .check(
    z.regex(
      /^R-(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z]{2}-\d{1,6})$/,
    ),
  );

/** The moderation queue's page size at most (and by default). */
export const MODERATION_PAGE_MAX = 100;

export const ModerationQueueQuerySchema = z.object({
  status: z._default(ReviewStatusSchema, 'pending'),
  country: z.optional(CountrySchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(MODERATION_PAGE_MAX)),
    MODERATION_PAGE_MAX,
  ),
  /** Reviews to skip (the next page: the previous `offset` plus its `limit`). */
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
});
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuerySchema>;

/** A review as a moderator sees it: where, by which account, and where it stands. */
export const ModeratedReviewSchema = z.extend(ReviewSchema, {
  country: CountrySchema,
  status: ReviewStatusSchema,
  /** The author's account; null for the reviews shipped with the shop. */
  userId: z.nullable(NonEmpty),
  moderatedAt: z.nullable(NonEmpty),
});
export type ModeratedReview = z.infer<typeof ModeratedReviewSchema>;

export const ModerationQueueResponseSchema = z.object({
  /** Oldest first. */
  reviews: z.array(ModeratedReviewSchema),
  /** The `offset` of the next page, or null when this was the last. */
  nextOffset: z.nullable(z.int().check(z.gte(0))),
});
export type ModerationQueueResponse = z.infer<typeof ModerationQueueResponseSchema>;
