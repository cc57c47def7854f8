/**
 * Calls of the content service (spec section 7 names the service, not its payloads; ours):
 * - GET /content/pages/:key?country=ro: a help or information page in the site's language.
 * - GET /content/company?country=ro: the company that sells on that site (issue 36).
 * - GET /content/reviews?country=ro&kind=shop|sell: published reviews, newest first, each marked
 *   when its author had bought from (shop) or sold to (sell) the site.
 * - GET /content/reviews?country=ro&model=1011&limit=5 (issue 36): a product model's published
 *   reviews (its `legacyModelId`), newest first, with their average and count.
 * - GET /content/ratings?country=ro&models=1011,1012 (issue 36): the average and count of each
 *   model's published reviews, for listing cards; a model with none is left out.
 * - POST /content/reviews: a signed-in person's review, held for moderation: it answers 202
 *   `{ review, status: 'pending' }` and is listed only once a moderator publishes it; or an
 *   ApiError (401 not_signed_in, 403 account_deactivated, 403 purchase_required for a review of
 *   a model the account never bought on that site, 400 invalid_request or bot_check_failed,
 *   429 rate_limited, 503 bot_check_unavailable).
 * - The moderators' calls (an operator's bearer token, never a browser's):
 *   GET /moderation/reviews?status=pending&country=ro (the queue, oldest first, one page),
 *   POST /moderation/reviews/:id/publish and /remove (the review as it now is).
 */
import * as z from 'zod/mini';
import { CountrySchema, DeviceTypeKeySchema } from '../schemas/enums.schema.js';
import { PgId, PgIdText } from '../schemas/integers.schema.js';
import { CommaSeparated } from './common.schema.js';
import { InBoxItemSchema } from './in-box.schema.js';

