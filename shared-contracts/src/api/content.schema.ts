/**
 * Calls of the content service (spec section 7 names the service, not its payloads; ours):
 * - GET /content/pages/:key?country=ro: a help or information page in the site's language.
 * - GET /content/reviews?country=ro&kind=shop|sell: published reviews, newest first.
 * - POST /content/reviews: a shopper's review; it answers 201 with the stored review, or an
 *   ApiError (400 invalid_request, 403 bot_check_failed).
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
  /** ISO date of publication. */
  createdAt: NonEmpty,
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
