/**
 * The payment rules of spec sections 3, 4, 7 and 9 as shop-api applies them (issue 33, points 9
 * to 13): the Greek tbi flag in the method list and the order check, with the flag on and off;
 * amount bounds judged on the total the person pays (the cash-on-delivery fee included) and the
 * fee each offer adds; the key's provider parameter and paramType sent to the provider and checked
 * by the local stand-in gateway; the installment provider's checkout placeholder; and the
 * installments' monthly payment, a number wherever the spec has a number.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, type Country, type DeliveryKind } from '@refurb/shared-contracts';
import {
  ORDER_KEY_HEADER,
  OrderStatusResponseSchema,
  PaymentMethodsResponseSchema,
  PlaceOrderResponseSchema,
  type PlaceOrderRequest,
} from '@refurb/shared-contracts/api/checkout';
import {
  OneyOptionsResponseSchema,
  StartPaymentResponseSchema,
} from '@refurb/shared-contracts/api/payment';
import { sql } from 'drizzle-orm';
import { createPaymentSigner, type PaymentRequest } from '../payments/gateway.js';
import { orderRequest, pickPhone, withShownTotal } from '../test-support/orders.js';
import { startTestServer, TEST_PAYMENT_SECRET, type TestServer } from '../test-support/server.js';
import { LOCAL_ONEY_MERCHANT_ID } from './payment.js';

const GR_TBI = ['tbi-bnpl', 'tbi-standard'] as const;

const methodsOf = async (server: TestServer, country: Country, delivery: DeliveryKind) =>
  PaymentMethodsResponseSchema.parse(
    await (
      await server.get(`/shop/payment-methods?country=${country}&delivery=${delivery}`)
    ).json(),
  ).methods;

describe.each([
  [true, ['online-card', 'tbi-bnpl', 'tbi-standard', 'pay-on-delivery'], 201],
  [false, ['online-card', 'pay-on-delivery'], 400],
] as const)('the Greek tbi flag %s (spec section 9)', (greekTbi, courierKeys, tbiStatus) => {
  let server: TestServer;
  const used = new Set<string>();
  beforeAll(async () => {
    server = await startTestServer('pglite', { services: { greekTbi } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('decides whether GR offers tbi, for every delivery kind', async () => {
    expect((await methodsOf(server, 'gr', 'courier')).map((m) => m.key)).toEqual(courierKeys);
    for (const delivery of ['locker', 'office'] as const) {
      const keys = (await methodsOf(server, 'gr', delivery)).map((m) => m.key);
      expect(keys).toEqual(greekTbi ? ['online-card', ...GR_TBI] : ['online-card']);
    }
    // The flag is Greek: Romania's tbi methods stay.
    expect((await methodsOf(server, 'ro', 'courier')).map((m) => m.key)).toContain('tbi-bnpl');
  });

  it('decides whether a GR order paid with tbi is accepted', async () => {
    for (const key of GR_TBI) {
      const request = await withShownTotal(
        server,
        orderRequest('gr', pickPhone(server, used, 'gr'), { paymentMethod: key }),
      );
      const response = await server.post('/shop/orders', request);
      expect(response.status).toBe(tbiStatus);
      if (tbiStatus === 400) {
        const { error } = ApiErrorSchema.parse(await response.json());
        expect(error.field).toBe('body.paymentMethod');
        expect(error.message).toMatch(`${key} is not offered for GR courier delivery`);
      }
    }
    const card = await withShownTotal(
      server,
      orderRequest('gr', pickPhone(server, used, 'gr'), { paymentMethod: 'online-card' }),
    );
    expect((await server.post('/shop/orders', card)).status).toBe(201);
  });
});

describe('payment rules of one server', () => {
  let server: TestServer;
  const used = new Set<string>();
  const signer = createPaymentSigner(TEST_PAYMENT_SECRET);
  const keys = new Map<string, string>();
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  const place = async (request: PlaceOrderRequest) => {
    const shown = await withShownTotal(server, request);
    const response = await server.post('/shop/orders', shown);
    expect(response.status).toBe(201);
    const order = PlaceOrderResponseSchema.parse(await response.json());
    keys.set(order.orderId, request.idempotencyKey);
    return order;
  };
  const start = async (orderId: string) => {
    const response = await fetch(`${server.url}/payment/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ORDER_KEY_HEADER]: keys.get(orderId)! },
      body: JSON.stringify({ orderId }),
    });
    expect(response.status).toBe(201);
    return StartPaymentResponseSchema.parse(await response.json());
  };

  describe('amount bounds on the total the person pays (spec sections 5 and 9)', () => {
    it('says what each offer adds to the total: the cash-on-delivery fee for cash-type methods', async () => {
      const ro = await methodsOf(server, 'ro', 'courier');
      expect(Object.fromEntries(ro.map((m) => [m.key, m.codFee]))).toEqual({
        'online-card': 0,
        'tbi-tnpl': 0,
        'tbi-bnpl': 0,
        oney: 0,
        'cash-on-delivery': 9.99,
      });
      const hu = await methodsOf(server, 'hu', 'office');
      expect(hu.find((m) => m.key === 'card-or-cash-at-office')?.codFee).toBe(590);
    });

    it('judges a cash method near its cap on the total with the fee, as the offer says', async () => {
      const phone = pickPhone(server, used, 'ro');
      const request = orderRequest('ro', phone, { paymentMethod: 'cash-on-delivery' });
      const withFee = await withShownTotal(server, request);
      const offer = (await methodsOf(server, 'ro', 'courier')).find(
        (m) => m.key === 'cash-on-delivery',
      )!;
      expect(offer.codFee).toBe(9.99);
      const withoutFee = Math.round((withFee.shownTotal - offer.codFee) * 100) / 100;
      // The cap between the two totals: under it without the fee, over it with the fee.
      const cap = Math.round((withoutFee + offer.codFee / 2) * 100) / 100;
      await server.database.rows(
        sql`UPDATE payment_method_bounds SET upper_bound = ${cap} WHERE country = 'ro' AND method_key = 'cash-on-delivery'`,
      );
      try {
        const listed = (await methodsOf(server, 'ro', 'courier')).find(
          (m) => m.key === 'cash-on-delivery',
        )!;
        expect(listed.amountLimit.upper).toBe(cap);
        expect(withoutFee + listed.codFee).toBeGreaterThan(cap);
        const refused = await server.post('/shop/orders', withFee);
        expect(refused.status).toBe(400);
        expect(ApiErrorSchema.parse(await refused.json()).error.message).toBe(
          `body.paymentMethod: cash-on-delivery is not available for a total of ${withFee.shownTotal}`,
        );
        // The card adds no fee: the same cart costs the total without it.
        const card = await withShownTotal(
          server,
          orderRequest('ro', phone, { paymentMethod: 'online-card' }),
        );
        expect(card.shownTotal).toBe(withoutFee);
      } finally {
        await server.database.rows(
          sql`UPDATE payment_method_bounds SET upper_bound = 10000 WHERE country = 'ro' AND method_key = 'cash-on-delivery'`,
        );
      }
    });
  });

  describe('the provider parameter and paramType (spec sections 3 and 4)', () => {
    it('lists each method with its provider parameter and paramType', async () => {
      const bg = await methodsOf(server, 'bg', 'courier');
      expect(bg.map((m) => [m.key, m.providerParam, m.paramType])).toEqual([
        ['online-card', 'card', null],
        ['tbi-promo-ten', 'promo10', 'PROMO10'],
        ['tbi-promo', 'promo', 'PROMO'],
        ['tbi-standard', 'standard', 'STANDARD'],
        ['cash-on-delivery', 'cashOnDelivery', null],
      ]);
    });

    it.each([
      ['ro', 'tbi-bnpl', 'bnpl', 'BNPL'],
      ['ro', 'tbi-tnpl', 'tnpl', 'TNPL'],
      ['bg', 'tbi-promo-ten', 'promo10', 'PROMO10'],
      ['hu', 'cofidis-promo', 'cofidis-promo', null],
      ['ro', 'online-card', 'card', null],
    ] as const)(
      '%s %s: the provider is sent %s and paramType %s, and its page shows them',
      async (country, key, param, paramType) => {
        const order = await place(
          orderRequest(country, pickPhone(server, used, country), { paymentMethod: key }),
        );
        const { redirectUrl } = await start(order.orderId);
        const sent = new URL(redirectUrl, server.url).searchParams;
        expect(sent.get('param')).toBe(param);
        expect(sent.get('paramType')).toBe(paramType);
        const page = await fetch(new URL(redirectUrl, server.url));
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain(`<dd>${param}</dd>`);
        if (paramType) expect(html).toContain(`<dd>${paramType}</dd>`);
      },
    );

    it('the stand-in gateway refuses a request whose parameter is not its method’s, or is forged', async () => {
      const order = await place(
        orderRequest('ro', pickPhone(server, used, 'ro'), { paymentMethod: 'tbi-bnpl' }),
      );
      const { redirectUrl } = await start(order.orderId);
      const url = new URL(redirectUrl, server.url);
      const fields = Object.fromEntries(url.searchParams) as Record<string, string>;
      const { signature: _signature, ...sent } = fields;
      const paymentId = url.pathname.split('/').pop()!;
      const request = { paymentId, ...sent } as unknown as PaymentRequest;
      const visit = (changed: Partial<PaymentRequest>, signed = true) => {
        const next: PaymentRequest = { ...request, ...changed };
        const query = new URLSearchParams(
          Object.entries(next).filter(([name]) => name !== 'paymentId') as [string, string][],
        );
        query.set('signature', signed ? signer.signRequest(next) : fields.signature!);
        return fetch(`${server.url}${url.pathname}?${query.toString()}`);
      };
      // Signed by the shop, but another tbi product than the order's method.
      for (const changed of [
        { param: 'standard', paramType: 'STANDARD' as const },
        { param: 'bnpl', paramType: 'PROMO' as const },
        { param: 'card' },
      ]) {
        const refused = await visit(changed);
        expect(refused.status).toBe(400);
        expect(ApiErrorSchema.parse(await refused.json()).error.code).toBe('param_mismatch');
      }
      // Changed after the shop signed it.
      const forged = await visit({ param: 'standard', paramType: 'STANDARD' }, false);
      expect(forged.status).toBe(400);
      expect(ApiErrorSchema.parse(await forged.json()).error.code).toBe('bad_signature');
      // Without the request at all.
      expect((await fetch(`${server.url}${url.pathname}`)).status).toBe(400);
      expect((await visit({})).status).toBe(200);
    });
  });

  describe('the installment provider widget options call (spec section 7)', () => {
    const query = (overrides: Record<string, string> = {}) =>
      new URLSearchParams({
        country: 'RO',
        language: 'ro',
        merchant_id: LOCAL_ONEY_MERCHANT_ID,
        merchant_website: 'http://ro.localhost:3000',
        payment_amount: '2499',
        filter_by_business_transaction_code: '3XP,4XP',
        checkout_placeholder: '#co-oney-options',
        ...overrides,
      }).toString();

    it('takes the checkout placeholder and answers which placeholder its options are for', async () => {
      const response = await server.get(`/payment/oney/options?${query()}`);
      expect(response.status).toBe(200);
      const body = OneyOptionsResponseSchema.parse(await response.json());
      expect(body.checkout_placeholder).toBe('#co-oney-options');
      expect(body.options).toHaveLength(2);
    });

    it.each([[''], ['co-oney-options'], ['#a b'], ['#<script>']])(
      'refuses the placeholder %p',
      async (placeholder) => {
        const response = await server.get(
          `/payment/oney/options?${query({ checkout_placeholder: placeholder })}`,
        );
        expect(response.status).toBe(400);
        expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(
          'query.checkout_placeholder',
        );
      },
    );

    it('refuses a call without a placeholder', async () => {
      const params = new URLSearchParams(query());
      params.delete('checkout_placeholder');
      const response = await server.get(`/payment/oney/options?${params.toString()}`);
      expect(response.status).toBe(400);
    });
  });

  describe("the installments' monthly payment (spec section 9)", () => {
    const status = async (orderId: string) =>
      OrderStatusResponseSchema.parse(
        await (
          await fetch(`${server.url}/shop/orders/${orderId}/status`, {
            headers: { [ORDER_KEY_HEADER]: keys.get(orderId)! },
          })
        ).json(),
      );

    it('is the string 8888 for the installment provider with a count', async () => {
      const order = await place(
        orderRequest('ro', pickPhone(server, used, 'ro'), {
          paymentMethod: 'oney',
          paymentData: { type: 'oney', oneyInstallments: { installmentsNo: 3 } },
        }),
      );
      expect(order).toMatchObject({ numberOfInstallments: 3, monthlyPayment: '8888' });
      expect(await status(order.orderId)).toMatchObject({
        numberOfInstallments: 3,
        monthlyPayment: '8888',
      });
    });

    it('is the tbi monthly payment, a number', async () => {
      const phone = pickPhone(server, used, 'ro');
      const order = await place(orderRequest('ro', phone, { paymentMethod: 'tbi-tnpl' }));
      const monthly = Math.round((order.total / 3) * 100) / 100;
      expect(order).toMatchObject({ numberOfInstallments: 3, monthlyPayment: monthly });
      expect((await status(order.orderId)).monthlyPayment).toBe(monthly);
    });

    it('is the number 0 for a method without installments', async () => {
      for (const key of ['online-card', 'cash-on-delivery'] as const) {
        const order = await place(
          orderRequest('ro', pickPhone(server, used, 'ro'), { paymentMethod: key }),
        );
        expect(order).toMatchObject({ numberOfInstallments: 0, monthlyPayment: 0 });
        expect((await status(order.orderId)).monthlyPayment).toBe(0);
      }
    });
  });
});