export const CONTENT_PAGE_KEYS = [
  'about-us',
  'seller-guide',
  'faq',
  'faq-old',
  'contact-old',
  'blog',
  'return-address',
  'refund-policy',
  // The legal pages (issue 36): the seller's identity in them is filled in by the service.
  'terms',
  'privacy-policy',
  'cookie-policy',
  'withdrawal-form',
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

/**
 * GET /content/company?country=ro (issue 36): the company that sells on that site, as its
 * invoices name it, for the footer of every page: its numbers with their names in that country
 * (RO Nr. Reg. Com. and CUI), its contact, and where a consumer may complain: the consumer
 * authority (`authority`), out-of-court dispute resolution (`adr`, RO SAL) and online dispute
 * resolution (`odr`, RO SOL).
 */
export const CompanyQuerySchema = z.object({ country: CountrySchema });

export const CONSUMER_LINK_KINDS = ['authority', 'adr', 'odr'] as const;

export const ConsumerLinkSchema = z.object({
  kind: z.enum(CONSUMER_LINK_KINDS),
  /** The link's text: the body's short name in the site's language (ANPC, КЗП). */
  name: NonEmpty,
  /** https only: the page puts it in an `href`. */
  url: z.string().check(z.regex(/^https:\/\/[^\s"<>]+$/)),
});
export type ConsumerLink = z.infer<typeof ConsumerLinkSchema>;

export const CompanyIdentitySchema = z.object({
  legalName: NonEmpty,
  registrationNumber: NonEmpty,
  taxId: NonEmpty,
  /** The registered office, on one line. */
  address: NonEmpty,
  /** Customer service, where the seller has given them. */
  email: z.optional(NonEmpty),
  phone: z.optional(NonEmpty),
  /** What the country calls the two numbers (RO `Nr. Reg. Com.`, `CUI`). */
  labels: z.object({ registrationNumber: NonEmpty, taxId: NonEmpty }),
  consumerLinks: z.array(ConsumerLinkSchema),
});
export type CompanyIdentity = z.infer<typeof CompanyIdentitySchema>;

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
   * (kind sell), when the review was written. A product review's author always had such an
   * order with a listing of that model: no one else may write one.
   */
  verifiedPurchase: z.boolean(),
  /**
   * The product model the review is about (the catalog's `legacyModelId`; a review of kind shop
   * only); absent on a review of the site itself.
   */
  legacyModelId: z.optional(PgId),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The most reviews one list answers (and its default). */
export const REVIEWS_PAGE_MAX = 50;

export const ReviewsQuerySchema = z.object({
  country: CountrySchema,
  kind: z._default(ReviewKindSchema, 'shop'),
  /** A product model's reviews (its `legacyModelId`); without it, the site's own. */
  model: z.optional(PgIdText),
  /** The newest this many (the average and count are of them all). */
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(REVIEWS_PAGE_MAX)),
    REVIEWS_PAGE_MAX,
  ),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

const Average = z.number().check(z.gte(1), z.lte(5));

export const ReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  /** Mean rating of every published review listed (all pages), one decimal; null when none. */
  average: z.nullable(Average),
  /** How many published reviews there are in all (more than `reviews` holds past a page). */
  count: z.optional(z.int().check(z.gte(0))),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

/** The most models one ratings call asks about (a listing page holds at most 60 cards). */
export const RATINGS_MODELS_MAX = 100;

export const RatingsQuerySchema = z.object({
  country: CountrySchema,
  /** Comma-separated `legacyModelId`s. */
  models: z.pipe(
    z.pipe(
      CommaSeparated,
      z.transform((ids) => ids.map(Number)),
    ),
    z.array(PgId).check(z.minLength(1), z.maxLength(RATINGS_MODELS_MAX)),
  ),
});
export type RatingsQuery = z.infer<typeof RatingsQuerySchema>;

/** A model's published reviews in two numbers: their mean (one decimal) and how many. */
export const ModelRatingSchema = z.object({ average: Average, count: z.int().check(z.gte(1)) });
export type ModelRating = z.infer<typeof ModelRatingSchema>;

export const RatingsResponseSchema = z.object({
  /** By `legacyModelId` (as text); a model with no published review is not here. */
  ratings: z.record(z.string().check(z.regex(/^\d{1,10}$/)), ModelRatingSchema),
});
export type RatingsResponse = z.infer<typeof RatingsResponseSchema>;

export const REVIEW_TEXT_MAX = 2000;

export const CreateReviewRequestSchema = z
  .object({
    country: CountrySchema,
    kind: z._default(ReviewKindSchema, 'shop'),
    author: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
    rating: Rating,
    text: z.string().check(z.trim(), z.minLength(10), z.maxLength(REVIEW_TEXT_MAX)),
    botToken: NonEmpty,
    /**
     * A review of this product model (kind shop only): written only by an account with an order
     * placed or paid on that site holding a listing of the model (else 403 purchase_required).
     */
    legacyModelId: z.optional(PgId),
  })
  .check(
    z.refine((review) => review.legacyModelId === undefined || review.kind === 'shop', {
      message: 'a review of a model is of kind shop',
      path: ['kind'],
    }),
  );
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

/**
 * GET /content/product-guide?country=ro (issue 36): what the shop promises about every device, in
 * the site's language, for the product page, the category filter and the help page, from one
 * source: what each grade means (best first; the same function, tests and warranty in every
 * grade, only the look differs), the battery floor, the warranty and return periods and what the
 * extra warranty and the insurance add. Content, not interface words: the editors' text, with the
 * numbers (years, days, the floor) filled in by the service from the rules that apply them.
 */
export const ProductGuideQuerySchema = z.object({ country: CountrySchema });

const GuideText = z.string().check(z.minLength(1), z.maxLength(600));

export const GradeDefinitionSchema = z.object({
  grade: NonEmpty,
  /** The grade's name, as the page's grade choice shows it. */
  name: NonEmpty,
  /** One sentence: what marks may be seen, and from how far. */
  summary: GuideText,
});
export type GradeDefinition = z.infer<typeof GradeDefinitionSchema>;

export const ProductGuideSchema = z.object({
  grades: z.array(GradeDefinitionSchema).check(z.minLength(1), z.maxLength(10)),
  /** What every grade shares (function, tests, warranty). */
  sameInEveryGrade: GuideText,
  battery: z.object({
    /** The least battery health a unit is sold with, in %. */
    floor: z.int().check(z.gte(0), z.lte(100)),
    text: GuideText,
  }),
  warranty: z.object({ years: z.int().check(z.gte(0), z.lte(10)), text: GuideText }),
  returns: z.object({
    days: z.int().check(z.gte(0), z.lte(365)),
    /** A genius member's return period (a larger order), or null where there is none. */
    geniusDays: z.nullable(z.int().check(z.gte(0), z.lte(365))),
    text: GuideText,
  }),
  /** What the optional extras add: the extra warranty (EXTRA_WARRANTY) and the insurance. */
  extras: z.object({ EXTRA_WARRANTY: GuideText, INSURANCE: GuideText }),
  /**
   * How the product page words its facts: the specifications' labels (the catalog's attribute
   * names, as a product information system keeps them per language), what is in the box, and
   * the legal and promise lines, as ICU templates the page fills in:
   * - `omnibus` {price}: the EU price-reduction rule's previous price (Directive 98/6/EC art. 6a);
   * - `installments` {price} {months}: the lowest monthly payment;
   * - `batteryHealth` {percent}: a unit's measured battery; `batteryNew`: a new one;
   * - `orderWithin` {hours} {minutes}: the time left before the dispatch cut-off;
   * - `deliveredOn` {date}: the delivery day or days (shared-contracts' `formatDeliveryDays`).
   */
  specLabels: z.record(
    z.enum([
      'chip',
      'cpu',
      'gpu',
      'ram',
      'screen',
      'cameras',
      'sim',
      'fiveG',
      'keyboard',
      'size',
      'material',
      'dimensions',
      'weight',
      'inBox',
    ]),
    NonEmpty,
  ),
  inBox: z.record(InBoxItemSchema, NonEmpty),
  /**
   * What choosing refurbished over new avoids, per device kind: greenhouse gases (kg CO2e) and
   * e-waste (grams, the device kept in use); estimates whose method the help page states.
   */
  savings: z.record(
    DeviceTypeKeySchema,
    z.object({
      co2Kg: z.number().check(z.gte(0), z.lte(10_000)),
      ewasteGrams: z.int().check(z.gte(0), z.lte(100_000)),
    }),
  ),
  lines: z.object({
    yes: NonEmpty,
    no: NonEmpty,
    omnibus: GuideText,
    installments: GuideText,
    conditions: NonEmpty,
    batteryHealth: GuideText,
    batteryNew: GuideText,
    orderWithin: GuideText,
    deliveredOn: GuideText,
    courier: NonEmpty,
    locker: NonEmpty,
    office: NonEmpty,
    gradesHelp: NonEmpty,
    /** {co2} {ewaste}: what this device saves, and a link to the method (`savingsMethod`). */
    savings: GuideText,
    savingsMethod: NonEmpty,
  }),
});
export type ProductGuide = z.infer<typeof ProductGuideSchema>;
