import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import { orderRequest, pickPhone, withShownTotal } from '../test-support/orders.js';
import { TEST_BOT_SITE_KEY, startTestServer, type TestServer } from '../test-support/server.js';

/**
 * Bad bodies on the writing calls, one by one (issue 12; bad-input-sweep.test.ts feeds every
 * route): bodies that are not JSON, too big, of another type, with hostile strings or with a field
 * the contract does not declare get a 4xx whose JSON says what, and nothing is written.
 */
describe('bad bodies get a clear 4xx and change nothing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  const counts = async () =>
    (
      await server.database.rows<{ orders: number; reviews: number; sessions: number }>(
        sql`SELECT (SELECT count(*)::int FROM orders) AS orders,
                   (SELECT count(*)::int FROM reviews) AS reviews,
                   (SELECT count(*)::int FROM sessions) AS sessions`,
      )
    )[0];
  const send = (path: string, body: string, type = 'application/json') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
  const expectError = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    const { error } = ApiErrorSchema.parse(await response.json());
    expect(error.message.length).toBeGreaterThan(0);
    return error;
  };

  const writes = ['/shop/orders', '/content/reviews', '/bff/session', '/shop/cart/refresh'];

  it('a body that is not JSON: 400', async () => {
    const before = await counts();
    for (const path of writes) await expectError(await send(path, '{"phones": ['), 400);
    expect(await counts()).toEqual(before);
  });

  it('a body over 256 KB: 413', async () => {
    const before = await counts();
    const huge = JSON.stringify({ padding: 'x'.repeat(300 * 1024) });
    for (const path of writes) await expectError(await send(path, huge), 413);
    expect(await counts()).toEqual(before);
  });

  it('a body of another type: 415', async () => {
    for (const path of ['/shop/orders', '/shop/cart/refresh']) {
      await expectError(await send(path, '<order/>', 'application/xml'), 415);
    }
  });

  it('wrong types and hostile strings: 400 naming the field, and nothing written', async () => {
    const before = await counts();
    const hostile = [
      "'; DROP TABLE orders; --",
      '<script>alert(1)</script>',
      '\u0000',
      '𝕏'.repeat(5000),
    ];
    for (const value of hostile) {
      const order = await expectError(
        await send('/shop/orders', JSON.stringify({ country: value, phones: value })),
        400,
      );
      expect(order.field).toMatch(/^body\./);
      const refresh = await expectError(
        await send(
          '/shop/cart/refresh',
          JSON.stringify({ country: 'ro', phones: [{ id: value }] }),
        ),
        400,
      );
      expect(refresh.field).toMatch(/^body\./);
    }
    expect(await counts()).toEqual(before);
    const tables = await server.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'orders'`,
    );
    expect(tables[0]?.n).toBe(1);
  });

  it('a valid body with one field more: 400 naming it, at any depth, and nothing written', async () => {
    const before = await counts();
    const order = await withShownTotal(server, orderRequest('ro', pickPhone(server, new Set())));
    const unknown = [
      ['/shop/orders', { ...order, coupon: 'FREE' }, 'body.coupon'],
      ['/shop/orders', { ...order, contact: { ...order.contact, age: 30 } }, 'body.contact.age'],
      [
        '/shop/orders',
        { ...order, phones: [{ ...order.phones[0], discount: 100 }] },
        'body.phones.0.discount',
      ],
      [
        '/shop/cart/refresh',
        { country: 'ro', phones: [], accessoryIds: [], giftWrap: true },
        'body.giftWrap',
      ],
      [
        '/common/bot-check/token',
        { siteKey: TEST_BOT_SITE_KEY, action: 'review', ttl: 3600 },
        'body.ttl',
      ],
    ] as const;
    for (const [path, body, field] of unknown) {
      const error = await expectError(await send(path, JSON.stringify(body)), 400);
      expect(error).toEqual(expect.objectContaining({ field, message: `${field}: unknown field` }));
    }
    expect(await counts()).toEqual(before);
    // The same order without the extra field is one the shop takes.
    expect((await send('/shop/orders', JSON.stringify(order))).status).toBe(201);
  });
});
