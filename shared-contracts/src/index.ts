/**
 * `@refurb/shared-contracts`: the shop's common language, the words every package speaks (the
 * constants, countries, currencies and money, routes and their tables, catalog order and grade
 * names, the phone rule, formatting and the API error). Each domain has an entry point of its own
 * (src/entries/): `./cart`, `./checkout`, `./account`, `./sell`, `./runtime`, and one a service
 * for the HTTP contracts, `./api/<service>` (catalog, content, checkout, payment, delivery,
 * session, cloud-cart, health, account, sell). Every export is named (no `export *`), and knip
 * fails lint on one that no other package's own code uses (`npm run lint:contracts`).
 */
export {
  CART_MAX_PHONES,
  CARTS_COLLECTION,
  CHECKOUT_SESSION_KEYS,
  DEFAULT_RETURN_DAYS,
  DEFAULT_WARRANTY_VALIDITY,
  FIRST_SAVED_ADDRESS_ID,
  ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
  BATTERY_HEALTH_FLOOR,
  FIELD_MAX_LENGTH,
  POPULAR_GRADE_LABEL,
  TOAST_OPTIONS,
  UNSET_OPTION_ID,
} from './constants.js';
export {
  CountrySchema,
  DEVICE_TYPE_KEYS,
  DEVICE_TYPES,
  DeliveryKindSchema,
  GIFT_WRAP_SUPPRESSING_TYPES,
  ProviderParamTypeSchema,
} from './schemas/enums.schema.js';
export type {
  BatteryType,
  CheckoutStep,
  Country,
  CustomerType,
  DeliveryKind,
  DeliverySubType,
  DeviceTypeKey,
  ExtraServiceType,
  PaymentMethodKey,
  ProviderParamType,
} from './schemas/enums.schema.js';
export { PgIdText } from './schemas/integers.schema.js';
export { COUNTRIES, countryConfig, isCountry, SPEC_CURRENCIES } from './rules/countries.js';
export { ROUTE_NAMES } from './rules/route-names.js';
export type { RouteName, RouteTable } from './rules/route-names.js';
export { ROUTE_TABLE } from './rules/route-table.js';
export { BG_ROUTES } from './rules/route-table.bg.js';
export { GR_ROUTES } from './rules/route-table.gr.js';
export { HU_ROUTES } from './rules/route-table.hu.js';
export { RO_ROUTES } from './rules/route-table.ro.js';
export { buildRoutePath, matchRoute, routePath } from './rules/localized-routes.js';
export type { LooseRouteParams } from './rules/localized-routes.js';
export {
  categorySlug,
  categoryTypeFromSlug,
  productSlug,
  slugify,
} from './rules/category-slugs.js';
export { cartItemAddress, listingOfAddress } from './rules/product-address.js';
export { productAddress } from './rules/product-link.js';
export { modelTitle } from './rules/model-title.js';
export { hreflangAlternates } from './rules/hreflang-alternates.js';
export { compareGrades, compareStorages } from './rules/catalog-order.js';
export { CONDITION_GRADE_ORDER, isGradeKey } from './rules/grade-keys.js';
export type { GradeKey } from './rules/grade-keys.js';
export { internationalPhone, maskPhone } from './rules/phone.js';
export { gradeName } from './rules/grades.js';
export { BG_GRADE_MESSAGES } from './rules/grade-names/bg.js';
export { EL_GRADE_MESSAGES } from './rules/grade-names/el.js';
export { HU_GRADE_MESSAGES } from './rules/grade-names/hu.js';
export { RO_GRADE_MESSAGES } from './rules/grade-names/ro.js';
export { orderTotals, roundMoney, sumMoney, toMinorUnits } from './rules/money.js';
export {
  createTranslator,
  dateFormatter,
  fillTemplate,
  amountFormatter,
  priceFormatter,
  translatorFor,
} from './rules/format.js';
export type { Translator } from './rules/format.js';
export { formatDeliveryDays } from './rules/delivery-dates.js';
export { safeParseWithMessages } from './issue-messages.js';
export { ApiErrorSchema, ProductIdSchema } from './api/common.schema.js';
export type { ApiError } from './api/common.schema.js';
