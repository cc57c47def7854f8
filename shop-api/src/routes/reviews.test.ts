/**
 * Reviews under attack (issue 32, item 9): an anonymous post, a burst from one address and from
 * one account, a review published at once, an unverified "purchase", a moderator's route without
 * the moderator's token. Each test performs the attack against the real server and database.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Country } from '@refurb/shared-contracts';
import {
  CreateReviewResponseSchema,
  ModeratedReviewSchema,
  ModerationQueueResponseSchema,
  ReviewsResponseSchema,
  type ReviewsResponse,
} from '@refurb/shared-contracts/api/content';
import { type NewSale } from '@refurb/shared-contracts/api/sell';
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { createSalesRepository } from '../sales/sales.repository.js';
import { expectRefusal, placeSignedIn } from '../test-support/account.js';
import { orderRequest, pickPhone } from '../test-support/orders.js';
import {
  startTestServer,
  testBotToken,
  testEngines,
  TEST_REVIEW_MODERATION_TOKEN,
  type TestServer,
} from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';
import { courierPickup, TEST_PAYOUT } from '../test-support/sales.js';

const review = (country: Country, change: Record<string, unknown> = {}) => ({
  country,
  kind: 'shop',
  author: 'Ana Pop',
  rating: 1,
  text: 'Nu recomand, telefonul nu a mai pornit.',
  botToken: testBotToken('review'),
  ...change,
});

/** Posts a review as the person of `cookie` (none: a visitor), from `ip` when given. */
function postReview(
  server: TestServer,
  body: unknown,
  options: { cookie?: string; ip?: string } = {},
): Promise<Response> {
  return fetch(`${server.url}/content/reviews`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      // The test server believes loopback proxies (as shop-api behind the host's): another visitor.
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A moderator's call, with `token` as the bearer (the test servers' own by default). */
function moderate(
  server: TestServer,
  path: string,
  options: { method?: string; authorization?: string | null } = {},
): Promise<Response> {
  const authorization =
    options.authorization === undefined
      ? `Bearer ${TEST_REVIEW_MODERATION_TOKEN}`
      : options.authorization;
  return fetch(`${server.url}/moderation/reviews${path}`, {
    method: options.method ?? 'GET',
    headers: authorization === null ? {} : { authorization },
  });
}

const list = async (
  server: TestServer,
  country: Country,
  kind = 'shop',
): Promise<ReviewsResponse> =>
  ReviewsResponseSchema.parse(
    await (await server.get(`/content/reviews?country=${country}&kind=${kind}`)).json(),
  );

const storedReviews = async (server: TestServer): Promise<number> => {
  const [row] = await server.database.rows<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM reviews`,
  );
  return Number(row?.n);
};

/** Posts a review as the person of `cookie` and returns the stored (pending) review. */
async function written(server: TestServer, cookie: string, body: Record<string, unknown>) {
  const response = await postReview(server, body, { cookie });
  expect(response.status).toBe(202);
  const answer = CreateReviewResponseSchema.parse(await response.json());
  expect(answer.status).toBe('pending');
  return answer.review;
}

const sale = (country: Country): NewSale => ({
  country,
  device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13', storage: '128 GB' },
  conditionAnswers: { screen: 'scratched', battery: 'over-80', turnsOn: true },
  offer: {
    amount: 1450,
    currencyLabel: 'lei',
    validUntil: '2030-01-15T10:00:00.000Z',
    breakdown: [{ label: 'Preț de bază', amount: 1450 }],
  },
  payout: TEST_PAYOUT,
  shipping: courierPickup('2030-01-10'),
});

describe.each(testEngines())('reviews on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a visitor’s review with 401 and stores nothing', async () => {
    const before = await storedReviews(server);
    await expectRefusal(await postReview(server, review('ro')), 401, 'not_signed_in');
    // A forged session cookie is a visitor too.
    await expectRefusal(
      await postReview(server, review('ro'), { cookie: 'refurb_session=forged' }),
      401,
      'not_signed_in',
    );
    expect(await storedReviews(server)).toBe(before);
  });

  it('refuses a deactivated account with 403 and stores nothing', async () => {
    const { user, cookie } = await signedIn(server);
    await server.database.rows(sql`UPDATE users SET deactivated_at = now() WHERE id = ${user.id}`);
    const before = await storedReviews(server);
    await expectRefusal(
      await postReview(server, review('ro'), { cookie }),
      403,
      'account_deactivated',
    );
    expect(await storedReviews(server)).toBe(before);
  });

  it.each([
    ['a token for another action', { botToken: testBotToken('login') }, 'bot_check_failed'],
    ['a replayed token', { botToken: 'replay' }, 'bot_check_failed'],
    ['a rating of 6', { rating: 6 }, 'invalid_request'],
    ['a one-word text', { text: 'ok' }, 'invalid_request'],
  ])('refuses a signed-in review with %s (400) and stores nothing', async (_n, change, code) => {
    const { cookie } = await signedIn(server);
    let body = review('ro', change);
    if ('botToken' in change && change.botToken === 'replay') {
      body = review('ro');
      await written(server, cookie, body);
    }
    const before = await storedReviews(server);
    await expectRefusal(await postReview(server, body, { cookie }), 400, code);
    expect(await storedReviews(server)).toBe(before);
  });

  it('holds a new review for moderation: not listed nor averaged until published', async () => {
    const { cookie } = await signedIn(server);
    const shown = await list(server, 'bg');
    const created = await written(server, cookie, review('bg', { rating: 1 }));
    expect(created.verifiedPurchase).toBe(false);
    // The attack of the report: a flood of 1-star reviews moves the average at once. Not now.
    expect(await list(server, 'bg')).toEqual(shown);

    // The moderators' queue has it, oldest first.
    const queue = ModerationQueueResponseSchema.parse(
      await (await moderate(server, '?status=pending&country=bg')).json(),
    );
    expect(queue.reviews.map((r) => r.id)).toContain(created.id);
    expect(queue.reviews.every((r) => r.country === 'bg' && r.status === 'pending')).toBe(true);

    const published = await moderate(server, `/${created.id}/publish`, { method: 'POST' });
    expect(published.status).toBe(200);
    expect(ModeratedReviewSchema.parse(await published.json())).toMatchObject({
      id: created.id,
      status: 'published',
    });
    const after = await list(server, 'bg');
    expect(after.reviews[0]).toEqual(created);
    // 5 and 4 shipped, and this 1.
    expect(shown.average).toBe(4.5);
    expect(after.average).toBe(3.3);
    const pending = ModerationQueueResponseSchema.parse(
      await (await moderate(server, '?country=bg')).json(),
    );
    expect(pending.reviews.map((r) => r.id)).not.toContain(created.id);
  });

  it('takes a removed review off the list and out of the average, for good', async () => {
    const { cookie } = await signedIn(server);
    const shown = await list(server, 'hu');
    const created = await written(server, cookie, review('hu', { rating: 1 }));
    await moderate(server, `/${created.id}/publish`, { method: 'POST' });
    expect((await list(server, 'hu')).reviews.map((r) => r.id)).toContain(created.id);

    const removed = await moderate(server, `/${created.id}/remove`, { method: 'POST' });
    expect(removed.status).toBe(200);
    expect(ModeratedReviewSchema.parse(await removed.json()).status).toBe('removed');
    expect(await list(server, 'hu')).toEqual(shown);
    // A shipped review can be removed as well.
    await moderate(server, '/R-hu-2/remove', { method: 'POST' });
    const rest = await list(server, 'hu');
    expect(rest.reviews.map((r) => r.id)).toEqual(['R-hu-1']);
    expect(rest.average).toBe(5);
    await moderate(server, '/R-hu-2/publish', { method: 'POST' });
    // The removed ones have their own list for the moderators.
    const gone = ModerationQueueResponseSchema.parse(
      await (await moderate(server, '?status=removed&country=hu')).json(),
    );
    expect(gone.reviews.map((r) => r.id)).toEqual([created.id]);
  });

  it('marks a verified purchase only for a placed or paid order on that site', async () => {
    const buyer = await signedIn(server);
    // Before buying, and after an order that is waiting for an online payment: not verified.
    expect((await written(server, buyer.cookie, review('ro'))).verifiedPurchase).toBe(false);
    const used = new Set<string>();
    await placeSignedIn(
      server,
      buyer.cookie,
      orderRequest('ro', pickPhone(server, used, 'ro'), { paymentMethod: 'online-card' }),
    );
    expect((await written(server, buyer.cookie, review('ro'))).verifiedPurchase).toBe(false);
    // A cash-on-delivery order is placed: verified on that site, not on another.
    await placeSignedIn(server, buyer.cookie, orderRequest('ro', pickPhone(server, used, 'ro')));
    expect((await written(server, buyer.cookie, review('ro'))).verifiedPurchase).toBe(true);
    expect((await written(server, buyer.cookie, review('bg'))).verifiedPurchase).toBe(false);
    // A shop order is no sale.
    const sellReview = review('ro', { kind: 'sell' });
    expect((await written(server, buyer.cookie, sellReview)).verifiedPurchase).toBe(false);
  });

  it('marks a seller’s review verified once the shop received the device', async () => {
    const seller = await signedIn(server);
    const sales = createSalesRepository(server.database.db);
    const created = await sales.createSale(seller.user.id, sale('ro'), new Date());
    const sellReview = () => review('ro', { kind: 'sell', botToken: testBotToken('review') });
    // A sale form anyone can fill in is not a sale yet.
    expect((await written(server, seller.cookie, sellReview())).verifiedPurchase).toBe(false);
    await sales.advance(created.id, 'device-received', { now: new Date() });
    expect((await written(server, seller.cookie, sellReview())).verifiedPurchase).toBe(true);
    expect((await written(server, seller.cookie, review('ro'))).verifiedPurchase).toBe(false);
  });

  it('refuses the moderation routes without the moderators’ token (401)', async () => {
    const { cookie } = await signedIn(server);
    const created = await written(server, cookie, review('gr'));
    const wrong = [
      null,
      'Bearer',
      'Bearer ',
      `Bearer ${TEST_REVIEW_MODERATION_TOKEN.slice(0, -1)}x`,
      `Bearer ${TEST_REVIEW_MODERATION_TOKEN}x`,
      `Basic ${Buffer.from(`x:${TEST_REVIEW_MODERATION_TOKEN}`).toString('base64')}`,
      TEST_REVIEW_MODERATION_TOKEN,
    ];
    for (const authorization of wrong) {
      await expectRefusal(await moderate(server, '', { authorization }), 401, 'unauthorized');
      for (const action of ['publish', 'remove']) {
        await expectRefusal(
          await moderate(server, `/${created.id}/${action}`, { method: 'POST', authorization }),
          401,
          'unauthorized',
        );
      }
    }
    // A shopper's session is not a moderator either.
    const withSession = await fetch(`${server.url}/moderation/reviews/${created.id}/publish`, {
      method: 'POST',
      headers: { cookie },
    });
    await expectRefusal(withSession, 401, 'unauthorized');
    const queue = ModerationQueueResponseSchema.parse(await (await moderate(server, '')).json());
    expect(queue.reviews.find((r) => r.id === created.id)?.status).toBe('pending');
  });

  it('answers the moderators’ bad input with 400 or 404', async () => {
    await expectRefusal(
      await moderate(server, '/R-00000000-0000-4000-8000-000000000000/publish', { method: 'POST' }),
      404,
      'not_found',
    );
    await expectRefusal(
      await moderate(server, "/R-1'%20OR%20'1'='1/remove", { method: 'POST' }),
      400,
      'invalid_request',
    );
    for (const query of ['?status=all', '?country=de', '?limit=101', '?limit=0', '?offset=-1']) {
      await expectRefusal(await moderate(server, query), 400, 'invalid_request');
    }
  });

  it('pages the queue oldest first', async () => {
    const { cookie } = await signedIn(server);
    const first = await written(server, cookie, review('gr'));
    const second = await written(server, cookie, review('gr'));
    const all = ModerationQueueResponseSchema.parse(
      await (await moderate(server, '?country=gr&limit=100')).json(),
    );
    const ids = all.reviews.map((r) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const page = ModerationQueueResponseSchema.parse(
      await (await moderate(server, '?country=gr&limit=1')).json(),
    );
    expect(page.reviews).toHaveLength(1);
    expect(page.nextOffset).toBe(1);
    const next = ModerationQueueResponseSchema.parse(
      await (await moderate(server, '?country=gr&limit=1&offset=1')).json(),
    );
    expect(next.reviews[0]?.id).toBe(ids[1]);
  });
});

describe('review limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      services: { reviewRateLimit: 3, reviewAccountRateLimit: 2 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('stops a burst from one visitor address (429), whichever accounts post', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => signedIn(server)));
    const before = await storedReviews(server);
    const answers: number[] = [];
    for (const person of people) {
      answers.push(
        (await postReview(server, review('ro'), { cookie: person.cookie, ip: '203.0.113.7' }))
          .status,
      );
    }
    expect(answers).toEqual([202, 202, 202, 429]);
    expect(await storedReviews(server)).toBe(before + 3);
    // Another address in the same IPv6 /64 is the same visitor.
    const a = await signedIn(server);
    const b = await signedIn(server);
    const v6 = ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7::3', '2001:db8:7:7::4'];
    const sixAnswers: number[] = [];
    for (const [i, ip] of v6.entries()) {
      const person = i < 2 ? a : b;
      sixAnswers.push(
        (await postReview(server, review('ro'), { cookie: person.cookie, ip })).status,
      );
    }
    expect(sixAnswers).toEqual([202, 202, 202, 429]);
  });

  it('stops a burst from one account (429), whichever addresses it posts from', async () => {
    const { cookie } = await signedIn(server);
    const before = await storedReviews(server);
    const answers: number[] = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const response = await postReview(server, review('ro'), { cookie, ip });
      answers.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(answers).toEqual([202, 202, 429]);
    expect(await storedReviews(server)).toBe(before + 2);
  });
});

describe('without a moderation token', () => {
  it('has no moderation route, and new reviews wait unpublished', async () => {
    const routes: string[] = [];
    const server = await startTestServer('pglite', {
      services: { reviewModerationToken: null },
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
      },
    });
    try {
      expect(routes).toContain('POST /content/reviews');
      expect(routes.filter((route) => route.includes('/moderation'))).toEqual([]);
      const answer = await moderate(server, '');
      expect(answer.status).toBe(404);
      const { cookie } = await signedIn(server);
      const shown = await list(server, 'ro');
      await written(server, cookie, review('ro'));
      expect(await list(server, 'ro')).toEqual(shown);
    } finally {
      await server.close();
    }
  });

  it('refuses a token shorter than 32 characters, or the local one in production', async () => {
    const { readConfig } = await import('../config.js');
    expect(() => readConfig({ SHOP_API_MODE: 'local', REVIEW_MODERATION_TOKEN: 'short' })).toThrow(
      /REVIEW_MODERATION_TOKEN/,
    );
    expect(
      readConfig({ SHOP_API_MODE: 'local', REVIEW_MODERATION_TOKEN: 'x'.repeat(32) })
        .REVIEW_MODERATION_TOKEN,
    ).toBe('x'.repeat(32));
    // The local stack's token is in the README: never a production one.
    const { LOCAL_REVIEW_MODERATION_TOKEN } = await import('../config.js');
    expect(() =>
      readConfig({
        SHOP_API_MODE: 'local',
        REVIEW_MODERATION_TOKEN: LOCAL_REVIEW_MODERATION_TOKEN,
      }),
    ).not.toThrow();
    expect(() =>
      readConfig({
        BOT_CHECK_SECRET: 'provider-secret-0123456789abcdef',
        BOT_CHECK_VERIFY_URL: 'https://challenges.example/siteverify',
        PAYMENT_CALLBACK_SECRET: 'provider-shared-secret-0123456789',
        PAYMENT_GATEWAY_URL: 'https://pay.provider.example/hosted',
        REVIEW_MODERATION_TOKEN: LOCAL_REVIEW_MODERATION_TOKEN,
      }),
    ).toThrow(/REVIEW_MODERATION_TOKEN: the local stack/);
  });
});
