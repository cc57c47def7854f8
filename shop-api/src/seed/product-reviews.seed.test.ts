/**
 * The local stack's product reviews: the same on every run, each published and written by an
 * account with a placed order of that model on that site (what a real product review needs), and
 * written once however often the server starts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import { createReviewsRepository } from '../content/reviews.repository.js';
import { migrate } from '../db/migrate.js';
import { openTestDatabase, testEngines, type TestDatabase } from '../test-support/server.js';
import {
  REVIEWED_MODELS,
  seededProductReviews,
  seedProductReviews,
} from './product-reviews.seed.js';
import { seedDatabase } from './seed.js';

describe('the seeded product reviews, as built', () => {
  it('are the same on every run: three a model, on every site, with their own ids', () => {
    const reviews = seededProductReviews();
    expect(seededProductReviews()).toEqual(reviews);
    expect(reviews).toHaveLength(COUNTRIES.length * REVIEWED_MODELS.length * 3);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.orderId)).size).toBe(reviews.length);
    expect(reviews[0]).toMatchObject({ id: 'R-ro-101', country: 'ro', modelName: 'iPhone 13' });
    for (const review of reviews) {
      expect(review.text.length).toBeGreaterThanOrEqual(10);
      expect(review.placedAt.getTime()).toBeLessThan(review.createdAt.getTime());
    }
  });
});

describe.each(testEngines())('the seeded product reviews on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await migrate(test.database);
    await seedDatabase(test.database);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it('are written once, published and verified, each by a buyer of its model', async () => {
    const reviews = seededProductReviews();
    expect(await seedProductReviews(test.database)).toBe(reviews.length);
    expect(await seedProductReviews(test.database)).toBe(0);

    const repository = createReviewsRepository(test.database);
    const models = await test.database.rows<{ name: string; legacy_model_id: number }>(
      sql`SELECT name, legacy_model_id FROM models`,
    );
    const idOf = (name: string) => models.find((m) => m.name === name)!.legacy_model_id;
    for (const review of reviews) {
      expect(
        await repository.boughtModel(review.userId, review.country, idOf(review.modelName)),
      ).toBe(true);
    }
    for (const country of COUNTRIES) {
      const iphone = await repository.list(country, 'shop', { model: idOf('iPhone 13') });
      expect(iphone).toMatchObject({ average: 4.7, count: 3 });
      expect(iphone.reviews.every((r) => r.verifiedPurchase)).toBe(true);
      // Newest first.
      expect(iphone.reviews.map((r) => r.id)).toEqual([
        `R-${country}-103`,
        `R-${country}-102`,
        `R-${country}-101`,
      ]);
      const { ratings } = await repository.ratings(
        country,
        REVIEWED_MODELS.map((m) => idOf(m.name)),
      );
      expect(Object.values(ratings)).toEqual(
        expect.arrayContaining([
          { average: 4.7, count: 3 },
          { average: 4, count: 3 },
          { average: 4.3, count: 3 },
        ]),
      );
      // The site's own shop reviews are the two the schema shipped, as before.
      expect((await repository.list(country, 'shop')).count).toBe(2);
    }
  });
});
