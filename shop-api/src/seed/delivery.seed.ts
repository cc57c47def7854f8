/**
 * Seeds counties, localities, pickup points and shipping rates. Ids are stable: county ids count
 * from 1 (RO), 101 (BG), 201 (HU), 301 (GR); a locality id is its county id times 100 plus its
 * place. Lockers stand in every locality (two in a county seat); offices in every locality.
 */
import { COUNTRIES } from '@refurb/shared-contracts';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import { AREAS } from './delivery-areas.data.js';
import { DELIVERY, OPENING_HOURS } from './delivery.data.js';

export const DELIVERY_TABLES = 'pickup_points, localities, counties, shipping_rates';
const COUNTY_ID_BASE = { ro: 1, bg: 101, hu: 201, gr: 301 } as const;

export function buildDeliverySeed() {
  const counties: (typeof t.counties.$inferInsert)[] = [];
  const localities: (typeof t.localities.$inferInsert)[] = [];
  const points: (typeof t.pickupPoints.$inferInsert)[] = [];
  const rates: (typeof t.shippingRates.$inferInsert)[] = [];
  for (const country of COUNTRIES) {
    const settings = DELIVERY[country];
    for (const k of settings.kinds) {
      rates.push({
        country,
        kind: k.kind,
        subType: k.subType,
        provider: k.provider,
        cost: k.cost,
        freeThreshold: settings.freeShippingThreshold,
        codFee: settings.codFee,
      });
    }
    AREAS[country].forEach((area, a) => {
      const countyId = COUNTY_ID_BASE[country] + a;
      counties.push({
        id: countyId,
        country,
        name: area.name,
        nativeName: area.nativeName ?? null,
      });
      area.localities.forEach(([name, postalCode], l) => {
        const localityId = countyId * 100 + l + 1;
        localities.push({ id: localityId, countyId, name, postalCode });
        for (const k of settings.kinds) {
          if (k.kind === 'courier') continue;
          const count = k.kind === 'locker' && l === 0 ? 2 : 1;
          for (let n = 1; n <= count; n += 1) {
            const street = settings.streets[(a + l + n) % settings.streets.length]!;
            points.push({
              id: `${country}-${k.subType}-${localityId}-${n}`,
              country,
              kind: k.kind,
              subType: k.subType,
              provider: k.provider,
              name: `${k.provider} ${k.kind === 'locker' ? 'locker' : 'office'} ${name}${count > 1 ? ` ${n}` : ''}`,
              address: `${street} ${10 + ((a * 7 + l * 3 + n) % 90)}, ${name}`,
              countyId,
              localityId,
              postalCode,
              openingHours: OPENING_HOURS[k.kind],
            });
          }
        }
      });
    });
  }
  return { counties, localities, points, rates };
}

export async function seedDelivery(db: ShopDb): Promise<void> {
  const rows = buildDeliverySeed();
  await db.insert(t.counties).values(rows.counties);
  await db.insert(t.localities).values(rows.localities);
  await db.insert(t.pickupPoints).values(rows.points);
  await db.insert(t.shippingRates).values(rows.rates);
}
