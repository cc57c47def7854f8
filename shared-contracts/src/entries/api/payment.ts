/**
 * `@refurb/shared-contracts/api/payment`: the payment service's HTTP contract: starting a payment,
 * the providers' callbacks, Oney's options.
 */
export {
  ONEY_BUSINESS_TRANSACTION_CODES,
  OneyOptionsQuerySchema,
  OneyOptionsResponseSchema,
  PAYMENT_CALLBACK_SIGNED_FIELDS,
  PaymentCallbackResponseSchema,
  PaymentCallbackSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
} from '../../api/payment.schema.js';
export type {
  OneyOption,
  OneyOptionsResponse,
  PaymentCallback,
  PaymentCallbackResponse,
  CurrencyCode,
  PaymentProvider,
  ProviderVerdict,
  StartPaymentResponse,
} from '../../api/payment.schema.js';
