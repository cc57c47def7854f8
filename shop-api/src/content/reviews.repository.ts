/** Published reviews per site and kind; a new review is published at once (no moderation here). */
import { randomUUID } from 'node:crypto';
import type { CreateReviewRequest, Review, ReviewsResponse } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

interface ReviewRow {
  id: string;
  kind: Review['kind'];
  author: string;
  rating: number;
  body: string;
  created_at: Date | string;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  kind: row.kind,
  author: row.author,
  rating: Number(row.rating),
  text: row.body,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Newest first; the page shows at most this many. */
export const REVIEWS_PAGE_SIZE = 50;

export function createReviewsRepository(database: Database) {
  return {
    async list(country: string, kind: Review['kind']): Promise<ReviewsResponse> {
      const rows = await database.rows<ReviewRow>(
        sql`SELECT id, kind, author, rating, body, created_at FROM reviews
            WHERE country = ${country} AND kind = ${kind}
            ORDER BY created_at DESC, id LIMIT ${REVIEWS_PAGE_SIZE}`,
      );
      const [stats] = await database.rows<{ average: string | number | null }>(
        sql`SELECT round(avg(rating)::numeric, 1) AS average FROM reviews
            WHERE country = ${country} AND kind = ${kind}`,
      );
      const average = stats?.average === null || stats === undefined ? null : Number(stats.average);
      return { reviews: rows.map(toReview), average };
    },

    async create(request: Omit<CreateReviewRequest, 'botToken'>): Promise<Review> {
      const [row] = await database.rows<ReviewRow>(
        sql`INSERT INTO reviews (id, country, kind, author, rating, body)
            VALUES (${`R-${randomUUID()}`}, ${request.country}, ${request.kind}, ${request.author},
                    ${request.rating}, ${request.text})
            RETURNING id, kind, author, rating, body, created_at`,
      );
      if (!row) throw new Error('review insert returned no row');
      return toReview(row);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
