/**
 * Business constants of spec section 9 (and the few of sections 2, 3 and 7 that code needs).
 * The cart expiry and the state version are environment settings in production: these are the
 * defaults that runtime config falls back to, so a missing setting never means "no expiry".
 */

/** Version written into every stored cart; a stored cart of another version is discarded. */
export const CART_STATE_VERSION = '1.04';
/** Cart documents (localStorage and cloud) expire this many months after their last write. */
export const CART_EXPIRY_MONTHS = 1;
/** The cloud document store collection that holds one cart document per user id. */
export const CARTS_COLLECTION = 'carts';
/** Default return period in days. */
export const DEFAULT_RETURN_DAYS = 60;
/**
 * The shop's battery floor (issue 36): no unit is sold with a battery below this share of its
 * new capacity; one that measures lower gets a new battery before it is listed.
 */
export const BATTERY_HEALTH_FLOOR = 85;
/** Default warranty validity (in years, the warranty's measure). */
export const DEFAULT_WARRANTY_VALIDITY = 2;
/** Toasts: bottom-center, auto-closing after 5000 ms, at most 3 at once. */
export const TOAST_OPTIONS = Object.freeze({
  position: 'bottom-center',
  autoClose: 5000,
  limit: 3,
} as const);
/** Session-storage entries cleared when checkout is left or reset (spec section 4). */
export const CHECKOUT_SESSION_KEYS = Object.freeze([
  'deliveryMethod',
  'deliveryDetails',
  'contactDetails',
  'billingDetails',
  'paymentMethod',
  'editStepState',
] as const);
export type CheckoutSessionKey = (typeof CHECKOUT_SESSION_KEYS)[number];
/** Checkout analytics sends at most this many modelId fields. */
export const ANALYTICS_MAX_MODEL_IDS = 5;
/**
 * The cart's own limits (ours; the spec's `limitations` are a site setting and may be absent): at
 * most this many phones, stand-alone accessories and batteries in one cart, and so in one order,
 * a cart refresh and a cloud cart document (firestore.rules repeats them). A person buys a phone
 * or two; a business a few more; fifty is someone holding stock they do not mean to buy.
 */
export const CART_MAX_PHONES = 20;
export const CART_MAX_ACCESSORIES = 60;
export const CART_MAX_BATTERIES = 20;
/** Device accessories on one phone, and extra services on one phone as a cart may send them. */
export const CART_MAX_DEVICE_ACCESSORIES = 20;
export const CART_MAX_EXTRA_SERVICES = 4;
/** The largest value of a PostgreSQL `integer` column: ids and counts past it are refused (400). */
export const PG_INT_MAX = 2_147_483_647;
/** A person's name: letters of any script with spaces, hyphens, apostrophes and dots, 2 to 100. */
export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * The longest value (characters) each free-text field of the contact, company and payout forms
 * takes: the forms stop typing there and the server's schemas refuse longer (e-mail by RFC 5321,
 * a phone with its spaces and brackets, an IBAN written in groups).
 */
export const FIELD_MAX_LENGTH = Object.freeze({
  personName: PERSON_NAME_MAX_LENGTH,
  companyName: 200,
  email: 254,
  phone: 30,
  fiscalCode: 20,
  registrationNumber: 30,
  iban: 42,
  accountHolder: 120,
});
/** Cofidis methods allow at most this many products (their nrProductsLimit). */
export const COFIDIS_MAX_PRODUCTS = 10;
/** Cofidis promo durations in months, per spec section 4. */
export const COFIDIS_PROMO_DURATIONS = Object.freeze({
  'cofidis-promo': 6,
  'cofidis-promo-ten': 10,
} as const);
/** The monthly payment reported for the installment provider (Oney) with a nonzero count. */
export const ONEY_MONTHLY_PAYMENT_PLACEHOLDER = '8888';
/** A selected delivery address of -1 means "the first saved address". */
export const FIRST_SAVED_ADDRESS_ID = -1;
/** An autocomplete field (county, locality) whose id is -1 has no chosen entry. */
export const UNSET_OPTION_ID = -1;
/** Product images use the 320 size suffix. */
export const PRODUCT_IMAGE_SIZE = 320;
/** Analytics: the origin of a cart product when none is known. */
export const DEFAULT_ANALYTICS_ORIGIN = 'Default';
/** Accessory origin that marks an item added as a bundle on the product page. */
export const PDP_BUNDLE_ORIGIN = 'PDP - Bundle';
/** Name fragment of professionally fitted accessories (screen protector fitting and the like). */
export const PROFESSIONAL_FITTING_MARKER = 'montata profesional';
/** Insurance keys containing this fragment are shown on the second insurance tab. */
export const SECOND_INSURANCE_TAB_MARKER = 'Ad_Th';
/** Public banner: over 23 million euro paid to sellers. */
export const PAID_OUT_BANNER = 'Peste €23 milioane';
/** Label of the FOARTE_BUN grade when every grade is in stock. */
export const POPULAR_GRADE_LABEL = 'FOARTE_BUN - Popular';
/** Known service paths of spec section 7. */
export const SERVICE_PATHS = Object.freeze({
  extraServices: '/v2/extra-services',
  pricing: '/pricing',
  availableShapes: '/api/available-shapes/',
  relatedAccessories: '/api/get-related-accessories/',
} as const);
