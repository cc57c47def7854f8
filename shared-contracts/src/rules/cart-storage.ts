/**
 * The stored cart (spec sections 3 and 9): the versioned storage key, the expiry one month after a
 * write, and the read that never trusts what it finds. A corrupt, expired or other-version cart is
 * reported as a value so the caller can log it and replace it with an empty cart.
 */
import { CART_EXPIRY_MONTHS, CART_STATE_VERSION } from '../constants.js';
import { safeParseWithMessages } from '../issue-messages.js';
import { CartStateSchema, type CartState } from '../schemas/cart.schema.js';

export interface CartSettings {
  /** Epoch milliseconds. */
  readonly now: number;
  readonly expiryMonths?: number;
  readonly stateVersion?: string;
}

/** The localStorage key of the cart: versioned, so that a new version never reads an old shape. */
export function cartStorageKey(stateVersion: string = CART_STATE_VERSION): string {
  return `refurb:cart:v${stateVersion}`;
}

/**
 * `months` calendar months after `from`, in UTC, clamped to the last day of a shorter month
 * (31 January + 1 month is 28 or 29 February, not 3 March).
 */
export function addMonths(from: number, months: number): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export function emptyCart(settings: CartSettings): CartState {
  return {
    phoneCart: [],
    accessoryCart: [],
    batteryCart: [],
    giftWrap: { isActive: false, is_wrapping_tax: false },
    timestamp: settings.now,
    expireAt: addMonths(settings.now, settings.expiryMonths ?? CART_EXPIRY_MONTHS),
    stateVersion: settings.stateVersion ?? CART_STATE_VERSION,
    promo: null,
  };
}

/** The cart as it is written: stamped with the write time, its expiry and the state version. */
export function stampCart(cart: CartState, settings: CartSettings): CartState {
  return {
    ...cart,
    timestamp: settings.now,
    expireAt: addMonths(settings.now, settings.expiryMonths ?? CART_EXPIRY_MONTHS),
    stateVersion: settings.stateVersion ?? CART_STATE_VERSION,
  };
}

export function isCartEmpty(cart: CartState): boolean {
  return cart.phoneCart.length === 0 && cart.accessoryCart.length === 0;
}

export type StoredCartResult =
  | { readonly ok: true; readonly cart: CartState }
  | {
      readonly ok: false;
      readonly reason: 'missing' | 'corrupt' | 'version' | 'expired';
      readonly message: string;
    };

/**
 * Reads a stored cart: a JSON string (localStorage) or an already-decoded value (a cloud document).
 * `missing` is not an error to report; the other reasons are.
 */
export function parseStoredCart(raw: unknown, settings: CartSettings): StoredCartResult {
  if (raw === null || raw === undefined) {
    return { ok: false, reason: 'missing', message: 'no stored cart' };
  }
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, reason: 'corrupt', message: 'stored cart is not valid JSON' };
    }
  }
  // The state version is read before the shape: a cart of another version may well have another
  // shape, and is "another version" (spec section 4: an empty cart is used), not "corrupt".
  const version = otherVersion(value, settings);
  if (version) return version;
  const parsed = safeParseWithMessages(CartStateSchema, value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || '(root)';
    return {
      ok: false,
      reason: 'corrupt',
      message: `stored cart is invalid at ${where}: ${issue?.message}`,
    };
  }
  return storedCartState(parsed.data, settings);
}

/** `version` when `value` names a state version other than the expected one, else null. */
function otherVersion(value: unknown, settings: CartSettings): StoredCartResult | null {
  if (value === null || typeof value !== 'object' || !('stateVersion' in value)) return null;
  const found = value.stateVersion;
  const expected = settings.stateVersion ?? CART_STATE_VERSION;
  if (typeof found !== 'string' || found === '' || found === expected) return null;
  return {
    ok: false,
    reason: 'version',
    message: `stored cart has version ${found.slice(0, 40)}, expected ${expected}`,
  };
}

/**
 * The checks of a stored cart after its shape (`parseStoredCart`): the state version the site
 * expects, and not expired. For a cart already parsed (a repository that knows what it wrote).
 */
export function storedCartState(cart: CartState, settings: CartSettings): StoredCartResult {
  const expected = settings.stateVersion ?? CART_STATE_VERSION;
  if (cart.stateVersion !== expected) {
    return {
      ok: false,
      reason: 'version',
      message: `stored cart has version ${cart.stateVersion}, expected ${expected}`,
    };
  }
  if (cart.expireAt <= settings.now) {
    return { ok: false, reason: 'expired', message: 'stored cart has expired' };
  }
  return { ok: true, cart };
}
