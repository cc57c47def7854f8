/**
 * Drizzle table definitions mirroring `migrations/*.sql`: the SQL files are the source of truth,
 * and schema-drift.test.ts holds the two together.
 */
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
});

export const models = pgTable('models', {
  id: serial('id').primaryKey(),
  legacyModelId: integer('legacy_model_id').notNull(),
  brandId: integer('brand_id').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  deviceType: text('device_type').notNull(),
  /**
   * Written as shared-contracts' `ModelSpecs`, typed `unknown`: a row holds whatever was written
   * to it (an operator, a seed of before issue 36), so a reader parses it with `ModelSpecsSchema`
   * (catalog-snapshot.ts).
   */
  specs: jsonb('specs').$type<unknown>().notNull(),
  /** Last change (migration 0018, moved by a trigger): the sitemaps' `lastmod`. */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
  /** The unit's measured battery health in % (migration 0023); null: none (a console) or unmeasured. */
  batteryHealth: smallint('battery_health'),
  /** Last change (migration 0018, moved by a trigger): the sitemaps' `lastmod`. */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productId: text('product_id').notNull(),
    country: text('country').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Last change (migration 0018, moved by a trigger): the sitemaps' `lastmod`. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.country] })],
);

/**
 * Each price a listing has had in a country, in force from `validFrom` until the listing's next
 * row (migration 0022, written by a trigger on product_prices): catalog/omnibus.ts reads it.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    productId: text('product_id').notNull(),
    country: text('country').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.country, t.validFrom] })],
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
    translatedName: text('translated_name'),
  },
  (t) => [primaryKey({ columns: [t.accessoryId, t.country] })],
);

/** Counters the catalog's writes move (migration 0013); catalog/catalog-snapshot.ts reads them. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  stockVersion: bigint('stock_version', { mode: 'number' }).notNull(),
});

/**
 * The products each stock change touched, numbered with the stock counter's value (migrations 0026
 * and 0029); catalog/catalog-snapshot.ts re-reads only those where it asks the database. The last
 * STOCK_CHANGES_KEPT versions are kept.
 */
export const stockChanges = pgTable('stock_changes', {
  version: bigint('version', { mode: 'number' }),
  productId: text('product_id').notNull(),
});

/** How many stock versions' changes migration 0029's trigger keeps (0026's before it). */
export const STOCK_CHANGES_KEPT = 10_000;

export const extraServices = pgTable('extra_services', {
  id: text('id').primaryKey(),
  key: text('key').notNull(),
  type: text('type').notNull(),
  deviceType: text('device_type').notNull(),
  months: integer('months').notNull(),
  pricePercent: numeric('price_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
});

export const paymentMethodBounds = pgTable(
  'payment_method_bounds',
  {
    country: text('country').notNull(),
    methodKey: text('method_key').notNull(),
    lowerBound: numeric('lower_bound', { precision: 12, scale: 2, mode: 'number' }),
    upperBound: numeric('upper_bound', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.country, t.methodKey] })],
);

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  isActive: boolean('is_active').notNull(),
});

export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  country: text('country').notNull(),
  userId: text('user_id'),
  status: text('status').notNull(),
  paymentMethod: text('payment_method').notNull(),
  delivery: jsonb('delivery').notNull(),
  contact: jsonb('contact').notNull(),
  billing: jsonb('billing').notNull(),
  paymentData: jsonb('payment_data'),
  promoCode: text('promo_code'),
  productsTotal: numeric('products_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  extrasTotal: numeric('extras_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  shippingCost: numeric('shipping_cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  codFee: numeric('cod_fee', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  numberOfInstallments: integer('number_of_installments').notNull(),
  monthlyPayment: text('monthly_payment').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The row's own time (migration 0003); the order's is `placedAt` (0009). */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The visitor's address (migration 0015): units held by unpaid orders are capped per visitor. */
  clientIp: text('client_ip'),
  /**
   * When the lender put the order's financing under review (migration 0021): while the order is
   * PENDING_PAYMENT with this set, its reservation lasts FINANCING_REVIEW_HOURS from then.
   */
  financingReviewSince: timestamp('financing_review_since', { withTimezone: true, mode: 'date' }),
});

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email'),
  displayName: text('display_name'),
  phoneNumber: text('phone_number'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  geniusSince: timestamp('genius_since', { withTimezone: true, mode: 'date' }),
  profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true, mode: 'date' }),
  /** Migration 0016: the Firebase revocation time the shop's own last plain logout produced. */
  logoutRevokedAt: timestamp('logout_revoked_at', { withTimezone: true, mode: 'date' }),
  /** Migration 0016: sessions made before this are over (log out everywhere). */
  sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true, mode: 'date' }),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const counties = pgTable('counties', {
  id: integer('id').primaryKey(),
  country: text('country').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  latinName: text('latin_name').notNull(),
  region: text('region'),
});

