/**
 * A person's account settings: the name and phone they gave the shop, their company, and their
 * genius membership (`users.genius_since`). The e-mail stays Firebase's.
 */
import type { Country } from '@refurb/shared-contracts';
import type {
  Profile,
  ProfileCompany,
  UpdateProfileRequest,
} from '@refurb/shared-contracts/api/account';
import { and, eq, isNull } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

type CompanyRow = typeof t.companies.$inferSelect;

const toCompany = (row: CompanyRow): ProfileCompany => ({
  country: row.country as Country,
  name: row.name,
  taxNumber: row.taxNumber,
  registrationNumber: row.registrationNumber,
  address: {
    judet: row.judet,
    oras: row.oras,
    county_id: row.countyId,
    locality_id: row.localityId,
    strada: row.strada,
    nr: row.nr,
    cod_postal: row.codPostal,
    details: row.details,
  },
});

function companyColumns(country: Country, company: NonNullable<UpdateProfileRequest['company']>) {
  const { address } = company;
  return {
    country,
    name: company.name,
    // Tax ids are case-insensitive (spec section 5): kept in the upper case invoices print.
    taxNumber: company.taxNumber.toUpperCase(),
    registrationNumber: company.registrationNumber?.toUpperCase() ?? null,
    judet: address.judet,
    oras: address.oras,
    countyId: address.county_id,
    localityId: address.locality_id,
    strada: address.strada,
    nr: address.nr,
    codPostal: address.cod_postal,
    details: address.details,
  };
}

export interface GeniusMembership {
  readonly member: boolean;
  readonly since: Date | null;
}

const membership = (since: Date | null): GeniusMembership => ({ member: since !== null, since });

export function createProfileRepository(db: ShopDb) {
  async function profile(userId: string): Promise<Profile | null> {
    const [row] = await db
      .select({ user: t.users, company: t.companies })
      .from(t.users)
      .leftJoin(t.companies, eq(t.companies.userId, t.users.id))
      .where(eq(t.users.id, userId));
    if (!row) return null;
    return {
      email: row.user.email,
      displayName: row.user.displayName,
      phoneNumber: row.user.phoneNumber,
      company: row.company ? toCompany(row.company) : null,
    };
  }

  async function genius(userId: string): Promise<GeniusMembership | null> {
    const [row] = await db
      .select({ since: t.users.geniusSince })
      .from(t.users)
      .where(eq(t.users.id, userId));
    return row ? membership(row.since) : null;
  }

  return {
    profile,
    genius,

    /** Replaces the editable fields; `company: null` removes the company. Null for no such user. */
    async update(
      userId: string,
      body: UpdateProfileRequest,
      now = new Date(),
    ): Promise<Profile | null> {
      const updated = await db.transaction(async (tx) => {
        const [user] = await tx
          .update(t.users)
          .set({
            displayName: body.displayName,
            phoneNumber: body.phoneNumber,
            profileUpdatedAt: now,
          })
          .where(eq(t.users.id, userId))
          .returning({ id: t.users.id });
        if (!user) return false;
        if (body.company) {
          const columns = { ...companyColumns(body.country, body.company), updatedAt: now };
          await tx
            .insert(t.companies)
            .values({ userId, ...columns })
            .onConflictDoUpdate({ target: t.companies.userId, set: columns });
        } else {
          await tx.delete(t.companies).where(eq(t.companies.userId, userId));
        }
        return true;
      });
      return updated ? profile(userId) : null;
    },

    /** Joining twice keeps the first date: a member's orders count from when they joined. */
    async joinGenius(userId: string, now = new Date()): Promise<GeniusMembership | null> {
      await db
        .update(t.users)
        .set({ geniusSince: now })
        .where(and(eq(t.users.id, userId), isNull(t.users.geniusSince)));
      return genius(userId);
    },

    async leaveGenius(userId: string): Promise<GeniusMembership | null> {
      const [row] = await db
        .update(t.users)
        .set({ geniusSince: null })
        .where(eq(t.users.id, userId))
        .returning({ since: t.users.geniusSince });
      return row ? membership(row.since) : null;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
