import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  CheckoutSummaryResponseSchema,
  ORDER_KEY_HEADER,
  OrderConflictSchema,
  OrderStatusResponseSchema,
  PaymentMethodsResponseSchema,
  PlaceOrderResponseSchema,
  PromoResponseSchema,
  type CheckoutCart,
  type PlaceOrderRequest,
} from '@refurb/shared-contracts/api/checkout';
import { sql } from 'drizzle-orm';
import { cartOf, orderRequest, pickPhone, withShownTotal } from '../test-support/orders.js';
import {
  startTestServer,
  testBotToken,
  testEngines,
  testServices,
  type TestServer,
} from '../test-support/server.js';
import { buildApp } from '../app.js';

describe.each(testEngines())('checkout API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const used = new Set<string>();
  const freshPhone = (country: CheckoutCart['country'] = 'ro', minStock = 1) =>
    pickPhone(server, used, country, minStock);
  const order = orderRequest;
  const shown = (request: PlaceOrderRequest) => withShownTotal(server, request);
  const stockOf = async (id: string) =>
    (
      await server.database.rows<{ stock: number }>(
        sql`SELECT stock FROM products WHERE id = ${id}`,
      )
    )[0]?.stock;
  const orderCount = async () =>
    (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`))[0]?.n;
  /** `request` sent again as a browser retries it: a new bot-check token (each is taken once). */
  const retry = (request: PlaceOrderRequest) =>
    server.post('/shop/orders', { ...request, botToken: testBotToken('place_order') });
  /** Another order under `request`'s key: the same cart for someone else. */
  const otherUnderKey = (request: PlaceOrderRequest) =>
    server.post('/shop/orders', {
      ...request,
      botToken: testBotToken('place_order'),
      contact: { ...request.contact, name: 'Altcineva' },
    });
  const expectReplayOf = async (response: Response, orderId: string) => {
    expect(response.status).toBe(200);
    expect(PlaceOrderResponseSchema.parse(await response.json())).toMatchObject({
      orderId,
      replayed: true,
    });
  };
  const expectKeyReused = async (response: Response) => {
    expect(response.status).toBe(409);
    expect(OrderConflictSchema.parse(await response.json()).error.code).toBe(
      'idempotency_key_reused',
    );
  };

  it('lists the payment methods of a country and delivery kind with their bounds', async () => {
    const body = PaymentMethodsResponseSchema.parse(
      await (await server.get('/shop/payment-methods?country=hu&delivery=locker')).json(),
    );
    expect(body.methods.map((m) => m.key)).toEqual([
      'online-card',
      'cofidis',
      'cofidis-promo',
      'cofidis-promo-ten',
      'card-at-locker',
    ]);
    expect(body.methods.find((m) => m.key === 'cofidis')).toMatchObject({
      amountLimit: { lower: 30000, upper: 1500000 },
      nrProductsLimit: 10,
      isCash: false,
    });
    expect(body.methods.find((m) => m.key === 'card-at-locker')?.isCash).toBe(true);
  });

  it('answers an active promo code, whatever its case, and 404 for an unknown or inactive one', async () => {
    const ok = await server.get('/shop/promo/refurb10');
    expect(ok.status).toBe(200);
    expect(PromoResponseSchema.parse(await ok.json())).toEqual({
      promo: { code: 'REFURB10', percentage: 10 },
    });
    for (const code of ['EXPIRAT15', 'NOPE']) {
      const missing = await server.get(`/shop/promo/${code}`);
      expect(missing.status).toBe(404);
      expect(ApiErrorSchema.parse(await missing.json()).error.field).toBe('params.code');
    }
  });

  it('sums the order: phones, shipping, cash-on-delivery fee, promo', async () => {
    const phone = freshPhone();
    const request = order('ro', phone, { promoCode: 'refurb10' });
    const cart = cartOf(request);
    const body = CheckoutSummaryResponseSchema.parse(
      await (await server.post('/shop/checkout/summary', cart)).json(),
    );
    const discount = Math.round(phone.price * 10) / 100;
    const shipping = phone.price - discount >= 1000 ? 0 : 19.99;
    expect(body.summary).toMatchObject({
      productsTotal: phone.price,
      discount,
      shippingCost: shipping,
      productCount: 1,
    });
    expect(body.codFee).toBe(9.99);
    expect(body.summary.total).toBeCloseTo(phone.price - discount + shipping + 9.99, 2);
    expect(body.promo).toEqual({ code: 'REFURB10', percentage: 10 });
    expect(body.currencyLabel).toBe('lei');
  });

  it('refuses an inactive or unknown promo code', async () => {
    const cart = cartOf(order('ro', freshPhone(), { promoCode: 'EXPIRAT15' }));
    const response = await server.post('/shop/checkout/summary', cart);
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('body.promoCode');
  });

  it('refuses a contact number its site cannot call, placing nothing (the one phone rule)', async () => {
    const phone = freshPhone('bg');
    const stock = await stockOf(phone.product.id);
    const request = await shown(order('bg', phone));
    // Ten digits after the trunk 0 (Bulgaria's numbers have 8 or 9), and no number at all.
    for (const contact of ['0722 123 4567', '12345']) {
      const response = await server.post('/shop/orders', {
        ...request,
        contact: { ...request.contact, phone: contact },
      });
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('body.contact.phone');
    }
    expect(await stockOf(phone.product.id)).toBe(stock);
    // A number in international form is one Bulgaria can call.
    const placed = await server.post('/shop/orders', {
      ...request,
      contact: { ...request.contact, phone: '+40 722 123 456' },
    });
    expect(await placed.json()).toMatchObject({ status: 'PLACED' });
  });

  it('places an order once per idempotency key and takes one unit of stock', async () => {
    const phone = freshPhone('ro', 2);
    const stock = await stockOf(phone.product.id);
    const request = await shown(order('ro', phone));
    const first = await server.post('/shop/orders', request);
    expect(first.status).toBe(201);
    const placed = PlaceOrderResponseSchema.parse(await first.json());
    expect(placed).toMatchObject({
      status: 'PLACED',
      replayed: false,
      currencyLabel: 'lei',
      total: request.shownTotal,
    });
    expect(placed.orderId).toMatch(/^RO-\d+$/);
    // A retry is a new attempt: the browser gets a new bot-check token for it (each is taken once).
    await expectReplayOf(await retry(request), placed.orderId);
    expect(await stockOf(phone.product.id)).toBe(stock! - 1);
    const rows = await server.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = ${request.idempotencyKey}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a retry that sends the same bot-check token again, placing nothing more', async () => {
    const request = await shown(order('ro', freshPhone()));
    expect((await server.post('/shop/orders', request)).status).toBe(201);
    const before = await orderCount();
    const replay = await server.post('/shop/orders', request);
    expect(replay.status).toBe(400);
    expect(ApiErrorSchema.parse(await replay.json()).error).toMatchObject({
      code: 'bot_check_failed',
      field: 'body.botToken',
    });
    expect(await orderCount()).toBe(before);
  });

  it('replays an order retried with the same key and a new bot-check token', async () => {
    const request = await shown(order('ro', freshPhone()));
    const first = PlaceOrderResponseSchema.parse(
      await (await server.post('/shop/orders', request)).json(),
    );
    await expectReplayOf(await retry(request), first.orderId);
  });

  it('makes one order of two requests with one key sent together, and takes one unit', async () => {
    const phone = freshPhone();
    const request = await shown(order('ro', phone));
    const before = await stockOf(phone.product.id);
    const answers = await Promise.all([server.post('/shop/orders', request), retry(request)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const placed = await Promise.all(
      answers.map(async (a) => PlaceOrderResponseSchema.parse(await a.json())),
    );
    expect(placed[0]!.orderId).toBe(placed[1]!.orderId);
    expect(await stockOf(phone.product.id)).toBe(before! - 1);
    const counted = await server.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = ${request.idempotencyKey}`,
    );
    expect(counted[0]?.n).toBe(1);
  });

  it('tells the browser that placed an order its status, by the order key, and no one else', async () => {
    const request = await shown(
      order('ro', freshPhone(), {
        recipient: { name: 'Ion Pop', email: 'ion@example.ro', phone: '0722 000 111' },
      }),
    );
    const placed = PlaceOrderResponseSchema.parse(
      await (await server.post('/shop/orders', request)).json(),
    );
    const status = (key?: string) =>
      fetch(`${server.url}/shop/orders/${placed.orderId}/status`, {
        headers: key ? { [ORDER_KEY_HEADER]: key } : {},
      });
    // Placed on Friday 27 November 2026 at 16:00 in Bucharest: past the 15:00 cut-off, before
    // St Andrew (30 Nov) and the national day (1 Dec), so it leaves on Wednesday 2 December.
    await server.database.rows(
      sql`UPDATE orders SET placed_at = '2026-11-27T14:00:00Z' WHERE id = ${placed.orderId}`,
    );
    const answer = await status(request.idempotencyKey);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(OrderStatusResponseSchema.parse(await answer.json())).toEqual({
      orderId: placed.orderId,
      status: 'PLACED',
      paymentMethod: request.paymentMethod,
      total: request.shownTotal,
      currencyLabel: 'lei',
      numberOfInstallments: 0,
      monthlyPayment: 0,
      refundDue: false,
      // No lender reviews a cash order (issue 35).
      financingReview: false,
      // What the thank-you page shows of it (issue 35).
      details: {
        lines: [expect.objectContaining({ kind: 'phone', price: request.phones[0]!.shownPrice })],
        delivery: {
          kind: 'courier',
          where: 'Str. Memorandumului 28, Cluj-Napoca, Cluj, 400114',
        },
        email: 'ana@example.ro',
        estimate: { minDays: 1, maxDays: 2, from: '2026-12-03', to: '2026-12-04' },
      },
    });
    for (const key of [undefined, randomUUID()]) {
      const refused = await status(key);
      expect(refused.status).toBe(404);
      expect(ApiErrorSchema.parse(await refused.json()).error.code).toBe('not_found');
    }
    expect((await status(request.idempotencyKey.replace(/.$/, 'x'))).status).toBe(404);
    const stored = await server.database.rows<{ contact: { recipient?: { name: string } } }>(
      sql`SELECT contact FROM orders WHERE id = ${placed.orderId}`,
    );
    expect(stored[0]?.contact.recipient?.name).toBe('Ion Pop');
  });

  it('answers a retry with the order its key placed, though its last unit is gone and its price moved since', async () => {
    const phone = freshPhone();
    await server.database.exec(`UPDATE products SET stock = 1 WHERE id = '${phone.product.id}'`);
    const request = await shown(order('ro', phone));
    const first = await server.post('/shop/orders', request);
    expect(first.status).toBe(201);
    const placed = PlaceOrderResponseSchema.parse(await first.json());
    await server.database.exec(
      `UPDATE product_prices SET price = price + 10 WHERE product_id = '${phone.product.id}' AND country = 'ro'`,
    );
    await expectReplayOf(await retry(request), placed.orderId);
    // Another order under the key is told so, not that its unit is gone.
    await expectKeyReused(await otherUnderKey(request));
    expect(await stockOf(phone.product.id)).toBe(0);
  });

  it('refuses the same key with another order', async () => {
    const request = await shown(order('ro', freshPhone()));
    expect((await server.post('/shop/orders', request)).status).toBe(201);
    await expectKeyReused(await otherUnderKey(request));
  });

  it('answers 409 with what changed when a price moved, and writes nothing', async () => {
    const phone = freshPhone('bg');
    const request = await shown(order('bg', phone));
    await server.database.exec(
      `UPDATE product_prices SET price = price + 10 WHERE product_id = '${phone.product.id}' AND country = 'bg'`,
    );
    const before = await orderCount();
    const response = await server.post('/shop/orders', request);
    expect(response.status).toBe(409);
    const body = OrderConflictSchema.parse(await response.json());
    expect(body.error.code).toBe('price_changed');
    expect(body.changes).toEqual([
      { kind: 'phone', id: phone.product.id, shown: phone.price, current: phone.price + 10 },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('answers 409 sold_out for a unit sold meanwhile', async () => {
    const phone = freshPhone();
    const request = await shown(order('ro', phone));
    await server.database.exec(`UPDATE products SET stock = 0 WHERE id = '${phone.product.id}'`);
    const response = await server.post('/shop/orders', request);
    expect(response.status).toBe(409);
    expect(OrderConflictSchema.parse(await response.json())).toMatchObject({
      error: { code: 'sold_out' },
      changes: [{ id: phone.product.id, current: null }],
    });
  });

  it('sells the last unit once when two people order it at the same time', async () => {
    const phone = freshPhone();
    await server.database.exec(`UPDATE products SET stock = 1 WHERE id = '${phone.product.id}'`);
    const a = await shown(order('ro', phone));
    const b = {
      ...a,
      idempotencyKey: randomUUID(),
      botToken: testBotToken('place_order'),
      contact: { ...a.contact, name: 'Ion Ionescu' },
    };
    const statuses = (
      await Promise.all([server.post('/shop/orders', a), server.post('/shop/orders', b)])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await stockOf(phone.product.id)).toBe(0);
  });

  it.each([
    [
      'a method the country does not offer for the delivery',
      { paymentMethod: 'card-or-cash-at-office' as const },
      'body.paymentMethod',
    ],
    [
      'office delivery in RO',
      {
        delivery: 'office' as const,
        deliveryDetails: { kind: 'office' as const, subType: '' as const, pickupPointId: 'x' },
      },
      'body.paymentMethod',
    ],
    [
      'a courier order without an address',
      { deliveryDetails: { kind: 'courier' as const, subType: '' as const } },
      'body.deliveryDetails.address',
    ],
    [
      'a company with an invalid tax id',
      {
        billing: {
          customerType: 'corporate' as const,
          company: {
            name: 'SC Exemplu SRL',
            fiscalCode: 'RO1',
            registrationNumber: 'J40/1234/2020',
          },
        },
      },
      'body.billing.company.fiscalCode',
    ],
    [
      'a company with an invalid registration number',
      {
        billing: {
          customerType: 'corporate' as const,
          company: { name: 'SC Exemplu SRL', fiscalCode: 'RO123456', registrationNumber: 'X1' },
        },
      },
      'body.billing.company.registrationNumber',
    ],
    [
      'a bad e-mail',
      { contact: { name: 'Ana', email: 'ana@', phone: '0722123456' } },
      'body.contact.email',
    ],
    ['no idempotency key', { idempotencyKey: '' }, 'body.idempotencyKey'],
    ['no bot-check token', { botToken: '' }, 'body.botToken'],
    ['a bot-check token for another action', { botToken: testBotToken('login') }, 'body.botToken'],
  ])('answers 400 for %s', async (_label, overrides, field) => {
    const before = await orderCount();
    const response = await server.post('/shop/orders', {
      ...order('ro', freshPhone()),
      ...overrides,
    });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(field);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['a postal code of another country', { cod_postal: '1000' }, 'cod_postal'],
    ['no postal code', { cod_postal: null }, 'cod_postal'],
    ['a town of another county', { county_id: 1 }, 'locality_id'],
    ['a town that is not one', { locality_id: 1401 }, 'locality_id'],
  ] as const)(
    'refuses a courier address with %s, placing nothing',
    async (_label, change, field) => {
      const before = await orderCount();
      const request = order('ro', freshPhone());
      const address = { ...request.deliveryDetails.address!, ...change };
      const response = await server.post('/shop/orders', {
        ...request,
        deliveryDetails: { ...request.deliveryDetails, address },
      });
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(
        `body.deliveryDetails.address.${field}`,
      );
      expect(await orderCount()).toBe(before);
    },
  );

  it('takes a Greek postal code written with its space, and a Bulgarian one of four digits', async () => {
    for (const [country, paymentMethod] of [
      ['gr', 'pay-on-delivery'],
      ['bg', 'cash-on-delivery'],
    ] as const) {
      const placed = await shown(order(country, freshPhone(country), { paymentMethod }));
      expect([country, (await server.post('/shop/orders', placed)).status]).toEqual([country, 201]);
    }
  });

  it('refuses a locker that does not exist, and takes one that does', async () => {
    const phone = freshPhone();
    const [locker] = await server.database.rows<{ id: string }>(
      sql`SELECT id FROM pickup_points WHERE country = 'ro' AND kind = 'locker' LIMIT 1`,
    );
    const base = order('ro', phone, {
      delivery: 'locker',
      paymentMethod: 'card-at-locker',
      deliveryDetails: { kind: 'locker', subType: 'easybox', pickupPointId: 'nope' },
    });
    const bad = await server.post('/shop/orders', base);
    expect(ApiErrorSchema.parse(await bad.json()).error.field).toBe(
      'body.deliveryDetails.pickupPointId',
    );
    const good = await shown({
      ...base,
      botToken: testBotToken('place_order'),
      deliveryDetails: { kind: 'locker', subType: 'easybox', pickupPointId: locker!.id },
    });
    expect((await server.post('/shop/orders', good)).status).toBe(201);
  });

  it('keeps a method out of bounds: tbi-bnpl in RO only up to 5000 lei', async () => {
    const expensive = server.seed.productPrices.find(
      (p) =>
        p.country === 'ro' &&
        p.price > 5100 &&
        server.seed.products.find((x) => x.id === p.productId && x.stock > 0 && !used.has(x.id)),
    )!;
    const product = server.seed.products.find((p) => p.id === expensive.productId)!;
    used.add(product.id);
    const request = await shown(
      order(
        'ro',
        { product, price: expensive.price },
        {
          paymentMethod: 'tbi-bnpl',
          paymentData: {
            type: 'tbi-bnpl',
            tbiInstallments: { data: { numberOfInstallments: 4, monthlyPayment: 1300 } },
          },
        },
      ),
    );
    const response = await server.post('/shop/orders', request);
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.message).toMatch(
      /not available for a total/,
    );
  });

  it('records installments for a financed order, pending its payment', async () => {
    const request = await shown(
      order('ro', freshPhone(), {
        paymentMethod: 'oney',
        paymentData: { type: 'oney', oneyInstallments: { installmentsNo: 4 } },
      }),
    );
    const response = await server.post('/shop/orders', request);
    expect(response.status).toBe(201);
    expect(PlaceOrderResponseSchema.parse(await response.json())).toMatchObject({
      status: 'PENDING_PAYMENT',
      numberOfInstallments: 4,
      monthlyPayment: '8888',
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await server.post('/shop/orders', '{"country":');
    expect(response.status).toBe(400);
  });
});

describe('order placement is rate-limited per address', () => {
  it('answers 429 with Retry-After past the limit, places nothing more, and counts each address apart', async () => {
    const server = await startTestServer('pglite');
    const app = buildApp({
      database: server.database,
      services: testServices({ orderRateLimit: 2 }),
    });
    const used = new Set<string>();
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const place = async (visitor: string) =>
        fetch(`${address}/shop/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
          body: JSON.stringify(
            await withShownTotal(server, orderRequest('ro', pickPhone(server, used, 'ro'))),
          ),
        });
      const orders = async () =>
        (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`))[0]
          ?.n;
      const before = await orders();
      const statuses = [];
      for (const visitor of ['198.51.100.1', '198.51.100.1', '198.51.100.1', '198.51.100.2']) {
        const response = await place(visitor);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(ApiErrorSchema.parse(await response.json()).error.message).toMatch(
            /^Too many orders from this address; try again in \d+ s\.$/,
          );
        }
      }
      expect(statuses).toEqual([201, 201, 429, 201]);
      expect(await orders()).toBe(before! + 3);
    } finally {
      await app.close();
      await server.close();
    }
  });
});
