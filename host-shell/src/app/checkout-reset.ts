/**
 * Spec section 4, "Checkout reset": when checkout is left, its six session entries
 * (CHECKOUT_SESSION_KEYS) are cleared, however it is left: a link or the back button, an address
 * typed or a bookmark opened in the same tab, a reload of a page that is not checkout's. The host
 * is the one part of the shop that sees every page a tab shows, so it decides, for the page a
 * document loads at and for each navigation after: a page that is not one of checkout's
 * (`isCheckoutRoute`: the extras, login and finalize steps, thank-you and the other pages an
 * order ends on) clears the six entries. A reload of a checkout page keeps them, and so does the
 * trip to the payment provider, whose pages are not the host's, and back to a result page.
 * (The checkout remote once cleared them when its page unmounted; that saw in-page navigation
 * only, so a typed address left a half-filled checkout waiting in the tab.) Nothing else in the
 * session is touched: the order's idempotency key outlives a visit to the cart on purpose.
 */
import { CHECKOUT_SESSION_KEYS } from '@refurb/shared-contracts';
import { isCheckoutRoute } from '@refurb/shared-contracts/checkout';
import type { HostRoute } from '../routing/host-routes';

export interface CheckoutResetOptions {
  /** The route the tab shows now. */
  readonly routeOf: () => HostRoute;
  /** The tab's sessionStorage (guarded: a refusal is no error here). */
  readonly storage: { removeItem(key: string): void };
  /** Calls back after each in-page navigation; answers an unsubscribe. */
  readonly onNavigate: (callback: () => void) => () => void;
}

const isCheckoutPage = (route: HostRoute): boolean =>
  route.kind === 'spec' && isCheckoutRoute(route.name);

/** Clears the entries now if the tab is not on checkout, and after each navigation that leaves. */
export function resetCheckoutWhenLeft(options: CheckoutResetOptions): () => void {
  const check = () => {
    if (isCheckoutPage(options.routeOf())) return;
    for (const key of CHECKOUT_SESSION_KEYS) options.storage.removeItem(key);
  };
  check();
  return options.onNavigate(check);
}
