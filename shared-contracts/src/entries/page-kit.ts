/**
 * The contracts' modules the host's page gives the remotes (docs/adr/0016-contracts-kit-from-the-host.md):
 * the words every bundle of a page speaks (formatting, the cart and its events, the event bus, the
 * JSON call, the remote contract, the routes, the countries and their currencies), as one module.
 * The host provides it in the share scope (host-shell/src/remotes/federation-runtime.ts) and each
 * remote's build takes it from there in place of its own copies of these modules and of every
 * module they import (scripts/webpack/page-kit.mjs); a remote's own copy is the fallback.
 *
 * A shared module keeps all its exports, so each name here costs the host's pages whether or not
 * they use it: the kit names what the remotes use of these modules, and nothing else. A remote's
 * build fails when it uses a name of one of them that is not here (scripts/webpack/page-kit.mjs,
 * `PageKitImports`): add it. A module is here when the host's first load has it anyway, or two or
 * more remotes of a checkout page use it (the ADR has the figures).
 *
 * What these modules import from the contracts comes with them (the kit's fallback copy in a
 * remote is the whole of it); on the host's page the route functions read the site's own table
 * (docs/adr/0003-one-sites-route-table.md), the one a remote on that page reads.
 */
export {
  ANALYTICS_MAX_MODEL_IDS,
  CART_EXPIRY_MONTHS,
  CART_STATE_VERSION,
  DEFAULT_ANALYTICS_ORIGIN,
  PROFESSIONAL_FITTING_MARKER,
  CART_MAX_ACCESSORIES,
  CART_MAX_BATTERIES,
  CART_MAX_DEVICE_ACCESSORIES,
  CART_MAX_EXTRA_SERVICES,
  CART_MAX_PHONES,
  CHECKOUT_SESSION_KEYS,
  COFIDIS_MAX_PRODUCTS,
  COFIDIS_PROMO_DURATIONS,
  DEFAULT_RETURN_DAYS,
  DEFAULT_WARRANTY_VALIDITY,
  FIELD_MAX_LENGTH,
  FIRST_SAVED_ADDRESS_ID,
  ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
  PERSON_NAME_MAX_LENGTH,
  SECOND_INSURANCE_TAB_MARKER,
  TOAST_OPTIONS,
  UNSET_OPTION_ID,
} from '../constants.js';
export { safeParseWithMessages } from '../issue-messages.js';
export {
  ApiErrorSchema,
  CommaSeparated,
  ProductIdSchema,
  UpperCountryCodeSchema,
} from '../api/common.schema.js';
export { createJsonCall, describeError, fetchJsonWithin, queryString } from '../api/json-call.js';
export { SessionResponseSchema, SessionStateResponseSchema } from '../api/session.schema.js';
export { countryConfig, isCountry } from '../rules/countries.js';
export { fillTemplate, translatorFor } from '../rules/format.js';
export { buildRoutePath, matchRoute, routePath } from '../rules/localized-routes.js';
export {
  internationalPhone,
  isPhoneOfAnySite,
  isValidPhoneNumber,
  maskPhone,
} from '../rules/phone.js';
export { createEventBus } from '../runtime/event-bus.js';
export { guardedStorage } from '../runtime/guarded-storage.js';
export {
  CONTRACTS_MAJOR_VERSION,
  fetchRuntimeConfig,
  flagsForSite,
  parseRemoteProps,
} from '../runtime/remote.schema.js';
export { configureCurrencies } from '../runtime/site-currencies.js';
export {
  AddressFormSchema,
  AddressServerInputSchema,
  DeliveryAddressServerSchema,
  LockerSelectionSchema,
} from '../schemas/address.schema.js';
export {
  BATTERY_ACCESSORY_CATEGORY,
  CartAccessorySchema,
  CartStateSchema,
  ExtraServiceSchema,
  PROMO_CODE_MAX_LENGTH,
  PhoneCartItemSchema,
  PromoSchema,
  checkoutStepOf,
} from '../schemas/cart.schema.js';
export {
  AnotherContactFormSchema,
  CheckoutSummarySchema,
  CompanyFormSchema,
  PaymentDataSchema,
  PaymentMethodSchema,
  PersonContactFormSchema,
} from '../schemas/checkout.schema.js';
export {
  CountrySchema,
  CurrencyCodeSchema,
  CustomerTypeSchema,
  DEVICE_TYPES,
  DeliveryKindSchema,
  DeliverySubTypeSchema,
  DeviceTypeKeySchema,
  DeviceTypeParamSchema,
  ExtraServiceTypeSchema,
  GIFT_WRAP_SUPPRESSING_TYPES,
  PaymentMethodKeySchema,
  ProviderParamTypeSchema,
  KNOWN_CONDITION_GRADES,
} from '../schemas/enums.schema.js';
export { PgId, PgIdText } from '../schemas/integers.schema.js';
