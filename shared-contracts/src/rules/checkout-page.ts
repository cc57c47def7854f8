/**
 * Spec section 2, "Checkout page variants": the extras step when the upsell page is active, else
 * finalize for a logged-in person, else the checkout login page. Locally the URL is the base URL
 * plus `checkout/<variant>/`; elsewhere the country site's base plus the localized route.
 */
import type { Country } from '../schemas/enums.schema.js';
import { routePath } from './localized-routes.js';

export type CheckoutPageVariant = 'cart-extra' | 'cart-finalize' | 'cart-login';

const LOCAL_PATHS: Readonly<Record<CheckoutPageVariant, string>> = Object.freeze({
  'cart-extra': '/checkout/extra/',
  'cart-finalize': '/checkout/finalize/',
  'cart-login': '/checkout/login/',
});

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
