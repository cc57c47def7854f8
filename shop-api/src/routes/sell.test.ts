/**
 * The sell service over HTTP: the catalog and questions in every site, instant offers, and a
 * signed-in person's submission with each of its refusals (none of which stores anything). The
 * server's clock is fixed on Monday 4 March 2030, so the courier's dates are known.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, COUNTRIES, type DeviceTypeKey } from '@refurb/shared-contracts';
import { PickupPointsResponseSchema } from '@refurb/shared-contracts/api/delivery';
import {
  SaleResponseSchema,
  SalesResponseSchema,
  SellCatalogResponseSchema,
  SellQuestionnaireResponseSchema,
  SellQuoteResponseSchema,
  type SaleConditionAnswers,
  type SaleShipping,
  type SubmitSaleRequest,
} from '@refurb/shared-contracts/api/sell';
import { eq, sql } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { call } from '../test-support/account.js';
import { signedIn } from '../test-support/sessions.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { courierPickup, TEST_PAYOUT } from '../test-support/sales.js';

const NOW = new Date('2030-03-04T10:00:00.000Z');

/** The answers of the report: a flawless iPhone sent with its box and charger (1479 lei). */
const ANSWERS: SaleConditionAnswers = {
  powersOn: 'yes',
  screen: 'flawless',
  body: 'flawless',
  battery: 'good',
  defects: [],
  accessories: ['box', 'charger'],
  accountLock: 'removed',
};

const QUOTE = { country: 'ro', modelId: 'apple-iphone-13', storage: '128 GB', answers: ANSWERS };

const submission = (changes: Partial<SubmitSaleRequest> = {}): SubmitSaleRequest => ({
  country: 'ro',
  modelId: 'apple-iphone-13',
  storage: '128 GB',
  answers: ANSWERS,
  quotedAmount: 1479,
  contact: { name: 'Ana Pop', email: 'ana.pop@example.ro', phone: '+40722123456' },
  payout: TEST_PAYOUT,
  shipping: courierPickup('2030-03-05'),
  ...changes,
});

