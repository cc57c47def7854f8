import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, CART_MAX_PHONES } from '@refurb/shared-contracts';
import { ExtraServicesResponseSchema } from '@refurb/shared-contracts/api/catalog';
import {
  CheckoutSummaryResponseSchema,
  PlaceOrderResponseSchema,
  type PlaceOrderRequest,
} from '@refurb/shared-contracts/api/checkout';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import {
  cartOf,
  orderRequest,
  pickPhone,
  stockOf as stockOfProduct,
  withShownTotal,
} from '../test-support/orders.js';
import {
  startTestServer,
  testBotToken,
  testEngines,
  testServices,
  type TestServer,
} from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

/**
 * Issue 32's attacks on order placement: stock held by unpaid orders (one huge order, many small
 * ones from one visitor or one account), order numbers used up by refused orders, installment
 * figures and extra services chosen by the client.
 */
describe.each(testEngines())('order limits on %s', (engine) => {
  let server: TestServer;
  const used = new Set<string>();
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const stockOf = (id: string) => stockOfProduct(server, id);
  const storedOrder = async (id: string) =>
    (
      await server.database.rows<{
        number_of_installments: number;
        monthly_payment: string;
        payment_data: unknown;
      }>(
        sql`SELECT number_of_installments, monthly_payment, payment_data FROM orders WHERE id = ${id}`,
      )
    )[0];

  it('refuses one order of 50 phones before taking any unit', async () => {
    const phones = Array.from({ length: 50 }, () => pickPhone(server, used, 'ro'));
    const base = orderRequest('ro', phones[0]!, { paymentMethod: 'online-card' });
    const request: PlaceOrderRequest = {
      ...base,
      phones: phones.map((phone) => ({
        productId: phone.product.id,
        legacySellOrderId: phone.product.legacySellOrderId,
        shownPrice: phone.price,
        extraServiceIds: [],
        deviceAccessoryIds: [],
      })),
      shownTotal: phones.reduce((sum, p) => sum + p.price, 0),
    };
    const before = await Promise.all(phones.map((p) => stockOf(p.product.id)));
    const response = await server.post('/shop/orders', request);
    expect(response.status).toBe(400);
    const { error } = ApiErrorSchema.parse(await response.json());
    expect(error.field).toBe('body.phones');
    expect(error.message).toContain(`at most ${CART_MAX_PHONES}`);
    expect(await Promise.all(phones.map((p) => stockOf(p.product.id)))).toEqual(before);
  });

  it('computes installment figures on the server, never storing the client’s', async () => {
    // tbi-tnpl: three installments of a third of the total (the checkout's own plan).
    const tnpl = (data: { numberOfInstallments: number; monthlyPayment: string }) =>
      withShownTotal(
        server,
        orderRequest('ro', pickPhone(server, used, 'ro'), {
          paymentMethod: 'tbi-tnpl',
          paymentData: { type: 'tbi-tnpl', tbiInstallments: { data } },
        }),
      );
    // A count no plan has is refused outright (and could not break the column).
    const absurd = await server.post(
      '/shop/orders',
      await tnpl({ numberOfInstallments: 999_999, monthlyPayment: '0.01 (<b>hi</b>)' }),
    );
    expect(absurd.status).toBe(400);
    expect(ApiErrorSchema.parse(await absurd.json()).error.field).toBe(
      'body.paymentData.tbiInstallments.data.numberOfInstallments',
    );
    // Within bounds, the figures are still the server's, not the client's.
    const hostile = await tnpl({ numberOfInstallments: 12, monthlyPayment: '0.01 (<b>hi</b>)' });
    const response = await server.post('/shop/orders', hostile);
    expect(response.status).toBe(201);
    const placed = PlaceOrderResponseSchema.parse(await response.json());
    const monthly = Math.round((placed.total / 3) * 100) / 100;
    expect(placed).toMatchObject({ numberOfInstallments: 3, monthlyPayment: monthly });
    const stored = await storedOrder(placed.orderId);
    expect(stored).toMatchObject({
      number_of_installments: 3,
      monthly_payment: String(monthly),
    });
    expect(JSON.stringify(stored?.payment_data)).not.toContain('<b>');

    // Oney: the count is one of the provider's choices (3 or 4), nothing else.
    const oney = await withShownTotal(
      server,
      orderRequest('ro', pickPhone(server, used, 'ro'), {
        paymentMethod: 'oney',
        paymentData: { type: 'oney', oneyInstallments: { installmentsNo: 999_999 } },
      }),
    );
    const refused = await server.post('/shop/orders', oney);
    expect(refused.status).toBe(400);
    expect(ApiErrorSchema.parse(await refused.json()).error.field).toMatch(
      /^body\.paymentData\.oneyInstallments/,
    );

    // A method without installments stores none, whatever the client says.
    const card = await withShownTotal(
      server,
      orderRequest('ro', pickPhone(server, used, 'ro'), {
        paymentMethod: 'online-card',
        paymentData: {
          type: 'online-card',
          tbiInstallments: { data: { numberOfInstallments: 12, monthlyPayment: 1 } },
        },
      }),
    );
    const cardAnswer = PlaceOrderResponseSchema.parse(
      await (await server.post('/shop/orders', card)).json(),
    );
    expect(await storedOrder(cardAnswer.orderId)).toMatchObject({
      number_of_installments: 0,
      monthly_payment: '0',
    });
  });

  it('charges one warranty and one insurance per device, however often they are sent', async () => {
    const device = server.seed.products.find((p) => {
      const model = server.seed.models.find((m) => m.id === p.modelId)!;
      return model.deviceType === 'SMARTPHONE' && p.stock > 0 && !used.has(p.id);
    })!;
    used.add(device.id);
    const { services } = ExtraServicesResponseSchema.parse(
      await (await server.get(`/shop/v2/extra-services?productId=${device.id}&country=ro`)).json(),
    );
    const warranty = services.find((s) => s.type === 'EXTRA_WARRANTY')!;
    expect(warranty).toBeDefined();
    const price = server.seed.productPrices.find(
      (x) => x.productId === device.id && x.country === 'ro',
    )!.price;
    const phone = { product: device, price };
    const summary = async (ids: string[]) => {
      const request = orderRequest('ro', phone);
      const cart = cartOf({
        ...request,
        phones: request.phones.map((line) => ({ ...line, extraServiceIds: ids })),
      });
      const response = await server.post('/shop/checkout/summary', cart);
      expect(response.status).toBe(200);
      return CheckoutSummaryResponseSchema.parse(await response.json()).summary;
    };
    const id = String(warranty.id);
    const once = await summary([id]);
    expect(once.extrasTotal).toBeGreaterThan(0);
    expect(await summary([id, id, id, id])).toEqual(once);
  });
});

