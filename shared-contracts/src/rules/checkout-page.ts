/**
 * Spec section 2, "Checkout page variants": the extras step when the upsell page is active, else
 * finalize for a logged-in person, else the checkout login page. Locally the URL is the base URL
 * plus `checkout/<variant>/`; elsewhere the country site's base plus the localized route. The
 * local path is a real address of every site: the host takes `/checkout/<variant>/` to that
 * variant's localized route (`localCheckoutVariant`), so a local link never ends on "not found".
 *
 * Which pages are checkout's (spec section 4, "Checkout reset"): the three sub-steps the variants
 * name (extra, login, finalize) and the pages an order ends on (thank-you, the financing
 * thank-you pages, payment processing, payment failed). The cart page is not one of them: going
 * back to the cart is leaving checkout. The host clears checkout's six session entries on every
 * page of the site that is not one of these, however it was reached (`isCheckoutRoute`).
 */
import type { Country } from '../schemas/enums.schema.js';
import { routePath } from './localized-routes.js';
import type { RouteName } from './route-names.js';

export type CheckoutPageVariant = 'cart-extra' | 'cart-finalize' | 'cart-login';

const LOCAL_PATHS: Readonly<Record<CheckoutPageVariant, string>> = Object.freeze({
  'cart-extra': '/checkout/extra/',
  'cart-finalize': '/checkout/finalize/',
  'cart-login': '/checkout/login/',
});

/** The variant a local checkout path names (`/checkout/login/` is cart-login), or null. */
export function localCheckoutVariant(pathname: string): CheckoutPageVariant | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const [variant, local] of Object.entries(LOCAL_PATHS)) {
    if (local === path) return variant as CheckoutPageVariant;
  }
  return null;
}

export const CHECKOUT_ROUTES: readonly RouteName[] = Object.freeze([
  'cart-extra',
  'cart-login',
  'cart-finalize',
  'thank-you',
  'thank-you-tbi',
  'thank-you-cofidis',
  'payment-processing',
  'payment-failed',
]);

/** Whether a page of the site is one of checkout's: leaving checkout is reaching any other. */
export function isCheckoutRoute(name: RouteName): boolean {
  return CHECKOUT_ROUTES.includes(name);
}

export function checkoutPageVariant(options: {
  readonly isUpsellPageActive: boolean;
  readonly isLoggedIn: boolean;
}): CheckoutPageVariant {
  if (options.isUpsellPageActive) return 'cart-extra';
  return options.isLoggedIn ? 'cart-finalize' : 'cart-login';
}

export interface CheckoutPageUrlOptions {
  readonly country: Country;
  readonly isUpsellPageActive: boolean;
  readonly isLoggedIn: boolean;
  readonly isLocal: boolean;
  /** The local environment's base URL. */
  readonly baseUrl: string;
  /** The country storefront's base. */
  readonly siteBase: string;
}

export function checkoutPageUrl(options: CheckoutPageUrlOptions): string {
  const variant = checkoutPageVariant(options);
  const trim = (base: string) => base.replace(/\/+$/, '');
  if (options.isLocal) return `${trim(options.baseUrl)}${LOCAL_PATHS[variant]}`;
  // The three cart sub-steps exist in every country's table.
  return `${trim(options.siteBase)}${routePath(options.country, variant) ?? LOCAL_PATHS[variant]}`;
}
