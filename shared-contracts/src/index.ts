/**
 * @refurb/shared-contracts: the one place for the spec's rules. Every export is named here on
 * purpose (no `export *`), so the public surface is reviewed when it changes.
 */

// constants (spec section 9 and friends)
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

// enumerations
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

// entities of spec section 3
export {
  BATTERY_ACCESSORY_CATEGORY,
  CartAccessorySchema,
  CartStateSchema,
  checkoutStepOf,
  PhoneCartItemSchema,
  PROMO_CODE_MAX_LENGTH,
  PromoSchema,
} from './schemas/cart.schema.js';
export type {
  CartAccessory,
  CartLimitations,
  CartState,
  ExtraService,
  PhoneCartItem,
  Promo,
} from './schemas/cart.schema.js';
export { WarrantyReturnDataSchema } from './schemas/user.schema.js';
export type { WarrantyReturnData } from './schemas/user.schema.js';
export {
  AddressCreatePayloadSchema,
  AddressUpdatePayloadSchema,
} from './schemas/address.schema.js';
export { PgIdText } from './schemas/integers.schema.js';
export type {
  AddressForm,
  AddressServerInput,
  DeliveryAddressServer,
  LockerSelection,
} from './schemas/address.schema.js';
export { PaymentMethodSchema } from './schemas/checkout.schema.js';
export type {
  AmountLimit,
  AnotherContactForm,
  CheckoutSummary,
  CompanyForm,
  PaymentData,
  PaymentMethod,
  PersonContactForm,
} from './schemas/checkout.schema.js';
export type { ConsentUpdate } from './schemas/analytics.schema.js';
export {
  RefreshCartRequestSchema,
  RefreshCartResponseSchema,
} from './schemas/cart-refresh.schema.js';
export type { RefreshCartRequest, RefreshedPhone } from './schemas/cart-refresh.schema.js';

