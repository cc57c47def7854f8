/**
 * `@refurb/shared-contracts/checkout`: the checkout: its session, addresses and their validation,
 * contact and company rules, payment methods and installments, the result pages' routes.
 */
export {
  AddressCreatePayloadSchema,
  AddressUpdatePayloadSchema,
} from '../schemas/address.schema.js';
export type {
  AddressForm,
  AddressServerInput,
  DeliveryAddressServer,
  LockerSelection,
} from '../schemas/address.schema.js';
export { PaymentMethodSchema } from '../schemas/checkout.schema.js';
export type {
  AmountLimit,
  AnotherContactForm,
  CheckoutSummary,
  CompanyForm,
  PaymentData,
  PaymentMethod,
  PersonContactForm,
} from '../schemas/checkout.schema.js';
export { checkoutPageUrl, isCheckoutRoute, localCheckoutVariant } from '../rules/checkout-page.js';
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
} from '../rules/payment-methods.js';
export type { PaymentMethodFlags } from '../rules/payment-methods.js';
export { paymentProviderOf, resultRouteFor } from '../rules/payment-result.js';
export {
  INSTALLMENT_OPTIONS,
  installmentOptionByCount,
  monthlyAmount,
  financingPlan,
  installmentTeaser,
  orderInstallments,
  paymentDataFor,
} from '../rules/installments.js';
export {
  ADDRESS_LIMITS,
  isValidFiscalCode,
  isValidPostalCode,
  isValidRegistrationNumber,
  normalizePostalCode,
  POSTAL_CODE_DIGITS,
  validateAddress,
} from '../rules/validation.js';
export { findPlaces, latinKey } from '../rules/place-search.js';
export type { SearchablePlace } from '../rules/place-search.js';
export {
  companyTaxNumber,
  isValidEmail,
  isValidPersonName,
  toCheckoutCart,
  validateAnotherContact,
  validateCompany,
  validatePersonContact,
} from '../rules/checkout-order.js';
export {
  addressLine,
  emptyAddressForm,
  fromServerAddress,
  toServerAddress,
} from '../rules/address.js';
export { deliveryModeType, isSecondInsuranceTab } from '../rules/misc.js';
export {
  CheckoutSessionSchemas,
  parseSessionEntry,
  serializeSessionEntry,
} from '../schemas/checkout-session.schema.js';
export type { CheckoutSession } from '../schemas/checkout-session.schema.js';
