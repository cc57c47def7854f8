import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  SaleResponseSchema,
  SalesResponseSchema,
  type NewSale,
} from '@refurb/shared-contracts/api/sell';
import { createSalesRepository, type SalesRepository } from '../sales/sales.repository.js';
import { signedIn } from '../test-support/sessions.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { courierPickup, TEST_PAYOUT } from '../test-support/sales.js';

const newSale = (model = 'iPhone 13'): NewSale => ({
  country: 'ro',
  device: { category: 'SMARTPHONE', brand: 'Apple', model, storage: '128 GB' },
  conditionAnswers: { screen: 'scratched', battery: 'over-80', turnsOn: true },
  offer: {
    amount: 1450,
    currencyLabel: 'lei',
    validUntil: '2030-01-15T10:00:00.000Z',
    breakdown: [
      { label: 'Preț de bază', amount: 1600 },
      { label: 'Ecran zgâriat', amount: -150 },
    ],
  },
  payout: TEST_PAYOUT,
  shipping: courierPickup('2030-01-10'),
});

describe.each(testEngines())('my sales on %s', (engine) => {
  let server: TestServer;
  let sales: SalesRepository;
  beforeAll(async () => {
    server = await startTestServer(engine);
    sales = createSalesRepository(server.database.db);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (path: string, cookie?: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const decide = (saleId: string, cookie: string, decision: string) =>
    call(`/bff/me/sales/${saleId}/counter-offer`, cookie, { decision });
  const toCounterOffer = async (saleId: string) => {
    await sales.advance(saleId, 'device-received');
    await sales.advance(saleId, 'inspected');
    await sales.advance(saleId, 'counter-offer', {
      counterOffer: { amount: 1200, reason: 'Carcasa are o fisură.' },
    });
  };

  it("lists a person's sales newest first, only theirs, with the IBAN masked", async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const older = await sales.createSale(ana.user.id, newSale(), new Date('2026-03-01T10:00:00Z'));
    const newer = await sales.createSale(
      ana.user.id,
      newSale('Galaxy S22'),
      new Date('2026-03-02T10:00:00Z'),
    );
    await sales.createSale(ion.user.id, newSale());

    const answer = await call('/bff/me/sales', ana.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { sales: listed } = SalesResponseSchema.parse(await answer.json());
    expect(listed.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(listed[1]).toMatchObject({
      reference: expect.stringMatching(/^S-\d{6}$/),
      status: 'submitted',
      createdAt: '2026-03-01T10:00:00.000Z',
      offer: { amount: 1450, currencyLabel: 'lei' },
      counterOffer: null,
      confirmedAmount: null,
      payout: { method: 'bank', iban: 'RO49…0000', holder: 'Ana Pop' },
      shipping: { kind: 'courier-pickup', pickupDate: '2030-01-10' },
      timeline: [{ status: 'submitted', at: '2026-03-01T10:00:00.000Z' }],
    });
    expect(JSON.stringify(listed)).not.toContain('1B31');

    const one = await call(`/bff/me/sales/${older.id}`, ana.cookie);
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect(SaleResponseSchema.parse(await one.json()).sale).toEqual(older);
  });

  it("answers another person's sale exactly like a missing one", async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const theirs = await sales.createSale(ion.user.id, newSale());
    await toCounterOffer(theirs.id);
    for (const path of [`/bff/me/sales/${theirs.id}`, '/bff/me/sales/sale_missing']) {
      const refused = await call(path, ana.cookie);
      expect(refused.status).toBe(404);
      expect(ApiErrorSchema.parse(await refused.json()).error).toMatchObject({
        code: 'not_found',
        field: 'params.saleId',
      });
    }
    const decided = await decide(theirs.id, ana.cookie, 'accept');
    expect(decided.status).toBe(404);
    const untouched = await sales.saleOfUser(ion.user.id, theirs.id);
    expect(untouched?.status).toBe('counter-offer');
  });

  it('accepts a counter offer: the counter amount is confirmed and the timeline grows', async () => {
    const { user, cookie } = await signedIn(server);
    const sale = await sales.createSale(user.id, newSale());
    await toCounterOffer(sale.id);
    const answer = await decide(sale.id, cookie, 'accept');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const decided = SaleResponseSchema.parse(await answer.json()).sale;
    expect(decided).toMatchObject({
      status: 'offer-confirmed',
      confirmedAmount: 1200,
      counterOffer: { amount: 1200, reason: 'Carcasa are o fisură.' },
      offer: { amount: 1450 },
    });
    expect(decided.timeline.map((e) => e.status)).toEqual([
      'submitted',
      'device-received',
      'inspected',
      'counter-offer',
      'offer-confirmed',
    ]);
    const again = await decide(sale.id, cookie, 'decline');
    expect(again.status).toBe(409);
    expect(ApiErrorSchema.parse(await again.json()).error.code).toBe('no_counter_offer');
  });

  it('declines a counter offer: the device is returned', async () => {
    const { user, cookie } = await signedIn(server);
    const sale = await sales.createSale(user.id, newSale());
    await toCounterOffer(sale.id);
    const decided = SaleResponseSchema.parse(
      await (await decide(sale.id, cookie, 'decline')).json(),
    );
    expect(decided.sale).toMatchObject({ status: 'returned', confirmedAmount: null });
    expect(decided.sale.timeline.at(-1)?.status).toBe('returned');
  });

  it('refuses a decision while no counter offer waits, and a decision that is neither', async () => {
    const { user, cookie } = await signedIn(server);
    const sale = await sales.createSale(user.id, newSale());
    const early = await decide(sale.id, cookie, 'accept');
    expect(early.status).toBe(409);
    expect(ApiErrorSchema.parse(await early.json()).error.code).toBe('no_counter_offer');
    const wrong = await decide(sale.id, cookie, 'maybe');
    expect(wrong.status).toBe(400);
    expect(ApiErrorSchema.parse(await wrong.json()).error.field).toBe('body.decision');
    expect((await sales.saleOfUser(user.id, sale.id))?.status).toBe('submitted');
  });

  it('answers a visitor with 401', async () => {
    expect((await call('/bff/me/sales')).status).toBe(401);
    expect((await call('/bff/me/sales/sale_x')).status).toBe(401);
    expect(
      (await call('/bff/me/sales/sale_x/counter-offer', undefined, { decision: 'accept' })).status,
    ).toBe(401);
  });

  it('takes only a valid sale from the sell flow', async () => {
    const { user } = await signedIn(server);
    const badIban = newSale();
    badIban.payout = { ...badIban.payout, iban: 'RO00 AAAA 1B31 0075 9384 0000' };
    await expect(sales.createSale(user.id, badIban)).rejects.toThrow(/IBAN/);
  });
});
