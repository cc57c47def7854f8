/**
 * Reads of the catalog: listings with their model, brand and price in one country, the variants
 * of a model, accessories and extra services, and what the generated pictures show
 * (`pictureOf`: a listing's device type and colour, an accessory's category). Only reads, answered from the in-memory snapshot
 * of `catalog-snapshot.ts` (fresh as of the database's last commit); the seed, orders and
 * payments write, through the database.
 *
 * Lists come back as new arrays (callers may sort them); the rows in them are shared and
 * read-only.
 */
import {
  COUNTRIES,
  DEVICE_TYPE_KEYS,
  slugify,
  type Country,
  type DeliveryKind,
  type DeviceTypeKey,
} from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import type { PictureSubject } from '../content/pictures.js';
import type { Database } from '../db/client.js';
import {
  createCatalogSnapshots,
  DERIVED_LIMIT,
  readVersions,
  type AccessoryRow,
  type CatalogSnapshot,
  type CatalogSnapshotOptions,
  type CountryCatalog,
  type ExtraServiceRow,
  type PaymentBounds,
  type ProductRow,
  type ShippingRate,
} from './catalog-snapshot.js';
import { buildSearchIndex, compareMatches, matchModels, type SearchIndex } from './search-index.js';
import { readQuery } from './search-words.js';

export type { AccessoryRow, ExtraServiceRow, ProductRow } from './catalog-snapshot.js';

function pick<K, V>(map: ReadonlyMap<K, V>, keys: readonly K[]): V[] {
  const found: V[] = [];
  for (const key of new Set(keys)) {
    const value = map.get(key);
    if (value !== undefined) found.push(value);
  }
  return found;
}

/** What the catalog's pictures show, by the name in their address (see `pictureOf`). */
interface Pictures {
  readonly product: ReadonlyMap<string, PictureSubject>;
  readonly accessory: ReadonlyMap<string, PictureSubject>;
}

const DEVICE_TYPES: ReadonlySet<string> = new Set(DEVICE_TYPE_KEYS);

function picturesOf(snapshot: CatalogSnapshot): Pictures {
  const product = new Map<string, PictureSubject>();
  for (const variants of snapshot.variantsByModelId.values()) {
    for (const p of variants) {
      const name = `${p.modelSlug}-${slugify(p.color)}`;
      if (!product.has(name)) product.set(name, { device: p.deviceType, colour: p.color });
    }
  }
  const accessory = new Map<string, PictureSubject>();
  for (const country of COUNTRIES) {
    for (const a of snapshot.country(country).accessories) {
      const name = a.name.toLowerCase();
      if (accessory.has(name)) continue;
      const fits =
        a.deviceType !== null && DEVICE_TYPES.has(a.deviceType)
          ? (a.deviceType as DeviceTypeKey)
          : null;
      accessory.set(name, { accessory: a.category, fits });
    }
  }
  return { product, accessory };
}

/** The words of every model of the catalog, priced in any country or none (search-index.ts). */
function searchIndexOf(snapshot: CatalogSnapshot): SearchIndex {
  return buildSearchIndex(
    [...snapshot.variantsByModelId.values()].flatMap(([p]) =>
      p
        ? [
            {
              modelId: p.modelId,
              legacyModelId: p.legacyModelId,
              type: p.deviceType,
              brand: p.brandName,
              name: p.modelName,
            },
          ]
        : [],
    ),
  );
}

const byName = new Intl.Collator().compare;

