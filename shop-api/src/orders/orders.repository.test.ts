import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pickPhone, stockOf as stockOfProduct } from '../test-support/orders.js';
import {
  openSeededTestDatabase,
  testEngines,
  type SeededTestDatabase,
} from '../test-support/server.js';
import { createOrdersRepository, type NewOrder } from './orders.repository.js';

/**
 * The idempotency key is claimed by the order's own insert (its unique index), not by a lock and a
 * read: two placements with one key that both passed the route's check of the key make one order
 * between them, take one unit, and both answer it, on both engines, whether the second is refused
 * by the index or finds the unit it wanted gone.
 */
describe.each(testEngines())('orders repository on %s', (engine) => {
  let server: SeededTestDatabase;
  const used = new Set<string>();
  beforeAll(async () => {
    server = await openSeededTestDatabase(engine);
  });
  afterAll(async () => {
    await server.dispose();
  });

  function newOrder(productId: string, price: number): NewOrder {
    return {
      idempotencyKey: `repo-${randomUUID()}`,
      requestHash: 'hash',
      country: 'ro',
      userId: null,
      status: 'PLACED',
      paymentMethod: 'cash-on-delivery',
      delivery: { kind: 'courier' },
      contact: { email: 'ana@example.ro' },
      billing: { kind: 'person' },
      paymentData: null,
      promoCode: null,
      totals: {
        productsTotal: price,
        extrasTotal: 0,
        shippingCost: 0,
        codFee: 0,
        discount: 0,
        total: price,
      },
      numberOfInstallments: 0,
      monthlyPayment: '0',
      lines: [{ kind: 'phone', refId: productId, name: 'Phone', price }],
      clientIp: '127.0.0.1',
      unpaidLimits: { minutes: 30, unitsPerVisitor: 5, unitsPerAccount: 5 },
    };
  }
  const countWithKey = async (key: string) =>
    (
      await server.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = ${key}`,
      )
    )[0]!.n;

  it('two placements with one key make one order and take one unit', async () => {
    const orders = createOrdersRepository(server.database.db);
    const phone = pickPhone(server, used, 'ro', 2);
    const before = await stockOfProduct(server, phone.product.id);
    const order = newOrder(phone.product.id, 1000);

    const [first, second] = await Promise.all([orders.place(order), orders.place(order)]);

    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(first.order.id).toBe(second.order.id);
    expect(await countWithKey(order.idempotencyKey)).toBe(1);
    expect(await stockOfProduct(server, phone.product.id)).toBe(before - 1);
  });

  it('the second of two placements with one key for the last unit answers the first order', async () => {
    const orders = createOrdersRepository(server.database.db);
    const phone = pickPhone(server, used, 'ro');
    await server.database.rows(sql`UPDATE products SET stock = 1 WHERE id = ${phone.product.id}`);
    const order = newOrder(phone.product.id, 1000);

    const answers = await Promise.all([orders.place(order), orders.place(order)]);

    expect(answers.map((a) => a.created).sort()).toEqual([false, true]);
    expect(answers[0].order.id).toBe(answers[1].order.id);
    expect(await countWithKey(order.idempotencyKey)).toBe(1);
    expect(await stockOfProduct(server, phone.product.id)).toBe(0);
  });

  it('a placement refused for its own reason is still refused', async () => {
    const orders = createOrdersRepository(server.database.db);
    const phone = pickPhone(server, used, 'ro');
    await server.database.rows(sql`UPDATE products SET stock = 0 WHERE id = ${phone.product.id}`);

    await expect(orders.place(newOrder(phone.product.id, 1000))).rejects.toThrow(/sold out/);
  });
});
