import { addMonthsToDay, localDate } from '@refurb/shared-contracts/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type Country } from '@refurb/shared-contracts';
import { WarrantyReturnDataSchema } from '@refurb/shared-contracts/account';
import {
  InsurancesResponseSchema,
  WarrantiesResponseSchema,
  WarrantyCaseResponseSchema,
  WarrantyCasesResponseSchema,
} from '@refurb/shared-contracts/api/account';
import { type PlaceOrderRequest } from '@refurb/shared-contracts/api/checkout';
import { call, expectRefusal, placeSignedIn, smartphoneExtra } from '../test-support/account.js';
import { testClock } from '../test-support/clock.js';
import { TEST_ADDRESS, orderRequest, pickPhone } from '../test-support/orders.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

const monthsFromToday = (months: number) =>
  addMonthsToDay(localDate(new Date(), 'Europe/Bucharest'), months);

describe.each(testEngines())('warranties on %s', (engine) => {
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
  /** A cash order in RO; `extras` are smartphone extra-service keys bought with the phone. */
  const place = async (
    cookie: string,
    extras: string[] = [],
    paymentMethod: PlaceOrderRequest['paymentMethod'] = 'cash-on-delivery',
    country: PlaceOrderRequest['country'] = 'ro',
  ) => {
    const request = orderRequest(country, pickPhone(server, used, country), { paymentMethod });
    request.phones[0]!.extraServiceIds = extras.map(smartphoneExtra);
    const placed = await placeSignedIn(server, cookie, request);
    return { ...placed, phoneId: request.phones[0]!.productId };
  };
  const getJson = async (path: string, cookie: string) => {
    const response = await call(server, path, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json();
  };
  const sendIn = (cookie: string, body: Record<string, unknown>) =>
    call(server, '/bff/me/warranty-cases', { method: 'POST', cookie, body });
  const warrantyCase = (orderId: string, lineRefId: string) => ({
    orderId,
    lineRefId,
    issue: 'Ecranul pâlpâie după 10 minute de folosire.',
    contactPhone: '+40 722 123 456',
    handover: { method: 'drop-off' },
  });

  it.each<[Country, string, string, number]>([
    ['ro', 'Garanție standard', 'Retur standard', 1000],
    ['bg', 'Стандартна гаранция', 'Стандартно връщане', 400],
    ['hu', 'Alap jótállás', 'Normál visszaküldés', 80_000],
    ['gr', 'Βασική εγγύηση', 'Τυπική επιστροφή', 200],
  ])('serves the warranty and return data of %s publicly', async (country, warranty, ret, min) => {
    const response = await server.get(`/common/warranty-return-data?country=${country}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const data = WarrantyReturnDataSchema.parse(await response.json());
    expect(data.defaultWarranty).toEqual({ name: warranty, periodInYears: 2 });
    expect(data.defaultReturn).toEqual({ name: ret, days: 60 });
    expect(data.geniusReturn).toMatchObject({ days: 90, minOrderValue: min });
    expect(data.returnDetails.validityInDays).toBe(60);
    expect(data.warrantyDetails).toMatchObject({ measure: 'years', validity: 2 });
  });

  it('refuses warranty and return data for an unknown country', async () => {
    await expectRefusal(
      await server.get('/common/warranty-return-data?country=de'),
      400,
      'invalid_request',
    );
  });

  it('lists each bought phone with its warranties, and the RO insurances', async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const plain = await place(ana.cookie);
    const covered = await place(ana.cookie, ['extended_warranty_12', 'insurance_Ad_Th_12']);
    await place(ana.cookie, [], 'online-card'); // unpaid: not bought yet
    await place(ion.cookie, ['insurance_damage_12']);

    const { warranties } = WarrantiesResponseSchema.parse(
      await getJson('/bff/me/warranties', ana.cookie),
    );
    expect(warranties.map((w) => w.orderId)).toEqual([covered.orderId, plain.orderId]);
    const defaultWarranty = {
      name: 'Garanție standard',
      years: 2,
      validUntil: monthsFromToday(24),
    };
    expect(warranties[0]).toMatchObject({
      country: 'ro',
      phone: { refId: covered.phoneId },
      defaultWarranty,
      extraWarranties: [
        {
          refId: smartphoneExtra('extended_warranty_12'),
          key: 'extended_warranty_12',
          type: 'EXTRA_WARRANTY',
          name: 'Garanție extinsă 12 luni',
          months: 12,
          validUntil: monthsFromToday(36),
          active: true,
        },
      ],
      validUntil: monthsFromToday(36),
      active: true,
    });
    expect(warranties[0]!.phone.name).not.toBe('');
    expect(warranties[1]).toMatchObject({ defaultWarranty, extraWarranties: [], active: true });

    const { insurances } = InsurancesResponseSchema.parse(
      await getJson('/bff/me/insurances?country=ro', ana.cookie),
    );
    expect(insurances).toEqual([
      expect.objectContaining({
        orderId: covered.orderId,
        phone: warranties[0]!.phone,
        key: 'insurance_Ad_Th_12',
        type: 'INSURANCE',
        name: 'Asigurare daune accidentale și furt 12 luni',
        validUntil: monthsFromToday(12),
        active: true,
      }),
    ]);
  });

  it('shows the insurance bought in BG, HU or GR with its device, where no insurances page is', async () => {
    const ana = await signedIn(server);
    const placed = await place(ana.cookie, ['insurance_damage_12'], 'pay-on-delivery', 'hu');
    const { warranties } = WarrantiesResponseSchema.parse(
      await getJson('/bff/me/warranties', ana.cookie),
    );
    expect(warranties).toEqual([
      expect.objectContaining({
        orderId: placed.orderId,
        country: 'hu',
        extraWarranties: [],
        insurances: [
          expect.objectContaining({
            key: 'insurance_damage_12',
            type: 'INSURANCE',
            validUntil: monthsFromToday(12),
            active: true,
          }),
        ],
      }),
    ]);
    expect(warranties[0]!.insurances[0]!.name).not.toMatch(/insurance_|Asigurare/);
  });

  it('sells insurances in RO only', async () => {
    const ana = await signedIn(server);
    for (const country of ['bg', 'hu', 'gr']) {
      await expectRefusal(
        await call(server, `/bff/me/insurances?country=${country}`, { cookie: ana.cookie }),
        404,
        'not_available_in_country',
      );
    }
    await expectRefusal(
      await call(server, '/bff/me/insurances', { cookie: ana.cookie }),
      400,
      'invalid_request',
    );
  });

  it('opens warranty cases for a phone under warranty and lists them', async () => {
    const ana = await signedIn(server);
    const placed = await place(ana.cookie);
    const dropped = await sendIn(ana.cookie, warrantyCase(placed.orderId, placed.phoneId));
    expect(dropped.status).toBe(201);
    expect(dropped.headers.get('cache-control')).toBe('no-store');
    const first = WarrantyCaseResponseSchema.parse(await dropped.json()).case;
    expect(first).toMatchObject({
      orderId: placed.orderId,
      phone: { refId: placed.phoneId },
      issue: 'Ecranul pâlpâie după 10 minute de folosire.',
      contactPhone: '+40 722 123 456',
      handover: { method: 'drop-off' },
      status: 'open',
    });
    expect(first.reference).toMatch(/^WC-[A-Z0-9]{8}$/);

    const picked = await sendIn(ana.cookie, {
      ...warrantyCase(placed.orderId, placed.phoneId),
      handover: { method: 'pickup', address: TEST_ADDRESS },
    });
    expect(picked.status).toBe(201);
    const second = WarrantyCaseResponseSchema.parse(await picked.json()).case;
    expect(second.handover).toEqual({ method: 'pickup', address: TEST_ADDRESS });

    const { cases } = WarrantyCasesResponseSchema.parse(
      await getJson('/bff/me/warranty-cases', ana.cookie),
    );
    expect(cases).toEqual([second, first]);
  });

  it('refuses a case when the warranty has ended, unless an extra warranty still runs', async () => {
    const ana = await signedIn(server);
    const plain = await place(ana.cookie);
    const extended = await place(ana.cookie, ['extended_warranty_12']);
    clock.advanceDays(2 * 365 + 10);
    const message = await expectRefusal(
      await sendIn(ana.cookie, warrantyCase(plain.orderId, plain.phoneId)),
      409,
      'warranty_expired',
    );
    expect(message).toContain(monthsFromToday(24));
    expect(
      (await sendIn(ana.cookie, warrantyCase(extended.orderId, extended.phoneId))).status,
    ).toBe(201);
    const { warranties } = WarrantiesResponseSchema.parse(
      await getJson('/bff/me/warranties', ana.cookie),
    );
    expect(warranties.map((w) => w.active)).toEqual([true, false]);
  });

  it('refuses a case for an unpaid order and checks the request', async () => {
    const ana = await signedIn(server);
    const unpaid = await place(ana.cookie, [], 'online-card');
    await expectRefusal(
      await sendIn(ana.cookie, warrantyCase(unpaid.orderId, unpaid.phoneId)),
      409,
      'warranty_not_available',
    );
    const placed = await place(ana.cookie);
    const good = warrantyCase(placed.orderId, placed.phoneId);
    for (const [body, field] of [
      [{ ...good, issue: 'Nu merge' }, 'body.issue'],
      [{ ...good, issue: 'x'.repeat(2001) }, 'body.issue'],
      [{ ...good, contactPhone: 'sunați-mă' }, 'body.contactPhone'],
      [{ ...good, handover: { method: 'pickup' } }, 'body.handover.address'],
    ] as const) {
      const response = await sendIn(ana.cookie, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
  });

  it("answers another person's order or a device not in the order with 404", async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const theirs = await place(ion.cookie);
    const mine = await place(ana.cookie, ['extended_warranty_12']);
    for (const [orderId, lineRefId, field] of [
      [theirs.orderId, theirs.phoneId, 'body.orderId'],
      ['RO-999999', theirs.phoneId, 'body.orderId'],
      [mine.orderId, theirs.phoneId, 'body.lineRefId'],
      [mine.orderId, smartphoneExtra('extended_warranty_12'), 'body.lineRefId'], // not a device
    ]) {
      const response = await sendIn(ana.cookie, warrantyCase(orderId!, lineRefId!));
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const { warranties } = WarrantiesResponseSchema.parse(
      await getJson('/bff/me/warranties', ana.cookie),
    );
    expect(warranties.map((w) => w.orderId)).toEqual([mine.orderId]);
    const { cases } = WarrantyCasesResponseSchema.parse(
      await getJson('/bff/me/warranty-cases', ana.cookie),
    );
    expect(cases).toEqual([]);
  });

  it('answers a visitor with 401', async () => {
    for (const [path, method] of [
      ['/bff/me/warranties', 'GET'],
      ['/bff/me/insurances?country=ro', 'GET'],
      ['/bff/me/warranty-cases', 'GET'],
      ['/bff/me/warranty-cases', 'POST'],
    ] as const) {
      const body = method === 'POST' ? warrantyCase('RO-1', 'p') : undefined;
      await expectRefusal(await call(server, path, { method, body }), 401, 'not_signed_in');
    }
  });
});
