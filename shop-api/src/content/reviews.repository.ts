/**
 * Reviews per site and kind, held for moderation. A signed-in person's new review is stored
 * `pending`: it is neither listed nor counted in the average until a moderator publishes it, and a
 * moderator's `removed` takes it off both for good (migration 0017). Only `published` reviews are
 * ever read for the sites.
 *
 * `verified_purchase` is decided once, when the review is written, from what the account did on
 * that site: an order PLACED or PAID there (kind shop: cash on delivery is placed, an online
 * payment is paid; a failed, cancelled or unpaid order is not a purchase), or a sale to it whose
 * device reached the shop (kind sell: anything past `submitted`, the form anyone can fill in).
 *
 * A review of a product model (`legacy_model_id`, migration 0024) is a shop review with a model:
 * it is listed and averaged with that model's reviews only, never with the site's. Only a buyer
 * of the model may write one (the route refuses anyone else with 403 `purchase_required`): an
 * order PLACED or PAID on that site with a listing of the model. A rating on a product page tells
 * a shopper what owners think of the device; a rating anyone could leave tells them nothing, and
 * a flood of them is the attack of issue 32 all over again. So every product review is a verified
 * purchase, and the badge says so. Moderation is the site reviews' own: pending until published.
 */
import { randomUUID } from 'node:crypto';
import {
  REVIEWS_PAGE_MAX,
  type CreateReviewRequest,
  type ModeratedReview,
  type ModerationQueueQuery,
  type ModerationQueueResponse,
  type RatingsResponse,
  type Review,
  type ReviewsResponse,
  type ReviewStatus,
} from '@refurb/shared-contracts/api/content';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

interface ReviewRow {
  id: string;
  kind: Review['kind'];
  author: string;
  rating: number;
  body: string;
  created_at: Date | string;
  verified_purchase: boolean;
  legacy_model_id: number | string | null;
}

interface ModeratedRow extends ReviewRow {
  country: ModeratedReview['country'];
  status: ReviewStatus;
  user_id: string | null;
  moderated_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  kind: row.kind,
  author: row.author,
  rating: Number(row.rating),
  text: row.body,
  createdAt: iso(row.created_at),
  verifiedPurchase: Boolean(row.verified_purchase),
  ...(row.legacy_model_id === null ? {} : { legacyModelId: Number(row.legacy_model_id) }),
});

const toModerated = (row: ModeratedRow): ModeratedReview => ({
  ...toReview(row),
  country: row.country,
  status: row.status,
  userId: row.user_id,
  moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
});

const REVIEW_COLUMNS = sql`id, kind, author, rating, body, created_at, verified_purchase,
  legacy_model_id`;
const MODERATED_COLUMNS = sql`${REVIEW_COLUMNS}, country, status, user_id, moderated_at`;

/** Newest first; the page shows at most this many (what a list's `limit` may ask). */
export const REVIEWS_PAGE_SIZE = REVIEWS_PAGE_MAX;

/** Sale statuses that mean the device reached the shop (a verified seller). */
const RECEIVED_SALE = [
  'device-received',
  'inspected',
  'offer-confirmed',
  'counter-offer',
  'paid',
  'returned',
];

export type NewReview = Omit<CreateReviewRequest, 'botToken'> & { readonly userId: string };

/** Which reviews a list holds: a model's (its legacy id), or the site's own (none). */
export interface ReviewsListOptions {
  readonly model?: number | undefined;
  /** The newest this many (REVIEWS_PAGE_SIZE at most). */
  readonly limit?: number;
}

