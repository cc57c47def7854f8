/** Drizzle table definitions mirroring `migrations/*.sql` (the SQL files are the source of truth). */
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
});

export interface ModelSpecs {
  ram?: string;
  cpu?: string;
  gpu?: string;
  size?: string;
  material?: string;
}

export const models = pgTable('models', {
  id: serial('id').primaryKey(),
  legacyModelId: integer('legacy_model_id').notNull(),
  brandId: integer('brand_id').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  deviceType: text('device_type').notNull(),
  specs: jsonb('specs').$type<ModelSpecs>().notNull(),
});

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  modelId: integer('model_id').notNull(),
  legacySellOrderId: integer('legacy_sell_order_id').notNull(),
  sku: text('sku').notNull(),
  storage: text('storage').notNull(),
  color: text('color').notNull(),
  grade: text('grade').notNull(),
  stock: integer('stock').notNull(),
  batteryType: text('battery_type').notNull(),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productId: text('product_id').notNull(),
    country: text('country').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    previousPrice: numeric('previous_price', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.country] })],
);

export const accessories = pgTable('accessories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  deviceType: text('device_type'),
  isWrappingTax: boolean('is_wrapping_tax').notNull(),
  isActive: boolean('is_active').notNull(),
});

export const accessoryPrices = pgTable(
  'accessory_prices',
  {
    accessoryId: text('accessory_id').notNull(),
    country: text('country').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accessoryId, t.country] })],
);

export const extraServices = pgTable('extra_services', {
  id: text('id').primaryKey(),
  key: text('key').notNull(),
  type: text('type').notNull(),
  deviceType: text('device_type').notNull(),
  months: integer('months').notNull(),
  pricePercent: numeric('price_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
});
