import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlaceOrderResponseSchema } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import {
  orderRequest,
  pickPhone,
  stockOf as stockOfProduct,
  withShownTotal,
} from '../test-support/orders.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { createReservationSweeper, RESERVATION_MINUTES } from './reservations.js';

/**
 * Issue 32: an unpaid order holds its units for RESERVATION_MINUTES, then is cancelled and its
 * units go back in stock, once, however many sweepers run and whatever a payment does meanwhile.
 */
describe.each(testEngines())('reservations on %s', (engine) => {
  let server: TestServer;
  const used = new Set<string>();
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const stockOf = (id: string) => stockOfProduct(server, id);
  const statusOf = async (id: string) =>
    (
      await server.database.rows<{ status: string }>(
        sql`SELECT status FROM orders WHERE id = ${id}`,
      )
    )[0]!.status;
  const paymentStatusOf = async (id: string) =>
    (
      await server.database.rows<{ status: string }>(
        sql`SELECT status FROM payments WHERE id = ${id}`,
      )
    )[0]!.status;

  /** An online-card order of one phone (PENDING_PAYMENT), with a live payment. */
  async function unpaidOrder() {
    const phone = pickPhone(server, used, 'ro');
    const response = await server.post(
      '/shop/orders',
      await withShownTotal(server, orderRequest('ro', phone, { paymentMethod: 'online-card' })),
    );
    expect(response.status).toBe(201);
    const order = PlaceOrderResponseSchema.parse(await response.json());
    expect(order.status).toBe('PENDING_PAYMENT');
    const paymentId = `pay_test_${order.orderId}`;
    await server.database.rows(
      sql`INSERT INTO payments (id, order_id, provider, amount, status)
          VALUES (${paymentId}, ${order.orderId}, 'card', ${order.total}, 'PENDING')`,
    );
    return { orderId: order.orderId, productId: phone.product.id, paymentId };
  }
  const age = (orderId: string, minutes: number) =>
    server.database.rows(
      sql`UPDATE orders SET placed_at = now() - make_interval(mins => ${minutes})
          WHERE id = ${orderId}`,
    );

  it('keeps an unpaid order’s units for the reservation, then cancels it and restocks once', async () => {
    const young = await unpaidOrder();
    const old = await unpaidOrder();
    await age(young.orderId, RESERVATION_MINUTES - 5);
    await age(old.orderId, RESERVATION_MINUTES + 1);
    const heldYoung = await stockOf(young.productId);
    const heldOld = await stockOf(old.productId);

    const sweeper = createReservationSweeper(server.database.db);
    const swept = await sweeper.sweep();
    expect(swept.cancelled).toContain(old.orderId);
    expect(swept.cancelled).not.toContain(young.orderId);
    expect(await statusOf(old.orderId)).toBe('CANCELLED');
    expect(await paymentStatusOf(old.paymentId)).toBe('CANCELLED');
    expect(await stockOf(old.productId)).toBe(heldOld + 1);
    expect(await statusOf(young.orderId)).toBe('PENDING_PAYMENT');
    expect(await stockOf(young.productId)).toBe(heldYoung);

    // Again: nothing left to do, nothing restocked twice.
    expect((await sweeper.sweep()).cancelled).toEqual([]);
    expect(await stockOf(old.productId)).toBe(heldOld + 1);
  });

  it('restocks once when several sweepers (instances) run at the same time', async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push(await unpaidOrder());
    for (const order of orders) await age(order.orderId, RESERVATION_MINUTES + 2);
    const before = await Promise.all(orders.map((o) => stockOf(o.productId)));
    const sweepers = Array.from({ length: 4 }, () =>
      createReservationSweeper(server.database.db, { batch: 2 }),
    );
    const results = await Promise.all(sweepers.map((s) => s.sweep()));
    const cancelled = results.flatMap((r) => r.cancelled);
    expect([...cancelled].sort()).toEqual(orders.map((o) => o.orderId).sort());
    expect(await Promise.all(orders.map((o) => stockOf(o.productId)))).toEqual(
      before.map((n) => n + 1),
    );
    for (const order of orders) expect(await statusOf(order.orderId)).toBe('CANCELLED');
  });

  it('lets a payment approved first keep its order, and an approval after expiry restock nothing', async () => {
    const paid = await unpaidOrder();
    const expired = await unpaidOrder();
    for (const order of [paid, expired]) await age(order.orderId, RESERVATION_MINUTES + 1);
    const payments = createPaymentsRepository(server.database.db);
    await payments.settle(paid.paymentId, 'APPROVED');
    const stockPaid = await stockOf(paid.productId);
    const sweeper = createReservationSweeper(server.database.db);
    const [, approval] = await Promise.all([
      sweeper.sweep(),
      payments.settle(expired.paymentId, 'APPROVED'),
    ]);
    expect(await statusOf(paid.orderId)).toBe('PAID');
    expect(await stockOf(paid.productId)).toBe(stockPaid);
    // Whichever came first, the unit is either sold (PAID) or back in stock (CANCELLED), once.
    const status = await statusOf(expired.orderId);
    expect(['PAID', 'CANCELLED']).toContain(status);
    expect(approval).not.toBeNull();
    await sweeper.sweep();
    const held = server.seed.products.find((p) => p.id === expired.productId)!.stock;
    expect(await stockOf(expired.productId)).toBe(status === 'PAID' ? held - 1 : held);
  });

  it('runs on an interval and stops', async () => {
    const order = await unpaidOrder();
    await age(order.orderId, RESERVATION_MINUTES + 1);
    const sweeper = createReservationSweeper(server.database.db);
    const stop = sweeper.start({ intervalMs: 20 });
    for (let i = 0; i < 100 && (await statusOf(order.orderId)) !== 'CANCELLED'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stop();
    expect(await statusOf(order.orderId)).toBe('CANCELLED');
  });
});
