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
import { z } from 'zod';
import {
  AccessoryTypeSchema,
  BatteryTypeSchema,
  CheckoutStepSchema,
  ConditionGradeSchema,
  DeviceTypeKeySchema,
  ExtraServiceTypeSchema,
} from './enums.schema.js';

const Id = z.string().min(1);
const Money = z.number().finite().nonnegative();

export const ExtraServiceSchema = z.object({
  id: Id,
  key: z.string(),
  type: ExtraServiceTypeSchema,
  /** The spec names "price or buyPrice"; `extraServicePrice` reads whichever is present. */
  price: Money.optional(),
  buyPrice: Money.optional(),
  isSelected: z.boolean(),
  name: z.string().optional(),
});
export type ExtraService = z.infer<typeof ExtraServiceSchema>;

/** The cart form of an accessory. */
export const CartAccessorySchema = z.object({
  id: Id,
  name: z.string(),
  price: Money,
  type: AccessoryTypeSchema,
  isActive: z.boolean(),
  isWrappingTax: z.boolean(),
  origin: z.string().optional(),
  phoneId: Id.optional(),
  /** `BATTERY` marks a battery among a phone's device accessories. */
  category: z.string().optional(),
});
export type CartAccessory = z.infer<typeof CartAccessorySchema>;
export const BATTERY_ACCESSORY_CATEGORY = 'BATTERY';

/** The checkout and analytics form of an accessory. */
export const CheckoutAccessorySchema = z
  .object({
    id: Id,
    name: z.string().optional(),
    translatedName: z.string().optional(),
    price: Money,
    origin: z.string().optional(),
    image: z.string(),
  })
  .refine((a) => a.name !== undefined || a.translatedName !== undefined, {
    message: 'an accessory needs a name or a translatedName',
    path: ['name'],
  });
export type CheckoutAccessory = z.infer<typeof CheckoutAccessorySchema>;

export const BatteryEntrySchema = z.object({ phoneId: Id, id: Id, price: Money });
export type BatteryEntry = z.infer<typeof BatteryEntrySchema>;

export const GiftWrapSchema = z.object({ isActive: z.boolean(), is_wrapping_tax: z.boolean() });
export type GiftWrap = z.infer<typeof GiftWrapSchema>;

export const PromoSchema = z.object({
  code: z.string().min(1),
  percentage: z.number().finite().min(0).max(100),
});
export type Promo = z.infer<typeof PromoSchema>;

export const CartLimitationsSchema = z.object({
  isActive: z.boolean(),
  maxCartItems: z.number().int().nonnegative(),
  /** Product ids whose count is limited together by `maxCartLimitedItems`. */
  limitedItems: z.array(z.string()),
  maxCartLimitedItems: z.number().int().nonnegative(),
});
export type CartLimitations = z.infer<typeof CartLimitationsSchema>;

export const PhoneCartItemSchema = z.object({
  type: z.literal('phone'),
  id: Id,
  /** The legacy sell order id: the refresh maps server phones to cart phones by it. */
  order_id: z.number().int(),
  productId: Id,
  buy_price: Money,
  previous_buy_price: Money.optional(),
  // naming
  title: z.string(),
  modelDisplayName: z.string(),
  configSummary: z.string(),
  shortTitle: z.string(),
  // device
  brand: z.string(),
  model: z.string(),
  color: z.string(),
  material: z.string().optional(),
  size: z.string().optional(),
  gpu: z.string().optional(),
  ram: z.string().optional(),
  cpu: z.string().optional(),
  storage: z.string().optional(),
  /** The device type key (SMARTPHONE, TABLET, LAPTOP, SMARTWATCH, CONSOLE). */
  model_type: DeviceTypeKeySchema,
  shape: z.string(),
  grade: ConditionGradeSchema.optional(),
  category: z.string().optional(),
  // extras
  selected_extra_services: z.array(ExtraServiceSchema),
  available_extra_services: z.array(ExtraServiceSchema),
  deviceAccessories: z.array(CartAccessorySchema),
  deviceAvailableAccessories: z.array(CartAccessorySchema),
  // listing
  availability: z.number().int().nonnegative(),
  origin: z.string().optional(),
  productImage: z.string(),
  productUrl: z.string(),
  sku: z.string(),
  model_id: z.number().int(),
  batteryType: BatteryTypeSchema,
});
export type PhoneCartItem = z.infer<typeof PhoneCartItemSchema>;

/** The persisted cart: localStorage under a versioned key and the cloud document by user id. */
export const CartStateSchema = z.object({
  phoneCart: z.array(PhoneCartItemSchema),
  accessoryCart: z.array(CartAccessorySchema),
  batteryCart: z.array(BatteryEntrySchema),
  giftWrap: GiftWrapSchema,
  /** Epoch milliseconds of the last write. */
  timestamp: z.number().int().nonnegative(),
  /** Epoch milliseconds after which the stored cart is discarded. */
  expireAt: z.number().int().nonnegative(),
  stateVersion: z.string().min(1),
});
export type CartState = z.infer<typeof CartStateSchema>;

/** An order placed in this browser session (for the thank-you page and analytics). */
export const PlacedOrderSchema = z.object({
  orderId: z.string().min(1),
  total: Money,
  paymentMethod: z.string(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** The buy-level state around the cart (spec section 3, "buy-level fields"). */
export const BuyStateSchema = z.object({
  cart: CartStateSchema,
  accessories: z.array(CheckoutAccessorySchema),
  checkoutStep: CheckoutStepSchema,
  mergeCartAfterLogin: z.boolean(),
  orders: z.array(PlacedOrderSchema),
  promo: PromoSchema.nullable(),
  showCart: z.boolean(),
});
export type BuyState = z.infer<typeof BuyStateSchema>;
