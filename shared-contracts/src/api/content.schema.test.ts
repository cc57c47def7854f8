/**
 * The contracts of product reviews (issue 36): a review may name its model (a shop review only),
 * a list may be a model's, and the cards' ratings are asked for by a list of model ids.
 */
import { describe, expect, it } from '@jest/globals';
import {
  CreateReviewRequestSchema,
  RATINGS_MODELS_MAX,
  RatingsQuerySchema,
  RatingsResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
} from './content.schema.js';

const review = {
  country: 'ro',
  author: 'Ana Pop',
  rating: 5,
  text: 'Arată ca nou, bateria ține toată ziua.',
  botToken: 'token',
};

describe('a review of a product model', () => {
  it('names its model on a shop review, and on no selling review', () => {
    expect(CreateReviewRequestSchema.parse({ ...review, legacyModelId: 1011 })).toMatchObject({
      kind: 'shop',
      legacyModelId: 1011,
    });
    const sell = CreateReviewRequestSchema.safeParse({ ...review, kind: 'sell', legacyModelId: 1 });
    expect(sell.error?.issues.map((issue) => issue.path)).toEqual([['kind']]);
    for (const legacyModelId of [0, -1, 1.5, '1011', 2 ** 31])
      expect(CreateReviewRequestSchema.safeParse({ ...review, legacyModelId }).success).toBe(false);
  });

  it('lists a model’s reviews, the newest `limit`, or the site’s without one', () => {
    expect(ReviewsQuerySchema.parse({ country: 'ro', model: '1011', limit: '5' })).toEqual({
      country: 'ro',
      kind: 'shop',
      model: 1011,
      limit: 5,
    });
    expect(ReviewsQuerySchema.parse({ country: 'ro' })).toEqual({
      country: 'ro',
      kind: 'shop',
      limit: 50,
    });
    // An answer without a count (before issue 36) still reads.
    expect(ReviewsResponseSchema.safeParse({ reviews: [], average: null }).success).toBe(true);
  });
});

describe('the cards’ ratings', () => {
  it('asks for 1 to RATINGS_MODELS_MAX model ids, comma-separated', () => {
    expect(RatingsQuerySchema.parse({ country: 'ro', models: '1011, 1012,,1013' }).models).toEqual([
      1011, 1012, 1013,
    ]);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i).join(',');
    expect(
      RatingsQuerySchema.safeParse({ country: 'ro', models: ids(RATINGS_MODELS_MAX) }).success,
    ).toBe(true);
    for (const models of ['', ',', 'abc', '0', '1.5', ids(RATINGS_MODELS_MAX + 1), '2147483648'])
      expect(RatingsQuerySchema.safeParse({ country: 'ro', models }).success).toBe(false);
  });

  it('answers by model id, each with its average and a count of at least one', () => {
    const ok = { ratings: { '1011': { average: 4.6, count: 12 } } };
    expect(RatingsResponseSchema.parse(ok)).toEqual(ok);
    for (const ratings of [
      { abc: { average: 4, count: 1 } },
      { '1011': { average: 5.5, count: 1 } },
      { '1011': { average: 4, count: 0 } },
    ])
      expect(RatingsResponseSchema.safeParse({ ratings }).success).toBe(false);
  });
});
