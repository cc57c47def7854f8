/**
 * Reviews of a product model (issue 36), against the real server and database: only a buyer of
 * the model on that site may write one (anyone else: 403 purchase_required, nothing stored); a
 * buyer's review is pending until a moderator publishes it; then it is in the model's list, its
 * average and count, and the cards' ratings, and never in the site's own reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Country } from '@refurb/shared-contracts';
import {
  CreateReviewResponseSchema,
  ModerationQueueResponseSchema,
  RatingsResponseSchema,
  ReviewsResponseSchema,
  type ReviewsResponse,
} from '@refurb/shared-contracts/api/content';
import { sql } from 'drizzle-orm';
import { call, expectRefusal, placeSignedIn } from '../test-support/account.js';
import { orderRequest, pickPhone, type PickedPhone } from '../test-support/orders.js';
import {
  startTestServer,
  testBotToken,
  testEngines,
  TEST_REVIEW_MODERATION_TOKEN,
  type TestServer,
} from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

const review = (country: Country, legacyModelId: number, change: Record<string, unknown> = {}) => ({
  country,
  kind: 'shop',
  author: 'Ana Pop',
  rating: 4,
  text: 'Arată ca nou, bateria ține toată ziua.',
  botToken: testBotToken('review'),
  legacyModelId,
  ...change,
});

const publish = (server: TestServer, id: string) =>
  fetch(`${server.url}/moderation/reviews/${id}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_REVIEW_MODERATION_TOKEN}` },
  });

const modelReviews = async (
  server: TestServer,
  country: Country,
  model: number,
  extra = '',
): Promise<ReviewsResponse> => {
  const response = await server.get(`/content/reviews?country=${country}&model=${model}${extra}`);
  expect(response.status).toBe(200);
  return ReviewsResponseSchema.parse(await response.json());
};

const storedReviews = async (server: TestServer): Promise<number> => {
  const [row] = await server.database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM reviews`,
  );
  return Number(row?.n);
};

/** The legacy id of the model of `phone`, a listing of the seed. */
const modelOf = (server: TestServer, phone: PickedPhone): number =>
  server.seed.models.find(
    (m) => m.id === server.seed.products.find((p) => p.id === phone.product.id)?.modelId,
  )!.legacyModelId;

