import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlaceOrderResponseSchema } from '@refurb/shared-contracts/api/checkout';
import { sql } from 'drizzle-orm';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import {
  orderRequest,
  pickPhone,
  stockOf as stockOfProduct,
  withShownTotal,
} from '../test-support/orders.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import {
  checkUnpaidLimits,
  createReservationSweeper,
  FINANCING_REVIEW_HOURS,
  RESERVATION_MINUTES,
  UnpaidLimitError,
} from './reservations.js';

/**
 * Issue 32: an unpaid order holds its units for RESERVATION_MINUTES, then is cancelled and its
 * units go back in stock, once, however many sweepers run and whatever a payment does meanwhile.
 * Issue 35: a financing under the lender's review holds them for FINANCING_REVIEW_HOURS from the
 * review's start, and the lender's decision settles it.
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

  /**
   * An online order of one phone (PENDING_PAYMENT), with a live payment: by card, or (`financed`)
   * a Cofidis financing in HU.
   */
  async function unpaidOrder(financed = false) {
    const country = financed ? 'hu' : 'ro';
    const phone = pickPhone(server, used, country);
    const paymentMethod = financed ? 'cofidis' : 'online-card';
    const response = await server.post(
      '/shop/orders',
      await withShownTotal(server, orderRequest(country, phone, { paymentMethod })),
    );
    expect(response.status).toBe(201);
    const order = PlaceOrderResponseSchema.parse(await response.json());
    expect(order.status).toBe('PENDING_PAYMENT');
    const paymentId = `pay_test_${order.orderId}`;
    const provider = financed ? 'cofidis' : 'card';
    await server.database.rows(
      sql`INSERT INTO payments (id, order_id, provider, amount, status)
          VALUES (${paymentId}, ${order.orderId}, ${provider}, ${order.total}, 'PENDING')`,
    );
    return { orderId: order.orderId, productId: phone.product.id, paymentId };
  }
  const reviewSinceOf = async (id: string) =>
    (
      await server.database.rows<{ since: string | null }>(
        sql`SELECT financing_review_since::text AS since FROM orders WHERE id = ${id}`,
      )
    )[0]!.since;
  /** Moves the start of an order's review `minutes` into the past. */
  const ageReview = (orderId: string, minutes: number) =>
    server.database.rows(
      sql`UPDATE orders SET financing_review_since = now() - make_interval(mins => ${minutes})
          WHERE id = ${orderId}`,
    );
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

  /** Issue 35: a lender's review keeps the order waiting for its decision, for days. */
  it('records a lender’s review once, and holds the order past the reservation until the review’s end', async () => {
    const order = await unpaidOrder(true);
    const payments = createPaymentsRepository(server.database.db);
    const review = await payments.settle(order.paymentId, 'PENDING');
    expect(review).toMatchObject({
      ignored: false,
      payment: { status: 'PENDING' },
      order: { status: 'PENDING_PAYMENT', financingReviewSince: expect.any(Date) },
    });
    const since = await reviewSinceOf(order.orderId);
    expect(since).not.toBeNull();
    // A repeat changes nothing, not even the review's start.
    expect((await payments.settle(order.paymentId, 'PENDING'))?.ignored).toBe(true);
    expect(await reviewSinceOf(order.orderId)).toBe(since);

    const held = await stockOf(order.productId);
    const sweeper = createReservationSweeper(server.database.db);
    await age(order.orderId, RESERVATION_MINUTES + 1);
    expect((await sweeper.sweep()).cancelled).not.toContain(order.orderId);
    await ageReview(order.orderId, FINANCING_REVIEW_HOURS * 60 - 5);
    expect((await sweeper.sweep()).cancelled).not.toContain(order.orderId);
    expect(await statusOf(order.orderId)).toBe('PENDING_PAYMENT');
    expect(await stockOf(order.productId)).toBe(held);

    // No decision within the review: cancelled and restocked like any expired reservation.
    await ageReview(order.orderId, FINANCING_REVIEW_HOURS * 60 + 1);
    expect((await sweeper.sweep()).cancelled).toContain(order.orderId);
    expect(await statusOf(order.orderId)).toBe('CANCELLED');
    expect(await paymentStatusOf(order.paymentId)).toBe('CANCELLED');
    expect(await stockOf(order.productId)).toBe(held + 1);
    // The lender's approval after that is kept for a refund; the order stays cancelled.
    expect(await payments.settle(order.paymentId, 'APPROVED')).toMatchObject({
      payment: { status: 'APPROVED', refundDue: true },
      order: { status: 'CANCELLED' },
    });
    expect(await stockOf(order.productId)).toBe(held + 1);
  });

  it('settles a reviewed financing when the lender decides: approved is paid, declined restocks', async () => {
    const payments = createPaymentsRepository(server.database.db);
    const approved = await unpaidOrder(true);
    const declined = await unpaidOrder(true);
    for (const order of [approved, declined]) {
      await payments.settle(order.paymentId, 'PENDING');
      await age(order.orderId, RESERVATION_MINUTES + 10);
    }
    const heldApproved = await stockOf(approved.productId);
    const heldDeclined = await stockOf(declined.productId);
    expect(await payments.settle(approved.paymentId, 'APPROVED')).toMatchObject({
      ignored: false,
      payment: { status: 'APPROVED', refundDue: false },
      order: { status: 'PAID' },
    });
    expect(await payments.settle(declined.paymentId, 'DECLINED')).toMatchObject({
      ignored: false,
      payment: { status: 'DECLINED' },
      order: { status: 'PAYMENT_FAILED' },
    });
    expect(await stockOf(approved.productId)).toBe(heldApproved);
    expect(await stockOf(declined.productId)).toBe(heldDeclined + 1);
    // A pending verdict after the decision changes nothing.
    expect((await payments.settle(approved.paymentId, 'PENDING'))?.ignored).toBe(true);
    expect(await statusOf(approved.orderId)).toBe('PAID');
  });

  it('takes no review from a card payment’s pending verdict: its reservation ends as usual', async () => {
    const order = await unpaidOrder();
    const payments = createPaymentsRepository(server.database.db);
    expect((await payments.settle(order.paymentId, 'PENDING'))?.ignored).toBe(true);
    expect(await reviewSinceOf(order.orderId)).toBeNull();
    await age(order.orderId, RESERVATION_MINUTES + 1);
    expect((await createReservationSweeper(server.database.db).sweep()).cancelled).toContain(
      order.orderId,
    );
  });

  it('counts the units of an order under review against the unpaid caps while the review lasts', async () => {
    const reviewed = await unpaidOrder(true);
    const expired = await unpaidOrder();
    const visitor = (name: string) => `203.0.113.${name}`;
    await server.database.rows(
      sql`UPDATE orders SET client_ip = ${visitor('7')} WHERE id = ${reviewed.orderId}`,
    );
    await server.database.rows(
      sql`UPDATE orders SET client_ip = ${visitor('8')} WHERE id = ${expired.orderId}`,
    );
    await createPaymentsRepository(server.database.db).settle(reviewed.paymentId, 'PENDING');
    for (const order of [reviewed, expired]) await age(order.orderId, RESERVATION_MINUTES + 1);
    const check = (ip: string) =>
      server.database.db.transaction((tx) =>
        checkUnpaidLimits(
          tx,
          { clientIp: ip, userId: null, units: 1 },
          { minutes: RESERVATION_MINUTES, unitsPerVisitor: 1, unitsPerAccount: 100 },
        ),
      );
    await expect(check(visitor('7'))).rejects.toBeInstanceOf(UnpaidLimitError);
    // A reservation past its end (no review) is about to be released: it does not count.
    await expect(check(visitor('8'))).resolves.toBeUndefined();
    // Nor does a review past its end.
    await ageReview(reviewed.orderId, FINANCING_REVIEW_HOURS * 60 + 1);
    await expect(check(visitor('7'))).resolves.toBeUndefined();
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
