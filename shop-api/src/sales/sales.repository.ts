/**
 * Sales: devices people sold to the shop. `createSale` is what the sell flow (issue 8) calls once
 * a person submits, with the seller's contact and the catalog model when it has them (kept for
 * the shop, never answered to the person); `advance` is the shop's side (device received,
 * inspected, a counter offer, paid), used by tests until a back office exists;
 * `decideCounterOffer` is the person's answer. Stored JSON (answers, breakdown, shipping,
 * timeline) is parsed with the contract on the way out.
 */
import { randomBytes } from 'node:crypto';
import { type Country, type DeviceTypeKey } from '@refurb/shared-contracts';
import {
  NewSaleSchema,
  SellContactSchema,
  SaleConditionAnswersSchema,
  SaleOfferSchema,
  SaleShippingSchema,
  SaleTimelineEntrySchema,
  type NewSale,
  type Sale,
  type SaleCounterOffer,
  type SaleStatus,
  type SaleTimelineEntry,
  type SellContact,
} from '@refurb/shared-contracts/api/sell';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

type Row = typeof t.sales.$inferSelect;

const BreakdownSchema = SaleOfferSchema.shape.breakdown;
const TimelineSchema = z.array(SaleTimelineEntrySchema);

/** `RO49AAAA…1234`: enough for the person to recognise their account, useless to anyone else. */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)}…${iban.slice(-4)}`;

function toSale(row: Row): Sale {
  return {
    id: row.id,
    reference: row.reference,
    country: row.country as Country,
    status: row.status as SaleStatus,
    createdAt: row.createdAt.toISOString(),
    device: {
      category: row.deviceCategory as DeviceTypeKey,
      brand: row.deviceBrand,
      model: row.deviceModel,
      storage: row.deviceStorage,
    },
    conditionAnswers: SaleConditionAnswersSchema.parse(row.conditionAnswers),
    offer: {
      amount: row.offerAmount,
      currencyLabel: row.currencyLabel,
      validUntil: row.offerValidUntil.toISOString(),
      breakdown: BreakdownSchema.parse(row.offerBreakdown),
    },
    counterOffer:
      row.counterAmount !== null && row.counterReason !== null
        ? { amount: row.counterAmount, reason: row.counterReason }
        : null,
    confirmedAmount: row.confirmedAmount,
    payout: { method: 'bank', iban: maskIban(row.payoutIban), holder: row.payoutHolder },
    shipping: SaleShippingSchema.parse(row.shipping),
    timeline: TimelineSchema.parse(row.timeline),
  };
}

const entry = (status: SaleStatus, at: Date): SaleTimelineEntry => ({
  status,
  at: at.toISOString(),
});

/** What the sell service knows besides the sale: who sold it, and which catalog model it is. */
export interface SaleOrigin {
  readonly contact?: SellContact;
  readonly modelId?: string;
}

export type CounterOfferOutcome =
  | { readonly ok: true; readonly sale: Sale }
  | { readonly ok: false; readonly reason: 'not_found' | 'no_counter_offer' };

export function createSalesRepository(db: ShopDb) {
  /** The row, only when it is this person's. */
  async function rowOf(userId: string, saleId: string): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(t.sales)
      .where(and(eq(t.sales.id, saleId), eq(t.sales.userId, userId)));
    return row ?? null;
  }

  return {
    /** Records a submitted sale; `userId` is null for a visitor's. The input is parsed here too. */
    async createSale(
      userId: string | null,
      input: NewSale,
      now = new Date(),
      origin: SaleOrigin = {},
    ): Promise<Sale> {
      const sale = NewSaleSchema.parse(input);
      const contact = origin.contact ? SellContactSchema.parse(origin.contact) : null;
      // Both engines answer `execute` with `{ rows }`; the number never repeats, gaps are fine.
      const result: unknown = await db.execute(
        sql`SELECT nextval('sale_reference_seq')::text AS n`,
      );
      const { rows } = result as { rows: { n: string }[] };
      const reference = `S-${rows[0]?.n}`;
      const [row] = await db
        .insert(t.sales)
        .values({
          id: `sale_${randomBytes(12).toString('base64url')}`,
          reference,
          userId,
          country: sale.country,
          deviceCategory: sale.device.category,
          deviceBrand: sale.device.brand,
          deviceModel: sale.device.model,
          deviceStorage: sale.device.storage,
          conditionAnswers: sale.conditionAnswers,
          offerAmount: sale.offer.amount,
          currencyLabel: sale.offer.currencyLabel,
          offerValidUntil: new Date(sale.offer.validUntil),
          offerBreakdown: sale.offer.breakdown,
          payoutMethod: sale.payout.method,
          payoutIban: sale.payout.iban,
          payoutHolder: sale.payout.holder,
          shipping: sale.shipping,
          status: 'submitted',
          timeline: [entry('submitted', now)],
          createdAt: now,
          contactName: contact?.name ?? null,
          contactEmail: contact?.email ?? null,
          contactPhone: contact?.phone ?? null,
          modelId: origin.modelId ?? null,
        })
        .returning();
      if (!row) throw new Error('sale insert returned nothing');
      return toSale(row);
    },

    /** Newest first. */
    async salesOfUser(userId: string): Promise<Sale[]> {
      const rows = await db
        .select()
        .from(t.sales)
        .where(eq(t.sales.userId, userId))
        .orderBy(desc(t.sales.createdAt), desc(t.sales.reference));
      return rows.map(toSale);
    },

    async saleOfUser(userId: string, saleId: string): Promise<Sale | null> {
      const row = await rowOf(userId, saleId);
      return row ? toSale(row) : null;
    },

    /**
     * The shop moves a sale on. A counter offer needs its amount and reason; confirming the offer
     * without one confirms the offered amount.
     */
    async advance(
      saleId: string,
      status: SaleStatus,
      options: { counterOffer?: SaleCounterOffer; now?: Date } = {},
    ): Promise<Sale | null> {
      const [row] = await db.select().from(t.sales).where(eq(t.sales.id, saleId));
      if (!row) return null;
      const counter = status === 'counter-offer' ? options.counterOffer : undefined;
      if (status === 'counter-offer' && !counter)
        throw new Error('a counter offer needs an amount');
      const [updated] = await db
        .update(t.sales)
        .set({
          status,
          ...(counter ? { counterAmount: counter.amount, counterReason: counter.reason } : {}),
          ...(status === 'offer-confirmed' ? { confirmedAmount: row.offerAmount } : {}),
          timeline: [
            ...TimelineSchema.parse(row.timeline),
            entry(status, options.now ?? new Date()),
          ],
        })
        .where(eq(t.sales.id, saleId))
        .returning();
      return updated ? toSale(updated) : null;
    },

    /**
     * The person's answer to a counter offer: accept confirms its amount, decline has the device
     * sent back. Only a sale waiting on a counter offer takes one; the status is checked again in
     * the update itself, so two answers at once cannot both apply.
     */
    async decideCounterOffer(
      userId: string,
      saleId: string,
      decision: 'accept' | 'decline',
      now = new Date(),
    ): Promise<CounterOfferOutcome> {
      const row = await rowOf(userId, saleId);
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.status !== 'counter-offer' || row.counterAmount === null) {
        return { ok: false, reason: 'no_counter_offer' };
      }
      const status: SaleStatus = decision === 'accept' ? 'offer-confirmed' : 'returned';
      const [updated] = await db
        .update(t.sales)
        .set({
          status,
          ...(decision === 'accept' ? { confirmedAmount: row.counterAmount } : {}),
          timeline: [...TimelineSchema.parse(row.timeline), entry(status, now)],
        })
        .where(
          and(
            eq(t.sales.id, saleId),
            eq(t.sales.userId, userId),
            eq(t.sales.status, 'counter-offer'),
          ),
        )
        .returning();
      return updated
        ? { ok: true, sale: toSale(updated) }
        : { ok: false, reason: 'no_counter_offer' };
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
