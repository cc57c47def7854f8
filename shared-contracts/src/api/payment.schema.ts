/**
 * The payment service's calls (the spec names the installment provider's widget options call and
 * its parameters; the answer and the rest are ours):
 * - GET /payment/oney/options: the installment options the provider (Oney) offers for an amount.
 *   Sends country, language, merchant id, merchant website, payment_amount and a filter of business
 *   transaction codes (3XP, 4XP). A failure is logged by the caller as a getOneyOptions error with
 *   status and response; nothing is shown to the person.
 */
import * as z from 'zod/mini';
import { CommaSeparated } from './common.schema.js';

export const ONEY_BUSINESS_TRANSACTION_CODES = ['3XP', '4XP'] as const;

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
  options: z.array(OneyOptionSchema),
});
export type OneyOptionsResponse = z.infer<typeof OneyOptionsResponseSchema>;

/**
 * Online payment (card and the installment providers) with the local simulated gateway:
 * POST /payment/start { orderId } -> { paymentId, redirectUrl } for an order pending payment; the
 * person approves or declines on the gateway page; the provider calls POST /payment/callback
 * (HMAC-signed, idempotent, a settled payment never changes again) and the person lands on the
 * thank-you page (tbi: RO/BG tbi thank-you, cofidis: HU cofidis thank-you), payment processing
 * (the provider is still deciding) or payment failed.
 */
export const PaymentProviderSchema = z.enum(['card', 'oney', 'tbi', 'cofidis']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;
export const PaymentStatusSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const StartPaymentRequestSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(40)),
});
export const StartPaymentResponseSchema = z.object({
  paymentId: z.string(),
  provider: PaymentProviderSchema,
  redirectUrl: z.string(),
});
export type StartPaymentResponse = z.infer<typeof StartPaymentResponseSchema>;

export const PaymentCallbackSchema = z.object({
  paymentId: z.string().check(z.minLength(1), z.maxLength(64)),
  status: PaymentStatusSchema,
  signature: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>;

export const PaymentCallbackResponseSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  paymentStatus: PaymentStatusSchema,
  orderStatus: z.enum(['PENDING_PAYMENT', 'PLACED', 'PAID', 'PAYMENT_FAILED']),
  /** True when this callback changed nothing (a repeat, or one after the payment settled). */
  ignored: z.boolean(),
});
export type PaymentCallbackResponse = z.infer<typeof PaymentCallbackResponseSchema>;