export function createCatalogRepository(database: Database, options: CatalogSnapshotOptions = {}) {
  const snapshots = createCatalogSnapshots(database, options);
  // Per catalog snapshot: a new catalog (not a stock change) brings a new snapshot object.
  const pictures = new WeakMap<CatalogSnapshot, Pictures>();
  const searchIndexes = new WeakMap<CatalogSnapshot, SearchIndex>();
  const inCountry = async (country: Country) => (await snapshots.current()).country(country);

  return {
    /**
     * `compute(catalog)` of a country's catalog, computed once per state of the catalog and
     * `key` (which must name everything the value depends on besides the catalog).
     */
    async derived<T>(country: Country, key: string, compute: (catalog: CountryCatalog) => T) {
      const snapshot = await snapshots.current();
      const memo = snapshot.derived;
      const id = `${country}|${key}`;
      if (memo.has(id)) return memo.get(id) as T;
      const value = compute(snapshot.country(country));
      if (memo.size >= DERIVED_LIMIT) memo.delete(memo.keys().next().value!);
      memo.set(id, value);
      return value;
    },

    async productById(id: string, country: Country): Promise<ProductRow | null> {
      return (await inCountry(country)).byId.get(id) ?? null;
    },

    async productsByIds(ids: readonly string[], country: Country): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return pick((await inCountry(country)).byId, ids);
    },

    async productsByLegacySellOrderIds(
      ids: readonly number[],
      country: Country,
    ): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return pick((await inCountry(country)).byLegacySellOrderId, ids);
    },

    async listingsOfModel(legacyModelId: number, country: Country): Promise<ProductRow[]> {
      return [...((await inCountry(country)).byLegacyModelId.get(legacyModelId) ?? [])];
    },

    /**
     * The models `text` finds, each as its listings priced in `country`: the best match first
     * (search-words.ts reads the query: local scripts, category words; search-index.ts matches
     * it: prefixes, typos), then the models with a listing in stock, then by name. The models'
     * words are indexed once per catalog, not per request.
     */
    async searchModels(text: string, country: Country): Promise<ProductRow[][]> {
      const snapshot = await snapshots.current();
      let index = searchIndexes.get(snapshot);
      if (!index) {
        index = searchIndexOf(snapshot);
        searchIndexes.set(snapshot, index);
      }
      const own = snapshot.country(country).byLegacyModelId;
      return matchModels(index, readQuery(text))
        .flatMap((match) => {
          const listings = own.get(match.model.legacyModelId) ?? [];
          const inStock = listings.some((p) => p.stock > 0);
          return listings.length > 0 ? [{ match, listings: [...listings], inStock }] : [];
        })
        .sort(
          (a, b) =>
            compareMatches(a.match, b.match) ||
            Number(b.inStock) - Number(a.inStock) ||
            byName(a.match.model.name, b.match.model.name),
        )
        .map((found) => found.listings);
    },

    /** Every listing of a model (all storages, colours and grades) with its stock. */
    async variantsOfModel(modelId: number) {
      const variants = (await snapshots.current()).variantsByModelId.get(modelId) ?? [];
      return variants.map(({ id, storage, color, grade, stock }) => ({
        id,
        storage,
        color,
        grade,
        stock,
      }));
    },

    /** Accessories that fit any of `types` (and those that fit every type), active or not. */
    async accessoriesForTypes(
      types: readonly DeviceTypeKey[],
      country: Country,
    ): Promise<AccessoryRow[]> {
      const fits = new Set<string>(types);
      return (await inCountry(country)).accessories.filter(
        (a) => a.deviceType === null || fits.has(a.deviceType),
      );
    },

    async accessoriesByIds(ids: readonly string[], country: Country): Promise<AccessoryRow[]> {
      if (ids.length === 0) return [];
      return pick((await inCountry(country)).accessoryById, ids);
    },

    /**
     * What the catalog's picture of `name` shows, or null when the catalog has no such picture: a
     * listing's `<model slug>-<colour slug>` is its device type in its colour, an accessory's
     * lower-cased name is its category and the device type it fits (the first listing or country
     * with the name answers).
     */
    async pictureOf(kind: 'product' | 'accessory', name: string): Promise<PictureSubject | null> {
      const snapshot = await snapshots.current();
      let found = pictures.get(snapshot);
      if (!found) {
        found = picturesOf(snapshot);
        pictures.set(snapshot, found);
      }
      return found[kind].get(name) ?? null;
    },

    /** The payment methods' bounds for an order total in `country`, by method key. */
    async paymentBounds(country: Country): Promise<ReadonlyMap<string, PaymentBounds>> {
      return (await inCountry(country)).paymentBounds;
    },

    /** A delivery kind's shipping rate in `country`, or null when the country has none. */
    async shippingRate(country: Country, kind: DeliveryKind): Promise<ShippingRate | null> {
      return (await inCountry(country)).shippingRates.get(kind) ?? null;
    },

    async extraServicesFor(deviceType: DeviceTypeKey): Promise<ExtraServiceRow[]> {
      return [...((await snapshots.current()).extraServicesByType.get(deviceType) ?? [])];
    },

    /** The catalog's change counters as of the last commit (one row read, nothing reloaded). */
    versions() {
      return readVersions(database.db);
    },

    /**
     * Every model priced in `country` with its listings there, the countries where it has a
     * priced listing, and its last change (migration 0018): the latest `updated_at` of the model,
     * of its listings priced in the country and of their prices there. The listings come from
     * the catalog as of the last commit, the times are read after it: a time is never older than
     * the listings it is given with (a model the read does not find any more gets the read's
     * time).
     */
    async modelsForSitemap(country: Country) {
      const snapshot = await snapshots.current();
      const times = await database.rows<{ legacyModelId: number; lastmod: string }>(
        sql`SELECT m.legacy_model_id AS "legacyModelId",
              to_char(greatest(m.updated_at, max(p.updated_at), max(pp.updated_at)) AT TIME ZONE 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastmod"
            FROM models m
            JOIN products p ON p.model_id = m.id
            JOIN product_prices pp ON pp.product_id = p.id AND pp.country = ${country}
            GROUP BY m.id, m.legacy_model_id, m.updated_at`,
      );
      const lastmodOf = new Map(times.map((t) => [Number(t.legacyModelId), t.lastmod]));
      const readAt = new Date().toISOString();
      const own = snapshot.country(country).byLegacyModelId;
      return [...own.entries()].map(([legacyModelId, listings]) => ({
        legacyModelId,
        listings: [...listings],
        countries: COUNTRIES.filter((c) => snapshot.country(c).byLegacyModelId.has(legacyModelId)),
        lastmod: lastmodOf.get(legacyModelId) ?? readAt,
      }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
