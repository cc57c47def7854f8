/**
 * @refurb/shared-contracts: the one place for the spec's rules. Every export is named here on
 * purpose (no `export *`), so the public surface is reviewed when it changes.
 */

// constants (spec section 9 and friends)
export {
  ANALYTICS_MAX_MODEL_IDS,
  CART_EXPIRY_MONTHS,
  CART_MAX_ACCESSORIES,
  CART_MAX_BATTERIES,
  CART_MAX_DEVICE_ACCESSORIES,
  CART_MAX_EXTRA_SERVICES,
  CART_MAX_PHONES,
  CART_STATE_VERSION,
  CARTS_COLLECTION,
  CHECKOUT_SESSION_KEYS,
  COFIDIS_MAX_PRODUCTS,
  COFIDIS_PROMO_DURATIONS,
  DEFAULT_ANALYTICS_ORIGIN,
  DEFAULT_RETURN_DAYS,
  DEFAULT_WARRANTY_VALIDITY,
  FIRST_SAVED_ADDRESS_ID,
  ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
  BATTERY_HEALTH_FLOOR,
  PAID_OUT_BANNER,
  PDP_BUNDLE_ORIGIN,
  PERSON_NAME_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  PG_INT_MAX,
  POPULAR_GRADE_LABEL,
  PRODUCT_IMAGE_SIZE,
  PROFESSIONAL_FITTING_MARKER,
  SECOND_INSURANCE_TAB_MARKER,
  SERVICE_PATHS,
  TOAST_OPTIONS,
  UNSET_OPTION_ID,
} from './constants.js';
export type { CheckoutSessionKey } from './constants.js';

// enumerations
export {
  AccessoryTypeSchema,
  BatteryTypeSchema,
  CheckoutStepSchema,
  ConditionGradeSchema,
  CountrySchema,
  CustomerTypeSchema,
  DEFAULT_CHECKOUT_STEP,
  DEVICE_TYPE_KEYS,
  DEVICE_TYPES,
  DeliveryKindSchema,
  DeliveryModeSchema,
  DeliveryModeTypeSchema,
  DeliverySubTypeSchema,
  DeviceTypeKeySchema,
  DeviceTypeParamSchema,
  ExtraServiceTypeSchema,
  GIFT_WRAP_SUPPRESSING_TYPES,
  KNOWN_CONDITION_GRADES,
  PaymentMethodKeySchema,
  ProviderParamTypeSchema,
} from './schemas/enums.schema.js';
export type {
  AccessoryType,
  BatteryType,
  CheckoutStep,
  ConditionGrade,
  Country,
  CustomerType,
  DeliveryKind,
  DeliveryMode,
  DeliveryModeType,
  DeliverySubType,
  DeviceTypeKey,
  ExtraServiceType,
  PaymentMethodKey,
  ProviderParamType,
} from './schemas/enums.schema.js';

