/**
 * The catalog in memory: every listing with its model and brand, the prices of every country
 * (with the previous price each may show, worked out from the price history: omnibus.ts),
 * accessories, extra services and the payment methods' bounds, indexed for the reads of
 * `catalog.repository.ts`. A catalog of a few thousand listings is a few MB, and reading it from
 * memory instead of joining four tables per request is what lets one core answer catalog pages at
 * the issue's rate.
 *
 * Freshness: the database keeps two counters that writes to the catalog's tables move (migration
 * 0013, statement triggers, in the writer's transaction; 0022 adds the price history, which a
 * price change writes in the same statement): `version` for everything but stock,
 * `stock_version` for products' stock, which every order changes. `current()` reads that one row
 * per call: when `version` moved it reloads the catalog, when only `stock_version` moved it
 * re-reads the stock of the products changed since the counter it holds (migration 0026's
 * `stock_changes`: one or two per order, not every product) and writes it into the rows it holds. So a read
 * never answers from a catalog older than the last commit it could have seen. The counters are
 * read before the tables: a commit landing between the two leaves newer data under older
 * counters, which costs one more re-read, never a stale answer. Concurrent reads that find the
 * same new counters share one re-read.
 *
 * Asking costs a query per read. On PGlite (`npm start`'s engine) shop-api's process is the only
 * writer and the triggers' `catalog_changed` notification reaches it as the writing transaction
 * commits, before the writer resumes (Database.listenAtCommit); so reads ask only after a
 * notification and otherwise answer from memory without touching the database. A stock change's
 * notification carries the new stock counter and each changed product's stock (migration 0029):
 * when every notification since the counters held is such a note, numbered right after them, the
 * read writes them into the rows it holds and asks nothing, so an order costs the catalog no
 * query. A catalog change, a stock change too big for one notification, or a gap in the numbers
 * makes the next read ask, as above. On PostgreSQL, where other processes write and notifications
 * arrive later, every read asks.
 *
 * The rows are shared by every request and must be treated as read-only, except for `stock`,
 * which only this module writes.
 */