export const localities = pgTable('localities', {
  id: integer('id').primaryKey(),
  countyId: integer('county_id').notNull(),
  name: text('name').notNull(),
  latinName: text('latin_name').notNull(),
  position: integer('position').notNull().default(0),
  postalCode: text('postal_code'),
});

export const pickupPoints = pgTable('pickup_points', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  kind: text('kind').notNull(),
  subType: text('sub_type').notNull(),
  provider: text('provider').notNull(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  countyId: integer('county_id').notNull(),
  localityId: integer('locality_id').notNull(),
  postalCode: text('postal_code'),
  openingHours: text('opening_hours').notNull(),
});

export const shippingRates = pgTable(
  'shipping_rates',
  {
    country: text('country').notNull(),
    kind: text('kind').notNull(),
    subType: text('sub_type').notNull(),
    provider: text('provider').notNull(),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    freeThreshold: numeric('free_threshold', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    codFee: numeric('cod_fee', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.kind] })],
);

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  provider: text('provider').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  refundDue: boolean('refund_due').notNull().default(false),
});

export const paymentCallbackNonces = pgTable('payment_callback_nonces', {
  nonce: text('nonce').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const partnerLinks = pgTable(
  'partner_links',
  {
    partner: text('partner').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partner, t.subject] })],
);

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull(),
  addressType: text('address_type').notNull(),
  judet: text('judet').notNull(),
  oras: text('oras').notNull(),
  countyId: integer('county_id').notNull(),
  localityId: integer('locality_id').notNull(),
  strada: text('strada').notNull(),
  nr: text('nr').notNull(),
  codPostal: text('cod_postal'),
  details: text('details'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const returnRequests = pgTable('return_requests', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  userId: text('user_id').notNull(),
  lineRefIds: jsonb('line_ref_ids').$type<string[]>().notNull(),
  reason: text('reason').notNull(),
  comment: text('comment'),
  refundMethod: text('refund_method').notNull(),
  iban: text('iban'),
  holder: text('holder'),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const warrantyCases = pgTable('warranty_cases', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull(),
  userId: text('user_id').notNull(),
  orderId: text('order_id').notNull(),
  lineRefId: text('line_ref_id').notNull(),
  issue: text('issue').notNull(),
  contactPhone: text('contact_phone').notNull(),
  handover: text('handover').notNull(),
  pickupAddress: jsonb('pickup_address'),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  userId: text('user_id').primaryKey(),
  country: text('country').notNull(),
  name: text('name').notNull(),
  taxNumber: text('tax_number').notNull(),
  registrationNumber: text('registration_number'),
  judet: text('judet').notNull(),
  oras: text('oras').notNull(),
  countyId: integer('county_id').notNull(),
  localityId: integer('locality_id').notNull(),
  strada: text('strada').notNull(),
  nr: text('nr').notNull(),
  codPostal: text('cod_postal'),
  details: text('details'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const sales = pgTable('sales', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  userId: text('user_id'),
  country: text('country').notNull(),
  deviceCategory: text('device_category').notNull(),
  deviceBrand: text('device_brand').notNull(),
  deviceModel: text('device_model').notNull(),
  deviceStorage: text('device_storage').notNull(),
  conditionAnswers: jsonb('condition_answers').notNull(),
  offerAmount: numeric('offer_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currencyLabel: text('currency_label').notNull(),
  offerValidUntil: timestamp('offer_valid_until', { withTimezone: true, mode: 'date' }).notNull(),
  offerBreakdown: jsonb('offer_breakdown').notNull(),
  payoutMethod: text('payout_method').notNull(),
  payoutIban: text('payout_iban').notNull(),
  payoutHolder: text('payout_holder').notNull(),
  shipping: jsonb('shipping').notNull(),
  status: text('status').notNull(),
  counterAmount: numeric('counter_amount', { precision: 12, scale: 2, mode: 'number' }),
  counterReason: text('counter_reason'),
  confirmedAmount: numeric('confirmed_amount', { precision: 12, scale: 2, mode: 'number' }),
  timeline: jsonb('timeline').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  // 0012: the sell flow's seller contact and catalog model; null on older sales.
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  modelId: text('model_id'),
});

/** Reviews of the shop, of selling to it and of a model (0007, 0017, 0024); read by SQL. */
export const reviews = pgTable('reviews', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  kind: text('kind').notNull(),
  author: text('author').notNull(),
  rating: integer('rating').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  userId: text('user_id'),
  status: text('status').notNull().default('published'),
  verifiedPurchase: boolean('verified_purchase').notNull().default(false),
  moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
  legacyModelId: integer('legacy_model_id'),
});

/** Each site's currency (0025): what its prices were seeded in. */
export const siteCurrencies = pgTable('site_currencies', {
  country: text('country').primaryKey(),
  code: text('code').notNull(),
});