// entities of spec section 3
export {
  BATTERY_ACCESSORY_CATEGORY,
  BatteryEntrySchema,
  BuyStateSchema,
  CartAccessorySchema,
  CartLimitationsSchema,
  CartStateSchema,
  CheckoutAccessorySchema,
  checkoutStepOf,
  ExtraServiceSchema,
  GiftWrapSchema,
  PhoneCartItemSchema,
  PlacedOrderSchema,
  PROMO_CODE_MAX_LENGTH,
  PromoSchema,
} from './schemas/cart.schema.js';
export type {
  BatteryEntry,
  BuyState,
  CartAccessory,
  CartLimitations,
  CartState,
  CheckoutAccessory,
  ExtraService,
  GiftWrap,
  PhoneCartItem,
  PlacedOrder,
  Promo,
} from './schemas/cart.schema.js';
export { CurrentUserSchema } from './schemas/current-user.schema.js';
export type { CurrentUser } from './schemas/current-user.schema.js';
export {
  PhoneSpecSchema,
  WarrantyReturnDataSchema,
  WarrantySchema,
} from './schemas/user.schema.js';
export type { PhoneSpec, Warranty, WarrantyReturnData } from './schemas/user.schema.js';
export {
  AddressCreatePayloadSchema,
  AddressFormSchema,
  AddressServerInputSchema,
  AddressTypeSchema,
  AddressUpdatePayloadSchema,
  DeliveryAddressServerSchema,
  FieldStateSchema,
  LockerSelectionSchema,
  OptionFieldStateSchema,
  SelectedDeliveryAddressSchema,
} from './schemas/address.schema.js';
export { PgId, PgIdText, PgInt } from './schemas/integers.schema.js';
export type {
  AddressCreatePayload,
  AddressForm,
  AddressServerInput,
  AddressType,
  AddressUpdatePayload,
  DeliveryAddressServer,
  FieldState,
  LockerSelection,
  OptionFieldState,
  SelectedDeliveryAddress,
} from './schemas/address.schema.js';
export { CheckoutFlagsSchema } from './schemas/checkout-flags.schema.js';
export type { CheckoutFlags } from './schemas/checkout-flags.schema.js';
export {
  AmountBoundSchema,
  AmountLimitSchema,
  AnotherContactFormSchema,
  CheckoutSummarySchema,
  CompanyFormSchema,
  PaymentDataSchema,
  PaymentMethodSchema,
  PersonContactFormSchema,
  SharedCheckoutStateSchema,
} from './schemas/checkout.schema.js';
export type {
  AmountLimit,
  AnotherContactForm,
  CheckoutSummary,
  CompanyForm,
  PaymentData,
  PaymentMethod,
  PersonContactForm,
  SharedCheckoutState,
} from './schemas/checkout.schema.js';
export {
  AnalyticsCartProductSchema,
  AvailabilityLabelSchema,
  ConsentUpdateSchema,
  ConsentValueSchema,
} from './schemas/analytics.schema.js';
export type {
  AnalyticsCartProduct,
  AvailabilityLabel,
  ConsentUpdate,
  ConsentValue,
} from './schemas/analytics.schema.js';
export {
  RefreshCartRequestSchema,
  RefreshCartResponseSchema,
  RefreshedAccessorySchema,
  RefreshedPhoneSchema,
} from './schemas/cart-refresh.schema.js';
export type {
  RefreshCartRequest,
  RefreshCartResponse,
  RefreshedAccessory,
  RefreshedPhone,
} from './schemas/cart-refresh.schema.js';

