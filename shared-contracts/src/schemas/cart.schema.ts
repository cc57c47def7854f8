/**
 * Cart entities of spec section 3: phone cart item, extra service, accessory, battery entry, gift
 * wrap, promo, cart limitations and the stored cart state with its buy-level fields.
 *
 * Choices where the spec is silent (documented here because other packages rely on them):
 * - Ids of cart lines are strings; `order_id` is the legacy sell order id the refresh maps phones by.
 * - Device accessories chosen for a phone live on the phone (`deviceAccessories`); a device
 *   accessory's `category` is `BATTERY` for batteries, which is how batteries are rebuilt.
 * - `accessoryCart` holds the stand-alone accessories and the gift-wrap tax item.
 * - `storage`, `grade`, `previous_buy_price` and `category` are optional additions to the phone
 *   item: analytics and the accessory filter need them and the spec's list does not carry them.
 */
import * as z from 'zod/mini';
import {
  AccessoryTypeSchema,
  BatteryTypeSchema,
  CheckoutStepSchema,
  ConditionGradeSchema,
  DEFAULT_CHECKOUT_STEP,
  DeviceTypeKeySchema,
  ExtraServiceTypeSchema,
  type CheckoutStep,
} from './enums.schema.js';

const Id = z.string().check(z.minLength(1));
/** zod 4's `z.number()` refuses Infinity and NaN by itself (classic's `.finite()` was a no-op). */
const Money = z.number().check(z.nonnegative());

export const ExtraServiceSchema = z.object({
  id: Id,
  key: z.string(),
  type: ExtraServiceTypeSchema,
  /** The spec names "price or buyPrice"; `extraServicePrice` reads whichever is present. */
  price: z.optional(Money),
  buyPrice: z.optional(Money),
  isSelected: z.boolean(),
  name: z.optional(z.string()),
});
export type ExtraService = z.infer<typeof ExtraServiceSchema>;

/** The cart form of an accessory. */
export const CartAccessorySchema = z.object({
  id: Id,
  /** The shop's product name (its picture's and the analytics' key). */
  name: z.string(),
  /** The name in the site's language, shown to the shopper (ours; the spec's checkout form's). */
  translatedName: z.optional(z.string()),
  price: Money,
  type: AccessoryTypeSchema,
  isActive: z.boolean(),
  isWrappingTax: z.boolean(),
  origin: z.optional(z.string()),
  phoneId: z.optional(Id),
  /** `BATTERY` marks a battery among a phone's device accessories. */
  category: z.optional(z.string()),
});
export type CartAccessory = z.infer<typeof CartAccessorySchema>;
export const BATTERY_ACCESSORY_CATEGORY = 'BATTERY';

/** The checkout and analytics form of an accessory. */
export const CheckoutAccessorySchema = z
  .object({
    id: Id,
    name: z.optional(z.string()),
    translatedName: z.optional(z.string()),
    price: Money,
    origin: z.optional(z.string()),
    image: z.string(),
  })
  .check(
    z.refine((a) => a.name !== undefined || a.translatedName !== undefined, {
      message: 'an accessory needs a name or a translatedName',
      path: ['name'],
    }),
  );
export type CheckoutAccessory = z.infer<typeof CheckoutAccessorySchema>;

export const BatteryEntrySchema = z.object({ phoneId: Id, id: Id, price: Money });
export type BatteryEntry = z.infer<typeof BatteryEntrySchema>;

export const GiftWrapSchema = z.object({ isActive: z.boolean(), is_wrapping_tax: z.boolean() });
export type GiftWrap = z.infer<typeof GiftWrapSchema>;

/** The longest promo code: what shop-api's promo lookup takes (`PromoCodeParamsSchema`). */
export const PROMO_CODE_MAX_LENGTH = 40;

/**
 * An applied promo code. It travels in the stored cart (localStorage, other tabs, the cloud
 * document), so it is bounded: a code of 1 to 40 characters, a percentage from 0 to 100.
 */
export const PromoSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(PROMO_CODE_MAX_LENGTH)),
  percentage: z.number().check(z.gte(0), z.lte(100)),
});
export type Promo = z.infer<typeof PromoSchema>;

export const CartLimitationsSchema = z.object({
  isActive: z.boolean(),
  maxCartItems: z.int().check(z.nonnegative()),
  /** Product ids whose count is limited together by `maxCartLimitedItems`. */
  limitedItems: z.array(z.string()),
  maxCartLimitedItems: z.int().check(z.nonnegative()),
});
export type CartLimitations = z.infer<typeof CartLimitationsSchema>;

