/**
 * `@refurb/shared-contracts/cart`: the cart: its stored state and the rules that edit, price, merge
 * and refresh it, accessories, the phone a page adds, and the cart's analytics.
 */
export {
  BATTERY_ACCESSORY_CATEGORY,
  CartAccessorySchema,
  CartStateSchema,
  checkoutStepOf,
  PhoneCartItemSchema,
  PROMO_CODE_MAX_LENGTH,
  PromoSchema,
} from '../schemas/cart.schema.js';
export type {
  CartAccessory,
  CartLimitations,
  CartState,
  ExtraService,
  PhoneCartItem,
  Promo,
} from '../schemas/cart.schema.js';
export type { ConsentUpdate } from '../schemas/analytics.schema.js';
export {
  RefreshCartRequestSchema,
  RefreshCartResponseSchema,
} from '../schemas/cart-refresh.schema.js';
export type { RefreshCartRequest, RefreshedPhone } from '../schemas/cart-refresh.schema.js';
export {
  cartStorageKey,
  emptyCart,
  isCartEmpty,
  parseStoredCart,
  stampCart,
  storedCartState,
} from '../rules/cart-storage.js';
export type { CartSettings, StoredCartResult } from '../rules/cart-storage.js';
export {
  cartBreakdown,
  cartTotal,
  promoDiscount,
  deselectExtraService,
  emptiedCart,
  extraServicePrice,
  hasGiftWrapSuppressingDevice,
  removePhone,
  selectExtraService,
} from '../rules/cart.js';
export {
  addAccessory,
  addPhone,
  batteryChoiceOf,
  cartItemCount,
  chooseBattery,
  removeAccessory,
  setGiftWrap,
} from '../rules/cart-edit.js';
export { decideCloudSnapshot, mergeCarts } from '../rules/cart-merge.js';
export { refreshCart, refreshRequestFor } from '../rules/cart-refresh.js';
export {
  accessoryImageUrl,
  accessoryLabel,
  filterAccessoriesForDevice,
  sortAccessories,
} from '../rules/accessories.js';
export { cartAnalytics, consentUpdate } from '../rules/analytics.js';
export {
  BUNDLE_ORIGIN,
  EMBED_ORIGIN,
  PDP_ORIGIN,
  phoneCartItem,
  toCartAccessory,
} from '../rules/phone-item.js';
export type { PhoneChoice } from '../rules/phone-item.js';
