/**
 * Builds the seeded shop deterministically (same data on every machine, so a product id in a bug
 * report means the same thing everywhere) and writes it. `reset` drops the data first.
 */
import { COUNTRIES, slugify } from '@refurb/shared-contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import * as t from '../db/schema.js';
import { GRADES, MODELS, STORAGE_STEP_FACTOR } from './catalog.data.js';
import { CHECKOUT_TABLES, seedCheckout } from './checkout.seed.js';
import { DELIVERY_TABLES, seedDelivery } from './delivery.seed.js';
import { ACCESSORY_NAMES } from './accessory-names.data.js';
import { ACCESSORIES, EXTRA_SERVICES } from './extras.data.js';
import { priceIn } from '../catalog/money.js';
import { seededPriceHistory } from './price-history.seed.js';
import { seededBatteryHealth } from './battery-health.js';
import { recordSiteCurrencies } from '../db/site-currencies.js';

/** A small, fast, seedable PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedRows {
  brands: (typeof t.brands.$inferInsert)[];
  models: (typeof t.models.$inferInsert)[];
  products: (typeof t.products.$inferInsert)[];
  productPrices: (typeof t.productPrices.$inferInsert)[];
  /** Each price's history, oldest first per listing and country (price-history.seed.ts). */
  priceHistory: (typeof t.priceHistory.$inferInsert)[];
  accessories: (typeof t.accessories.$inferInsert)[];
  accessoryPrices: (typeof t.accessoryPrices.$inferInsert)[];
  extraServices: (typeof t.extraServices.$inferInsert)[];
}

/** `now`: the seed's clock, which the price histories count back from. */
export function buildSeed(seed = 20261122, now: Date = new Date()): SeedRows {
  const random = prng(seed);
  // The histories draw from their own stream, so the rest of the seed stays what it was.
  const historyRandom = prng(seed + 1);
  // Battery health too: one draw per unit, so a unit's health depends on no other unit's battery.
  const batteryRandom = prng(seed + 2);
  const brandNames = [...new Set(MODELS.map((m) => m.brand))];
  const rows: SeedRows = {
    brands: brandNames.map((name, i) => ({ id: i + 1, name, slug: slugify(name) })),
    models: [],
    products: [],
    productPrices: [],
    priceHistory: [],
    accessories: [],
    accessoryPrices: [],
    extraServices: [],
  };
  let productNo = 0;
  MODELS.forEach((model, m) => {
    const modelId = m + 1;
    rows.models.push({
      id: modelId,
      legacyModelId: 1000 + modelId,
      brandId: brandNames.indexOf(model.brand) + 1,
      name: model.name,
      slug: slugify(
        model.name.startsWith(model.brand) ? model.name : `${model.brand} ${model.name}`,
      ),
      deviceType: model.type,
      specs: model.specs,
    });
    model.storages.forEach((storage, s) => {
      const storageFactor = STORAGE_STEP_FACTOR ** (model.storages.length - 1 - s);
      for (const color of model.colors) {
        for (const { grade, factor } of GRADES) {
          productNo += 1;
          const id = `P${String(productNo).padStart(5, '0')}`;
          const euro = model.price * storageFactor * factor;
          const discounted = random() < 0.25;
          // Drawn in this order since the seed began (stock, then battery): the same units.
          const stock = random() < 0.2 ? 0 : 1 + Math.floor(random() * 9);
          const batteryType = model.type === 'SMARTPHONE' && random() < 0.3 ? 'Noua' : 'Standard';
          rows.products.push({
            id,
            modelId,
            legacySellOrderId: 700_000 + productNo,
            sku: `SKU-${1000 + modelId}-${String(productNo).padStart(5, '0')}`,
            storage,
            color,
            grade,
            stock,
            batteryType,
            batteryHealth: seededBatteryHealth(model.battery, batteryType, batteryRandom()),
          });
          for (const country of COUNTRIES) {
            rows.productPrices.push({
              productId: id,
              country,
              price: priceIn(country, euro),
            });
          }
          rows.priceHistory.push(...seededPriceHistory(id, euro, discounted, historyRandom, now));
        }
      }
    });
  });
  for (const a of ACCESSORIES) {
    rows.accessories.push({
      id: a.id,
      name: a.name,
      category: a.category,
      deviceType: a.type,
      isWrappingTax: a.isWrappingTax ?? false,
      isActive: a.isActive ?? true,
    });
    for (const country of COUNTRIES) {
      rows.accessoryPrices.push({
        accessoryId: a.id,
        country,
        price: priceIn(country, a.price),
        translatedName: ACCESSORY_NAMES[a.id]?.[country] ?? null,
      });
    }
  }
  const types = [...new Set(MODELS.map((m) => m.type))];
  for (const deviceType of types) {
    for (const s of EXTRA_SERVICES) {
      rows.extraServices.push({
        id: `${deviceType.toLowerCase()}-${s.key}`,
        key: s.key,
        type: s.type,
        deviceType,
        months: s.months,
        pricePercent: s.percent,
      });
    }
  }
  return rows;
}

