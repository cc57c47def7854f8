/** A person's saved delivery addresses, in the server shape of spec section 3. */
import type { AddressServerInput, DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import { and, asc, eq } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

type Row = typeof t.addresses.$inferSelect;

const toServer = (row: Row): DeliveryAddressServer => ({
  id: row.id,
  user_id: row.userId,
  address_type: row.addressType as DeliveryAddressServer['address_type'],
  judet: row.judet,
  oras: row.oras,
  county_id: row.countyId,
  locality_id: row.localityId,
  strada: row.strada,
  nr: row.nr,
  cod_postal: row.codPostal,
  details: row.details,
});

const columns = (address: AddressServerInput) => ({
  judet: address.judet,
  oras: address.oras,
  countyId: address.county_id,
  localityId: address.locality_id,
  strada: address.strada,
  nr: address.nr,
  codPostal: address.cod_postal,
  details: address.details,
});

export function createAddressesRepository(db: ShopDb) {
  return {
    /** Oldest first: the first is what `-1` selects. */
    async list(userId: string): Promise<DeliveryAddressServer[]> {
      const rows = await db
        .select()
        .from(t.addresses)
        .where(eq(t.addresses.userId, userId))
        .orderBy(asc(t.addresses.id));
      return rows.map(toServer);
    },

    async create(userId: string, address: AddressServerInput): Promise<DeliveryAddressServer> {
      const [row] = await db
        .insert(t.addresses)
        .values({ userId, addressType: 'DELIVERY', ...columns(address) })
        .returning();
      if (!row) throw new Error('address insert returned nothing');
      return toServer(row);
    },

    /** Null when the address is not this person's. */
    async update(
      userId: string,
      id: number,
      address: AddressServerInput,
    ): Promise<DeliveryAddressServer | null> {
      const [row] = await db
        .update(t.addresses)
        .set({ addressType: 'DELIVERY', ...columns(address) })
        .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)))
        .returning();
      return row ? toServer(row) : null;
    },

    /** False when the address is not this person's (or no longer exists). */
    async remove(userId: string, id: number): Promise<boolean> {
      const deleted = await db
        .delete(t.addresses)
        .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)))
        .returning({ id: t.addresses.id });
      return deleted.length > 0;
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
