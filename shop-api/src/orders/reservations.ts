/**
 * Reservations of unpaid orders (issue 32). An order paid online is placed PENDING_PAYMENT and
 * takes its units at once (orders.repository.ts), so nobody else can buy them while the person
 * pays. Without a limit, one visitor could hold the whole stock by never paying; so:
 *
 * - A reservation lasts RESERVATION_MINUTES (30; config.ts's setting of that name) from the order's
 *   `placed_at`. Past it with no approved payment, the sweeper makes the order CANCELLED, its
 *   PENDING payments CANCELLED (a provider's late approval is then recorded for a refund by the
 *   payments repository), and puts its units back in stock.
 * - A financing under the lender's review (issue 35): when a lender answers "pending" for an order
 *   still waiting (payments.repository.ts records `financing_review_since`, migration 0021), the
 *   reservation lasts FINANCING_REVIEW_HOURS (72) from that moment instead, whatever the order's
 *   age: the lender decides later, by its callback, and the order is paid or failed then. Past it
 *   with no decision, the sweeper cancels and restocks it as any other.
 * - The sweeper keeps no state of its own: the expiry is computed from `placed_at`, so a restart
 *   loses nothing and an instance that starts late sweeps what expired while it was down. Every
 *   instance runs one (server.ts); they share the work safely: each batch is one transaction that
 *   locks the expired orders it takes with `FOR UPDATE SKIP LOCKED` (another sweeper skips them,
 *   never waits), cancels them guarded by `status = 'PENDING_PAYMENT'`, and restocks in the same
 *   transaction. So units come back exactly once. A payment being settled holds the same order
 *   row's lock (payments.repository.ts locks the order first): the sweeper skips that order, and
 *   the settlement's own status guard decides it; whichever commits first wins, the other sees the
 *   new status and does nothing.
 * - Units held by unpaid orders are capped per visitor address and per account
 *   (`checkUnpaidLimits`, UNPAID_UNITS_PER_VISITOR / _PER_ACCOUNT), checked inside the order's
 *   transaction under an advisory lock on the visitor and on the account, so two orders racing
 *   from one visitor cannot both slip under the cap. Reservations already past their expiry do not
 *   count (they are about to be released); an order under review counts while its review lasts.
 *
 * Lock order, the same everywhere so that no two of these wait on each other in a cycle: the order
 * row first (sweeper, settlement), then products in id order (restock, order placement).
 */
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

/** The default reservation: how long an unpaid order holds its units (config.ts can change it). */
export const RESERVATION_MINUTES = 30;
/**
 * How long an order whose financing is under the lender's review keeps its units, counted from the
 * lender's "pending" verdict. A lender's manual review (someone reads the application, may call the
 * buyer or ask for a document) takes days, not the minutes a payment takes: 72 hours lets a review
 * started on a Friday be decided on Monday. Past it with no decision, the order is cancelled and
 * its units go back in stock; an approval after that is refunded (payments.repository.ts).
 */
export const FINANCING_REVIEW_HOURS = 72;
/**
 * Whether an order's financing is under the lender's review: it still waits for its payment and
 * the lender said "pending" (payments.repository.ts). Once decided, the order's status says the
 * rest (the column stays, as history).
 */
export const underFinancingReview = (order: {
  readonly status: string;
  readonly financingReviewSince: Date | null;
}): boolean => order.status === 'PENDING_PAYMENT' && order.financingReviewSince !== null;
/** The default pause between two sweeps of one instance. */
export const RESERVATION_SWEEP_MS = 60_000;

type Tx = Parameters<Parameters<ShopDb['transaction']>[0]>[0];

export interface SweepResult {
  /** The orders this sweep cancelled (their units are back in stock). */
  readonly cancelled: string[];
}

export interface ReservationSweeper {
  /** Cancels every reservation expired now, batch by batch; safe to run on several instances. */
  sweep(): Promise<SweepResult>;
  /**
   * Sweeps now and then every `intervalMs` (one sweep at a time per sweeper); a failed sweep is
   * reported to `onError` and the next one tries again. Returns `stop`, which waits for a sweep
   * under way.
   */
  start(options?: { intervalMs?: number; onError?: (error: unknown) => void }): () => Promise<void>;
}

/**
 * Inside a transaction: puts the phones of `orderIds` back in stock, one unit per order line, in
 * product id order (the lock order above). The sweeper's expiry and a settlement's decline
 * (payments.repository.ts) both restock through this.
 */
export async function restock(tx: Tx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const units = await tx
    .select({ productId: t.orderLines.refId, count: sql<number>`count(*)::int` })
    .from(t.orderLines)
    .where(and(inArray(t.orderLines.orderId, [...orderIds]), eq(t.orderLines.kind, 'phone')))
    .groupBy(t.orderLines.refId)
    .orderBy(asc(t.orderLines.refId));
  for (const { productId, count } of units) {
    await tx
      .update(t.products)
      .set({ stock: sql`${t.products.stock} + ${count}` })
      .where(eq(t.products.id, productId));
  }
}

