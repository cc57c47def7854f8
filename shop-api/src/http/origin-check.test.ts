import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import { SESSION_COOKIE } from '@refurb/shared-contracts/api/session';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { orderRequest, pickPhone, withShownTotal } from '../test-support/orders.js';
import { startTestServer, testServices, type TestServer } from '../test-support/server.js';

describe('state-changing calls only from the site itself or an allowed origin (CSRF)', () => {
  let server: TestServer;
  const used = new Set<string>();
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  const orderCount = async () =>
    (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`))[0]?.n;
  const placeWith = async (headers: Record<string, string>) =>
    fetch(`${server.url}/shop/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(
        await withShownTotal(server, orderRequest('ro', pickPhone(server, used, 'ro'))),
      ),
    });
  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(ApiErrorSchema.parse(await response.json()).error.code).toBe('cross_site_refused');
  };

  it("refuses an order posted from another site's page, and places none", async () => {
    const before = await orderCount();
    await expectRefused(await placeWith({ origin: 'https://evil.example' }));
    await expectRefused(await placeWith({ 'sec-fetch-site': 'cross-site' }));
    await expectRefused(await placeWith({ origin: 'null' }));
    expect(await orderCount()).toBe(before);
  });

  it('places an order from the site itself, an allowed origin, or a client that is no browser', async () => {
    const before = await orderCount();
    expect((await placeWith({ origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(
      201,
    );
    expect((await placeWith({ origin: 'http://localhost:3003' })).status).toBe(201);
    expect((await placeWith({})).status).toBe(201);
    expect(await orderCount()).toBe(before! + 3);
  });

  it("behind the host's proxy the site is the forwarded one, not shop-api's own address", async () => {
    const forwarded = { 'x-forwarded-host': 'ro.shop.example', 'x-forwarded-proto': 'https' };
    expect((await placeWith({ ...forwarded, origin: 'https://ro.shop.example' })).status).toBe(201);
    await expectRefused(await placeWith({ ...forwarded, origin: server.url }));
    await expectRefused(await placeWith({ ...forwarded, origin: 'http://ro.shop.example' }));
  });

  it('guards every unsafe method of every service, and no safe one', async () => {
    const evil = { origin: 'https://evil.example' };
    const calls: Array<[string, string]> = [
      ['POST', '/shop/cart/refresh'],
      ['POST', '/bff/session'],
      ['DELETE', '/bff/session'],
      ['PUT', '/bff/me/profile'],
      ['DELETE', '/bff/me/addresses/1'],
      ['POST', '/content/reviews'],
      ['POST', '/payment/start'],
      ['POST', '/common/bot-check/token'],
      ['POST', '/bff/me/sales'],
    ];
    for (const [method, path] of calls) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...evil, 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=x` },
        body: '{}',
      });
      expect([method, path, response.status]).toEqual([method, path, 403]);
    }
    expect(
      (await fetch(`${server.url}/shop/v2/extra-services?country=ro`, { headers: evil })).status,
    ).not.toBe(403);
  });

  it("lets the payment provider's server call back whatever it sends: its signature decides", async () => {
    const response = await fetch(`${server.url}/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://psp.example' },
      body: JSON.stringify({ paymentId: 'pay-x', status: 'APPROVED', signature: 'f'.repeat(64) }),
    });
    expect(response.status).not.toBe(403);
    expect(ApiErrorSchema.parse(await response.json()).error.code).not.toBe('cross_site_refused');
  });
});

describe("the visitor's address and site are believed from a proxy on loopback only", () => {
  it('rate limits each visitor behind the proxy on their own, and all alike when no proxy is trusted', async () => {
    const server = await startTestServer('pglite');
    const statuses = async (trustProxy: boolean, forwardedFor: string[]) => {
      const app = buildApp({
        database: server.database,
        services: testServices({ sessionRateLimit: 2 }),
        trustProxy: trustProxy ? 'loopback' : false,
      });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const seen: number[] = [];
        for (const ip of forwardedFor) {
          const response = await fetch(`${address}/bff/session`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({ idToken: 'x'.repeat(40), botToken: 'y'.repeat(20) }),
          });
          seen.push(response.status);
        }
        return seen;
      } finally {
        await app.close();
      }
    };
    try {
      const visitors = ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3'];
      expect(await statuses(true, visitors)).toEqual([400, 400, 429, 400, 400]);
      expect(await statuses(false, visitors)).toEqual([400, 400, 429, 429, 429]);
    } finally {
      await server.close();
    }
  });
});
