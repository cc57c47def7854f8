/**
 * The payment service's calls (the spec names the installment provider's widget options call and
 * its parameters; the answer and the rest are ours):
 * - GET /payment/oney/options: the installment options the provider (Oney) offers for an amount.
 *   Sends country, language, merchant id, merchant website, payment_amount, a filter of business
 *   transaction codes (3XP, 4XP) and the checkout placeholder: the element (a `#id` selector) of
 *   the checkout page the provider's options are mounted into, which the answer names again. The
 *   caller's error callback (the call's other part, which a query cannot carry) is called on a
 *   failure, which it logs as a getOneyOptions error with status and response; nothing is shown to
 *   the person.
 */
import * as z from 'zod/mini';
import { OrderStatusSchema } from './checkout.schema.js';
import { CommaSeparated } from './common.schema.js';
import { CurrencyCodeSchema } from '../schemas/enums.schema.js';

export const ONEY_BUSINESS_TRANSACTION_CODES = ['3XP', '4XP'] as const;

/** The checkout placeholder: an element id as a `#id` selector (nothing a page could run). */
export const CheckoutPlaceholderSchema = z
  .string()
  .check(z.regex(/^#[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'an element id selector, e.g. #oney-options'));

export const OneyOptionsQuerySchema = z.object({
  country: z.enum(['RO']),
  language: z.enum(['ro', 'en']),
  merchant_id: z.string().check(z.minLength(1), z.maxLength(64)),
  merchant_website: z.url().check(z.maxLength(200)),
  payment_amount: z.coerce.number().check(z.positive(), z.lte(1_000_000)),
  filter_by_business_transaction_code: z.pipe(
    CommaSeparated,
    z.array(z.enum(ONEY_BUSINESS_TRANSACTION_CODES)).check(z.minLength(1), z.maxLength(2)),
  ),
  checkout_placeholder: CheckoutPlaceholderSchema,
});
export type OneyOptionsQuery = z.infer<typeof OneyOptionsQuerySchema>;

const Positive = z.number().check(z.positive());

export const OneyOptionSchema = z.object({
  business_transaction_code: z.enum(ONEY_BUSINESS_TRANSACTION_CODES),
  /** The installment option id of spec section 3: 1 means 3 installments, 2 means 4. */
  option_id: z.union([z.literal(1), z.literal(2)]),
  number_of_installments: z.union([z.literal(3), z.literal(4)]),
  payment_amount: Positive,
  /** The provider's fee, paid with the first installment. */
  fee: z.number().check(z.nonnegative()),
  total_cost: Positive,
  /** The amount of each installment, first to last (the first carries the fee and any rounding). */
  installments: z.array(Positive),
});
export type OneyOption = z.infer<typeof OneyOptionSchema>;

export const OneyOptionsResponseSchema = z.object({
  merchant_id: z.string(),
  /** The placeholder the call named: where these options are mounted. */
  checkout_placeholder: CheckoutPlaceholderSchema,
  options: z.array(OneyOptionSchema),
});
export type OneyOptionsResponse = z.infer<typeof OneyOptionsResponseSchema>;

/**
 * Online payment (card and the installment providers):
 * POST /payment/start { orderId } -> { paymentId, redirectUrl } for an order pending payment (a
 * second start of the same order answers the payment already open: one live payment per order);
 * the person pays on the provider's page (locally, shop-api's stand-in gateway); the provider calls
 * POST /payment/callback server to server, signed over the payment, the order reference, the
 * amount, the currency, a timestamp and a nonce (see PAYMENT_CALLBACK_SIGNED_FIELDS), all compared
 * with the order; and the person lands on the page the ORDER's status calls for: thank-you (tbi:
 * RO/BG tbi thank-you, cofidis: HU cofidis thank-you), payment processing or payment failed.
 */
export const PaymentProviderSchema = z.enum(['card', 'oney', 'tbi', 'cofidis']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;
/**
 * A payment as the shop keeps it. CANCELLED: it can no longer be settled (its order was paid,
 * failed or expired first); a provider's approval that comes after that is kept as APPROVED with
 * `refundDue` (the money is given back), never as the order's payment.
 */
export const PaymentStatusSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED', 'CANCELLED']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
/** What a provider's callback can say of a payment. */
export const ProviderVerdictSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED']);
export type ProviderVerdict = z.infer<typeof ProviderVerdictSchema>;

export const StartPaymentRequestSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(40)),
});
export const StartPaymentResponseSchema = z.object({
  paymentId: z.string(),
  provider: PaymentProviderSchema,
  redirectUrl: z.string(),
});
export type StartPaymentResponse = z.infer<typeof StartPaymentResponseSchema>;

/** ISO 4217 codes of the sites' money, as providers write them. */
// The ISO 4217 codes of the sites' money live with the enumerations (the runtime config reads
// them too, and must not bring the payment contracts into every page's first scripts).
export { CurrencyCodeSchema, type CurrencyCode } from '../schemas/enums.schema.js';

/**
 * The fields a callback's signature covers, in this order, joined with `|` after the version
 * tag `v1` (HMAC-SHA256 with the provider's shared secret, base64url): the amount with two
 * decimals, the timestamp in whole seconds since the epoch.
 */
export const PAYMENT_CALLBACK_SIGNED_FIELDS = [
  'paymentId',
  'orderRef',
  'amount',
  'currency',
  'status',
  'timestamp',
  'nonce',
] as const;

export const PaymentCallbackSchema = z.object({
  paymentId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The shop's order id, as the shop gave it to the provider when the payment started. */
  orderRef: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The amount taken, two decimals ("1234.50"). */
  amount: z.string().check(z.regex(/^\d{1,10}\.\d{2}$/)),
  currency: CurrencyCodeSchema,
  status: ProviderVerdictSchema,
  /** Seconds since the epoch when the provider sent it; refused outside a few minutes of now. */
  timestamp: z.int().check(z.gte(0), z.lte(99_999_999_999)),
  /** The provider's one-time value: a callback whose nonce was seen before is a replay. */
  nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  signature: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>;

export const PaymentCallbackResponseSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  paymentStatus: PaymentStatusSchema,
  orderStatus: OrderStatusSchema,
  /** True when this callback changed nothing (a repeat, or one after the payment settled). */
  ignored: z.boolean(),
  /** The provider approved a payment the order no longer wanted: the shop refunds it. */
  refundDue: z.boolean(),
});
export type PaymentCallbackResponse = z.infer<typeof PaymentCallbackResponseSchema>;
