/**
 * Reads of the catalog: listings with their model, brand and price in one country, the variants
 * of a model, accessories and extra services. Only reads; the seed and orders write.
 */
import type { Country, DeviceTypeKey } from '@refurb/shared-contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';

export interface ProductRow {
  id: string;
  legacySellOrderId: number;
  sku: string;
  storage: string;
  color: string;
  grade: string;
  stock: number;
  batteryType: string;
  modelId: number;
  legacyModelId: number;
  modelName: string;
  modelSlug: string;
  deviceType: DeviceTypeKey;
  specs: t.ModelSpecs;
  brandName: string;
  brandSlug: string;
  price: number;
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
}

export interface ExtraServiceRow {
  id: string;
  key: string;
  type: 'EXTRA_WARRANTY' | 'INSURANCE';
  months: number;
  pricePercent: number;
}

const productColumns = {
  id: t.products.id,
  legacySellOrderId: t.products.legacySellOrderId,
  sku: t.products.sku,
  storage: t.products.storage,
  color: t.products.color,
  grade: t.products.grade,
  stock: t.products.stock,
  batteryType: t.products.batteryType,
  modelId: t.models.id,
  legacyModelId: t.models.legacyModelId,
  modelName: t.models.name,
  modelSlug: t.models.slug,
  deviceType: t.models.deviceType,
  specs: t.models.specs,
  brandName: t.brands.name,
  brandSlug: t.brands.slug,
  price: t.productPrices.price,
  previousPrice: t.productPrices.previousPrice,
};

export function createCatalogRepository(db: ShopDb) {
  const products = (country: Country) =>
    db
      .select(productColumns)
      .from(t.products)
      .innerJoin(t.models, eq(t.models.id, t.products.modelId))
      .innerJoin(t.brands, eq(t.brands.id, t.models.brandId))
      .innerJoin(
        t.productPrices,
        and(eq(t.productPrices.productId, t.products.id), eq(t.productPrices.country, country)),
      );

  const accessories = (country: Country) =>
    db
      .select({
        id: t.accessories.id,
        name: t.accessories.name,
        category: t.accessories.category,
        deviceType: t.accessories.deviceType,
        isWrappingTax: t.accessories.isWrappingTax,
        isActive: t.accessories.isActive,
        price: t.accessoryPrices.price,
      })
      .from(t.accessories)
      .innerJoin(
        t.accessoryPrices,
        and(
          eq(t.accessoryPrices.accessoryId, t.accessories.id),
          eq(t.accessoryPrices.country, country),
        ),
      );

  return {
    async productById(id: string, country: Country): Promise<ProductRow | null> {
      const rows = await products(country).where(eq(t.products.id, id)).limit(1);
      return (rows[0] as ProductRow | undefined) ?? null;
    },

    async productsByIds(ids: readonly string[], country: Country): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return (await products(country).where(inArray(t.products.id, [...ids]))) as ProductRow[];
    },

    async productsByLegacySellOrderIds(
      ids: readonly number[],
      country: Country,
    ): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return (await products(country).where(
        inArray(t.products.legacySellOrderId, [...ids]),
      )) as ProductRow[];
    },

    /** Every listing of one device type in a country, with model, brand and price. */
    async listingsOfType(type: DeviceTypeKey, country: Country): Promise<ProductRow[]> {
      return (await products(country)
        .where(eq(t.models.deviceType, type))
        .orderBy(t.products.id)) as ProductRow[];
    },

    async listingsOfModel(legacyModelId: number, country: Country): Promise<ProductRow[]> {
      return (await products(country)
        .where(eq(t.models.legacyModelId, legacyModelId))
        .orderBy(t.products.id)) as ProductRow[];
    },

    /** Listings whose brand and model name contain every word (case-insensitive). */
    async searchListings(words: readonly string[], country: Country): Promise<ProductRow[]> {
      const haystack = sql`(${t.brands.name} || ' ' || ${t.models.name})`;
      const matches = words.map(
        (w) => sql`${haystack} ILIKE ${'%' + w.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`,
      );
      return (await products(country)
        .where(and(...matches))
        .orderBy(t.products.id)) as ProductRow[];
    },

    /** Every listing of a model (all storages, colours and grades) with its stock. */
    async variantsOfModel(modelId: number) {
      return db
        .select({
          id: t.products.id,
          storage: t.products.storage,
          color: t.products.color,
          grade: t.products.grade,
          stock: t.products.stock,
        })
        .from(t.products)
        .where(eq(t.products.modelId, modelId))
        .orderBy(t.products.id);
    },

    /** Accessories that fit any of `types` (and those that fit every type), active or not. */
    async accessoriesForTypes(
      types: readonly DeviceTypeKey[],
      country: Country,
    ): Promise<AccessoryRow[]> {
      const fits =
        types.length > 0
          ? or(isNull(t.accessories.deviceType), inArray(t.accessories.deviceType, [...types]))
          : isNull(t.accessories.deviceType);
      return await accessories(country).where(fits).orderBy(t.accessories.id);
    },

    async accessoriesByIds(ids: readonly string[], country: Country): Promise<AccessoryRow[]> {
      if (ids.length === 0) return [];
      return await accessories(country).where(inArray(t.accessories.id, [...ids]));
    },

    async extraServicesFor(deviceType: DeviceTypeKey): Promise<ExtraServiceRow[]> {
      return (await db
        .select({
          id: t.extraServices.id,
          key: t.extraServices.key,
          type: t.extraServices.type,
          months: t.extraServices.months,
          pricePercent: t.extraServices.pricePercent,
        })
        .from(t.extraServices)
        .where(eq(t.extraServices.deviceType, deviceType))
        .orderBy(t.extraServices.id)) as ExtraServiceRow[];
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