// the rule book
export { COUNTRIES, countryConfig, isCountry, SPEC_CURRENCIES } from './rules/countries.js';
export { configureCurrencies } from './runtime/site-currencies.js';
export { SiteCurrenciesSchema, SiteCurrencySchema } from './schemas/site-currency.schema.js';
export type { SiteCurrencies, SiteCurrency } from './schemas/site-currency.schema.js';
export { ROUTE_NAMES, ROUTE_QUERY_PARAMS } from './rules/route-names.js';
export type { RouteName, RouteTable } from './rules/route-names.js';
export { ROUTE_TABLE } from './rules/route-table.js';
export { BG_ROUTES } from './rules/route-table.bg.js';
export { GR_ROUTES } from './rules/route-table.gr.js';
export { HU_ROUTES } from './rules/route-table.hu.js';
export { RO_ROUTES } from './rules/route-table.ro.js';
export { buildRoutePath, matchRoute, routePath } from './rules/localized-routes.js';
export type { LooseRouteParams, RouteMatch, RouteParams } from './rules/localized-routes.js';
export {
  categorySlug,
  categoryTypeFromSlug,
  productSlug,
  slugify,
  translateProductSlug,
} from './rules/category-slugs.js';
export type { ProductSlugParts } from './rules/category-slugs.js';
export { askedVariant, cartItemAddress, listingOfAddress } from './rules/product-address.js';
export type { AddressedListing, AskedVariant } from './rules/product-address.js';
export { productAddress } from './rules/product-link.js';
export { modelTitle } from './rules/model-title.js';
export type { AddressModel, ProductVariant } from './rules/product-link.js';
export { hreflangAlternates } from './rules/hreflang-alternates.js';
export {
  CONDITION_GRADE_ORDER,
  compareGrades,
  compareStorages,
  storageSize,
} from './rules/catalog-order.js';
export {
  internationalPhone,
  isPhoneOfAnySite,
  isValidPhoneNumber,
  maskPhone,
} from './rules/phone.js';
export { GRADE_NAMES, gradeMessages, gradeName, isGradeKey } from './rules/grades.js';
export type { GradeKey, SiteLanguage } from './rules/grades.js';
export type { HreflangAlternate, HreflangOptions } from './rules/hreflang-alternates.js';
export {
  CHECKOUT_ROUTES,
  checkoutPageUrl,
  checkoutPageVariant,
  isCheckoutRoute,
  localCheckoutVariant,
} from './rules/checkout-page.js';
export type { CheckoutPageUrlOptions, CheckoutPageVariant } from './rules/checkout-page.js';
export type { CountryConfig } from './rules/countries.js';
export {
  cofidisPromoDuration,
  isAllowedForProductCount,
  isAllowedForTotal,
  isCashMethod,
  isCofidisMethod,
  isOneyMethod,
  isTbiMethod,
  isTbiPromoSubgroupMethod,
  PAYMENT_METHOD_KEYS,
  parseAmountBound,
  paymentMethodsFor,
  productLimitFor,
  providerParam,
  providerParamType,
  showsCodFeeDisclaimer,
} from './rules/payment-methods.js';
export type { PaymentMethodFlags } from './rules/payment-methods.js';
export { paymentProviderOf, resultRouteFor } from './rules/payment-result.js';
export {
  INSTALLMENT_OPTIONS,
  installmentOptionByCount,
  installmentOptionById,
  installmentSummary,
  monthlyAmount,
  financingPlan,
  installmentTeaser,
  orderInstallments,
  paymentDataFor,
} from './rules/installments.js';
export type {
  FinancingPlan,
  InstallmentOption,
  InstallmentSummary,
  InstallmentTeaser,
  MonthlyPaymentValue,
  OrderInstallments,
} from './rules/installments.js';
export {
  ADDRESS_LIMITS,
  isValidFiscalCode,
  isValidPostalCode,
  isValidRegistrationNumber,
  normalizePostalCode,
  POSTAL_CODE_DIGITS,
  stripRo,
  validateAddress,
} from './rules/validation.js';
export { findPlaces, latinKey, placeMatchRank } from './rules/place-search.js';
export type { SearchablePlace } from './rules/place-search.js';
export type { AddressValidation } from './rules/validation.js';
export {
  companyTaxNumber,
  isValidEmail,
  isValidCompanyName,
  isValidPersonName,
  toCheckoutCart,
  validateAnotherContact,
  validateCompany,
  validatePersonContact,
} from './rules/checkout-order.js';
export type { CheckoutCartOptions, FormValidation } from './rules/checkout-order.js';
export {
  addressLine,
  emptyAddressForm,
  fromServerAddress,
  toAddressCreatePayload,
  toAddressUpdatePayload,
  toServerAddress,
} from './rules/address.js';
export { deliveryModeType, isSecondInsuranceTab } from './rules/misc.js';
export {
  addMonths,
  cartStorageKey,
  emptyCart,
  isCartEmpty,
  parseStoredCart,
  stampCart,
  storedCartState,
} from './rules/cart-storage.js';
export type { CartSettings, StoredCartResult } from './rules/cart-storage.js';
export {
  applyGiftWrapSuppression,
  canAddPhone,
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
export type { CartBreakdown, CartLimitCheck, RemovePhoneResult } from './rules/cart.js';
export { orderTotals, percentOf, roundMoney, sumMoney, toMinorUnits } from './rules/money.js';
export type { OrderAmounts } from './rules/money.js';
export {
  addAccessory,
  addPhone,
  batteriesOfPhone,
  batteryChoiceOf,
  cartItemCount,
  chooseBattery,
  removeAccessory,
  setGiftWrap,
} from './rules/cart-edit.js';
export type { AddPhoneResult } from './rules/cart-edit.js';
export {
  createTranslator,
  dateFormatter,
  fillTemplate,
  amountFormatter,
  priceFormatter,
  translatorFor,
  pluralGaps,
  COUNT_PLACEHOLDERS,
} from './rules/format.js';
export type { Translator } from './rules/format.js';
export { formatDeliveryDays } from './rules/delivery-dates.js';
export {
  CHECKOUT_SESSION_VERSION,
  CheckoutSessionSchemas,
  parseSessionEntry,
  serializeSessionEntry,
} from './schemas/checkout-session.schema.js';
export type { CheckoutSession, StoredSessionEntry } from './schemas/checkout-session.schema.js';
export {
  createJsonCall,
  DEFAULT_CALL_TIMEOUT_MS,
  describeError,
  fetchJsonWithin,
  queryString,
} from './api/json-call.js';
export { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './api/security-headers.js';
export { guardedStorage } from './runtime/guarded-storage.js';
export type { GuardedStorage, StorageLike } from './runtime/guarded-storage.js';
export { safeParseWithMessages } from './issue-messages.js';
export type {
  ApiFailure,
  ApiResult,
  FetchedJson,
  JsonCall,
  JsonCallOptions,
  JsonFetch,
  JsonRequestInit,
  JsonResponse,
} from './api/json-call.js';
export { decideCloudSnapshot, mergeCarts } from './rules/cart-merge.js';
export type { CloudSnapshotDecision, CloudSnapshotInput } from './rules/cart-merge.js';
export { refreshCart, refreshRequestFor } from './rules/cart-refresh.js';
export type { RefreshCartResult, RefreshErrorKind } from './rules/cart-refresh.js';
export {
  accessoryImageUrl,
  accessoryLabel,
  filterAccessoriesForDevice,
  isProfessionallyFitted,
  sortAccessories,
} from './rules/accessories.js';
export type { AccessoryDevice } from './rules/accessories.js';
export {
  analyticsAccessories,
  analyticsModelIds,
  cartAnalytics,
  consentUpdate,
  toAnalyticsAccessory,
  toAnalyticsProduct,
} from './rules/analytics.js';
export type { AnalyticsProductOptions, CartAnalytics } from './rules/analytics.js';
export {
  BUNDLE_ORIGIN,
  EMBED_ORIGIN,
  PDP_ORIGIN,
  phoneCartItem,
  toCartAccessory,
} from './rules/phone-item.js';
export type { PhoneChoice } from './rules/phone-item.js';

// API contracts (one file per service)
export { ApiErrorSchema, ProductIdSchema, UpperCountryCodeSchema } from './api/common.schema.js';
export type { ApiError } from './api/common.schema.js';
export {
  AccessoryOfferSchema,
  AvailableShapesQuerySchema,
  AvailableShapesResponseSchema,
  RelatedAccessoriesQuerySchema,
  RelatedAccessoriesResponseSchema,
  RelatedSpecSchema,
  SpecItemSchema,
} from './api/product-api.schema.js';
export type {
  AccessoryOffer,
  AvailableShapesQuery,
  AvailableShapesResponse,
  RelatedAccessoriesQuery,
  RelatedAccessoriesResponse,
  RelatedSpec,
  SpecItem,
} from './api/product-api.schema.js';
export { CATALOG_MAX_PAGE_SIZE, CATALOG_SORTS } from './api/catalog-limits.js';
export {
  CatalogQuerySchema,
  CatalogResponseSchema,
  CatalogVersionResponseSchema,
  ExtraServicesQuerySchema,
  ExtraServicesResponseSchema,
  ListingPageParamsSchema,
  ListingPageQuerySchema,
  ListingPageResponseSchema,
  ListingSchema,
  ModelCardSchema,
  ModelIdentitySchema,
  ModelPageParamsSchema,
  ModelPageQuerySchema,
  ModelPageResponseSchema,
  ModelSpecsSchema,
  SPEC_ORDER,
  PricingQuerySchema,
  PricingResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SEARCH_SUGGEST_MAX,
  SearchSuggestionSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from './api/catalog.schema.js';
export {
  SITEMAP_MAX_MODELS,
  SitemapModelSchema,
  SitemapQuerySchema,
  SitemapResponseSchema,
} from './api/sitemap.schema.js';
export { IN_BOX_ITEMS, InBoxItemSchema } from './api/in-box.schema.js';
export type { InBoxItem } from './api/in-box.schema.js';
export type { SitemapModel, SitemapResponse } from './api/sitemap.schema.js';
export type {
  CatalogQuery,
  CatalogResponse,
  CatalogVersionResponse,
  ExtraServicesResponse,
  Listing,
  ListingPageResponse,
  ModelCard,
  ModelIdentity,
  ModelPageResponse,
  ModelSpecs,
  PricingResponse,
  SearchResponse,
  SearchSuggestion,
  SearchSuggestResponse,
} from './api/catalog.schema.js';
export {
  CheckoutAccessoryLineSchema,
  CheckoutCartSchema,
  CheckoutPhoneLineSchema,
  CheckoutSummaryResponseSchema,
  OrderBillingSchema,
  OrderConflictSchema,
  OrderContactSchema,
  OrderDeliverySchema,
  OrderStatusSchema,
  ORDER_KEY_HEADER,
  OrderStatusParamsSchema,
  OrderDetailsSchema,
  OrderStatusResponseSchema,
  MonthlyPaymentSchema,
  PaymentMethodOfferSchema,
  PaymentMethodsQuerySchema,
  PromoCodeParamsSchema,
  PromoResponseSchema,
  PaymentMethodsResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
  PriceChangeSchema,
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
  PaymentMethodsResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  PriceChange,
} from './api/checkout.schema.js';
export {
  BOT_CHECK_ACTIONS,
  BotCheckActionSchema,
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
  CloudTokenResponse,
  CreateSessionRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
} from './api/bff.schema.js';
export {
  SessionResponseSchema,
  SessionStateResponseSchema,
  SessionUserSchema,
} from './api/session.schema.js';
export type { SessionResponse, SessionStateResponse, SessionUser } from './api/session.schema.js';
export {
  CLOUD_CART_MAX_OFFERS,
  CLOUD_CART_MAX_TEXT,
  CloudCartSchema,
  CloudCartStampSchema,
  CloudCartWriteRequestSchema,
  CloudCartWriteResponseSchema,
  CloudCartWriterSchema,
} from './api/cloud-cart.schema.js';
export type {
  CloudCartStamp,
  CloudCartWriteRequest,
  CloudCartWriteResponse,
} from './api/cloud-cart.schema.js';
export {
  ONEY_BUSINESS_TRANSACTION_CODES,
  OneyOptionSchema,
  CheckoutPlaceholderSchema,
  OneyOptionsQuerySchema,
  OneyOptionsResponseSchema,
  CurrencyCodeSchema,
  PAYMENT_CALLBACK_SIGNED_FIELDS,
  PaymentCallbackResponseSchema,
  PaymentCallbackSchema,
  PaymentProviderSchema,
  PaymentStatusSchema,
  ProviderVerdictSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
} from './api/payment.schema.js';
export type {
  OneyOption,
  OneyOptionsQuery,
  OneyOptionsResponse,
  PaymentCallback,
  PaymentCallbackResponse,
  CurrencyCode,
  PaymentProvider,
  PaymentStatus,
  ProviderVerdict,
  StartPaymentResponse,
} from './api/payment.schema.js';
export {
  CountiesResponseSchema,
  CountyQuerySchema,
  CountySchema,
  DeliveryDaySchema,
  DeliveryEstimateQuerySchema,
  DeliveryEstimateResponseSchema,
  DeliveryEstimateSchema,
  DeliveryOptionSchema,
  DeliveryOptionsResponseSchema,
  LocalitiesResponseSchema,
  LocalityQuerySchema,
  LocalitySchema,
  PickupPointKindSchema,
  PickupPointSchema,
  PickupPointsQuerySchema,
  PickupPointsResponseSchema,
  ShippingCostQuerySchema,
  ShippingCostResponseSchema,
} from './api/delivery.schema.js';
export type {
  County,
  DeliveryEstimate,
  DeliveryEstimateResponse,
  DeliveryOption,
  DeliveryOptionsResponse,
  Locality,
  PickupPoint,
  ShippingCostResponse,
} from './api/delivery.schema.js';

// content service: help pages and reviews
export {
  CONTENT_PAGE_KEYS,
  ContentPageKeySchema,
  ContentPageQuerySchema,
  ContentPageSchema,
  ContentSectionSchema,
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
  MODERATION_PAGE_MAX,
  ModeratedReviewSchema,
  ModerationQueueQuerySchema,
  ModerationQueueResponseSchema,
  REVIEW_KINDS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  ReviewIdSchema,
  ReviewKindSchema,
  ReviewSchema,
  ReviewStatusSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  REVIEWS_PAGE_MAX,
  RATINGS_MODELS_MAX,
  RatingsQuerySchema,
  ModelRatingSchema,
  RatingsResponseSchema,
  GradeDefinitionSchema,
  ProductGuideQuerySchema,
  ProductGuideSchema,
  CONSUMER_LINK_KINDS,
  CompanyIdentitySchema,
  CompanyQuerySchema,
  ConsumerLinkSchema,
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
  CreateReviewResponse,
  ModeratedReview,
  ModerationQueueQuery,
  ModerationQueueResponse,
  Review,
  ReviewStatus,
  ReviewsQuery,
  ReviewsResponse,
  ModelRating,
  RatingsQuery,
  RatingsResponse,
} from './api/content.schema.js';

// runtime composition: the remote contract, remotes.json, runtime-config.json, the event bus
export {
  CONTRACTS_MAJOR_VERSION,
  REMOTE_NAMES,
  RemoteEntrySchema,
  RemoteNameSchema,
  RemotePropsSchema,
  RemotesJsonSchema,
  RuntimeConfigSchema,
  SiteFlagsSchema,
  flagsForSite,
  siteForHost,
  ServiceBasesSchema,
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
export type { PublishedRelease } from './runtime/release.schema.js';
export type {
  Mount,
  MountOutcome,
  RemoteEntry,
  RemoteName,
  RemoteProps,
  RemotesJson,
  RuntimeConfig,
  SiteFlags,
  ServiceBases,
  Unmount,
} from './runtime/remote.schema.js';
export {
  isSignInRoute,
  readsCart,
  remoteOfRoute,
  SIGN_IN_ROUTES,
} from './runtime/route-remotes.js';
export {
  BUS_EVENT_PREFIX,
  BUS_EVENT_TYPES,
  BUS_EVENT_VERSION,
  BUS_EVENTS,
  REPLAYED_EVENTS,
  busEventName,
  parseBusDetail,
} from './runtime/events.schema.js';
export type {
  BusEventType,
  BusPayload,
  BusPayloadFields,
  ParsedBusEvent,
} from './runtime/events.schema.js';
export { createEventBus } from './runtime/event-bus.js';
export type { BusTarget, EventBus, EventBusOptions } from './runtime/event-bus.js';
export {
  ACCOUNT_ERROR_CODES,
  AccountErrorCodeSchema,
  AccountOrderLineSchema,
  AccountOrderParamsSchema,
  AccountOrderResponseSchema,
  AccountOrderSchema,
  AccountOrdersResponseSchema,
  CoveredExtraSchema,
  CreateReturnRequestSchema,
  CreateWarrantyCaseRequestSchema,
  DeviceWarrantySchema,
  InsuranceSchema,
  InsurancesQuerySchema,
  InsurancesResponseSchema,
  OrderReturnResponseSchema,
  RETURN_REASONS,
  RefundSchema,
  ReturnReasonSchema,
  ReturnRequestResponseSchema,
  ReturnRequestSchema,
  ReturnRequestsResponseSchema,
  ReturnStatusSchema,
  ReturnWindowSchema,
  WarrantiesResponseSchema,
  WarrantyCaseHandoverSchema,
  WarrantyCaseResponseSchema,
  WarrantyCaseSchema,
  WarrantyCasesResponseSchema,
  WarrantyCaseStatusSchema,
  WarrantyReturnDataQuerySchema,
} from './api/account.schema.js';
export type {
  AccountErrorCode,
  AccountOrder,
  AccountOrderLine,
  AccountOrdersResponse,
  CoveredExtra,
  CreateReturnRequest,
  CreateWarrantyCaseRequest,
  DeviceWarranty,
  Insurance,
  InsurancesResponse,
  OrderReturnResponse,
  Refund,
  ReturnReason,
  ReturnRequest,
  ReturnRequestsResponse,
  WarrantiesResponse,
  WarrantyCase,
  WarrantyCaseHandover,
  WarrantyCasesResponse,
} from './api/account.schema.js';
export { localDate, refundMethodsFor, returnWindow } from './rules/returns.js';
export { PASSWORD_MIN_LENGTH, passwordProblems, safeRedirect } from './rules/auth.js';
export type { PasswordProblem } from './rules/auth.js';
export type { ReturnRefusal, ReturnWindow } from './rules/returns.js';
export { addMonthsToDay, deviceCoverage } from './rules/warranty.js';
export type { CoveredExtraInput, DeviceCoverage } from './rules/warranty.js';
export {
  ibanCountryCode,
  ibanLength,
  ibanProblem,
  isValidIban,
  isValidIbanFor,
  normalizeIban,
} from './rules/iban.js';
export type { IbanProblem } from './rules/iban.js';

// account settings, genius and the partner marketplace login (issue 7)
export {
  GeniusBenefitKeySchema,
  GeniusBenefitSchema,
  GeniusMembershipResponseSchema,
  GeniusQuerySchema,
  GeniusResponseSchema,
  PARTNER_RESULT_PARAM,
  PartnerAuthorizeQuerySchema,
  PartnerCallbackQuerySchema,
  PartnerConsentFormSchema,
  PartnerResultSchema,
  ProfileCompanyInputSchema,
  ProfileCompanySchema,
  ProfileResponseSchema,
  ProfileSchema,
  SameSitePathSchema,
  UpdateProfileRequestSchema,
} from './api/profile.schema.js';
export type {
  GeniusBenefit,
  GeniusBenefitKey,
  GeniusMembershipResponse,
  GeniusResponse,
  PartnerAuthorizeQuery,
  PartnerConsentForm,
  PartnerResult,
  Profile,
  ProfileCompany,
  ProfileCompanyInput,
  ProfileResponse,
  UpdateProfileRequest,
} from './api/profile.schema.js';

// my sales: the read side of the sell flow (issue 7; issue 8 writes NewSale)
export {
  CounterOfferDecisionRequestSchema,
  NewSaleSchema,
  SALE_STATUSES,
  SaleConditionAnswersSchema,
  SaleCounterOfferSchema,
  SaleDeviceSchema,
  SaleOfferSchema,
  SaleParamsSchema,
  SalePayoutInputSchema,
  SalePayoutSchema,
  SaleResponseSchema,
  SaleSchema,
  SaleShippingSchema,
  SaleStatusSchema,
  SalesResponseSchema,
  SaleTimelineEntrySchema,
} from './api/sales.schema.js';
export type {
  CounterOfferDecisionRequest,
  NewSale,
  Sale,
  SaleConditionAnswers,
  SaleCounterOffer,
  SaleDevice,
  SaleOffer,
  SalePayout,
  SalePayoutInput,
  SaleResponse,
  SalesResponse,
  SaleShipping,
  SaleStatus,
  SaleTimelineEntry,
} from './api/sales.schema.js';

// the sell service and the sell flow (issue 8)
export {
  SELL_ERROR_CODES,
  SELL_REFUSAL_REASONS,
  SellCatalogQuerySchema,
  SellCatalogResponseSchema,
  SellContactSchema,
  SellModelSchema,
  SellQuestionnaireQuerySchema,
  SellQuestionnaireResponseSchema,
  SellQuestionOptionSchema,
  SellQuestionSchema,
  SellQuoteRequestSchema,
  SellQuoteResponseSchema,
  SellQuoteSchema,
  SellStorageOptionSchema,
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
  SellQuoteResponse,
  SellStorageOption,
  SubmitSaleRequest,
} from './api/sell.schema.js';
export {
  SELL_PICKUP_DAYS,
  answerProblems,
  keepAskedAnswers,
  searchSellModels,
  sellPickupDates,
  visibleQuestions,
} from './rules/sell.js';
export type { AnswerProblem } from './rules/sell.js';
export {
  SELL_PROGRESS_KEY,
  SELL_PROGRESS_VERSION,
  SELL_STEPS,
  SellDetailsDraftSchema,
  SellProgressSchema,
  SellStepSchema,
  StoredSellProgressSchema,
  parseSellProgress,
  serializeSellProgress,
} from './schemas/sell-progress.schema.js';
export type {
  SellDetailsDraft,
  SellProgress,
  SellStep,
  StoredSellProgress,
} from './schemas/sell-progress.schema.js';
