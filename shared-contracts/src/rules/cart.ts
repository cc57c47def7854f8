/**
 * Cart rules of spec sections 4 and 9: the total, removing a phone, extra services, gift-wrap
 * suppression and the cart limitations. Every function returns a new cart and never mutates its
 * input; a call that changes nothing returns the very cart it was given, so callers can skip a write.
 */
import type {
  CartAccessory,
  CartLimitations,
  CartState,
  ExtraService,
  PhoneCartItem,
  Promo,
} from '../schemas/cart.schema.js';
import { CART_MAX_PHONES } from '../constants.js';
import { GIFT_WRAP_SUPPRESSING_TYPES } from '../schemas/enums.schema.js';
import { orderTotals, roundMoney, sumMoney } from './money.js';

/** The spec names "price or buyPrice" for an extra service. */
export function extraServicePrice(service: ExtraService): number {
  return service.price ?? service.buyPrice ?? 0;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const activePrices = (list: readonly CartAccessory[]): number[] =>
  list.filter((a) => a.isActive).map((a) => a.price);

/**
 * Cart total = phone buy prices + selected extra services + device accessory prices + accessory
 * prices; batteries count 0 (a battery's price is already its BATTERY device accessory's).
 * Inactive accessories (no longer sold) are shown struck out until a refresh drops them, so they
 * do not count.
 */
export function cartTotal(cart: CartState): number {
  const phones = cart.phoneCart.map(
    (phone) =>
      phone.buy_price +
      sum(phone.selected_extra_services.map(extraServicePrice)) +
      sum(activePrices(phone.deviceAccessories)),
  );
  return sumMoney([...phones, ...activePrices(cart.accessoryCart)]);
}

/** What a cart's total is made of, for its summary (issue 35); the parts add up to `cartTotal`. */
export interface CartBreakdown {
  /** The devices' prices. */
  readonly products: number;
  /** Extra services, new batteries and other device accessories chosen with the devices. */
  readonly extras: number;
  /** Accessories and gift wrap. */
  readonly accessories: number;
}

export function cartBreakdown(cart: CartState): CartBreakdown {
  const products = sumMoney(cart.phoneCart.map((phone) => phone.buy_price));
  const accessories = sumMoney(activePrices(cart.accessoryCart));
  return { products, extras: roundMoney(cartTotal(cart) - products - accessories), accessories };
}

/**
 * The promo discount: its percentage of the phones' buy prices (extras, accessories and shipping
 * are not discounted), in cents, as shop-api prices the order.
 */
export function promoDiscount(cart: CartState, promo: Promo | null | undefined): number {
  if (!promo) return 0;
  return orderTotals({
    products: sumMoney(cart.phoneCart.map((p) => p.buy_price)),
    extras: 0,
    promoPercentage: promo.percentage,
    shipping: 0,
    codFee: 0,
  }).discount;
}

export function hasGiftWrapSuppressingDevice(phones: readonly PhoneCartItem[]): boolean {
  return phones.some((p) => GIFT_WRAP_SUPPRESSING_TYPES.includes(p.model_type));
}

/** Tablets and laptops suppress gift wrap: their carts carry no wrap-tax item and no gift wrap. */
export function applyGiftWrapSuppression(cart: CartState): CartState {
  if (!hasGiftWrapSuppressingDevice(cart.phoneCart)) return cart;
  return {
    ...cart,
    accessoryCart: cart.accessoryCart.filter((a) => !a.isWrappingTax),
    giftWrap: { isActive: false, is_wrapping_tax: false },
  };
}

/**
 * `cart` with nothing in it: no phones, accessories, batteries, gift wrap or promo; stamps kept.
 * The promo goes with the rest (issue 33, point 7: it is part of the cart state): a code applies to
 * a basket, and an emptied cart (the last phone removed, a refresh error, another state version)
 * keeps nothing of the old one. Undoing a removal brings the whole earlier cart back, promo too.
 */
export function emptiedCart(cart: CartState): CartState {
  return {
    ...cart,
    phoneCart: [],
    accessoryCart: [],
    batteryCart: [],
    giftWrap: { isActive: false, is_wrapping_tax: false },
    promo: null,
  };
}

export interface RemovePhoneResult {
  readonly cart: CartState;
  /** True when the cart holds nothing after the removal (the caller then redirects, if asked). */
  readonly isEmpty: boolean;
}

/**
 * Removing the last phone empties the cart. Removing a phone also removes its battery when the
 * battery is among that phone's device accessories, and any accessory attached to it (phoneId).
 */
export function removePhone(cart: CartState, phoneId: string): RemovePhoneResult {
  const phone = cart.phoneCart.find((p) => p.id === phoneId);
  if (!phone) return { cart, isEmpty: cart.phoneCart.length === 0 };
  const phoneCart = cart.phoneCart.filter((p) => p.id !== phoneId);
  if (phoneCart.length === 0) return { cart: emptiedCart(cart), isEmpty: true };
  const deviceAccessoryIds = new Set(phone.deviceAccessories.map((a) => a.id));
  return {
    cart: {
      ...cart,
      phoneCart,
      accessoryCart: cart.accessoryCart.filter((a) => a.phoneId !== phoneId),
      batteryCart: cart.batteryCart.filter(
        (b) => !(b.phoneId === phoneId && deviceAccessoryIds.has(b.id)),
      ),
    },
    isEmpty: false,
  };
}

function updatePhone(
  cart: CartState,
  phoneId: string,
  update: (phone: PhoneCartItem) => PhoneCartItem | null,
): CartState {
  const index = cart.phoneCart.findIndex((p) => p.id === phoneId);
  const phone = cart.phoneCart[index];
  if (!phone) return cart;
  const next = update(phone);
  if (next === null) return cart;
  return { ...cart, phoneCart: cart.phoneCart.map((p, i) => (i === index ? next : p)) };
}

const withSelectionFlags = (
  available: readonly ExtraService[],
  selected: readonly ExtraService[],
): ExtraService[] =>
  available.map((s) => ({ ...s, isSelected: selected.some((x) => x.id === s.id) }));

/** Selecting an extra service replaces any other of its type; selecting the selected one does nothing. */
export function selectExtraService(
  cart: CartState,
  phoneId: string,
  service: ExtraService,
): CartState {
  return updatePhone(cart, phoneId, (phone) => {
    if (phone.selected_extra_services.some((s) => s.id === service.id)) return null;
    const selected = [
      ...phone.selected_extra_services.filter((s) => s.type !== service.type),
      { ...service, isSelected: true },
    ];
    return {
      ...phone,
      selected_extra_services: selected,
      available_extra_services: withSelectionFlags(phone.available_extra_services, selected),
    };
  });
}

/** Deselecting removes the service; deselecting one that is not selected does nothing. */
export function deselectExtraService(
  cart: CartState,
  phoneId: string,
  serviceId: string,
): CartState {
  return updatePhone(cart, phoneId, (phone) => {
    if (!phone.selected_extra_services.some((s) => s.id === serviceId)) return null;
    const selected = phone.selected_extra_services.filter((s) => s.id !== serviceId);
    return {
      ...phone,
      selected_extra_services: selected,
      available_extra_services: withSelectionFlags(phone.available_extra_services, selected),
    };
  });
}

export type CartLimitCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'max-cart-items' | 'max-limited-items';
      readonly limit: number;
    };

/**
 * Whether one more phone of `productId` fits the cart limitations: the cart holds at most
 * `maxCartItems` phones, and at most `maxCartLimitedItems` of the products in `limitedItems`.
 * Whatever the limitations say (or without any), never more than the cart's own CART_MAX_PHONES,
 * the most an order takes.
 */
export function canAddPhone(
  cart: CartState,
  limitations: CartLimitations | null | undefined,
  productId: string,
): CartLimitCheck {
  const max = limitations?.isActive
    ? Math.min(limitations.maxCartItems, CART_MAX_PHONES)
    : CART_MAX_PHONES;
  if (cart.phoneCart.length + 1 > max) {
    return { ok: false, reason: 'max-cart-items', limit: max };
  }
  if (!limitations?.isActive) return { ok: true };
  const limited = new Set(limitations.limitedItems);
  if (limited.has(productId)) {
    const count = cart.phoneCart.filter((p) => limited.has(p.productId)).length;
    if (count + 1 > limitations.maxCartLimitedItems) {
      return { ok: false, reason: 'max-limited-items', limit: limitations.maxCartLimitedItems };
    }
  }
  return { ok: true };
}