// the rule book
export { COUNTRIES, countryConfig, isCountry, SPEC_CURRENCIES } from './rules/countries.js';
export { configureCurrencies } from './runtime/site-currencies.js';
export { SiteCurrenciesSchema } from './schemas/site-currency.schema.js';
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
export { checkoutPageUrl, isCheckoutRoute, localCheckoutVariant } from './rules/checkout-page.js';
export {
  cofidisPromoDuration,
  isAllowedForProductCount,
  isAllowedForTotal,
  isCashMethod,
  isCofidisMethod,
  isOneyMethod,
  isTbiMethod,
  parseAmountBound,
  paymentMethodsFor,
  productLimitFor,
  providerParam,
  providerParamType,
} from './rules/payment-methods.js';
export type { PaymentMethodFlags } from './rules/payment-methods.js';
export { paymentProviderOf, resultRouteFor } from './rules/payment-result.js';
export {
  INSTALLMENT_OPTIONS,
  installmentOptionByCount,
  monthlyAmount,
  financingPlan,
  installmentTeaser,
  orderInstallments,
  paymentDataFor,
} from './rules/installments.js';
export {
  ADDRESS_LIMITS,
  isValidFiscalCode,
  isValidPostalCode,
  isValidRegistrationNumber,
  normalizePostalCode,
  POSTAL_CODE_DIGITS,
  validateAddress,
} from './rules/validation.js';
export { findPlaces, latinKey } from './rules/place-search.js';
export type { SearchablePlace } from './rules/place-search.js';
export {
  companyTaxNumber,
  isValidEmail,
  isValidPersonName,
  toCheckoutCart,
  validateAnotherContact,
  validateCompany,
  validatePersonContact,
} from './rules/checkout-order.js';
export {
  addressLine,
  emptyAddressForm,
  fromServerAddress,
  toServerAddress,
} from './rules/address.js';
export { deliveryModeType, isSecondInsuranceTab } from './rules/misc.js';
export {
  cartStorageKey,
  emptyCart,
  isCartEmpty,
  parseStoredCart,
  stampCart,
  storedCartState,
} from './rules/cart-storage.js';
export type { CartSettings, StoredCartResult } from './rules/cart-storage.js';
export {
  cartBreakdown,
  cartTotal,
  promoDiscount,
  deselectExtraService,
  emptiedCart,
  extraServicePrice,
  hasGiftWrapSuppressingDevice,
  removePhone,
  selectExtraService,
} from './rules/cart.js';
export { orderTotals, roundMoney, sumMoney, toMinorUnits } from './rules/money.js';
export {
  addAccessory,
  addPhone,
  batteryChoiceOf,
  cartItemCount,
  chooseBattery,
  removeAccessory,
  setGiftWrap,
} from './rules/cart-edit.js';
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
export {
  CheckoutSessionSchemas,
  parseSessionEntry,
  serializeSessionEntry,
} from './schemas/checkout-session.schema.js';
export type { CheckoutSession } from './schemas/checkout-session.schema.js';
export { createJsonCall, describeError, fetchJsonWithin, queryString } from './api/json-call.js';
export { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './api/security-headers.js';
export { guardedStorage } from './runtime/guarded-storage.js';
export type { GuardedStorage, StorageLike } from './runtime/guarded-storage.js';
export { safeParseWithMessages } from './issue-messages.js';
export type { ApiFailure, ApiResult, JsonFetch } from './api/json-call.js';
export { decideCloudSnapshot, mergeCarts } from './rules/cart-merge.js';
export { refreshCart, refreshRequestFor } from './rules/cart-refresh.js';
export {
  accessoryImageUrl,
  accessoryLabel,
  filterAccessoriesForDevice,
  sortAccessories,
} from './rules/accessories.js';
export { cartAnalytics, consentUpdate } from './rules/analytics.js';
export {
  BUNDLE_ORIGIN,
  EMBED_ORIGIN,
  PDP_ORIGIN,
  phoneCartItem,
  toCartAccessory,
} from './rules/phone-item.js';
export type { PhoneChoice } from './rules/phone-item.js';

// API contracts (one file per service)
export { ApiErrorSchema, ProductIdSchema } from './api/common.schema.js';
export type { ApiError } from './api/common.schema.js';
export {
  AvailableShapesQuerySchema,
  AvailableShapesResponseSchema,
  RelatedAccessoriesQuerySchema,
  RelatedAccessoriesResponseSchema,
} from './api/product-api.schema.js';
export type { AccessoryOffer, RelatedSpec, SpecItem } from './api/product-api.schema.js';
export { CATALOG_SORTS } from './api/catalog-limits.js';
export {
  CatalogQuerySchema,
  CatalogResponseSchema,
  CatalogVersionResponseSchema,
  ExtraServicesQuerySchema,
  ExtraServicesResponseSchema,
  ListingPageParamsSchema,
  ListingPageQuerySchema,
  ListingPageResponseSchema,
  ModelPageParamsSchema,
  ModelPageQuerySchema,
  ModelPageResponseSchema,
  ModelSpecsSchema,
  SPEC_ORDER,
  PricingQuerySchema,
  PricingResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from './api/catalog.schema.js';
export {
  SITEMAP_MAX_MODELS,
  SitemapQuerySchema,
  SitemapResponseSchema,
} from './api/sitemap.schema.js';
export type { InBoxItem } from './api/in-box.schema.js';
export type {
  CatalogQuery,
  Listing,
  ListingPageResponse,
  ModelCard,
  ModelIdentity,
  ModelPageResponse,
  ModelSpecs,
  SearchSuggestion,
} from './api/catalog.schema.js';
export {
  CheckoutCartSchema,
  CheckoutSummaryResponseSchema,
  OrderBillingSchema,
  OrderConflictSchema,
  OrderContactSchema,
  OrderDeliverySchema,
  ORDER_KEY_HEADER,
  OrderStatusParamsSchema,
  OrderStatusResponseSchema,
  PaymentMethodsQuerySchema,
  PromoCodeParamsSchema,
  PromoResponseSchema,
  PaymentMethodsResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from './api/checkout.schema.js';
export type {
  CheckoutCart,
  CheckoutSummaryResponse,
  MonthlyPayment,
  OrderConflict,
  OrderStatus,
  OrderDetails,
  OrderStatusResponse,
  PaymentMethodOffer,
  PlaceOrderRequest,
  PlaceOrderResponse,
  PriceChange,
} from './api/checkout.schema.js';
export {
  BotTokenRequestSchema,
  BotTokenResponseSchema,
  CloudTokenResponseSchema,
  CUSTOM_TOKEN_COOKIE,
  CreateSessionRequestSchema,
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
  RegisterRequestSchema,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  SavedAddressesResponseSchema,
  SavedAddressParamsSchema,
  SavedAddressResponseSchema,
} from './api/bff.schema.js';
export { HealthAnswerSchema } from './api/health.schema.js';
export type { HealthAnswer } from './api/health.schema.js';
export type {
  BotCheckAction,
  CreateSessionRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
} from './api/bff.schema.js';
export { SessionResponseSchema, SessionStateResponseSchema } from './api/session.schema.js';
export type { SessionResponse, SessionStateResponse, SessionUser } from './api/session.schema.js';
export {
  CloudCartStampSchema,
  CloudCartWriteRequestSchema,
  CloudCartWriteResponseSchema,
} from './api/cloud-cart.schema.js';
export {
  ONEY_BUSINESS_TRANSACTION_CODES,
  OneyOptionsQuerySchema,
  OneyOptionsResponseSchema,
  PAYMENT_CALLBACK_SIGNED_FIELDS,
  PaymentCallbackResponseSchema,
  PaymentCallbackSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
} from './api/payment.schema.js';
export type {
  OneyOption,
  OneyOptionsResponse,
  PaymentCallback,
  PaymentCallbackResponse,
  CurrencyCode,
  PaymentProvider,
  ProviderVerdict,
  StartPaymentResponse,
} from './api/payment.schema.js';
export {
  CountiesResponseSchema,
  CountyQuerySchema,
  DeliveryEstimateQuerySchema,
  DeliveryEstimateResponseSchema,
  DeliveryOptionsResponseSchema,
  LocalitiesResponseSchema,
  LocalityQuerySchema,
  PickupPointsQuerySchema,
  PickupPointsResponseSchema,
  ShippingCostQuerySchema,
  ShippingCostResponseSchema,
} from './api/delivery.schema.js';
export type {
  County,
  DeliveryEstimate,
  DeliveryEstimateResponse,
  DeliveryOptionsResponse,
  Locality,
  PickupPoint,
} from './api/delivery.schema.js';

// content service: help pages and reviews
export {
  ContentPageKeySchema,
  ContentPageQuerySchema,
  ContentPageSchema,
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
  ModeratedReviewSchema,
  ModerationQueueQuerySchema,
  ModerationQueueResponseSchema,
  REVIEW_TEXT_MAX,
  ReviewIdSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  REVIEWS_PAGE_MAX,
  RatingsQuerySchema,
  RatingsResponseSchema,
  ProductGuideQuerySchema,
  ProductGuideSchema,
  CompanyIdentitySchema,
  CompanyQuerySchema,
} from './api/content.schema.js';
export type {
  CompanyIdentity,
  ConsumerLink,
  ContentPage,
  GradeDefinition,
  ProductGuide,
  ContentPageKey,
  ContentSection,
  CreateReviewRequest,
  ModeratedReview,
  ModerationQueueQuery,
  ModerationQueueResponse,
  Review,
  ReviewStatus,
  ReviewsResponse,
  ModelRating,
  RatingsResponse,
} from './api/content.schema.js';

// runtime composition: the remote contract, remotes.json, runtime-config.json, the event bus
export {
  CONTRACTS_MAJOR_VERSION,
  RemoteNameSchema,
  RemotesJsonSchema,
  RuntimeConfigSchema,
  flagsForSite,
  siteForHost,
  isCompatibleRemote,
  parseRemoteProps,
  parseRuntimeConfig,
  preconnectHosts,
  fetchRuntimeConfig,
  pickRelease,
  SESSION_BUCKET_KEY,
} from './runtime/remote.schema.js';
export {
  PublishedReleaseSchema,
  pointRemote,
  releaseFolder,
  releaseManifestUrl,
} from './runtime/release.schema.js';
export type {
  Mount,
  MountOutcome,
  RemoteName,
  RemoteProps,
  RemotesJson,
  RuntimeConfig,
  SiteFlags,
  ServiceBases,
  Unmount,
} from './runtime/remote.schema.js';
export { isSignInRoute, readsCart, remoteOfRoute } from './runtime/route-remotes.js';
export type { BusPayload } from './runtime/events.schema.js';
export { createEventBus } from './runtime/event-bus.js';
export type { EventBus } from './runtime/event-bus.js';
export {
  AccountOrderParamsSchema,
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
  CreateReturnRequestSchema,
  CreateWarrantyCaseRequestSchema,
  InsurancesQuerySchema,
  InsurancesResponseSchema,
  OrderReturnResponseSchema,
  RETURN_REASONS,
  ReturnRequestResponseSchema,
  ReturnRequestsResponseSchema,
  WarrantiesResponseSchema,
  WarrantyCaseResponseSchema,
  WarrantyCasesResponseSchema,
  WarrantyReturnDataQuerySchema,
} from './api/account.schema.js';
export type {
  AccountErrorCode,
  AccountOrder,
  CoveredExtra,
  CreateReturnRequest,
  CreateWarrantyCaseRequest,
  DeviceWarranty,
  Insurance,
  OrderReturnResponse,
  Refund,
  ReturnReason,
  ReturnRequest,
  WarrantyCase,
  WarrantyCaseHandover,
} from './api/account.schema.js';
export { refundMethodsFor, returnWindow } from './rules/returns.js';
export { PASSWORD_MIN_LENGTH, passwordProblems, safeRedirect } from './rules/auth.js';
export { deviceCoverage } from './rules/warranty.js';
export type { DeviceCoverage } from './rules/warranty.js';
export { ibanProblem, normalizeIban } from './rules/iban.js';
export type { IbanProblem } from './rules/iban.js';

// account settings, genius and the partner marketplace login (issue 7)
export {
  GeniusMembershipResponseSchema,
  GeniusQuerySchema,
  GeniusResponseSchema,
  PARTNER_RESULT_PARAM,
  PartnerAuthorizeQuerySchema,
  PartnerCallbackQuerySchema,
  PartnerConsentFormSchema,
  PartnerResultSchema,
  ProfileResponseSchema,
  UpdateProfileRequestSchema,
} from './api/profile.schema.js';
export type {
  GeniusBenefit,
  GeniusBenefitKey,
  GeniusMembershipResponse,
  GeniusResponse,
  PartnerResult,
  Profile,
  ProfileCompany,
  UpdateProfileRequest,
} from './api/profile.schema.js';

// my sales: the read side of the sell flow (issue 7; issue 8 writes NewSale)
export {
  CounterOfferDecisionRequestSchema,
  NewSaleSchema,
  SaleConditionAnswersSchema,
  SaleOfferSchema,
  SaleParamsSchema,
  SaleResponseSchema,
  SaleShippingSchema,
  SalesResponseSchema,
  SaleTimelineEntrySchema,
} from './api/sales.schema.js';
export type {
  CounterOfferDecisionRequest,
  NewSale,
  Sale,
  SaleConditionAnswers,
  SaleCounterOffer,
  SaleOffer,
  SaleShipping,
  SaleStatus,
  SaleTimelineEntry,
} from './api/sales.schema.js';

// the sell service and the sell flow (issue 8)
export {
  SellCatalogQuerySchema,
  SellCatalogResponseSchema,
  SellContactSchema,
  SellQuestionnaireQuerySchema,
  SellQuestionnaireResponseSchema,
  SellQuoteRequestSchema,
  SellQuoteResponseSchema,
  SubmitSaleRequestSchema,
} from './api/sell.schema.js';
export type {
  SellCatalogResponse,
  SellContact,
  SellModel,
  SellQuestion,
  SellQuestionnaireResponse,
  SellQuestionOption,
  SellQuote,
  SellQuoteRequest,
  SubmitSaleRequest,
} from './api/sell.schema.js';
export {
  answerProblems,
  keepAskedAnswers,
  searchSellModels,
  sellPickupDates,
  visibleQuestions,
} from './rules/sell.js';
export type { AnswerProblem } from './rules/sell.js';
export {
  SELL_PROGRESS_KEY,
  SELL_STEPS,
  SellProgressSchema,
  SellStepSchema,
  parseSellProgress,
  serializeSellProgress,
} from './schemas/sell-progress.schema.js';
export type { SellDetailsDraft, SellProgress, SellStep } from './schemas/sell-progress.schema.js';
export type { JsonResponse } from './api/json-call.js';
