/** Shop users and their sessions. A session id is random and only its SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_SECONDS, type SessionUser } from '@refurb/shared-contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
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

export function createUsersRepository(db: ShopDb) {
  return {
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

    /** The user of a live session, or null. */
    async userOfSession(sessionId: string, now = new Date()) {
      const [row] = await db
        .select({ user: t.users })
        .from(t.sessions)
        .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
        .where(and(eq(t.sessions.idHash, hash(sessionId)), gt(t.sessions.expiresAt, now)));
      return row?.user ?? null;
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(t.sessions).where(eq(t.sessions.idHash, hash(sessionId)));
    },

    async deactivate(userId: string, now = new Date()) {
      const [row] = await db
        .update(t.users)
        .set({ deactivatedAt: now })
        .where(eq(t.users.id, userId))
        .returning();
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
