/**
 * Adding to the cart and the cart page's own edits (spec sections 3 and 4): a phone with its
 * battery, an accessory, the gift wrap, the battery choice (Noua / Standard) and the item count.
 * Like the other cart rules, each returns a new cart, or the very cart it was given when nothing
 * changes.
 *
 * Choices the spec leaves open, made here:
 * - A phone already in the cart (same id: one refurbished unit) is not added twice.
 * - A battery travels as a BATTERY device accessory of its phone; the battery cart mirrors the
 *   active ones (as the refresh rebuilds it), so one place decides what a battery costs.
 * - An accessory already in the cart is not added twice; there is one of each unit.
 * - Gift wrap is a wrap-tax accessory plus the `giftWrap` flags; in a cart with a tablet or laptop
 *   it cannot be turned on.
 */
import {
  BATTERY_ACCESSORY_CATEGORY,
  type BatteryEntry,
  type CartAccessory,
  type CartLimitations,
  type CartState,
  type PhoneCartItem,
} from '../schemas/cart.schema.js';
import type { BatteryType } from '../schemas/enums.schema.js';
import {
  applyGiftWrapSuppression,
  canAddPhone,
  hasGiftWrapSuppressingDevice,
  type CartLimitCheck,
} from './cart.js';

const isBattery = (a: CartAccessory): boolean => a.category === BATTERY_ACCESSORY_CATEGORY;

/** The battery entries of a phone: its active BATTERY device accessories. */
export function batteriesOfPhone(phone: PhoneCartItem): BatteryEntry[] {
  return phone.deviceAccessories
    .filter((a) => a.isActive && isBattery(a))
    .map((a) => ({ phoneId: phone.id, id: a.id, price: a.price }));
}

export type AddPhoneResult =
  | { readonly ok: true; readonly cart: CartState; readonly added: boolean }
  | {
      readonly ok: false;
      readonly cart: CartState;
      readonly limit: Exclude<CartLimitCheck, { ok: true }>;
    };

export function addPhone(
  cart: CartState,
  phone: PhoneCartItem,
  limitations?: CartLimitations | null,
): AddPhoneResult {
  if (cart.phoneCart.some((p) => p.id === phone.id)) return { ok: true, cart, added: false };
  const check = canAddPhone(cart, limitations, phone.productId);
  if (!check.ok) return { ok: false, cart, limit: check };
  const next: CartState = {
    ...cart,
    phoneCart: [...cart.phoneCart, phone],
    batteryCart: [
      ...cart.batteryCart.filter((b) => b.phoneId !== phone.id),
      ...batteriesOfPhone(phone),
    ],
  };
  return { ok: true, cart: applyGiftWrapSuppression(next), added: true };
}

export function addAccessory(cart: CartState, accessory: CartAccessory): CartState {
  if (cart.accessoryCart.some((a) => a.id === accessory.id)) return cart;
  if (accessory.isWrappingTax && hasGiftWrapSuppressingDevice(cart.phoneCart)) return cart;
  const next: CartState = { ...cart, accessoryCart: [...cart.accessoryCart, accessory] };
  return accessory.isWrappingTax
    ? { ...next, giftWrap: { isActive: true, is_wrapping_tax: true } }
    : next;
}

export function removeAccessory(cart: CartState, accessoryId: string): CartState {
  const removed = cart.accessoryCart.find((a) => a.id === accessoryId);
  if (!removed) return cart;
  const accessoryCart = cart.accessoryCart.filter((a) => a.id !== accessoryId);
  const wrapLeft = accessoryCart.some((a) => a.isWrappingTax);
  return {
    ...cart,
    accessoryCart,
    giftWrap:
      removed.isWrappingTax && !wrapLeft
        ? { isActive: false, is_wrapping_tax: false }
        : cart.giftWrap,
  };
}

/** Turns gift wrap on (with its wrap-tax accessory) or off (dropping every wrap-tax item). */
export function setGiftWrap(
  cart: CartState,
  on: boolean,
  wrapTax: CartAccessory | null,
): CartState {
  if (!on) {
    if (!cart.giftWrap.isActive && !cart.accessoryCart.some((a) => a.isWrappingTax)) return cart;
    return {
      ...cart,
      accessoryCart: cart.accessoryCart.filter((a) => !a.isWrappingTax),
      giftWrap: { isActive: false, is_wrapping_tax: false },
    };
  }
  if (hasGiftWrapSuppressingDevice(cart.phoneCart) || cart.giftWrap.isActive) return cart;
  const withTax = wrapTax ? addAccessory(cart, { ...wrapTax, isWrappingTax: true }) : cart;
  return { ...withTax, giftWrap: { isActive: true, is_wrapping_tax: wrapTax !== null } };
}

/**
 * The battery choice of a phone: `Noua` adds the phone's available BATTERY accessory as a device
 * accessory (and a battery entry); `Standard` removes it. Without a battery offer, nothing changes.
 */
export function chooseBattery(cart: CartState, phoneId: string, choice: BatteryType): CartState {
  const phone = cart.phoneCart.find((p) => p.id === phoneId);
  if (!phone) return cart;
  const hasNew = phone.deviceAccessories.some((a) => a.isActive && isBattery(a));
  if ((choice === 'Noua') === hasNew) return cart;
  let deviceAccessories: CartAccessory[];
  if (choice === 'Noua') {
    const offer = phone.deviceAvailableAccessories.find((a) => a.isActive && isBattery(a));
    if (!offer) return cart;
    deviceAccessories = [
      ...phone.deviceAccessories,
      { ...offer, type: 'deviceAccessory', phoneId },
    ];
  } else {
    deviceAccessories = phone.deviceAccessories.filter((a) => !isBattery(a));
  }
  const updated: PhoneCartItem = { ...phone, deviceAccessories };
  return {
    ...cart,
    phoneCart: cart.phoneCart.map((p) => (p.id === phoneId ? updated : p)),
    batteryCart: [
      ...cart.batteryCart.filter((b) => b.phoneId !== phoneId),
      ...batteriesOfPhone(updated),
    ],
  };
}

/** Whether the phone carries a new battery (`Noua`) or its own (`Standard`). */
export function batteryChoiceOf(phone: PhoneCartItem): BatteryType {
  return phone.deviceAccessories.some((a) => a.isActive && isBattery(a)) ? 'Noua' : 'Standard';
}

/** The count on the mini-cart badge: phones plus accessories, wrap-tax items not counted. */
export function cartItemCount(cart: CartState): number {
  return cart.phoneCart.length + cart.accessoryCart.filter((a) => !a.isWrappingTax).length;
}
