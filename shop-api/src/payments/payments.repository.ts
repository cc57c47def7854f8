/**
 * Payments and their effect on orders. Settling is guarded in SQL (`WHERE status = 'PENDING'`), so
 * of two callbacks racing or repeating only the first changes anything. An approved payment marks
 * the order PAID; a declined one marks it PAYMENT_FAILED and puts its units back in stock (the
 * person's cart still holds them, so they can order again).
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider, PaymentStatus } from '@refurb/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

export type StoredPayment = typeof t.payments.$inferSelect;

export function createPaymentsRepository(db: ShopDb) {
  return {
    async create(
      orderId: string,
      provider: PaymentProvider,
      amount: number,
    ): Promise<StoredPayment> {
      const [row] = await db
        .insert(t.payments)
        .values({
          id: `pay_${randomBytes(12).toString('base64url')}`,
          orderId,
          provider,
          amount,
          status: 'PENDING',
        })
        .returning();
      if (!row) throw new Error('payment insert returned nothing');
      return row;
    },

    async byId(id: string) {
      const [row] = await db
        .select({ payment: t.payments, order: t.orders })
        .from(t.payments)
        .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
        .where(eq(t.payments.id, id));
      return row ?? null;
    },

    /** Applies a provider's verdict; `ignored` when the payment had already settled (or stays pending). */
    async settle(id: string, status: PaymentStatus) {
      return db.transaction(async (tx) => {
        const settled =
          status === 'PENDING'
            ? []
            : await tx
                .update(t.payments)
                .set({ status, settledAt: new Date() })
                .where(and(eq(t.payments.id, id), eq(t.payments.status, 'PENDING')))
                .returning();
        const payment = settled[0];
        if (payment) {
          const orderStatus = status === 'APPROVED' ? 'PAID' : 'PAYMENT_FAILED';
          const changed = await tx
            .update(t.orders)
            .set({ status: orderStatus })
            .where(and(eq(t.orders.id, payment.orderId), eq(t.orders.status, 'PENDING_PAYMENT')))
            .returning({ id: t.orders.id });
          if (changed.length > 0 && orderStatus === 'PAYMENT_FAILED') {
            const lines = await tx
              .select({ refId: t.orderLines.refId })
              .from(t.orderLines)
              .where(
                and(eq(t.orderLines.orderId, payment.orderId), eq(t.orderLines.kind, 'phone')),
              );
            for (const line of lines) {
              await tx
                .update(t.products)
                .set({ stock: sql`${t.products.stock} + 1` })
                .where(eq(t.products.id, line.refId));
            }
          }
        }
        const [current] = await tx
          .select({ payment: t.payments, order: t.orders })
          .from(t.payments)
          .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
          .where(eq(t.payments.id, id));
        return current ? { ...current, ignored: payment === undefined } : null;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