import type { Country, DeviceTypeKey } from '@refurb/shared-contracts';
import type { ModelSpecs } from '@refurb/shared-contracts/api/catalog';
import { asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import { specsReader, warnOfBadSpecs, type BadSpecs } from './model-specs-reader.js';
import { previousPrice, type PricePoint } from './omnibus.js';

/** A listing's own fields with its model and brand, priced in no country yet. */
export interface UnpricedProduct {
  id: string;
  legacySellOrderId: number;
  sku: string;
  storage: string;
  color: string;
  grade: string;
  stock: number;
  batteryType: string;
  /** Measured, in % of a new battery's capacity; null: no battery (a console) or unmeasured. */
  batteryHealth: number | null;
  modelId: number;
  legacyModelId: number;
  modelName: string;
  modelSlug: string;
  deviceType: DeviceTypeKey;
  specs: ModelSpecs;
  brandName: string;
  brandSlug: string;
}

export interface ProductRow extends UnpricedProduct {
  price: number;
  /** The price to strike through, worked out from the price history (catalog/omnibus.ts). */
  previousPrice: number | null;
}

export interface AccessoryRow {
  id: string;
  name: string;
  category: string;
  deviceType: string | null;
  isWrappingTax: boolean;
  isActive: boolean;
  price: number;
  /** The name in the country's language; the Romanian `name` when it has none. */
  translatedName: string;
}

export interface ExtraServiceRow {
  id: string;
  key: string;
  type: 'EXTRA_WARRANTY' | 'INSURANCE';
  months: number;
  pricePercent: number;
}

/** A payment method's bounds for an order total (spec section 5); null: no bound that side. */
export interface PaymentBounds {
  readonly lower: number | null;
  readonly upper: number | null;
}

/** One country's priced catalog; every list is in id order (the order the database sorts by). */
export interface CountryCatalog {
  readonly products: readonly ProductRow[];
  readonly byId: ReadonlyMap<string, ProductRow>;
  readonly byLegacySellOrderId: ReadonlyMap<number, ProductRow>;
  readonly byType: ReadonlyMap<DeviceTypeKey, readonly ProductRow[]>;
  readonly byLegacyModelId: ReadonlyMap<number, readonly ProductRow[]>;
  readonly accessories: readonly AccessoryRow[];
  readonly accessoryById: ReadonlyMap<string, AccessoryRow>;
  /** The payment methods' bounds by method key (migration 0027: they move the catalog's counter). */
  readonly paymentBounds: ReadonlyMap<string, PaymentBounds>;
  /** The shipping rate of each delivery kind (migration 0028: they move the catalog's counter). */
  readonly shippingRates: ReadonlyMap<string, ShippingRate>;
}

/** A delivery kind's rate in a country (spec section 4), as `shipping_rates` holds it. */
export type ShippingRate = typeof t.shippingRates.$inferSelect;

export interface CatalogSnapshot {
  readonly version: number;
  /** Every listing of a model, priced or not, by model id. */
  readonly variantsByModelId: ReadonlyMap<number, readonly UnpricedProduct[]>;
  readonly extraServicesByType: ReadonlyMap<string, readonly ExtraServiceRow[]>;
  country(country: Country): CountryCatalog;
  /**
   * Values computed from this catalog (catalog pages: the same few queries over and over), by
   * key; emptied when the stock changes, dropped with the snapshot when the catalog does.
   */
  readonly derived: Map<string, unknown>;
}

/** How many derived values a snapshot keeps (the oldest goes first). */
export const DERIVED_LIMIT = 500;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export interface Versions {
  version: number;
  stockVersion: number;
}

/** The counters as of the last commit: one row by its key (GET /product/catalog-version too). */
export async function readVersions(db: ShopDb): Promise<Versions> {
  const [row] = await db
    .select({ version: t.catalogVersion.version, stockVersion: t.catalogVersion.stockVersion })
    .from(t.catalogVersion)
    .where(eq(t.catalogVersion.id, 1));
  if (!row) throw new Error('catalog_version has no row (is migration 0013 applied?)');
  return row;
}

/** A snapshot and the rows holding each product's stock (the unpriced one and one per country). */
interface Loaded {
  snapshot: CatalogSnapshot;
  stockRows: Map<string, { stock: number }[]>;
}

/**
 * Every listing's price in every country, by `country|productId`, with the previous price to show
 * beside it, worked out from the listing's price history there (catalog/omnibus.ts). The rule
 * reads the history only, never today's date, so a snapshot kept until the version moves stays
 * right as the days pass.
 */
async function loadPrices(
  db: ShopDb,
): Promise<Map<string, { price: number; previousPrice: number | null }>> {
  const [prices, history] = await Promise.all([
    db
      .select({
        productId: t.productPrices.productId,
        country: t.productPrices.country,
        price: t.productPrices.price,
      })
      .from(t.productPrices),
    db
      .select({
        productId: t.priceHistory.productId,
        country: t.priceHistory.country,
        price: t.priceHistory.price,
        validFrom: t.priceHistory.validFrom,
      })
      .from(t.priceHistory)
      .orderBy(
        asc(t.priceHistory.productId),
        asc(t.priceHistory.country),
        asc(t.priceHistory.validFrom),
      ),
  ]);
  const historyOf = new Map<string, PricePoint[]>();
  for (const row of history) push(historyOf, `${row.country}|${row.productId}`, row);
  // Two reads, on PostgreSQL maybe of two commits: a price changed between them leaves a history
  // not ending at the price, which shows no previous price until the re-read the change causes.
  return new Map(
    prices.map(({ productId, country, price }) => {
      const key = `${country}|${productId}`;
      return [key, { price, previousPrice: previousPrice(historyOf.get(key) ?? [], price) }];
    }),
  );
}

export interface CatalogSnapshotOptions {
  /**
   * Told of each model whose stored specs fail the contract, once per catalog load (app.ts logs
   * it); such a model is read as having no specs. By default, a warning on the console.
   */
  readonly onBadSpecs?: (bad: BadSpecs) => void;
}

async function loadSnapshot(
  db: ShopDb,
  version: number,
  onBadSpecs: (bad: BadSpecs) => void,
): Promise<Loaded> {
  const [products, priceOf, accessories, accessoryPrices, services, bounds, rates] =
    await Promise.all([
      db
        .select({
          id: t.products.id,
          legacySellOrderId: t.products.legacySellOrderId,
          sku: t.products.sku,
          storage: t.products.storage,
          color: t.products.color,
          grade: t.products.grade,
          stock: t.products.stock,
          batteryType: t.products.batteryType,
          batteryHealth: t.products.batteryHealth,
          modelId: t.models.id,
          legacyModelId: t.models.legacyModelId,
          modelName: t.models.name,
          modelSlug: t.models.slug,
          deviceType: t.models.deviceType,
          specs: t.models.specs,
          brandName: t.brands.name,
          brandSlug: t.brands.slug,
        })
        .from(t.products)
        .innerJoin(t.models, eq(t.models.id, t.products.modelId))
        .innerJoin(t.brands, eq(t.brands.id, t.models.brandId))
        .orderBy(asc(t.products.id)),
      loadPrices(db),
      db.select().from(t.accessories).orderBy(asc(t.accessories.id)),
      db.select().from(t.accessoryPrices),
      db
        .select({
          id: t.extraServices.id,
          key: t.extraServices.key,
          type: t.extraServices.type,
          deviceType: t.extraServices.deviceType,
          months: t.extraServices.months,
          pricePercent: t.extraServices.pricePercent,
        })
        .from(t.extraServices)
        .orderBy(asc(t.extraServices.id)),
      db.select().from(t.paymentMethodBounds),
      db.select().from(t.shippingRates),
    ]);

  const specsOf = specsReader(onBadSpecs);
  const unpriced: UnpricedProduct[] = products.map((p) => ({
    ...p,
    deviceType: p.deviceType as DeviceTypeKey,
    specs: specsOf(p),
  }));
  const stockRows = new Map<string, { stock: number }[]>();
  const variantsByModelId = new Map<number, UnpricedProduct[]>();
  for (const p of unpriced) {
    push(variantsByModelId, p.modelId, p);
    push(stockRows, p.id, p);
  }
  const extraServicesByType = new Map<string, ExtraServiceRow[]>();
  for (const { deviceType, ...service } of services)
    push(extraServicesByType, deviceType, service as ExtraServiceRow);

  const countries = new Map<Country, CountryCatalog>();
  const accessoryPriceOf = new Map(
    accessoryPrices.map((p) => [`${p.country}|${p.accessoryId}`, p]),
  );

  const build = (country: Country): CountryCatalog => {
    const priced: ProductRow[] = [];
    const byType = new Map<DeviceTypeKey, ProductRow[]>();
    const byLegacyModelId = new Map<number, ProductRow[]>();
    for (const p of unpriced) {
      const price = priceOf.get(`${country}|${p.id}`);
      if (!price) continue;
      const row = {
        ...p,
        price: price.price,
        previousPrice: price.previousPrice,
      };
      priced.push(row);
      push(stockRows, row.id, row);
      push(byType, row.deviceType, row);
      push(byLegacyModelId, row.legacyModelId, row);
    }
    const pricedAccessories: AccessoryRow[] = [];
    for (const a of accessories) {
      const price = accessoryPriceOf.get(`${country}|${a.id}`);
      if (price !== undefined) {
        pricedAccessories.push({
          ...a,
          price: price.price,
          translatedName: price.translatedName ?? a.name,
        });
      }
    }
    return {
      products: priced,
      paymentBounds: new Map(
        bounds
          .filter((b) => b.country === country)
          .map((b) => [b.methodKey, { lower: b.lowerBound, upper: b.upperBound }]),
      ),
      shippingRates: new Map(rates.filter((r) => r.country === country).map((r) => [r.kind, r])),
      byId: new Map(priced.map((p) => [p.id, p])),
      byLegacySellOrderId: new Map(priced.map((p) => [p.legacySellOrderId, p])),
      byType,
      byLegacyModelId,
      accessories: pricedAccessories,
      accessoryById: new Map(pricedAccessories.map((a) => [a.id, a])),
    };
  };

  const snapshot: CatalogSnapshot = {
    version,
    derived: new Map(),
    variantsByModelId,
    extraServicesByType,
    country(country) {
      let catalog = countries.get(country);
      if (!catalog) {
        catalog = build(country);
        countries.set(country, catalog);
      }
      return catalog;
    },
  };
  return { snapshot, stockRows };
}

/**
 * Writes the database's stock into the rows held at stock counter `from`, now that it reads `to`:
 * the products changed in between (migration 0026's `stock_changes`), or every product's when the
 * changes since `from` are no longer all kept (or the counters went backwards: a restored copy).
 */
async function refreshStock(db: ShopDb, loaded: Loaded, from: number, to: number): Promise<void> {
  const changedOnly = to >= from && to - from < t.STOCK_CHANGES_KEPT;
  const rows = changedOnly
    ? await db
        .selectDistinct({ id: t.products.id, stock: t.products.stock })
        .from(t.stockChanges)
        .innerJoin(t.products, eq(t.products.id, t.stockChanges.productId))
        .where(gt(t.stockChanges.version, from))
    : await db.select({ id: t.products.id, stock: t.products.stock }).from(t.products);
  for (const { id, stock } of rows) {
    for (const row of loaded.stockRows.get(id) ?? []) row.stock = stock;
  }
  loaded.snapshot.derived.clear();
}

export interface CatalogSnapshots {
  /** The catalog as of the database's last commit (see the module's doc for how it knows). */
  current(): Promise<CatalogSnapshot>;
}

/**
 * A stock change as its commit's notification tells it (migration 0029): the stock counter it
 * moved to and each changed product's stock; `rows` is absent when they would not fit in one
 * notification. Any other payload ('catalog') tells a change the reader must read.
 */
const StockNoteSchema = z.object({
  stock: z.number().int().nonnegative(),
  rows: z.array(z.tuple([z.string(), z.number().int()])).optional(),
});

/** A stock note with its rows, numbered by the notifications seen when it came. */
interface StockNote {
  readonly seen: number;
  readonly stockVersion: number;
  readonly rows: readonly (readonly [string, number])[];
}

/** How many stock notes wait for a read before they are dropped and the next read asks instead. */
const NOTES_KEPT = 1000;

function stockNote(payload: string, seen: number): StockNote | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const note = StockNoteSchema.safeParse(value);
  if (!note.success || !note.data.rows) return null;
  return { seen, stockVersion: note.data.stock, rows: note.data.rows };
}

