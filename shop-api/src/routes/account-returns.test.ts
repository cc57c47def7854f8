import { localDate } from '@refurb/shared-contracts/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  OrderReturnResponseSchema,
  ReturnRequestResponseSchema,
  ReturnRequestsResponseSchema,
} from '@refurb/shared-contracts/api/account';
import { sql } from 'drizzle-orm';
import { call, expectRefusal, placeSignedIn } from '../test-support/account.js';
import { testClock } from '../test-support/clock.js';
import { orderRequest, pickPhone, type PickedPhone } from '../test-support/orders.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

const DAY = 86_400_000;
const daysFromToday = (days: number) => {
  const today = localDate(new Date(), 'Europe/Bucharest');
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
};

describe.each(testEngines())('returns on %s', (engine) => {
  const clock = testClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { clock: clock.now });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => clock.reset());

  const used = new Set<string>();
  const placeCash = async (cookie: string, phone: PickedPhone = pickPhone(server, used)) =>
    placeSignedIn(server, cookie, orderRequest('ro', phone));
  const returnOf = async (orderId: string, cookie: string) => {
    const response = await call(server, `/bff/me/orders/${orderId}/return`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return OrderReturnResponseSchema.parse(await response.json());
  };
  const ask = (orderId: string, cookie: string, body: unknown) =>
    call(server, `/bff/me/orders/${orderId}/returns`, { method: 'POST', cookie, body });
  const request = (lines: string[], refund: unknown = { method: 'original' }) => ({
    lines,
    reason: 'changed-mind',
    comment: 'Prea mare pentru mine.',
    refund,
  });

  it('opens 60 days from the day of purchase and takes one request per order', async () => {
    const ana = await signedIn(server);
    const placed = await placeCash(ana.cookie);
    const phoneId = placed.request.phones[0]!.productId;
    expect(await returnOf(placed.orderId, ana.cookie)).toEqual({
      window: { days: 60, lastDay: daysFromToday(60), open: true, refusal: null },
      request: null,
    });

    const asked = await ask(
      placed.orderId,
      ana.cookie,
      request([phoneId], {
        method: 'bank',
        iban: 'ro49 aaaa 1b31 0075 9384 0000',
        holder: 'Ana Popescu',
      }),
    );
    expect(asked.status).toBe(201);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    const { request: made } = ReturnRequestResponseSchema.parse(await asked.json());
    expect(made).toMatchObject({
      orderId: placed.orderId,
      lines: [phoneId],
      reason: 'changed-mind',
      comment: 'Prea mare pentru mine.',
      refund: { method: 'bank', iban: 'RO49AAAA1B31007593840000', holder: 'Ana Popescu' },
      status: 'requested',
    });
    expect(made.id).toMatch(/^RET-/);

    expect((await returnOf(placed.orderId, ana.cookie)).request).toEqual(made);
    const listed = await call(server, '/bff/me/returns', { cookie: ana.cookie });
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(ReturnRequestsResponseSchema.parse(await listed.json()).requests).toEqual([made]);

    await expectRefusal(
      await ask(placed.orderId, ana.cookie, request([phoneId])),
      409,
      'return_already_requested',
    );
  });

  it('refuses a return after the period and names its last day', async () => {
    const ana = await signedIn(server);
    const placed = await placeCash(ana.cookie);
    clock.advanceDays(61);
    const { window } = await returnOf(placed.orderId, ana.cookie);
    expect(window).toEqual({
      days: 60,
      lastDay: daysFromToday(60),
      open: false,
      refusal: 'period-over',
    });
    const message = await expectRefusal(
      await ask(placed.orderId, ana.cookie, request([placed.request.phones[0]!.productId])),
      409,
      'return_period_over',
    );
    expect(message).toContain(daysFromToday(60));
  });

  it('refuses a return of an order that is not paid yet', async () => {
    const ana = await signedIn(server);
    const placed = await placeSignedIn(
      server,
      ana.cookie,
      orderRequest('ro', pickPhone(server, used), { paymentMethod: 'online-card' }),
    );
    expect(placed.status).toBe('PENDING_PAYMENT');
    expect((await returnOf(placed.orderId, ana.cookie)).window).toMatchObject({
      open: false,
      refusal: 'not-delivered-yet',
    });
    await expectRefusal(
      await ask(placed.orderId, ana.cookie, request([placed.request.phones[0]!.productId])),
      409,
      'return_not_available',
    );
  });

  it("gives a genius member's order of at least 1000 lei 90 days", async () => {
    const ana = await signedIn(server);
    await server.database.rows(
      sql`UPDATE users SET genius_since = now() - interval '1 day' WHERE id = ${ana.user.id}`,
    );
    const inStock = new Set(server.seed.products.filter((p) => p.stock > 0).map((p) => p.id));
    const dear = server.seed.productPrices.find(
      (p) =>
        p.country === 'ro' &&
        p.price >= 1100 &&
        p.price <= 9000 && // under the cash-on-delivery bound
        inStock.has(p.productId) &&
        !used.has(p.productId),
    )!;
    const product = server.seed.products.find((p) => p.id === dear.productId)!;
    used.add(product.id);
    const placed = await placeCash(ana.cookie, { product, price: dear.price });
    clock.advanceDays(61);
    expect((await returnOf(placed.orderId, ana.cookie)).window).toEqual({
      days: 90,
      lastDay: daysFromToday(90),
      open: true,
      refusal: null,
    });
    // Paid in cash: "the same way as the payment" is no way back; a bank transfer is (issue 35).
    const same = await ask(placed.orderId, ana.cookie, request([product.id]));
    expect(same.status).toBe(400);
    expect(ApiErrorSchema.parse(await same.json()).error.field).toBe('body.refund.method');
    const bank = { method: 'bank', iban: 'RO49AAAA1B31007593840000', holder: 'Ana Pop' };
    const asked = await ask(placed.orderId, ana.cookie, request([product.id], bank));
    expect(asked.status).toBe(201);
  });

  it('checks the request: its lines must be of the order, the IBAN valid', async () => {
    const ana = await signedIn(server);
    const placed = await placeCash(ana.cookie);
    const phoneId = placed.request.phones[0]!.productId;
    const cases: [unknown, string][] = [
      [request([phoneId, 'not-in-order']), 'body.lines.1'],
      [request([]), 'body.lines'],
      [{ ...request([phoneId]), reason: 'bored' }, 'body.reason'],
      [{ ...request([phoneId]), comment: 'x'.repeat(1001) }, 'body.comment'],
      [
        request([phoneId], { method: 'bank', iban: 'RO49AAAA1B31007593840001', holder: 'Ana' }),
        'body.refund.iban',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await ask(placed.orderId, ana.cookie, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    expect((await returnOf(placed.orderId, ana.cookie)).request).toBeNull();
  });

  it("answers another person's order like a missing one, and a visitor with 401", async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const theirs = await placeCash(ion.cookie);
    const phoneId = theirs.request.phones[0]!.productId;
    for (const id of [theirs.orderId, 'RO-999999']) {
      await expectRefusal(
        await call(server, `/bff/me/orders/${id}/return`, { cookie: ana.cookie }),
        404,
        'not_found',
      );
      await expectRefusal(await ask(id, ana.cookie, request([phoneId])), 404, 'not_found');
    }
    expect((await returnOf(theirs.orderId, ion.cookie)).request).toBeNull();
    const mine = await call(server, '/bff/me/returns', { cookie: ana.cookie });
    expect(ReturnRequestsResponseSchema.parse(await mine.json()).requests).toEqual([]);

    for (const [path, method] of [
      [`/bff/me/orders/${theirs.orderId}/return`, 'GET'],
      [`/bff/me/orders/${theirs.orderId}/returns`, 'POST'],
      ['/bff/me/returns', 'GET'],
    ] as const) {
      const body = method === 'POST' ? request([phoneId]) : undefined;
      await expectRefusal(await call(server, path, { method, body }), 401, 'not_signed_in');
    }
  });
});
