/** Partner identities linked to shop users, by the partner's subject id (migration 0014). */
import { and, eq } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

export const EMAG_PARTNER = 'emag';

export function createPartnerLinksRepository(db: ShopDb) {
  return {
    /** The shop user this partner identity is linked to, or null. */
    async userOf(partner: string, subject: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: t.partnerLinks.userId })
        .from(t.partnerLinks)
        .where(and(eq(t.partnerLinks.partner, partner), eq(t.partnerLinks.subject, subject)));
      return row?.userId ?? null;
    },

    /**
     * Links the identity to `userId` unless it is linked already; answers the user it is linked
     * to afterwards (another sign-in may have linked it first).
     */
    async link(partner: string, subject: string, userId: string): Promise<string> {
      await db.insert(t.partnerLinks).values({ partner, subject, userId }).onConflictDoNothing();
      const [row] = await db
        .select({ userId: t.partnerLinks.userId })
        .from(t.partnerLinks)
        .where(and(eq(t.partnerLinks.partner, partner), eq(t.partnerLinks.subject, subject)));
      if (!row) throw new Error('partner link insert left no row');
      return row.userId;
    },
  };
}

export type PartnerLinksRepository = ReturnType<typeof createPartnerLinksRepository>;
