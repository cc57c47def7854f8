/**
 * What a cart refresh leaves (spec section 8), worked out apart from cartMachine so the chart reads
 * as a chart: the refreshed cart with the phones added after the request kept, and the empty cart
 * an error leaves. Pure functions of the machine's context.
 */
import {
  addPhone,
  emptiedCart,
  emptyCart,
  refreshCart,
  type CartState,
} from '@refurb/shared-contracts/cart';
import type { CartContext } from './cart.machine';

export const settingsOf = (c: Pick<CartContext, 'now' | 'expiryMonths' | 'stateVersion'>) => ({
  now: c.now(),
  expiryMonths: c.expiryMonths,
  stateVersion: c.stateVersion,
});

/** Applies a refresh answer to the current cart, keeping phones added after the request. */
type Refreshed = ReturnType<typeof refreshCart>;

function applyRefresh(context: CartContext, data: unknown): Refreshed {
  const sent = new Set(context.refreshing);
  const requested = {
    ...context.cart,
    phoneCart: context.cart.phoneCart.filter((p) => sent.has(p.order_id)),
  };
  const result = refreshCart(requested, data);
  if (result.error) return result;
  let cart = result.cart;
  for (const phone of context.cart.phoneCart) {
    if (!sent.has(phone.order_id)) cart = addPhone(cart, phone).cart;
  }
  return { ...result, cart };
}

/**
 * Spec section 8: any error while preparing the refreshed cart empties it, with no toast. The
 * rules cannot throw on valid data; should one fault anyway, the person gets an empty cart, not a
 * broken page.
 */
export function safelyApplyRefresh(
  context: CartContext,
  data: unknown,
): ReturnType<typeof applyRefresh> {
  try {
    return applyRefresh(context, data);
  } catch (error) {
    return {
      cart: emptiedCart(context.cart),
      phonesRemoved: [],
      error: {
        kind: 'prepare-data',
        message: `preparing the refreshed cart failed: ${String(error)}`,
      },
    };
  }
}

/**
 * The empty cart a refresh error leaves: stamped now, so other tabs and the cloud take it as a
 * change; should the clock itself be what failed, the emptied cart with a timestamp one later.
 */
export function emptyAfterRefreshError(context: CartContext): CartState {
  try {
    return emptyCart(settingsOf(context));
  } catch {
    return { ...emptiedCart(context.cart), timestamp: context.cart.timestamp + 1 };
  }
}
