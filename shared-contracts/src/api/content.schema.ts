/**
 * Calls of the content service (spec section 7 names the service, not its payloads; ours):
 * - GET /content/pages/:key?country=ro: a help or information page in the site's language.
 * - GET /content/reviews?country=ro&kind=shop|sell: published reviews, newest first.
 * - POST /content/reviews: a shopper's review; it answers 201 with the stored review, or an
 *   ApiError (400 invalid_request, 403 bot_check_failed).
 */
import { z } from 'zod';
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

export const ContentPageQuerySchema = z.object({ country: CountrySchema });

export const ContentSectionSchema = z.object({
  /** The anchor of the section (`contact` on the help page), when it can be linked to. */
  anchor: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const ContentPageSchema = z.object({
  key: ContentPageKeySchema,
  title: z.string().min(1),
  description: z.string().min(1),
  sections: z.array(ContentSectionSchema).min(1),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const REVIEW_KINDS = ['shop', 'sell'] as const;
export const ReviewKindSchema = z.enum(REVIEW_KINDS);

export const ReviewSchema = z.object({
  id: z.string().min(1),
  kind: ReviewKindSchema,
  author: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  text: z.string().min(1),
  /** ISO date of publication. */
  createdAt: z.string().min(1),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewsQuerySchema = z.object({
  country: CountrySchema,
  kind: ReviewKindSchema.default('shop'),
});
export const ReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  /** Mean rating of every published review of this kind, one decimal; null when there is none. */
  average: z.number().min(1).max(5).nullable(),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

export const REVIEW_TEXT_MAX = 2000;

export const CreateReviewRequestSchema = z.object({
  country: CountrySchema,
  kind: ReviewKindSchema.default('shop'),
  author: z.string().trim().min(2).max(60),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(10).max(REVIEW_TEXT_MAX),
  botToken: z.string().min(1),
});
export type CreateReviewRequest = z.infer<typeof CreateReviewRequestSchema>;
