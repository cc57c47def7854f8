/**
 * The payment service's calls (the spec names the installment provider's widget options call and
 * its parameters; the answer and the rest are ours):
 * - GET /payment/oney/options: the installment options the provider (Oney) offers for an amount.
 *   Sends country, language, merchant id, merchant website, payment_amount and a filter of business
 *   transaction codes (3XP, 4XP). A failure is logged by the caller as a getOneyOptions error with
 *   status and response; nothing is shown to the person.
 */
import { z } from 'zod';

export const ONEY_BUSINESS_TRANSACTION_CODES = ['3XP', '4XP'] as const;

export const OneyOptionsQuerySchema = z.object({
  country: z.enum(['RO']),
  language: z.enum(['ro', 'en']),
  merchant_id: z.string().min(1).max(64),
  merchant_website: z.string().url().max(200),
  payment_amount: z.coerce.number().positive().max(1_000_000),
  filter_by_business_transaction_code: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ONEY_BUSINESS_TRANSACTION_CODES)).min(1).max(2)),
});
export type OneyOptionsQuery = z.infer<typeof OneyOptionsQuerySchema>;

export const OneyOptionSchema = z.object({
  business_transaction_code: z.enum(ONEY_BUSINESS_TRANSACTION_CODES),
  /** The installment option id of spec section 3: 1 means 3 installments, 2 means 4. */
  option_id: z.union([z.literal(1), z.literal(2)]),
  number_of_installments: z.union([z.literal(3), z.literal(4)]),
  payment_amount: z.number().positive(),
  /** The provider's fee, paid with the first installment. */
  fee: z.number().nonnegative(),
  total_cost: z.number().positive(),
  /** The amount of each installment, first to last (the first carries the fee and any rounding). */
  installments: z.array(z.number().positive()),
});
export type OneyOption = z.infer<typeof OneyOptionSchema>;

export const OneyOptionsResponseSchema = z.object({
  merchant_id: z.string(),
  options: z.array(OneyOptionSchema),
});
export type OneyOptionsResponse = z.infer<typeof OneyOptionsResponseSchema>;
