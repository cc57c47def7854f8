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
 */
import { randomUUID } from 'node:crypto';
import type {
  CreateReviewRequest,
  ModeratedReview,
  ModerationQueueQuery,
  ModerationQueueResponse,
  Review,
  ReviewsResponse,
  ReviewStatus,
} from '@refurb/shared-contracts';
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
});

const toModerated = (row: ModeratedRow): ModeratedReview => ({
  ...toReview(row),
  country: row.country,
  status: row.status,
  userId: row.user_id,
  moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
});

const MODERATED_COLUMNS = sql`id, country, kind, author, rating, body, created_at, verified_purchase,
  status, user_id, moderated_at`;

/** Newest first; the page shows at most this many. */
export const REVIEWS_PAGE_SIZE = 50;

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

export function createReviewsRepository(database: Database) {
  /** Whether `userId` bought from (shop) or sold to (sell) the site of `country`. */
  async function verified(userId: string, country: string, kind: Review['kind']) {
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
    /** The site's published reviews of `kind`, newest first, and the average of all of them. */
    async list(country: string, kind: Review['kind']): Promise<ReviewsResponse> {
      const rows = await database.rows<ReviewRow>(
        sql`SELECT id, kind, author, rating, body, created_at, verified_purchase FROM reviews
            WHERE country = ${country} AND kind = ${kind} AND status = 'published'
            ORDER BY created_at DESC, id LIMIT ${REVIEWS_PAGE_SIZE}`,
      );
      const [stats] = await database.rows<{ average: string | number | null }>(
        sql`SELECT round(avg(rating)::numeric, 1) AS average FROM reviews
            WHERE country = ${country} AND kind = ${kind} AND status = 'published'`,
      );
      const average = stats?.average === null || stats === undefined ? null : Number(stats.average);
      return { reviews: rows.map(toReview), average };
    },

    /** Stores a person's review, pending moderation, marked when they bought (or sold) there. */
    async create(review: NewReview): Promise<Review> {
      const isVerified = await verified(review.userId, review.country, review.kind);
      const [row] = await database.rows<ReviewRow>(
        sql`INSERT INTO reviews (id, country, kind, author, rating, body, user_id, status,
                                 verified_purchase)
            VALUES (${`R-${randomUUID()}`}, ${review.country}, ${review.kind}, ${review.author},
                    ${review.rating}, ${review.text}, ${review.userId}, 'pending', ${isVerified})
            RETURNING id, kind, author, rating, body, created_at, verified_purchase`,
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