describe('units held by unpaid orders are capped', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });
  const used = new Set<string>();

  async function withLimits(
    limits: { unpaidUnitsPerVisitor?: number; unpaidUnitsPerAccount?: number },
    run: (origin: string) => Promise<void>,
  ) {
    const app = buildApp({ database: server.database, services: testServices(limits) });
    try {
      await run(await app.listen({ host: '127.0.0.1', port: 0 }));
    } finally {
      await app.close();
    }
  }

  const place = async (origin: string, request: PlaceOrderRequest, cookie?: string) =>
    fetch(`${origin}/shop/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(await withShownTotal(server, request)),
    });
  const unpaidOrder = () =>
    orderRequest('ro', pickPhone(server, used, 'ro'), { paymentMethod: 'online-card' });
  const orderCount = async () =>
    (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`))[0]?.n;

  it('refuses a visitor’s unpaid order past the cap, taking nothing; cash orders are not held', async () => {
    await server.database.rows(sql`UPDATE orders SET status = 'PAID'`);
    await withLimits({ unpaidUnitsPerVisitor: 3, unpaidUnitsPerAccount: 100 }, async (origin) => {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await place(origin, unpaidOrder())).status);
      expect(statuses).toEqual([201, 201, 201]);
      const before = await orderCount();
      const fourth = unpaidOrder();
      const refused = await place(origin, fourth);
      expect(refused.status).toBe(429);
      const { error } = ApiErrorSchema.parse(await refused.json());
      expect(error.code).toBe('too_many_unpaid');
      expect(error.message).toMatch(/^Unpaid orders from this address already hold 3 devices/);
      expect(await orderCount()).toBe(before);
      const stock = await server.database.rows<{ stock: number }>(
        sql`SELECT stock FROM products WHERE id = ${fourth.phones[0]!.productId}`,
      );
      expect(stock[0]?.stock).toBeGreaterThan(0);
      // Paid on delivery, nothing is reserved for a payment: not held against the cap.
      expect((await place(origin, orderRequest('ro', pickPhone(server, used, 'ro')))).status).toBe(
        201,
      );
    });
  });

  it('refuses an account’s unpaid order past the cap, wherever it comes from', async () => {
    await server.database.rows(sql`UPDATE orders SET status = 'PAID'`);
    const { cookie } = await signedIn(server);
    await withLimits({ unpaidUnitsPerVisitor: 100, unpaidUnitsPerAccount: 2 }, async (origin) => {
      expect((await place(origin, unpaidOrder(), cookie)).status).toBe(201);
      expect((await place(origin, unpaidOrder(), cookie)).status).toBe(201);
      const refused = await place(origin, unpaidOrder(), cookie);
      expect(refused.status).toBe(429);
      expect(ApiErrorSchema.parse(await refused.json()).error.code).toBe('too_many_unpaid');
      // Someone else from the same address is not this account.
      expect((await place(origin, unpaidOrder())).status).toBe(201);
    });
  });

  it('does not use up an order number on a refused order', async () => {
    await server.database.rows(sql`UPDATE orders SET status = 'PAID'`);
    await withLimits({ unpaidUnitsPerVisitor: 1, unpaidUnitsPerAccount: 100 }, async (origin) => {
      const number = (id: string) => Number(id.split('-')[1]);
      const first = PlaceOrderResponseSchema.parse(
        await (await place(origin, unpaidOrder())).json(),
      );
      // Refused inside the order's transaction (the cap is checked there, under a lock).
      expect((await place(origin, unpaidOrder())).status).toBe(429);
      await server.database.rows(sql`UPDATE orders SET status = 'PAID'`);
      const next = PlaceOrderResponseSchema.parse(
        await (await place(origin, unpaidOrder())).json(),
      );
      expect(number(next.orderId)).toBe(number(first.orderId) + 1);
    });
  });

  it('does not use up an order number when two people race for the last unit', async () => {
    const phone = pickPhone(server, used, 'ro');
    await server.database.rows(sql`UPDATE products SET stock = 1 WHERE id = ${phone.product.id}`);
    const request = await withShownTotal(server, orderRequest('ro', phone));
    const [a, b] = await Promise.all([
      server.post('/shop/orders', request),
      server.post('/shop/orders', {
        ...request,
        idempotencyKey: `${request.idempotencyKey}-b`,
        botToken: testBotToken('place_order'),
      }),
    ]);
    const winner = [a, b].find((r) => r.status === 201)!;
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const won = PlaceOrderResponseSchema.parse(await winner.json());
    const next = PlaceOrderResponseSchema.parse(
      await (await place(server.url, orderRequest('ro', pickPhone(server, used, 'ro')))).json(),
    );
    const number = (id: string) => Number(id.split('-')[1]);
    expect(number(next.orderId)).toBe(number(won.orderId) + 1);
  });
});