export function createCatalogSnapshots(
  database: Database,
  { onBadSpecs = warnOfBadSpecs }: CatalogSnapshotOptions = {},
): CatalogSnapshots {
  const { db } = database;
  /** Notifications of `catalog_changed` seen so far (on an engine that sends them at commit). */
  let changes = 0;
  /** The last notification whose change only a read can bring (a catalog change, a big one). */
  let blindAt = 0;
  /** The stock notes not yet written into what is held, in commit order. */
  let notes: StockNote[] = [];
  let listening: Promise<boolean> | null = null;
  /** What is held, with the number of notifications seen before its counters were read. */
  let held: (Loaded & Versions & { changesSeen: number }) | null = null;
  let pending: { key: string; done: Promise<CatalogSnapshot> } | null = null;

  const heard = (payload: string) => {
    changes += 1;
    const note = stockNote(payload, changes);
    if (note && notes.length < NOTES_KEPT) notes.push(note);
    else {
      blindAt = changes;
      notes = [];
    }
  };

  /**
   * Writes the stock notes that came since `into`'s counters were read into its rows, when every
   * notification since then was one and they follow its stock counter with no gap; false leaves
   * the rest to a read. Synchronous: no read can write the rows in between.
   */
  const applyNotes = (into: NonNullable<typeof held>): boolean => {
    if (blindAt > into.changesSeen) return false;
    let applied = false;
    for (const note of notes) {
      if (note.seen <= into.changesSeen || note.stockVersion <= into.stockVersion) continue;
      if (note.stockVersion !== into.stockVersion + 1) {
        // A gap: what came before it is written; the read brings the rest.
        if (applied) into.snapshot.derived.clear();
        return false;
      }
      for (const [id, stock] of note.rows) {
        for (const row of into.stockRows.get(id) ?? []) row.stock = stock;
      }
      into.stockVersion = note.stockVersion;
      into.changesSeen = note.seen;
      applied = true;
    }
    notes = [];
    into.changesSeen = changes;
    if (applied) into.snapshot.derived.clear();
    return true;
  };

  const bring = async (to: Versions): Promise<Loaded & Versions> => {
    if (held && held.version === to.version) {
      await refreshStock(db, held, held.stockVersion, to.stockVersion);
      return { ...held, ...to };
    }
    return { ...(await loadSnapshot(db, to.version, onBadSpecs)), ...to };
  };

  /** Holds `next` unless something newer is held already (a slower re-read of older counters). */
  const adopt = (next: Loaded & Versions, changesSeen: number) => {
    if (
      !held ||
      next.version > held.version ||
      (next.version === held.version && next.stockVersion >= held.stockVersion)
    ) {
      held = { ...next, changesSeen: Math.max(changesSeen, held?.changesSeen ?? 0) };
    }
  };

  return {
    async current() {
      listening ??= database.listenAtCommit('catalog_changed', heard).then((stop) => stop !== null);
      const pushed = await listening;
      if (pushed && held && (held.changesSeen === changes || (!pending && applyNotes(held)))) {
        return held.snapshot;
      }

      const mark = changes;
      const to = await readVersions(db);
      if (held && held.version === to.version && held.stockVersion === to.stockVersion) {
        if (mark > held.changesSeen) held = { ...held, changesSeen: mark };
        return held.snapshot;
      }
      const key = `${to.version}/${to.stockVersion}`;
      if (pending?.key !== key) {
        const entry = {
          key,
          done: bring(to).then(
            (next) => {
              adopt(next, mark);
              if (pending === entry) pending = null;
              return next.snapshot;
            },
            (error: unknown) => {
              if (pending === entry) pending = null;
              throw error;
            },
          ),
        };
        pending = entry;
      }
      return pending.done;
    },
  };
}
