/**
 * Payments and their effect on orders.
 *
 * - One live payment per order: `open` reuses the order's PENDING payment (a unique partial index,
 *   migration 0014, makes a second one impossible even for two starts racing).
 * - `settle` applies a provider's verdict under a lock on the order row, so it is serialized with
 *   every other settlement and with the reservation sweeper:
 *   - a PENDING payment of an order awaiting payment: approved marks the order PAID, declined marks
 *     it PAYMENT_FAILED and puts its units back in stock (the person's cart still holds them);
 *     either way any other PENDING payment of that order is CANCELLED;
 *   - a PENDING payment of an order that stopped waiting (paid, failed, expired): a decline is
 *     recorded; an approval is recorded with `refund_due` (the provider took the money; the
 *     order is not revived) and the person is told on the result page;
 *   - a CANCELLED payment the provider approves anyway: likewise APPROVED with `refund_due`;
 *   - a lender's PENDING verdict (tbi, Cofidis, Oney: the application is under the lender's manual
 *     review, issue 35) for a PENDING payment of an order awaiting payment, the first time: the
 *     order records `financing_review_since` (migration 0021) and stays PENDING_PAYMENT, its
 *     reservation now lasting FINANCING_REVIEW_HOURS (orders/reservations.ts); the payment stays
 *     PENDING, so the lender's later APPROVED or DECLINED settles it as above;
 *   - anything else (a repeat, a late verdict, a card's pending, a second pending) changes
 *     nothing: `ignored`.
 * - A callback's nonce is recorded in the same transaction: a replay is seen, and a settlement that
 *   fails leaves no nonce behind, so the provider's retry still counts.
 */