export function createReservationSweeper(
  db: ShopDb,
  options: { minutes?: number; reviewHours?: number; batch?: number; now?: () => Date } = {},
): ReservationSweeper {
  const minutes = options.minutes ?? RESERVATION_MINUTES;
  const reviewHours = options.reviewHours ?? FINANCING_REVIEW_HOURS;
  const batch = options.batch ?? 100;
  const now = options.now ?? (() => new Date());

  /** One batch in one transaction: the ids it cancelled, and whether it found a full batch. */
  const sweepBatch = (cutoff: Date, reviewCutoff: Date, at: Date) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(
          and(
            eq(t.orders.status, 'PENDING_PAYMENT'),
            or(
              and(isNull(t.orders.financingReviewSince), lt(t.orders.placedAt, cutoff)),
              lt(t.orders.financingReviewSince, reviewCutoff),
            ),
          ),
        )
        .orderBy(asc(t.orders.placedAt), asc(t.orders.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { cancelled: [], full: false };
      const cancelled = (
        await tx
          .update(t.orders)
          .set({ status: 'CANCELLED' })
          .where(
            and(
              inArray(
                t.orders.id,
                due.map((d) => d.id),
              ),
              eq(t.orders.status, 'PENDING_PAYMENT'),
            ),
          )
          .returning({ id: t.orders.id })
      ).map((row) => row.id);
      if (cancelled.length > 0) {
        await tx
          .update(t.payments)
          .set({ status: 'CANCELLED', settledAt: at })
          .where(and(inArray(t.payments.orderId, cancelled), eq(t.payments.status, 'PENDING')));
        await restock(tx, cancelled);
      }
      return { cancelled, full: due.length === batch };
    });

  const sweep = async (): Promise<SweepResult> => {
    const at = now();
    const cutoff = new Date(at.getTime() - minutes * 60_000);
    const reviewCutoff = new Date(at.getTime() - reviewHours * 3_600_000);
    const cancelled: string[] = [];
    for (;;) {
      const done = await sweepBatch(cutoff, reviewCutoff, at);
      cancelled.push(...done.cancelled);
      if (!done.full) return { cancelled };
    }
  };

  return {
    sweep,
    start({ intervalMs = RESERVATION_SWEEP_MS, onError = () => {} } = {}) {
      let running: Promise<void> | null = null;
      const tick = () => {
        running ??= sweep()
          .then(() => undefined, onError)
          .finally(() => {
            running = null;
          });
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}

export interface UnpaidLimits {
  readonly minutes: number;
  /** How long a financing under review holds its units (FINANCING_REVIEW_HOURS unless said). */
  readonly reviewHours?: number;
  readonly unitsPerVisitor: number;
  readonly unitsPerAccount: number;
}

/** An unpaid order would take a visitor or an account past the units they may hold. */
export class UnpaidLimitError extends Error {
  constructor(
    readonly who: 'visitor' | 'account',
    readonly limit: number,
    readonly held: number,
  ) {
    super(`unpaid units of this ${who}: ${held} held, at most ${limit}`);
  }
}

/**
 * Inside the order's transaction: refuses (UnpaidLimitError) an unpaid order of `units` units that
 * would take its visitor or its account past their cap. Locks the visitor and the account (advisory
 * locks until the transaction ends, visitor first) so a concurrent order of theirs waits and then
 * counts this one.
 */
export async function checkUnpaidLimits(
  tx: Tx,
  order: {
    readonly clientIp: string | null;
    readonly userId: string | null;
    readonly units: number;
  },
  limits: UnpaidLimits,
  now: Date = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - limits.minutes * 60_000);
  const reviewSince = new Date(
    now.getTime() - (limits.reviewHours ?? FINANCING_REVIEW_HOURS) * 3_600_000,
  );
  const held = async (column: typeof t.orders.clientIp | typeof t.orders.userId, key: string) => {
    const [row] = await tx
      .select({ units: sql<number>`count(*)::int` })
      .from(t.orderLines)
      .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
      .where(
        and(
          eq(column, key),
          eq(t.orders.status, 'PENDING_PAYMENT'),
          or(gte(t.orders.placedAt, since), gte(t.orders.financingReviewSince, reviewSince)),
          eq(t.orderLines.kind, 'phone'),
        ),
      );
    return row?.units ?? 0;
  };
  const checks = [
    {
      who: 'visitor' as const,
      key: order.clientIp,
      column: t.orders.clientIp,
      limit: limits.unitsPerVisitor,
    },
    {
      who: 'account' as const,
      key: order.userId,
      column: t.orders.userId,
      limit: limits.unitsPerAccount,
    },
  ];
  for (const check of checks) {
    if (check.key === null) continue;
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`unpaid:${check.who}:${check.key}`}, 0))`,
    );
  }
  for (const check of checks) {
    if (check.key === null) continue;
    const units = await held(check.column, check.key);
    if (units + order.units > check.limit)
      throw new UnpaidLimitError(check.who, check.limit, units);
  }
}