describe.each(testEngines())('the sell service on %s', (engine) => {
  let server: TestServer;
  let person: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    server = await startTestServer(engine, { clock: () => new Date(NOW) });
    person = await signedIn(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const salesStored = async () =>
    (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sales`))[0]?.n;
  const refusal = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    const { error } = ApiErrorSchema.parse(await response.json());
    expect(error.code).toBe(code);
    return error;
  };
  const submit = (body: unknown, cookie?: string) =>
    call(server, '/bff/me/sales', { method: 'POST', cookie, body });
  const pricing = (body: unknown) =>
    call(server, '/sell-service/pricing', { method: 'POST', body });

  describe('GET /sell-service/catalog', () => {
    it.each(COUNTRIES)('lists the models in %s, in its currency', async (country) => {
      const response = await server.get(`/sell-service/catalog?country=${country}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const catalog = SellCatalogResponseSchema.parse(await response.json());
      expect(catalog.currencyLabel).toBe({ ro: 'lei', bg: 'Lev', hu: 'Ft', gr: 'euro' }[country]);
      expect(catalog.models).toHaveLength(24);
      const iphone = catalog.models.find((model) => model.id === 'apple-iphone-13');
      expect(iphone?.storages[0]).toEqual({
        storage: '128 GB',
        // The base (1450 lei, 566 Lev, 114 600 Ft, 290 euro) with the box's 2%: the best offer.
        maxPrice: { ro: 1479, bg: 577, hu: 116900, gr: 296 }[country],
      });
      const prices = catalog.models.flatMap((model) => model.storages.map((s) => s.maxPrice));
      if (country === 'hu') expect(prices.every((price) => price % 100 === 0)).toBe(true);
    });

    it('refuses a country it has no site for', async () => {
      const error = await refusal(
        await server.get('/sell-service/catalog?country=de'),
        400,
        'invalid_request',
      );
      expect(error.field).toBe('query.country');
    });
  });

  describe('GET /sell-service/questions', () => {
    it.each<[string, DeviceTypeKey, string]>([
      ['ro', 'SMARTPHONE', 'Telefonul tău pornește?'],
      ['bg', 'TABLET', 'Таблетът Ви включва ли се?'],
      ['hu', 'LAPTOP', 'Bekapcsol a laptopja?'],
      ['gr', 'SMARTWATCH', 'Το ρολόι σας ανάβει;'],
      ['gr', 'CONSOLE', 'Η κονσόλα σας ανάβει;'],
    ])('asks in %s about a %s in its language', async (country, category, firstLabel) => {
      const response = await server.get(
        `/sell-service/questions?country=${country}&category=${category}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const { questions, ...rest } = SellQuestionnaireResponseSchema.parse(await response.json());
      expect(rest).toEqual({ category });
      expect(questions[0]).toMatchObject({ key: 'powersOn', label: firstLabel });
      const keys = questions.map((question) => question.key);
      expect(keys.includes('screen')).toBe(category !== 'CONSOLE');
      expect(keys.includes('battery')).toBe(category !== 'CONSOLE');
      expect(keys.at(-1)).toBe('accountLock');
    });

    it('takes the category by its numeric id of spec section 3 too (5 is CONSOLE)', async () => {
      const byId = await server.get('/sell-service/questions?country=gr&category=5');
      const byKey = await server.get('/sell-service/questions?country=gr&category=CONSOLE');
      expect(byId.status).toBe(200);
      expect(await byId.json()).toEqual(await byKey.json());
    });

    it('refuses a category it does not know', async () => {
      const error = await refusal(
        await server.get('/sell-service/questions?country=ro&category=CAMERA'),
        400,
        'invalid_request',
      );
      expect(error.field).toBe('query.category');
    });
  });

  describe('POST /sell-service/pricing', () => {
    it('offers 1479 lei for a flawless iPhone 13 sent with its box, for 14 days', async () => {
      const response = await pricing(QUOTE);
      expect(response.status).toBe(200);
      const { quote } = SellQuoteResponseSchema.parse(await response.json());
      expect(quote).toEqual({
        outcome: 'offer',
        device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13', storage: '128 GB' },
        offer: {
          amount: 1479,
          currencyLabel: 'lei',
          validUntil: '2030-03-18T10:00:00.000Z',
          breakdown: [
            { label: 'Preț de bază: iPhone 13, 128 GB', amount: 1450 },
            { label: 'Accesorii incluse: Cutia originală', amount: 29 },
          ],
        },
      });
    });

    it('refuses a locked device and pays a dead one for its parts', async () => {
      const locked = await pricing({
        ...QUOTE,
        answers: { ...ANSWERS, accountLock: 'not-removed' },
      });
      expect(SellQuoteResponseSchema.parse(await locked.json()).quote).toMatchObject({
        outcome: 'refused',
        reason: 'account-locked',
      });
      const dead = await pricing({ ...QUOTE, answers: { ...ANSWERS, powersOn: 'no' } });
      expect(SellQuoteResponseSchema.parse(await dead.json()).quote).toMatchObject({
        outcome: 'offer',
        offer: {
          amount: 218,
          breakdown: [
            { amount: 1450 },
            { label: 'Nu pornește: se plătesc piesele', amount: -1232 },
          ],
        },
      });
    });

    it.each<[string, object, number, string, string]>([
      ['an unknown model', { modelId: 'apple-iphone-99' }, 404, 'not_found', 'body.modelId'],
      [
        'a storage it is not made with',
        { storage: '64 GB' },
        400,
        'invalid_request',
        'body.storage',
      ],
      [
        'an answer that is not an option',
        { answers: { ...ANSWERS, screen: 'shattered' } },
        400,
        'invalid_request',
        'body.answers.screen',
      ],
      [
        'a question left unanswered',
        { answers: { ...ANSWERS, battery: '' } },
        400,
        'invalid_request',
        'body.answers.battery',
      ],
    ])('refuses %s', async (_case, changes, status, code, field) => {
      const error = await refusal(await pricing({ ...QUOTE, ...changes }), status, code);
      expect(error.field).toBe(field);
    });
  });

  describe('POST /bff/me/sales', () => {
    it('records the sale at the server’s offer, shown masked in the person’s sales', async () => {
      const response = await submit(submission(), person.cookie);
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { sale } = SaleResponseSchema.parse(await response.json());
      expect(sale).toMatchObject({
        status: 'submitted',
        country: 'ro',
        createdAt: NOW.toISOString(),
        device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13', storage: '128 GB' },
        conditionAnswers: ANSWERS,
        offer: { amount: 1479, currencyLabel: 'lei', validUntil: '2030-03-18T10:00:00.000Z' },
        payout: { method: 'bank', iban: 'RO49…0000', holder: 'Ana Pop' },
        shipping: { kind: 'courier-pickup', pickupDate: '2030-03-05' },
        timeline: [{ status: 'submitted', at: NOW.toISOString() }],
      });

      const mine = await call(server, '/bff/me/sales', { cookie: person.cookie });
      const { sales } = SalesResponseSchema.parse(await mine.json());
      expect(sales.find((s) => s.id === sale.id)).toMatchObject({
        status: 'submitted',
        payout: { iban: 'RO49…0000' },
      });
      const [row] = await server.database.db.select().from(t.sales).where(eq(t.sales.id, sale.id));
      expect(row).toMatchObject({
        contactName: 'Ana Pop',
        contactEmail: 'ana.pop@example.ro',
        contactPhone: '+40722123456',
        modelId: 'apple-iphone-13',
        payoutIban: 'RO49AAAA1B31007593840000',
      });
    });

    it('keeps only the answers asked, and takes a locker of the country', async () => {
      const points = PickupPointsResponseSchema.parse(
        await (await server.get('/courier/pickup-points?country=ro&kind=locker')).json(),
      ).points;
      const locker = points[0]!;
      const response = await submit(
        submission({
          answers: { ...ANSWERS, powersOn: 'no' },
          quotedAmount: 218,
          shipping: { kind: 'locker', pickupPointId: locker.id, name: locker.name },
        }),
        person.cookie,
      );
      expect(response.status).toBe(201);
      const { sale } = SaleResponseSchema.parse(await response.json());
      expect(sale.conditionAnswers).not.toHaveProperty('battery');
      expect(sale.shipping).toEqual({
        kind: 'locker',
        pickupPointId: locker.id,
        name: locker.name,
      });
    });

    it.each<[string, () => unknown, boolean, number, string, string | undefined]>([
      ['a visitor', () => submission(), false, 401, 'not_signed_in', undefined],
      [
        'an offer that is no longer the shop’s',
        () => submission({ quotedAmount: 1500 }),
        true,
        409,
        'offer_changed',
        undefined,
      ],
      [
        'a device still locked to its account',
        () => submission({ answers: { ...ANSWERS, accountLock: 'not-removed' } }),
        true,
        409,
        'device_locked',
        undefined,
      ],
      [
        'a payout to a bank of another country',
        () =>
          submission({
            payout: { method: 'bank', iban: 'BG80 BNBG 9661 1020 3456 78', holder: 'Ana Pop' },
          }),
        true,
        400,
        'invalid_request',
        'body.payout.iban',
      ],
      [
        'a courier on a Saturday',
        () => submission({ shipping: courierPickup('2030-03-09') }),
        true,
        400,
        'invalid_request',
        'body.shipping.pickupDate',
      ],
      [
        'a courier today',
        () => submission({ shipping: courierPickup('2030-03-04') }),
        true,
        400,
        'invalid_request',
        'body.shipping.pickupDate',
      ],
      [
        'a courier to a postal code of another country',
        () => {
          const shipping = courierPickup('2030-03-05') as Extract<
            SaleShipping,
            { kind: 'courier-pickup' }
          >;
          return submission({
            shipping: { ...shipping, address: { ...shipping.address, cod_postal: '1000' } },
          });
        },
        true,
        400,
        'invalid_request',
        'body.shipping.address.cod_postal',
      ],
      [
        'a courier to a town of another county',
        () => {
          const shipping = courierPickup('2030-03-05') as Extract<
            SaleShipping,
            { kind: 'courier-pickup' }
          >;
          return submission({
            shipping: { ...shipping, address: { ...shipping.address, county_id: 1 } },
          });
        },
        true,
        400,
        'invalid_request',
        'body.shipping.address.locality_id',
      ],
      [
        'a pickup point that does not exist',
        () =>
          submission({ shipping: { kind: 'locker', pickupPointId: 'nope-1', name: 'Easybox' } }),
        true,
        400,
        'invalid_request',
        'body.shipping.pickupPointId',
      ],
      [
        'an unknown model',
        () => submission({ modelId: 'apple-iphone-99' }),
        true,
        404,
        'not_found',
        'body.modelId',
      ],
      [
        'a contact without a phone',
        () => ({ ...submission(), contact: { name: 'Ana Pop', email: 'ana.pop@example.ro' } }),
        true,
        400,
        'invalid_request',
        'body.contact.phone',
      ],
    ])('refuses %s and stores nothing', async (_case, body, withSession, status, code, field) => {
      const before = await salesStored();
      const response = await submit(body(), withSession ? person.cookie : undefined);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const error = await refusal(response, status, code);
      expect(error.field).toBe(field);
      expect(await salesStored()).toBe(before);
    });
  });
});
