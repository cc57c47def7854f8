/** Reads of the courier service's tables; it also answers checkout's ShippingQuotes port. */
import type { Country, DeliveryKind, DeliverySubType } from '@refurb/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import type { ShippingRate } from '../catalog/catalog-snapshot.js';
import type { ShippingQuotes } from '../orders/shipping.js';

/** Where the shipping rates are read: the catalog in memory (migration 0028). */
export interface ShippingRates {
  shippingRate(country: Country, kind: DeliveryKind): Promise<ShippingRate | null>;
}

export function createDeliveryRepository(db: ShopDb, rates: ShippingRates) {
  const rate = (country: Country, kind: DeliveryKind) => rates.shippingRate(country, kind);
  const repository = {
    counties: (country: Country) =>
      db
        .select()
        .from(t.counties)
        .where(eq(t.counties.country, country))
        .orderBy(asc(t.counties.name)),

    async localities(country: Country, countyId: number) {
      return db
        .select({
          id: t.localities.id,
          countyId: t.localities.countyId,
          name: t.localities.name,
          latinName: t.localities.latinName,
          postalCode: t.localities.postalCode,
        })
        .from(t.localities)
        .innerJoin(t.counties, eq(t.counties.id, t.localities.countyId))
        .where(and(eq(t.counties.country, country), eq(t.localities.countyId, countyId)))
        .orderBy(asc(t.localities.position));
    },

    async pickupPoints(filter: {
      country: Country;
      kind: 'locker' | 'office';
      provider?: DeliverySubType | undefined;
      countyId?: number | undefined;
      localityId?: number | undefined;
    }) {
      const rows = await db
        .select({
          point: t.pickupPoints,
          locality: t.localities.name,
          localityLatinName: t.localities.latinName,
        })
        .from(t.pickupPoints)
        .innerJoin(t.localities, eq(t.localities.id, t.pickupPoints.localityId))
        .where(
          and(
            eq(t.pickupPoints.country, filter.country),
            eq(t.pickupPoints.kind, filter.kind),
            filter.provider === undefined ? undefined : eq(t.pickupPoints.subType, filter.provider),
            filter.countyId === undefined
              ? undefined
              : eq(t.pickupPoints.countyId, filter.countyId),
            filter.localityId === undefined
              ? undefined
              : eq(t.pickupPoints.localityId, filter.localityId),
          ),
        )
        .orderBy(asc(t.pickupPoints.id));
      return rows.map(({ point, locality, localityLatinName }) => ({
        ...point,
        locality,
        localityLatinName,
        kind: point.kind as 'locker' | 'office',
        subType: point.subType as DeliverySubType,
      }));
    },

    async options(country: Country) {
      return db
        .select()
        .from(t.shippingRates)
        .where(eq(t.shippingRates.country, country))
        .orderBy(asc(t.shippingRates.cost));
    },

    rate,
  };
  const shipping: ShippingQuotes = {
    async quote(country, delivery, orderTotal) {
      const row = await rate(country, delivery);
      if (!row) return null;
      return { cost: orderTotal >= row.freeThreshold ? 0 : row.cost, codFee: row.codFee };
    },
    async pickupPoint(id) {
      const [row] = await db
        .select({ name: t.pickupPoints.name, address: t.pickupPoints.address })
        .from(t.pickupPoints)
        .where(eq(t.pickupPoints.id, id));
      return row ?? null;
    },
    async townInCounty(country, countyId, localityId) {
      const [row] = await db
        .select({ id: t.localities.id })
        .from(t.localities)
        .innerJoin(t.counties, eq(t.counties.id, t.localities.countyId))
        .where(
          and(
            eq(t.localities.id, localityId),
            eq(t.localities.countyId, countyId),
            eq(t.counties.country, country),
          ),
        );
      return row !== undefined;
    },
    async pickupPointExists(country, delivery, pickupPointId) {
      if (delivery === 'courier') return false;
      const [row] = await db
        .select({ id: t.pickupPoints.id })
        .from(t.pickupPoints)
        .where(
          and(
            eq(t.pickupPoints.id, pickupPointId),
            eq(t.pickupPoints.country, country),
            eq(t.pickupPoints.kind, delivery),
          ),
        );
      return row !== undefined;
    },
  };
  return { ...repository, shipping };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