const average = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export function createReviewsRepository(database: Database) {
  /** Whether `userId` has an order placed or paid on the site of `country` with a listing of the model. */
  async function boughtModel(userId: string, country: string, legacyModelId: number) {
    const [row] = await database.rows<{ found: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM orders o
            JOIN order_lines l ON l.order_id = o.id AND l.kind = 'phone'
            JOIN products p ON p.id = l.ref_id
            JOIN models m ON m.id = p.model_id
            WHERE o.user_id = ${userId} AND o.country = ${country}
              AND o.status IN ('PLACED', 'PAID') AND m.legacy_model_id = ${legacyModelId}) AS found`,
    );
    return Boolean(row?.found);
  }

  /** Whether `userId` bought from (shop; the model, for a model's review) or sold to (sell) the site. */
  async function verified(userId: string, country: string, kind: Review['kind'], model?: number) {
    if (model !== undefined) return boughtModel(userId, country, model);
    const [row] =
      kind === 'shop'
        ? await database.rows<{ found: boolean }>(
            sql`SELECT EXISTS (SELECT 1 FROM orders WHERE user_id = ${userId}
                  AND country = ${country} AND status IN ('PLACED', 'PAID')) AS found`,
          )
        : await database.rows<{ found: boolean }>(
            sql`SELECT EXISTS (SELECT 1 FROM sales WHERE user_id = ${userId}
                  AND country = ${country}
                  AND status IN (${sql.join(
                    RECEIVED_SALE.map((status) => sql`${status}`),
                    sql`, `,
                  )})) AS found`,
          );
    return Boolean(row?.found);
  }

  return {
    boughtModel,

    /**
     * The site's published reviews of `kind` (of a model, with `model`; else the site's own),
     * newest first, with the average and number of all of them.
     */
    async list(
      country: string,
      kind: Review['kind'],
      { model, limit = REVIEWS_PAGE_SIZE }: ReviewsListOptions = {},
    ): Promise<ReviewsResponse> {
      const subject =
        model === undefined ? sql`legacy_model_id IS NULL` : sql`legacy_model_id = ${model}`;
      const where = sql`country = ${country} AND kind = ${kind} AND status = 'published'
        AND ${subject}`;
      const rows = await database.rows<ReviewRow>(
        sql`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE ${where}
            ORDER BY created_at DESC, id LIMIT ${Math.min(limit, REVIEWS_PAGE_SIZE)}`,
      );
      const [stats] = await database.rows<{ average: string | number | null; count: number }>(
        sql`SELECT round(avg(rating)::numeric, 1) AS average, count(*)::int AS count FROM reviews
            WHERE ${where}`,
      );
      return {
        reviews: rows.map(toReview),
        average: average(stats?.average),
        count: Number(stats?.count ?? 0),
      };
    },

    /** Each model's published reviews on the site as their average and count; none: left out. */
    async ratings(country: string, models: readonly number[]): Promise<RatingsResponse> {
      if (models.length === 0) return { ratings: {} };
      const rows = await database.rows<{
        legacy_model_id: number | string;
        average: string | number;
        count: number;
      }>(
        sql`SELECT legacy_model_id, round(avg(rating)::numeric, 1) AS average,
                   count(*)::int AS count
            FROM reviews WHERE country = ${country} AND status = 'published'
              AND legacy_model_id IN (${sql.join(
                models.map((id) => sql`${id}`),
                sql`, `,
              )})
            GROUP BY legacy_model_id`,
      );
      const ratings: RatingsResponse['ratings'] = {};
      for (const row of rows) {
        ratings[String(row.legacy_model_id)] = {
          average: Number(row.average),
          count: Number(row.count),
        };
      }
      return { ratings };
    },

    /** Stores a person's review, pending moderation, marked when they bought (or sold) there. */
    async create(review: NewReview): Promise<Review> {
      const model = review.legacyModelId;
      const isVerified = await verified(review.userId, review.country, review.kind, model);
      const [row] = await database.rows<ReviewRow>(
        sql`INSERT INTO reviews (id, country, kind, author, rating, body, user_id, status,
                                 verified_purchase, legacy_model_id)
            VALUES (${`R-${randomUUID()}`}, ${review.country}, ${review.kind}, ${review.author},
                    ${review.rating}, ${review.text}, ${review.userId}, 'pending', ${isVerified},
                    ${model ?? null})
            RETURNING ${REVIEW_COLUMNS}`,
      );
      if (!row) throw new Error('review insert returned no row');
      return toReview(row);
    },

    /** One page of reviews in `status` (the queue: pending), oldest first. */
    async queue(query: ModerationQueueQuery): Promise<ModerationQueueResponse> {
      const country = query.country ? sql`AND country = ${query.country}` : sql``;
      // One more than the page: whether there is a next page, without counting them all.
      const rows = await database.rows<ModeratedRow>(
        sql`SELECT ${MODERATED_COLUMNS} FROM reviews
            WHERE status = ${query.status} ${country}
            ORDER BY created_at, id LIMIT ${query.limit + 1} OFFSET ${query.offset}`,
      );
      const more = rows.length > query.limit;
      return {
        reviews: rows.slice(0, query.limit).map(toModerated),
        nextOffset: more ? query.offset + query.limit : null,
      };
    },

    /**
     * Publishes or removes a review (either way from any status: a moderator may publish one
     * removed by mistake); the review as it now is, or null when there is no such review.
     */
    async moderate(id: string, status: 'published' | 'removed'): Promise<ModeratedReview | null> {
      const [row] = await database.rows<ModeratedRow>(
        sql`UPDATE reviews SET status = ${status}, moderated_at = now() WHERE id = ${id}
            RETURNING ${MODERATED_COLUMNS}`,
      );
      return row ? toModerated(row) : null;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
