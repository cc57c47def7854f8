/**
 * Which remote owns a route of the spec (ARCHITECTURE.md); every other route is the host's. The
 * host's page and its server (the preload hints it puts in a page's HTML) both read it.
 */
import type { RouteName } from '../rules/route-names.js';
import type { RemoteName } from './remote.schema.js';

const OWNERS: Readonly<Partial<Record<RouteName, RemoteName>>> = {
  cart: 'mf_cart',
  'cart-extra': 'mf_cart',
  // The checkout login step's remote is the account's (its sign-in form); the host draws the
  // step's choices (docs/adr/0014-checkout-login-step-in-the-host.md).
  'cart-login': 'mf_account',
  'cart-finalize': 'mf_checkout',
  'thank-you': 'mf_checkout',
  'thank-you-tbi': 'mf_checkout',
  'thank-you-cofidis': 'mf_checkout',
  'payment-processing': 'mf_checkout',
  'payment-failed': 'mf_checkout',
  login: 'mf_account',
  register: 'mf_account',
  forgot: 'mf_account',
  logout: 'mf_account',
  account: 'mf_account',
  'account-genius': 'mf_account',
  'account-purchases': 'mf_account',
  'account-return': 'mf_account',
  'account-return-form': 'mf_account',
  'account-settings': 'mf_account',
  'account-warranties': 'mf_account',
  'account-insurances': 'mf_account',
  'account-send-in-warranty': 'mf_account',
  'account-sales': 'mf_account',
  'account-sale-details': 'mf_account',
  sell: 'mf_sell',
  'sell-step': 'mf_sell',
};

export function remoteOfRoute(name: RouteName): RemoteName | null {
  return OWNERS[name] ?? null;
}

/**
 * The pages that read the cart: the cart's own and the checkout's, which take the cart's items
 * from its `cart.updated` (mf-cart's contract). On these the page's cart service starts with the
 * page. Elsewhere, the account's and the sell pages and the checkout's login step included, it
 * waits until there is a cart to show or a person to sync it for (the host's cart-ready.ts), so a
 * visitor with an empty cart does not download the cart remote to see "0" in the header. A sign-in
 * starts it (a person to sync for): the service then hears the replayed `session.changed` and owes
 * the merge of the visitor's cart into the account's (spec section 4), as if it had been running.
 */
export function readsCart(name: RouteName): boolean {
  const remote = remoteOfRoute(name);
  return remote === 'mf_cart' || remote === 'mf_checkout';
}

/**
 * The pages where a person signs in, with a password or a provider (login, register, the
 * checkout's login step, which shows the account remote's sign-in form). A provider's sign-in
 * loads Google's API script, so the page policy allows that script on these pages only (the
 * host's server), and the host loads them as documents, never by in-page navigation (bootstrap),
 * so each comes with its own policy.
 */
export const SIGN_IN_ROUTES: readonly RouteName[] = ['login', 'register', 'cart-login'];

export function isSignInRoute(name: RouteName): boolean {
  return SIGN_IN_ROUTES.includes(name);
}
