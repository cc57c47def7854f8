/**
 * The route table of spec section 2: every route name with its path template per country.
 * RO slugs fixed by the spec: autentifica-te, inregistreaza-te, cont, cosul-meu, vinde. The rest
 * are natural ASCII slugs in each language (Bulgarian and Greek transliterated), chosen here.
 *
 * Choices where the spec is silent:
 * - `contact` is "a help page with a contact anchor": the FAQ help page plus `#contact`.
 * - `sell-step` is written "(/sell/)" in the spec: its path is `/sell/:step/` on every site.
 * - The product pages live under a shop slug (RO `magazin`), so that `shop-brand-seo`
 *   (`/magazin/:brandSlug/`) and `shop-brand-model` (`/magazin/:brandSlug/:slug/:legacyModelId/`)
 *   cannot be confused with any other page.
 * - `null`: the route does not exist there (insurances RO only, tbi thank-you RO and BG, cofidis
 *   thank-you and the refund policy HU only).
 *
 * Added by issue 36 ("Trust"), not in the spec's list: the legal pages of every site, each a page
 * of the content service: `terms` (terms and conditions), `privacy-policy`, `cookie-policy` and
 * `withdrawal-form` (the EU model withdrawal form, Directive 2011/83/EU Annex I(B)), under the
 * names a shop of each country gives them (HU `aszf`: Általános Szerződési Feltételek).
 */
export const ROUTE_NAMES = Object.freeze([
  'index',
  'login',
  'register',
  'forgot',
  'logout',
  'blog',
  'account',
  'account-genius',
  'account-purchases',
  'account-return',
  'account-return-form',
  'account-settings',
  'account-warranties',
  'account-insurances',
  'account-send-in-warranty',
  'account-sales',
  'account-sale-details',
  'return-address',
  'contact',
  'contact-old',
  'about-us',
  'seller-guide',
  'faq',
  'faq-old',
  'reviews',
  'add-review',
  'review-error',
  'review-thanks',
  'reviews-sell',
  'shop-brand-seo',
  'shop-brand-model',
  'cart',
  'cart-extra',
  'cart-login',
  'cart-finalize',
  'thank-you',
  'thank-you-tbi',
  'thank-you-cofidis',
  'payment-processing',
  'payment-failed',
  'sell',
  'sell-step',
  'refund-policy',
  'terms',
  'privacy-policy',
  'cookie-policy',
  'withdrawal-form',
] as const);
export type RouteName = (typeof ROUTE_NAMES)[number];

/** A country's table: each route's path template, `null` where the route does not exist there. */
export type RouteTable = Readonly<Record<RouteName, string | null>>;

/** Query parameters a route takes besides its path parameters. */
export const ROUTE_QUERY_PARAMS: Readonly<Partial<Record<RouteName, readonly string[]>>> =
  Object.freeze({
    'shop-brand-model': Object.freeze(['shape']),
  });
