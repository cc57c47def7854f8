/**
 * The account's after-sale records: return requests (one per order, guarded by a unique index so
 * two requests sent at once cannot both be made) and warranty cases, plus the catalog's extra
 * services that order lines name by id.
 */
import { randomInt } from 'node:crypto';
import type { ExtraServiceType } from '@refurb/shared-contracts';
import type {
  Refund,
  ReturnReason,
  WarrantyCaseHandover,
} from '@refurb/shared-contracts/api/account';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

export type StoredReturn = typeof t.returnRequests.$inferSelect;
export type StoredWarrantyCase = typeof t.warrantyCases.$inferSelect & { phoneName: string };

export interface NewReturn {
  readonly orderId: string;
  readonly userId: string;
  readonly lines: readonly string[];
  readonly reason: ReturnReason;
  readonly comment: string | null;
  readonly refund: Refund;
}

export interface NewWarrantyCase {
  readonly userId: string;
  readonly orderId: string;
  readonly lineRefId: string;
  readonly issue: string;
  readonly contactPhone: string;
  readonly handover: WarrantyCaseHandover;
}

/** The names an order's lines are shown by (see `orderLineName` in catalog/offers.ts). */
export interface LineNames {
  readonly services: ReadonlyMap<string, ExtraServiceInfo>;
  /** An accessory's name by `country|id`. */
  readonly accessories: ReadonlyMap<string, string>;
}

export interface ExtraServiceInfo {
  readonly id: string;
  readonly key: string;
  readonly type: ExtraServiceType;
  readonly months: number;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random letters and digits a person can read out (no 0/O, 1/I). */
const randomCode = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export function createAccountRepository(db: ShopDb) {
  const casesWithPhone = () =>
    db
      .select({ ...getTableColumns(t.warrantyCases), phoneName: t.orderLines.name })
      .from(t.warrantyCases)
      .innerJoin(
        t.orderLines,
        and(
          eq(t.orderLines.orderId, t.warrantyCases.orderId),
          eq(t.orderLines.refId, t.warrantyCases.lineRefId),
          eq(t.orderLines.kind, 'phone'),
        ),
      );

  const extraServicesByIds = async (
    ids: readonly string[],
  ): Promise<Map<string, ExtraServiceInfo>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: t.extraServices.id,
        key: t.extraServices.key,
        type: t.extraServices.type,
        months: t.extraServices.months,
      })
      .from(t.extraServices)
      .where(inArray(t.extraServices.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row as ExtraServiceInfo]));
  };

  return {
    extraServicesByIds,

    /**
     * What the account names an order's lines by now: its extra services, and its accessories in
     * each country's language (key `country|id`), for orders that stored older names.
     */
    async lineNames(
      lines: readonly { readonly kind: string; readonly refId: string }[],
    ): Promise<LineNames> {
      const ids = (kinds: readonly string[]) => [
        ...new Set(lines.filter((l) => kinds.includes(l.kind)).map((l) => l.refId)),
      ];
      const accessoryIds = ids(['accessory', 'device-accessory']);
      const [services, accessoryRows] = await Promise.all([
        extraServicesByIds(ids(['extra-service'])),
        accessoryIds.length === 0
          ? []
          : db
              .select({
                id: t.accessoryPrices.accessoryId,
                country: t.accessoryPrices.country,
                name: t.accessoryPrices.translatedName,
              })
              .from(t.accessoryPrices)
              .where(inArray(t.accessoryPrices.accessoryId, accessoryIds)),
      ]);
      const accessories = new Map<string, string>();
      for (const row of accessoryRows) {
        if (row.name !== null) accessories.set(`${row.country}|${row.id}`, row.name);
      }
      return { services, accessories };
    },

    async returnOfOrder(orderId: string): Promise<StoredReturn | null> {
      const [row] = await db
        .select()
        .from(t.returnRequests)
        .where(eq(t.returnRequests.orderId, orderId));
      return row ?? null;
    },

    async returnsOfUser(userId: string): Promise<StoredReturn[]> {
      return db
        .select()
        .from(t.returnRequests)
        .where(eq(t.returnRequests.userId, userId))
        .orderBy(desc(t.returnRequests.createdAt), desc(t.returnRequests.id));
    },

    /** Null when the order already has a return request. */
    async createReturn(request: NewReturn): Promise<StoredReturn | null> {
      const [row] = await db
        .insert(t.returnRequests)
        .values({
          id: `RET-${randomCode(8)}`,
          orderId: request.orderId,
          userId: request.userId,
          lineRefIds: [...new Set(request.lines)],
          reason: request.reason,
          comment: request.comment,
          refundMethod: request.refund.method,
          iban: request.refund.method === 'bank' ? request.refund.iban : null,
          holder: request.refund.method === 'bank' ? request.refund.holder : null,
          status: 'requested',
        })
        .onConflictDoNothing({ target: t.returnRequests.orderId })
        .returning();
      return row ?? null;
    },

    async createWarrantyCase(
      request: NewWarrantyCase,
      phoneName: string,
    ): Promise<StoredWarrantyCase> {
      const [row] = await db
        .insert(t.warrantyCases)
        .values({
          reference: `WC-${randomCode(8)}`,
          userId: request.userId,
          orderId: request.orderId,
          lineRefId: request.lineRefId,
          issue: request.issue,
          contactPhone: request.contactPhone,
          handover: request.handover.method,
          pickupAddress: request.handover.method === 'pickup' ? request.handover.address : null,
          status: 'open',
        })
        .returning();
      if (!row) throw new Error('warranty case insert returned nothing');
      return { ...row, phoneName };
    },

    async warrantyCasesOfUser(userId: string): Promise<StoredWarrantyCase[]> {
      return casesWithPhone()
        .where(eq(t.warrantyCases.userId, userId))
        .orderBy(desc(t.warrantyCases.createdAt), desc(t.warrantyCases.id));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
