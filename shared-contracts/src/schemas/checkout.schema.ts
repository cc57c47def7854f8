/**
 * Checkout entities of spec section 3: contact and company forms, payment method, payment data and
 * the shared checkout state.
 */
import { z } from 'zod';
import { FieldStateSchema } from './address.schema.js';
import { CartLimitationsSchema } from './cart.schema.js';
import { AnalyticsCartProductSchema } from './analytics.schema.js';
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
export const AmountBoundSchema = z.union([z.number(), z.string()]).nullable().optional();
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
  codFeeDisclaimer: z.string().optional(),
  nrProductsLimit: z.number().int().positive().optional(),
  paramType: ProviderParamTypeSchema.optional(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentDataSchema = z.object({
  type: PaymentMethodKeySchema,
  oneyInstallments: z.object({ installmentsNo: z.number().int().nonnegative() }).optional(),
  tbiInstallments: z
    .object({
      data: z.object({
        numberOfInstallments: z.number().int().nonnegative().optional(),
        monthlyPayment: z.union([z.number(), z.string()]).optional(),
      }),
    })
    .optional(),
});
export type PaymentData = z.infer<typeof PaymentDataSchema>;

/** Order summary shown beside every checkout step. The spec does not show it; these are the sums. */
export const CheckoutSummarySchema = z.object({
  productsTotal: z.number().finite().nonnegative(),
  extrasTotal: z.number().finite().nonnegative(),
  shippingCost: z.number().finite().nonnegative(),
  discount: z.number().finite().nonnegative(),
  total: z.number().finite().nonnegative(),
  productCount: z.number().int().nonnegative(),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;

export const CheckoutFlagsSchema = z.object({
  showEmagLogin: z.boolean().default(true),
  isUpsellPageActive: z.boolean().default(false),
  isCrossSellModalActive: z.boolean().default(false),
  isCarouselCartActive: z.boolean().default(false),
  areGeniusBenefitsActive: z.boolean().default(false),
  areFreeScreenProtectorsActive: z.boolean().default(false),
  isConsoleEnabled: z.boolean().default(false),
});
export type CheckoutFlags = z.infer<typeof CheckoutFlagsSchema>;

/** The shared checkout state. `refetch` is a function, so this schema is for in-memory checks only. */
export const SharedCheckoutStateSchema = z.object({
  summary: CheckoutSummarySchema.nullable(),
  checkoutSummary: z.object({
    data: CheckoutSummarySchema.nullable(),
    isLoading: z.boolean(),
    refetch: z.custom<() => void>(
      (value) => typeof value === 'function',
      'refetch must be a function',
    ),
  }),
  shippingCost: z.number().finite().nonnegative(),
  dataLayerProducts: z.array(AnalyticsCartProductSchema),
  cartLimitations: CartLimitationsSchema.nullable(),
  flags: CheckoutFlagsSchema,
});
export type SharedCheckoutState = z.infer<typeof SharedCheckoutStateSchema>;
