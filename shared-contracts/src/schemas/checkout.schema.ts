/**
 * Checkout entities of spec section 3: contact and company forms, payment method, payment data and
 * the shared checkout state.
 */
import * as z from 'zod/mini';
import { FieldStateSchema } from './address.schema.js';
import { CartLimitationsSchema } from './cart.schema.js';
import { AnalyticsCartProductSchema } from './analytics.schema.js';
import { CheckoutFlagsSchema } from './checkout-flags.schema.js';
import { PaymentMethodKeySchema, ProviderParamTypeSchema } from './enums.schema.js';

export const CompanyFormSchema = z.object({
  name: FieldStateSchema,
  fiscalCode: FieldStateSchema,
  registrationNumber: FieldStateSchema,
  email: FieldStateSchema,
  phoneNumber: FieldStateSchema,
});
export type CompanyForm = z.infer<typeof CompanyFormSchema>;

export const PersonContactFormSchema = z.object({
  name: FieldStateSchema,
  email: FieldStateSchema,
  phoneNumber: FieldStateSchema,
});
export type PersonContactForm = z.infer<typeof PersonContactFormSchema>;

export const AnotherContactFormSchema = z.object({
  name: FieldStateSchema,
  email: FieldStateSchema,
  phone: FieldStateSchema,
});
export type AnotherContactForm = z.infer<typeof AnotherContactFormSchema>;

/** A bound as it arrives from a translation entry: a number, a numeric string, or nothing. */
export const AmountBoundSchema = z.optional(z.nullable(z.union([z.number(), z.string()])));
export const AmountLimitSchema = z.object({ lower: AmountBoundSchema, upper: AmountBoundSchema });
export type AmountLimit = z.infer<typeof AmountLimitSchema>;

export const PaymentMethodSchema = z.object({
  key: PaymentMethodKeySchema,
  title: z.string(),
  subtitle: z.string(),
  disclaimer: z.string(),
  icon: z.string(),
  mobileIcon: z.string(),
  isEnabled: z.boolean(),
  amountLimit: AmountLimitSchema,
  codFeeDisclaimer: z.optional(z.string()),
  nrProductsLimit: z.optional(z.int().check(z.positive())),
  paramType: z.optional(ProviderParamTypeSchema),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** No consumer credit runs longer than ten years of monthly installments. */
const InstallmentCount = z.int().check(z.gte(0), z.lte(120));

/**
 * The payment method with the installments the person chose (the Oney count) or was shown (a tbi
 * plan). shop-api stores none of these figures as sent: it works them out from the method and the
 * order's total (`orderInstallments`); they are bounded here so no value can break a column.
 */
export const PaymentDataSchema = z.object({
  type: PaymentMethodKeySchema,
  oneyInstallments: z.optional(z.object({ installmentsNo: InstallmentCount })),
  tbiInstallments: z.optional(
    z.object({
      data: z.object({
        numberOfInstallments: z.optional(InstallmentCount),
        monthlyPayment: z.optional(
          z.union([
            z.number().check(z.nonnegative(), z.lte(100_000_000)),
            z.string().check(z.maxLength(32)),
          ]),
        ),
      }),
    }),
  ),
});
export type PaymentData = z.infer<typeof PaymentDataSchema>;

/** Order summary shown beside every checkout step. The spec does not show it; these are the sums. */
const Money = z.number().check(z.nonnegative());

export const CheckoutSummarySchema = z.object({
  productsTotal: Money,
  extrasTotal: Money,
  shippingCost: Money,
  discount: Money,
  total: Money,
  productCount: z.int().check(z.nonnegative()),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;

/** The shared checkout state. `refetch` is a function, so this schema is for in-memory checks only. */
export const SharedCheckoutStateSchema = z.object({
  summary: z.nullable(CheckoutSummarySchema),
  checkoutSummary: z.object({
    data: z.nullable(CheckoutSummarySchema),
    isLoading: z.boolean(),
    refetch: z.custom<() => void>(
      (value) => typeof value === 'function',
      'refetch must be a function',
    ),
  }),
  shippingCost: Money,
  dataLayerProducts: z.array(AnalyticsCartProductSchema),
  cartLimitations: z.nullable(CartLimitationsSchema),
  flags: CheckoutFlagsSchema,
});
export type SharedCheckoutState = z.infer<typeof SharedCheckoutStateSchema>;
