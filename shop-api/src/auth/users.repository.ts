/**
 * Shop users and their sessions. A session id is random and only its SHA-256 is stored. A session
 * is found with its creation time (`sessionOf`), which routes/bff.ts holds against the person's
 * revocation times (migration 0016) before it counts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_SECONDS, type SessionUser } from '@refurb/shared-contracts/api/session';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import type { AccountStatusCheck } from './account-status.js';
import type { VerifiedIdentity } from './identity.js';

const hash = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export type ShopUser = typeof t.users.$inferSelect;

export function toSessionUser(row: ShopUser): SessionUser {
  return {
    id: row.id,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    email: row.email,
    displayName: row.displayName,
    phoneNumber: row.phoneNumber,
  };
}

/** Without an identity service to ask (repository tests), every account stands. */
const ALWAYS_STANDS: AccountStatusCheck = {
  status: async () => ({ disabled: false, tokensValidAfter: null }),
  forget: () => {},
};

/**
 * `accountStatus` is the person's Firebase standing (auth/account-status.ts); app.ts gives the
 * real one, so every route that finds a session through routes/bff.ts's `sessionUser` holds it
 * against revocations and disabled accounts.
 */
export function createUsersRepository(
  db: ShopDb,
  options: { readonly accountStatus?: AccountStatusCheck } = {},
) {
  const repository = {
    accountStatus: options.accountStatus ?? ALWAYS_STANDS,

    /**
     * Creates the shop user on first sign-in; later sign-ins refresh the profile fields, except the
     * name and phone once the person has edited them in their account settings.
     */
    async upsertFromIdentity(identity: VerifiedIdentity) {
      const profile = {
        email: identity.email,
        displayName: identity.displayName,
        phoneNumber: identity.phoneNumber,
      };
      const unlessEdited = (column: AnyPgColumn, fresh: string | null) =>
        sql`CASE WHEN ${t.users.profileUpdatedAt} IS NULL THEN ${fresh} ELSE ${column} END`;
      const [row] = await db
        .insert(t.users)
        .values({ id: identity.uid, ...profile })
        .onConflictDoUpdate({
          target: t.users.id,
          set: {
            email: profile.email,
            displayName: unlessEdited(t.users.displayName, profile.displayName),
            phoneNumber: unlessEdited(t.users.phoneNumber, profile.phoneNumber),
          },
        })
        .returning();
      if (!row) throw new Error('user upsert returned nothing');
      return row;
    },

    async createSession(userId: string, now = new Date()): Promise<string> {
      const sessionId = randomBytes(32).toString('base64url');
      await db.insert(t.sessions).values({
        idHash: hash(sessionId),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
      });
      return sessionId;
    },

    /**
     * The user of an unexpired session and when the session was made, or null. Whether it still
     * counts (revocations, deactivation) is routes/bff.ts's `sessionUser` to judge.
     */
    async sessionOf(sessionId: string, now = new Date()) {
      const [row] = await db
        .select({ user: t.users, createdAt: t.sessions.createdAt })
        .from(t.sessions)
        .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
        .where(and(eq(t.sessions.idHash, hash(sessionId)), gt(t.sessions.expiresAt, now)));
      return row ?? null;
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(t.sessions).where(eq(t.sessions.idHash, hash(sessionId)));
    },

    /** Deletes every session of the person made before `before` (all of them by default). */
    async deleteSessionsOf(userId: string, before?: Date): Promise<void> {
      await db
        .delete(t.sessions)
        .where(
          before
            ? and(eq(t.sessions.userId, userId), lt(t.sessions.createdAt, before))
            : eq(t.sessions.userId, userId),
        );
    },

    /**
     * Log out everywhere: every session of the person is deleted, and any made before `now` that a
     * concurrent sign-in was still writing is over too (`sessions_valid_after`).
     */
    async endAllSessions(userId: string, now = new Date()): Promise<void> {
      await db.update(t.users).set({ sessionsValidAfter: now }).where(eq(t.users.id, userId));
      await repository.deleteSessionsOf(userId);
    },

    /** Records the revocation time the shop's own plain logout produced (migration 0016). */
    async recordLogoutRevocation(
      userId: string,
      revoked: { readonly revokedAt: Date | null; readonly sessionsValidAfter: Date | null },
    ): Promise<void> {
      await db
        .update(t.users)
        .set({
          logoutRevokedAt: revoked.revokedAt,
          sessionsValidAfter: sql`GREATEST(${t.users.sessionsValidAfter}, ${revoked.sessionsValidAfter?.toISOString() ?? null}::timestamptz)`,
        })
        .where(eq(t.users.id, userId));
    },

    /** Deactivates the person and ends every session they have. */
    async deactivate(userId: string, now = new Date()) {
      const [row] = await db
        .update(t.users)
        .set({ deactivatedAt: now, sessionsValidAfter: now })
        .where(eq(t.users.id, userId))
        .returning();
      if (row) await repository.deleteSessionsOf(userId);
      return row ?? null;
    },
  };
  return repository;
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