export const PhoneCartItemSchema = z.object({
  type: z.literal('phone'),
  id: Id,
  /** The legacy sell order id: the refresh maps server phones to cart phones by it. */
  order_id: z.int(),
  productId: Id,
  buy_price: Money,
  previous_buy_price: z.optional(Money),
  // naming
  title: z.string(),
  modelDisplayName: z.string(),
  configSummary: z.string(),
  shortTitle: z.string(),
  // device
  brand: z.string(),
  model: z.string(),
  color: z.string(),
  material: z.optional(z.string()),
  size: z.optional(z.string()),
  gpu: z.optional(z.string()),
  ram: z.optional(z.string()),
  cpu: z.optional(z.string()),
  storage: z.optional(z.string()),
  /** The device type key (SMARTPHONE, TABLET, LAPTOP, SMARTWATCH, CONSOLE). */
  model_type: DeviceTypeKeySchema,
  shape: z.string(),
  grade: z.optional(ConditionGradeSchema),
  category: z.optional(z.string()),
  // extras
  selected_extra_services: z.array(ExtraServiceSchema),
  available_extra_services: z.array(ExtraServiceSchema),
  deviceAccessories: z.array(CartAccessorySchema),
  deviceAvailableAccessories: z.array(CartAccessorySchema),
  // listing
  availability: z.int().check(z.nonnegative()),
  origin: z.optional(z.string()),
  productImage: z.string(),
  productUrl: z.string(),
  sku: z.string(),
  model_id: z.int(),
  batteryType: BatteryTypeSchema,
  /**
   * The unit's measured battery capacity in % (issue 36; null: no battery, absent: a cart stored
   * before it was known). A new battery chosen in the cart replaces it.
   */
  batteryHealth: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(100)))),
});
export type PhoneCartItem = z.infer<typeof PhoneCartItemSchema>;

/** The persisted cart: localStorage under a versioned key and the cloud document by user id. */
export const CartStateSchema = z.object({
  phoneCart: z.array(PhoneCartItemSchema),
  accessoryCart: z.array(CartAccessorySchema),
  batteryCart: z.array(BatteryEntrySchema),
  giftWrap: GiftWrapSchema,
  /** Epoch milliseconds of the last write. */
  timestamp: z.int().check(z.nonnegative()),
  /** Epoch milliseconds after which the stored cart is discarded. */
  expireAt: z.int().check(z.nonnegative()),
  stateVersion: z.string().check(z.minLength(1)),
  /**
   * The buy-level promo (spec section 3) is kept with the cart (issue 33, point 7): it follows the
   * cart to another tab, a reopened browser and, logged in, another device, because it is written
   * wherever the cart is. Null when none is applied; a cart stored before the field existed reads
   * as null (same state version, so nobody's cart is dropped for it). Always present once parsed,
   * so a merge-write of the cloud document also writes a removed promo (`null`) over an old one.
   * An emptied cart carries none (`emptiedCart`); a merge keeps the local one, else the cloud's.
   */
  promo: z._default(z.nullable(PromoSchema), null),
  /**
   * The buy-level checkout step (spec section 3), kept with the cart like the promo: the step of
   * the buy the person is at. Absent is the default step, COSUL_MEU (spec section 4): read it
   * with `checkoutStepOf`. The cart sets it on the pages it shows (COSUL_MEU on the cart page,
   * EXTRA on the extras step) and always writes it out once set, so a merge-write of the cloud
   * document carries it.
   */
  checkoutStep: z.optional(CheckoutStepSchema),
});
export type CartState = z.infer<typeof CartStateSchema>;

/** The cart's checkout step: its own, else the default step, COSUL_MEU (spec section 4). */
export function checkoutStepOf(cart: Pick<CartState, 'checkoutStep'>): CheckoutStep {
  return cart.checkoutStep ?? DEFAULT_CHECKOUT_STEP;
}

/** An order placed in this browser session (for the thank-you page and analytics). */
export const PlacedOrderSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  total: Money,
  paymentMethod: z.string(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** The buy-level state around the cart (spec section 3, "buy-level fields"). */
export const BuyStateSchema = z.object({
  cart: CartStateSchema,
  accessories: z.array(CheckoutAccessorySchema),
  /** The same step as `checkoutStepOf(cart)`, where the cart keeps it (COSUL_MEU by default). */
  checkoutStep: CheckoutStepSchema,
  mergeCartAfterLogin: z.boolean(),
  orders: z.array(PlacedOrderSchema),
  /** The same promo as `cart.promo`, where the cart keeps it (the stored buy-level field). */
  promo: z.nullable(PromoSchema),
  showCart: z.boolean(),
});
export type BuyState = z.infer<typeof BuyStateSchema>;
