/**
 * Seeds the courier service: divisions and towns from the GeoNames places data
 * (places.data.json, built by places.build.ts), pickup points and shipping rates. County ids count
 * from 1 (RO), 101 (BG), 201 (HU), 301 (GR) in ISO code order; a town's id is its GeoNames id.
 *
 * The pickup points are the local courier stand-in's (the real providers' lists come from their
 * APIs): in each division's largest town (lockers: two there) and in every town of 20,000 people
 * or more, named and addressed in the country's language and script. Their postal code is unknown,
 * like the towns' (GeoNames gives none).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRIES, type Country } from '@refurb/shared-contracts';
import * as z from 'zod';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import { siteAmount } from '../catalog/money.js';
import { DELIVERY, PICKUP_WORDS } from './delivery.data.js';

export const DELIVERY_TABLES = 'pickup_points, localities, counties, shipping_rates';
const COUNTY_ID_BASE = { ro: 1, bg: 101, hu: 201, gr: 301 } as const;
/** Towns this populous or more have pickup points (besides each division's largest). */
export const PICKUP_TOWN_POPULATION = 20_000;

export const PLACES_FILE = join(import.meta.dirname, '..', '..', 'src', 'seed', 'places.data.json');

const PlaceRowSchema = z.tuple([
  z.int().positive(),
  z.string().min(1),
  z.string().min(1),
  z.int().nonnegative(),
]);
const DivisionSchema = z.object({
  code: z.string().regex(/^(RO|BG|HU|GR)-[0-9A-Z]{1,2}$/),
  name: z.string().min(1),
  latinName: z.string().min(1),
  region: z.string().min(1).nullable(),
  localities: z.array(PlaceRowSchema).min(1),
});
export const PlacesDataSchema = z.object({
  source: z.string(),
  countries: z.object({
    ro: z.array(DivisionSchema),
    bg: z.array(DivisionSchema),
    hu: z.array(DivisionSchema),
    gr: z.array(DivisionSchema),
  }),
});

let places: z.infer<typeof PlacesDataSchema> | null = null;
export function placesData() {
  places ??= PlacesDataSchema.parse(JSON.parse(readFileSync(PLACES_FILE, 'utf8')));
  return places;
}

function placeRows(country: Country) {
  const counties: (typeof t.counties.$inferInsert)[] = [];
  const localities: (typeof t.localities.$inferInsert)[] = [];
  const points: (typeof t.pickupPoints.$inferInsert)[] = [];
  const settings = DELIVERY[country];
  placesData().countries[country].forEach((division, a) => {
    const countyId = COUNTY_ID_BASE[country] + a;
    counties.push({
      id: countyId,
      country,
      code: division.code,
      name: division.name,
      latinName: division.latinName,
      region: division.region,
    });
    division.localities.forEach(([id, name, latinName, population], l) => {
      localities.push({ id, countyId, name, latinName, position: l, postalCode: null });
      if (l > 0 && population < PICKUP_TOWN_POPULATION) return;
      for (const k of settings.kinds) {
        if (k.kind === 'courier') continue;
        const words = PICKUP_WORDS[country][k.kind];
        const count = k.kind === 'locker' && l === 0 ? 2 : 1;
        for (let n = 1; n <= count; n += 1) {
          const street = settings.streets[(a + l + n) % settings.streets.length]!;
          points.push({
            id: `${country}-${k.subType}-${id}-${n}`,
            country,
            kind: k.kind,
            subType: k.subType,
            provider: k.provider,
            name: `${words.name} ${name}${count > 1 ? ` ${n}` : ''}`,
            address: `${street} ${10 + ((a * 7 + l * 3 + n) % 90)}, ${name}`,
            countyId,
            localityId: id,
            postalCode: null,
            openingHours: words.hours,
          });
        }
      }
    });
  });
  return { counties, localities, points };
}

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
        // Written in the spec's currency of the site; in its configured one (money.ts).
        cost: siteAmount(country, k.cost),
        freeThreshold: siteAmount(country, settings.freeShippingThreshold),
        codFee: siteAmount(country, settings.codFee),
      });
    }
    const rows = placeRows(country);
    counties.push(...rows.counties);
    localities.push(...rows.localities);
    points.push(...rows.points);
  }
  return { counties, localities, points, rates };
}

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

async function insertPlaces(db: ShopDb, rows: ReturnType<typeof buildDeliverySeed>) {
  await db.insert(t.counties).values(rows.counties);
  await inChunks(rows.localities, (chunk) => db.insert(t.localities).values(chunk));
  await inChunks(rows.points, (chunk) => db.insert(t.pickupPoints).values(chunk));
}

export async function seedDelivery(db: ShopDb): Promise<void> {
  const rows = buildDeliverySeed();
  await insertPlaces(db, rows);
  await db.insert(t.shippingRates).values(rows.rates);
}

/**
 * Seeds the places when their tables are empty (a database seeded before the GeoNames places:
 * migration 0019 emptied them). True when it seeded.
 */
export async function ensurePlaces(db: ShopDb): Promise<boolean> {
  const [row] = await db.select({ id: t.counties.id }).from(t.counties).limit(1);
  if (row) return false;
  await db.transaction(async (tx) => insertPlaces(tx, buildDeliverySeed()));
  return true;
}
