import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
} from '@refurb/shared-contracts/api/account';
import { PlaceOrderResponseSchema } from '@refurb/shared-contracts/api/checkout';
import { sql } from 'drizzle-orm';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import { placeSignedIn, smartphoneExtra } from '../test-support/account.js';
import { orderRequest, pickPhone, withShownTotal } from '../test-support/orders.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

describe.each(testEngines())('account orders on %s', (engine) => {
  let server: TestServer;
  /** How far the server's clock is from the real one (the delivery estimate's test moves it). */
  let shift = 0;
  beforeAll(async () => {
    server = await startTestServer(engine, { clock: () => new Date(Date.now() + shift) });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    shift = 0;
  });

  const used = new Set<string>();
  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  const place = async (cookie: string, country: 'ro' | 'hu' = 'ro') => {
    const request = await withShownTotal(
      server,
      orderRequest(country, pickPhone(server, used, country), {
        paymentMethod: country === 'hu' ? 'pay-on-delivery' : 'cash-on-delivery',
      }),
    );
    const placed = await fetch(`${server.url}/shop/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(request),
    });
    expect(placed.status).toBe(201);
    return { request, placed: PlaceOrderResponseSchema.parse(await placed.json()) };
  };

  it("lists a person's orders newest first with their lines, and only theirs", async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const first = await place(ana.cookie);
    const second = await place(ana.cookie, 'hu');
    const theirs = await place(ion.cookie);

    const answer = await get('/bff/me/orders', ana.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { orders } = AccountOrdersResponseSchema.parse(await answer.json());
    expect(orders.map((o) => o.orderId)).toEqual([second.placed.orderId, first.placed.orderId]);
    expect(orders[1]).toMatchObject({
      country: 'ro',
      status: 'PLACED',
      paymentMethod: 'cash-on-delivery',
      delivery: 'courier',
      total: first.request.shownTotal,
      currencyLabel: 'lei',
    });
    expect(orders[0]?.currencyLabel).toBe('Ft');
    expect(orders[1]?.lines.map((l) => l.kind)).toEqual(['phone']);
    expect(Date.parse(orders[1]!.placedAt)).toBeLessThanOrEqual(Date.now());

    const one = await get(`/bff/me/orders/${first.placed.orderId}`, ana.cookie);
    expect(AccountOrderResponseSchema.parse(await one.json()).order.orderId).toBe(
      first.placed.orderId,
    );
    // Another person's order is "not found", like one that does not exist.
    for (const id of [theirs.placed.orderId, 'RO-999999']) {
      const refused = await get(`/bff/me/orders/${id}`, ana.cookie);
      expect(refused.status).toBe(404);
      expect(ApiErrorSchema.parse(await refused.json()).error.code).toBe('not_found');
    }
  });

  it.each([
    ['ro', 'extended_warranty_24', 'Garanție extinsă 24 de luni'],
    ['hu', 'insurance_Ad_Th_12', 'Véletlen károk és lopás elleni biztosítás 12 hónap'],
  ] as const)(
    "%s: an extra service on an order is named in the site's words, never by its key (%s)",
    async (country, key, words) => {
      const ana = await signedIn(server);
      const request = orderRequest(country, pickPhone(server, used, country), {
        paymentMethod: country === 'hu' ? 'pay-on-delivery' : 'cash-on-delivery',
      });
      request.phones[0]!.extraServiceIds = [smartphoneExtra(key)];
      const placed = await placeSignedIn(server, ana.cookie, request);
      const one = await get(`/bff/me/orders/${placed.orderId}`, ana.cookie);
      const { order } = AccountOrderResponseSchema.parse(await one.json());
      const service = order.lines.find((line) => line.kind === 'extra-service');
      expect(service?.name).toBe(words);
      const listed = AccountOrdersResponseSchema.parse(
        await (await get('/bff/me/orders', ana.cookie)).json(),
      ).orders.find((o) => o.orderId === placed.orderId);
      expect(listed?.lines.map((line) => line.name)).toContain(words);
      expect(listed?.lines.some((line) => line.name.includes(key))).toBe(false);
    },
  );

  it('says an order whose financing is under the lender’s review is, until the lender decides', async () => {
    const ana = await signedIn(server);
    const placed = await placeSignedIn(
      server,
      ana.cookie,
      orderRequest('hu', pickPhone(server, used, 'hu'), { paymentMethod: 'cofidis' }),
    );
    const listed = async () =>
      AccountOrdersResponseSchema.parse(
        await (await get('/bff/me/orders', ana.cookie)).json(),
      ).orders.find((o) => o.orderId === placed.orderId);
    expect(await listed()).toMatchObject({ status: 'PENDING_PAYMENT', financingReview: false });
    const payments = createPaymentsRepository(server.database.db);
    const { payment } = await payments.open(placed.orderId, 'cofidis', placed.total);
    await payments.settle(payment.id, 'PENDING');
    expect(await listed()).toMatchObject({ status: 'PENDING_PAYMENT', financingReview: true });
    const one = await get(`/bff/me/orders/${placed.orderId}`, ana.cookie);
    expect(AccountOrderResponseSchema.parse(await one.json()).order.financingReview).toBe(true);
    await payments.settle(payment.id, 'APPROVED');
    expect(await listed()).toMatchObject({ status: 'PAID', financingReview: false });
  });

  it('shows when a placed order arrives until its last day is past in the site’s time zone', async () => {
    const ana = await signedIn(server);
    const { placed } = await place(ana.cookie);
    const unpaid = await placeSignedIn(
      server,
      ana.cookie,
      orderRequest('hu', pickPhone(server, used, 'hu'), { paymentMethod: 'cofidis' }),
    );
    // Both placed on Friday 27 November 2026 at 16:00 in Bucharest: the RO courier order leaves
    // on Wednesday 2 December (30 Nov and 1 Dec are public holidays) and arrives 3–4 December.
    await server.database.rows(
      sql`UPDATE orders SET placed_at = '2026-11-27T14:00:00Z'
          WHERE id IN (${placed.orderId}, ${unpaid.orderId})`,
    );
    const seenAt = async (instant: string) => {
      shift = Date.parse(instant) - Date.now();
      const { orders } = AccountOrdersResponseSchema.parse(
        await (await get('/bff/me/orders', ana.cookie)).json(),
      );
      const one = AccountOrderResponseSchema.parse(
        await (await get(`/bff/me/orders/${placed.orderId}`, ana.cookie)).json(),
      ).order;
      const listed = orders.find((o) => o.orderId === placed.orderId);
      expect(listed?.estimate).toEqual(one.estimate);
      // An order waiting for its lender is not dispatched: no days for it.
      expect(orders.find((o) => o.orderId === unpaid.orderId)?.estimate).toBeUndefined();
      return listed?.estimate;
    };
    const days = { from: '2026-12-03', to: '2026-12-04' };
    expect(await seenAt('2026-12-02T10:00:00Z')).toEqual(days);
    // 23:30 on Friday 4 December in Bucharest: its last day is not over yet
    expect(await seenAt('2026-12-04T21:30:00Z')).toEqual(days);
    // 00:30 on Saturday 5 December there (22:30 UTC on Friday): taken as delivered
    expect(await seenAt('2026-12-04T22:30:00Z')).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await get('/bff/me/orders')).status).toBe(401);
    expect((await get('/bff/me/orders/RO-1')).status).toBe(401);
  });
});