describe.each(testEngines())('reviews of a product model on %s', (engine) => {
  let server: TestServer;
  const used = new Set<string>();
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A signed-in person with an order paid on delivery (placed) of one phone on `country`. */
  async function buyer(country: Country, phone = pickPhone(server, used, country)) {
    const person = await signedIn(server);
    const paymentMethod = country === 'hu' || country === 'gr' ? 'pay-on-delivery' : undefined;
    await placeSignedIn(
      server,
      person.cookie,
      orderRequest(country, phone, paymentMethod ? { paymentMethod } : {}),
    );
    return { ...person, model: modelOf(server, phone) };
  }

  it('refuses a review of a model from anyone who did not buy it there (403), storing nothing', async () => {
    const ana = await buyer('ro');
    const phone = pickPhone(server, used, 'ro');
    const other = modelOf(server, phone) === ana.model ? ana.model + 1 : modelOf(server, phone);
    const waiting = await signedIn(server);
    // An order waiting for an online payment is no purchase yet.
    await placeSignedIn(
      server,
      waiting.cookie,
      orderRequest('ro', phone, { paymentMethod: 'online-card' }),
    );
    const before = await storedReviews(server);
    const refusals = [
      // Signed in, never bought anything.
      [(await signedIn(server)).cookie, review('ro', ana.model)],
      // Bought another model.
      [ana.cookie, review('ro', other)],
      // Bought it on another site.
      [ana.cookie, review('bg', ana.model)],
      [waiting.cookie, review('ro', modelOf(server, phone))],
    ] as const;
    for (const [cookie, body] of refusals) {
      const answer = await call(server, '/content/reviews', { method: 'POST', cookie, body });
      await expectRefusal(answer, 403, 'purchase_required', 'body.legacyModelId');
    }
    expect(await storedReviews(server)).toBe(before);
    // A visitor is still asked to sign in first.
    await expectRefusal(
      await call(server, '/content/reviews', { method: 'POST', body: review('ro', ana.model) }),
      401,
      'not_signed_in',
    );
  });

  it('refuses a model on a selling review (400)', async () => {
    const ana = await buyer('ro');
    const body = review('ro', ana.model, { kind: 'sell' });
    const answer = await call(server, '/content/reviews', {
      method: 'POST',
      cookie: ana.cookie,
      body,
    });
    await expectRefusal(answer, 400, 'invalid_request');
  });

  it('holds a buyer’s review until published, then lists and averages it with its model only', async () => {
    const ana = await buyer('hu');
    const siteReviews = await (await server.get('/content/reviews?country=hu')).json();
    const posted = await call(server, '/content/reviews', {
      method: 'POST',
      cookie: ana.cookie,
      body: review('hu', ana.model, { rating: 5 }),
    });
    expect(posted.status).toBe(202);
    const { review: created, status } = CreateReviewResponseSchema.parse(await posted.json());
    expect(status).toBe('pending');
    expect(created).toMatchObject({ legacyModelId: ana.model, verifiedPurchase: true });
    expect(await modelReviews(server, 'hu', ana.model)).toEqual({
      reviews: [],
      average: null,
      count: 0,
    });

    // The moderators' queue says which model it is about.
    const queue = ModerationQueueResponseSchema.parse(
      await (
        await fetch(`${server.url}/moderation/reviews?country=hu`, {
          headers: { authorization: `Bearer ${TEST_REVIEW_MODERATION_TOKEN}` },
        })
      ).json(),
    );
    expect(queue.reviews.find((r) => r.id === created.id)).toMatchObject({
      legacyModelId: ana.model,
      status: 'pending',
    });

    expect((await publish(server, created.id)).status).toBe(200);
    expect(await modelReviews(server, 'hu', ana.model)).toEqual({
      reviews: [created],
      average: 5,
      count: 1,
    });
    // Not a review of the site: its list and average are as they were.
    expect(await (await server.get('/content/reviews?country=hu')).json()).toEqual(siteReviews);
    // Nor of the model on another site.
    expect((await modelReviews(server, 'ro', ana.model)).count).toBe(0);
  });

  it('lists a model’s reviews newest first, with the average and count of them all', async () => {
    // Two buyers of the same listing: two units in stock.
    const phone = pickPhone(server, used, 'gr', 2);
    const first = await buyer('gr', phone);
    const second = await buyer('gr', phone);
    const ids: string[] = [];
    for (const [person, rating] of [
      [first, 2],
      [second, 5],
    ] as const) {
      const answer = await call(server, '/content/reviews', {
        method: 'POST',
        cookie: person.cookie,
        body: review('gr', person.model, { rating }),
      });
      const { review: created } = CreateReviewResponseSchema.parse(await answer.json());
      await publish(server, created.id);
      ids.push(created.id);
    }
    const all = await modelReviews(server, 'gr', first.model);
    expect(all.reviews.map((r) => r.id)).toEqual([...ids].reverse());
    expect(all).toMatchObject({ average: 3.5, count: 2 });
    const newest = await modelReviews(server, 'gr', first.model, '&limit=1');
    expect(newest.reviews.map((r) => r.id)).toEqual([ids[1]]);
    expect(newest).toMatchObject({ average: 3.5, count: 2 });

    // The cards' ratings: this model's, and none for a model without reviews.
    const unrated = first.model + 1_000_000;
    const ratings = RatingsResponseSchema.parse(
      await (
        await server.get(`/content/ratings?country=gr&models=${first.model},${unrated}`)
      ).json(),
    );
    expect(ratings).toEqual({ ratings: { [first.model]: { average: 3.5, count: 2 } } });
    const elsewhere = await server.get(`/content/ratings?country=bg&models=${first.model}`);
    expect(await elsewhere.json()).toEqual({ ratings: {} });
  });

  it.each([
    ['no models', 'query.models', '/content/ratings?country=ro'],
    ['an empty list', 'query.models', '/content/ratings?country=ro&models='],
    ['a word for an id', 'query.models.1', '/content/ratings?country=ro&models=1011,abc'],
    [
      '101 ids',
      'query.models',
      `/content/ratings?country=ro&models=${Array(101).fill(1011).join(',')}`,
    ],
    ['another country', 'query.country', '/content/ratings?country=de&models=1011'],
    ['a model id of 0', 'query.model', '/content/reviews?country=ro&model=0'],
    ['a page of 51', 'query.limit', '/content/reviews?country=ro&model=1011&limit=51'],
  ])('answers %s with 400 naming %s', async (_name, field, path) => {
    await expectRefusal(await server.get(path), 400, 'invalid_request', field);
  });
});