async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * Names the seeded accessories in each language where a database seeded before migration 0020
 * has none (accessories the shop added itself keep theirs). The number of prices named.
 */
export async function ensureAccessoryNames(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM accessory_prices WHERE translated_name IS NULL`,
  );
  if ((row?.n ?? 0) === 0) return 0;
  let named = 0;
  await database.db.transaction(async (tx) => {
    for (const [id, names] of Object.entries(ACCESSORY_NAMES)) {
      for (const country of COUNTRIES) {
        const updated = await tx
          .update(t.accessoryPrices)
          .set({ translatedName: names[country] })
          .where(
            and(
              eq(t.accessoryPrices.accessoryId, id),
              eq(t.accessoryPrices.country, country),
              isNull(t.accessoryPrices.translatedName),
            ),
          )
          .returning({ id: t.accessoryPrices.accessoryId });
        named += updated.length;
      }
    }
  });
  return named;
}

export async function isSeeded(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
  return (row?.n ?? 0) > 0;
}

const TABLES = [
  'price_history, product_prices, products, models, brands, accessory_prices, accessories, extra_services',
  CHECKOUT_TABLES,
  DELIVERY_TABLES,
  'site_currencies',
].join(', ');

export async function seedDatabase(
  database: Database,
  options: { reset?: boolean; now?: Date } = {},
): Promise<SeedRows> {
  if (options.reset) await database.exec(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE;`);
  const rows = buildSeed(undefined, options.now);
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.insert(t.brands).values(rows.brands);
    await tx.insert(t.models).values(rows.models);
    await insertChunked(rows.products, (c) => tx.insert(t.products).values(c));
    // The history first, with its own dates: product_prices' trigger (migration 0022) then finds
    // each price already recorded and adds no row dated today.
    await insertChunked(rows.priceHistory, (c) => tx.insert(t.priceHistory).values(c));
    await insertChunked(rows.productPrices, (c) => tx.insert(t.productPrices).values(c));
    await tx.insert(t.accessories).values(rows.accessories);
    await tx.insert(t.accessoryPrices).values(rows.accessoryPrices);
    await tx.insert(t.extraServices).values(rows.extraServices);
    await seedCheckout(tx);
    await seedDelivery(tx);
    // The currencies every amount above is in (migration 0025): a start in others is refused.
    await recordSiteCurrencies(tx);
  });
  // serial columns were given explicit ids; move their sequences past them.
  await database.exec(
    "SELECT setval(pg_get_serial_sequence('brands', 'id'), (SELECT max(id) FROM brands)); SELECT setval(pg_get_serial_sequence('models', 'id'), (SELECT max(id) FROM models));",
  );
  return rows;
}