import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@refurb/shared-contracts/api/checkout';
import type { PaymentProvider, ProviderVerdict } from '@refurb/shared-contracts/api/payment';
import { and, asc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import { restock } from '../orders/reservations.js';

export type StoredPayment = typeof t.payments.$inferSelect;
type Tx = Parameters<Parameters<ShopDb['transaction']>[0]>[0];

export interface Settlement {
  readonly payment: StoredPayment;
  readonly order: typeof t.orders.$inferSelect;
  /** This verdict changed nothing. */
  readonly ignored: boolean;
  /** The callback's nonce was seen before: nothing was done. */
  readonly replayed: boolean;
}

/** Nonces are kept this long; callbacks older than the time window are refused before. */
const NONCE_KEEP_MS = 60 * 60_000;

export function createPaymentsRepository(db: ShopDb) {
  const withOrder = async (tx: Tx | ShopDb, id: string) => {
    const [row] = await tx
      .select({ payment: t.payments, order: t.orders })
      .from(t.payments)
      .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
      .where(eq(t.payments.id, id));
    return row ?? null;
  };

  return {
    /**
     * The order's live payment: the PENDING one it has, or a new one. `created` tells which.
     * Two starts racing both end on the same payment (the loser of the unique index reads it).
     */
    async open(
      orderId: string,
      provider: PaymentProvider,
      amount: number,
    ): Promise<{ payment: StoredPayment; created: boolean }> {
      const live = async () => {
        const [row] = await db
          .select()
          .from(t.payments)
          .where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, 'PENDING')));
        return row ?? null;
      };
      const existing = await live();
      if (existing) return { payment: existing, created: false };
      const [row] = await db
        .insert(t.payments)
        .values({
          id: `pay_${randomBytes(12).toString('base64url')}`,
          orderId,
          provider,
          amount,
          status: 'PENDING',
        })
        .onConflictDoNothing()
        .returning();
      if (row) return { payment: row, created: true };
      const raced = await live();
      if (!raced) throw new Error(`payments: no live payment for ${orderId} after a conflict`);
      return { payment: raced, created: false };
    },

    byId: (id: string) => withOrder(db, id),

    /** Applies a provider's verdict (see the file's comment); null for an unknown payment. */
    async settle(
      id: string,
      verdict: ProviderVerdict,
      options: { nonce?: string; now?: Date } = {},
    ): Promise<Settlement | null> {
      const now = options.now ?? new Date();
      return db.transaction(async (tx) => {
        const found = await withOrder(tx, id);
        if (!found) return null;
        // The order row's lock serializes this with other settlements and the sweeper.
        await tx.execute(sql`SELECT id FROM orders WHERE id = ${found.order.id} FOR UPDATE`);
        if (options.nonce) {
          const fresh = await tx
            .insert(t.paymentCallbackNonces)
            .values({ nonce: options.nonce, receivedAt: now })
            .onConflictDoNothing()
            .returning({ nonce: t.paymentCallbackNonces.nonce });
          await tx
            .delete(t.paymentCallbackNonces)
            .where(lt(t.paymentCallbackNonces.receivedAt, new Date(now.getTime() - NONCE_KEEP_MS)));
          if (fresh.length === 0) {
            const current = await withOrder(tx, id);
            return current && { ...current, ignored: true, replayed: true };
          }
        }
        const current = await withOrder(tx, id);
        if (!current) return null;
        const { payment, order } = current;
        let changed = false;
        if (verdict === 'PENDING') {
          // A lender's review: the order waits for its decision, longer (the file's comment). A
          // card payment has no review to wait for; its pending changes nothing.
          const reviewable =
            payment.status === 'PENDING' &&
            payment.provider !== 'card' &&
            order.status === 'PENDING_PAYMENT' &&
            order.financingReviewSince === null;
          if (reviewable) {
            await tx
              .update(t.orders)
              .set({ financingReviewSince: now })
              .where(eq(t.orders.id, order.id));
            changed = true;
          }
        } else {
          const awaiting = order.status === 'PENDING_PAYMENT';
          if (payment.status === 'PENDING' && awaiting) {
            await tx
              .update(t.payments)
              .set({ status: verdict, settledAt: now })
              .where(eq(t.payments.id, id));
            const orderStatus: OrderStatus = verdict === 'APPROVED' ? 'PAID' : 'PAYMENT_FAILED';
            await tx.update(t.orders).set({ status: orderStatus }).where(eq(t.orders.id, order.id));
            if (orderStatus === 'PAYMENT_FAILED') await restock(tx, [order.id]);
            await tx
              .update(t.payments)
              .set({ status: 'CANCELLED', settledAt: now })
              .where(
                and(
                  eq(t.payments.orderId, order.id),
                  eq(t.payments.status, 'PENDING'),
                  ne(t.payments.id, id),
                ),
              );
            changed = true;
          } else if (payment.status === 'PENDING' || payment.status === 'CANCELLED') {
            // The order stopped waiting first: a decline is noted, an approval is refunded.
            if (verdict === 'APPROVED' || payment.status === 'PENDING') {
              await tx
                .update(t.payments)
                .set({ status: verdict, settledAt: now, refundDue: verdict === 'APPROVED' })
                .where(eq(t.payments.id, id));
              changed = true;
            }
          }
        }
        const after = await withOrder(tx, id);
        return after && { ...after, ignored: !changed, replayed: false };
      });
    },

    /**
     * The live payments of orders whose financing is under the lender's review, the longest waiting
     * first (the local stand-in gateway lists them to decide later).
     */
    underReview: () =>
      db
        .select({ payment: t.payments, order: t.orders })
        .from(t.payments)
        .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
        .where(
          and(
            eq(t.payments.status, 'PENDING'),
            eq(t.orders.status, 'PENDING_PAYMENT'),
            isNotNull(t.orders.financingReviewSince),
          ),
        )
        .orderBy(asc(t.orders.financingReviewSince), asc(t.payments.id)),

    /** Whether a provider approved money for this order that the shop must give back. */
    async refundDue(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: t.payments.id })
        .from(t.payments)
        .where(and(eq(t.payments.orderId, orderId), eq(t.payments.refundDue, true)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
