/**
 * Orders in the database. Placing an order is one transaction: check the units unpaid orders of
 * this visitor and account hold (reservations.ts), take one unit of stock per phone (`stock > 0`
 * guarded, so two buyers cannot both get the last unit; in product id order, the lock order of
 * reservations.ts), and only then draw the order number and write the order and its lines.
 * Anything that fails rolls the whole order back; since the number is drawn after everything that
 * can refuse the order, a refused order uses up no number (a sequence's draw is not rolled back),
 * except a retry of a placed one (below).
 *
 * The idempotency key is claimed by the order's own insert: its unique index lets one order have
 * it. A second request with the same key, sent while the first is placed or after it, is refused
 * by that index (or finds the units gone that the first took): its transaction rolls back, and it
 * answers the first order. No lock and no read are spent on the key in the common case (three
 * statements fewer per order than an advisory lock, a select in the transaction and one before
 * it; the route looks the key up only when it refuses a request before the transaction). A retry
 * that reaches the insert has drawn a number it does not use: order numbers have gaps, as any
 * sequence's do, but no number is ever given to two orders.
 */
import type { Country, PaymentMethodKey } from '@refurb/shared-contracts';
import type { OrderStatus } from '@refurb/shared-contracts/api/checkout';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import type { PricedLine } from './pricing.js';
import { checkUnpaidLimits, type UnpaidLimits } from './reservations.js';

export class SoldOutError extends Error {
  constructor(readonly productIds: string[]) {
    super(`sold out: ${productIds.join(', ')}`);
  }
}

export interface NewOrder {
  readonly idempotencyKey: string;
  readonly requestHash: string;
  readonly country: Country;
  readonly userId: string | null;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethodKey;
  readonly delivery: unknown;
  readonly contact: unknown;
  readonly billing: unknown;
  readonly paymentData: unknown;
  readonly promoCode: string | null;
  readonly totals: {
    productsTotal: number;
    extrasTotal: number;
    shippingCost: number;
    codFee: number;
    discount: number;
    total: number;
  };
  readonly numberOfInstallments: number;
  readonly monthlyPayment: string;
  readonly lines: readonly PricedLine[];
  /** The visitor's address (`request.ip`): unpaid orders' units are capped per visitor. */
  readonly clientIp: string | null;
  /** The caps on units held by unpaid orders (checked when the order is PENDING_PAYMENT). */
  readonly unpaidLimits: UnpaidLimits;
}

export type StoredOrder = typeof t.orders.$inferSelect;

export function createOrdersRepository(db: ShopDb) {
  async function orderByKey(idempotencyKey: string): Promise<StoredOrder | null> {
    const [row] = await db
      .select()
      .from(t.orders)
      .where(eq(t.orders.idempotencyKey, idempotencyKey));
    return row ?? null;
  }

  return {
    async activePromo(code: string) {
      const [row] = await db
        .select()
        .from(t.promoCodes)
        .where(and(eq(t.promoCodes.code, code.toUpperCase()), eq(t.promoCodes.isActive, true)));
      return row ? { code: row.code, percentage: row.percentage } : null;
    },

    orderByKey,

    async orderById(id: string): Promise<StoredOrder | null> {
      const [row] = await db.select().from(t.orders).where(eq(t.orders.id, id));
      return row ?? null;
    },

    /** A person's orders, newest first, with their lines. */
    async ordersOfUser(userId: string) {
      const rows = await db
        .select()
        .from(t.orders)
        .where(eq(t.orders.userId, userId))
        .orderBy(desc(t.orders.placedAt), desc(t.orders.id));
      if (rows.length === 0) return [];
      const lines = await db
        .select()
        .from(t.orderLines)
        .where(
          inArray(
            t.orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(t.orderLines.orderId, t.orderLines.lineNo);
      return rows.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) }));
    },

    async linesOf(orderId: string) {
      return db
        .select()
        .from(t.orderLines)
        .where(eq(t.orderLines.orderId, orderId))
        .orderBy(t.orderLines.lineNo);
    },

    /** Places the order, or returns the order already placed with this key (`created: false`). */
    async place(order: NewOrder): Promise<{ order: StoredOrder; created: boolean }> {
      try {
        return { order: await insertOrder(order), created: true };
      } catch (error) {
        // Same key, same order: a request racing another with its key answers the order placed.
        const placed = await orderByKey(order.idempotencyKey);
        if (placed) return { order: placed, created: false };
        throw error;
      }
    },
  };

  /** The order's transaction; the key's unique index refuses a second order with its key. */
  function insertOrder(order: NewOrder): Promise<StoredOrder> {
    return db.transaction(async (tx) => {
      const phones = order.lines.filter((l) => l.kind === 'phone');
      if (order.status === 'PENDING_PAYMENT') {
        await checkUnpaidLimits(
          tx,
          { clientIp: order.clientIp, userId: order.userId, units: phones.length },
          order.unpaidLimits,
        );
      }
      const soldOut: string[] = [];
      const byId = [...phones].sort((a, b) => (a.refId < b.refId ? -1 : a.refId > b.refId ? 1 : 0));
      for (const line of byId) {
        const taken = await tx
          .update(t.products)
          .set({ stock: sql`${t.products.stock} - 1` })
          .where(and(eq(t.products.id, line.refId), gt(t.products.stock, 0)))
          .returning({ id: t.products.id });
        if (taken.length === 0) soldOut.push(line.refId);
      }
      if (soldOut.length > 0) throw new SoldOutError(soldOut);
      // The number is drawn by the insert itself, last: nothing after it refuses the order
      // (one statement fewer per order than drawing it first).
      const [created] = await tx
        .insert(t.orders)
        .values({
          id: sql`${`${order.country.toUpperCase()}-`} || nextval('order_number_seq')::text`,
          idempotencyKey: order.idempotencyKey,
          requestHash: order.requestHash,
          country: order.country,
          userId: order.userId,
          status: order.status,
          paymentMethod: order.paymentMethod,
          delivery: order.delivery,
          contact: order.contact,
          billing: order.billing,
          paymentData: order.paymentData,
          promoCode: order.promoCode,
          ...order.totals,
          numberOfInstallments: order.numberOfInstallments,
          monthlyPayment: order.monthlyPayment,
          clientIp: order.clientIp,
        })
        .returning();
      if (!created) throw new Error('order insert returned nothing');
      if (order.lines.length > 0) {
        await tx.insert(t.orderLines).values(
          order.lines.map((line, i) => ({
            orderId: created.id,
            lineNo: i + 1,
            kind: line.kind,
            refId: line.refId,
            name: line.name,
            price: line.price,
          })),
        );
      }
      return created;
    });
  }
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
