/**
 * The sell service (spec section 7 names its base and the `/pricing` path; the rest is ours):
 * - GET /sell-service/catalog?country=ro -> SellCatalogResponse: every model the shop buys in the
 *   country, with its storages and the most it pays for each (a flawless device);
 * - GET /sell-service/questions?country=ro&category=SMARTPHONE -> SellQuestionnaireResponse: the
 *   condition questions for a category, in the site's language;
 * - POST /sell-service/pricing SellQuoteRequest -> SellQuoteResponse: an instant offer, or a
 *   refusal with its reason (a device still locked to its owner's account);
 * - POST /bff/me/sales SubmitSaleRequest -> 201 SaleResponse (sales.schema): the person sells.
 *   The server prices the device again; when its offer is no longer `quotedAmount` it answers
 *   409 `offer_changed` (the flow asks for the new offer), a locked device 409 `device_locked`,
 *   an unknown model 404. Needs a session (401 otherwise).
 * Errors are `ApiError` bodies.
 */
import * as z from 'zod/mini';
import { ibanProblem } from '../rules/iban.js';
import {
  CountrySchema,
  DeviceTypeKeySchema,
  DeviceTypeParamSchema,
} from '../schemas/enums.schema.js';
import {
  SaleConditionAnswersSchema,
  SaleDeviceSchema,
  SaleOfferSchema,
  SalePayoutInputSchema,
  SaleShippingSchema,
} from './sales.schema.js';

const Money = z.number().check(z.nonnegative());
const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Key = z.string().check(z.regex(/^[a-z][a-zA-Z0-9-]{0,59}$/));
const Help = (max: number) => z.optional(z.string().check(z.maxLength(max)));

export const SellCatalogQuerySchema = z.object({ country: CountrySchema });

export const SellStorageOptionSchema = z.object({
  /** As people name it: `128 GB`, `1 TB`; a console or watch without a choice has one. */
  storage: Text(30),
  /** The most the shop pays for it, in the site's currency (a flawless device with its box). */
  maxPrice: Money,
});
export type SellStorageOption = z.infer<typeof SellStorageOptionSchema>;

export const SellModelSchema = z.object({
  id: Key,
  category: DeviceTypeKeySchema,
  brand: Text(60),
  name: Text(120),
  releaseYear: z.int().check(z.gte(2000), z.lte(2100)),
  storages: z.array(SellStorageOptionSchema).check(z.minLength(1)),
});
export type SellModel = z.infer<typeof SellModelSchema>;

export const SellCatalogResponseSchema = z.object({
  country: CountrySchema,
  currencyLabel: z.string().check(z.minLength(1)),
  /** Newest first within a brand. */
  models: z.array(SellModelSchema),
});
export type SellCatalogResponse = z.infer<typeof SellCatalogResponseSchema>;

export const SellQuestionnaireQuerySchema = z.object({
  country: CountrySchema,
  /** The spec's numeric device type id (`category=5`, what the shop sends) or the key. */
  category: DeviceTypeParamSchema,
});

export const SellQuestionOptionSchema = z.object({
  key: Key,
  label: Text(200),
  help: Help(400),
});
export type SellQuestionOption = z.infer<typeof SellQuestionOptionSchema>;

/**
 * One condition question. `single` takes one option's key; `multi` any number of them (none is an
 * answer: "no defects"). A question with `showWhen` is asked only when that earlier question's
 * answer is one of `anyOf` (a device that does not power on is not asked about its battery).
 */
export const SellQuestionSchema = z.object({
  key: Key,
  kind: z.enum(['single', 'multi']),
  label: Text(200),
  help: Help(600),
  options: z.array(SellQuestionOptionSchema).check(z.minLength(1)),
  showWhen: z.optional(z.object({ question: Key, anyOf: z.array(Key).check(z.minLength(1)) })),
});
export type SellQuestion = z.infer<typeof SellQuestionSchema>;

export const SellQuestionnaireResponseSchema = z.object({
  category: DeviceTypeKeySchema,
  questions: z.array(SellQuestionSchema).check(z.minLength(1)),
});
export type SellQuestionnaireResponse = z.infer<typeof SellQuestionnaireResponseSchema>;

export const SellQuoteRequestSchema = z.object({
  country: CountrySchema,
  modelId: Key,
  storage: Text(30),
  answers: SaleConditionAnswersSchema,
});
export type SellQuoteRequest = z.infer<typeof SellQuoteRequestSchema>;

/** Why the shop cannot make an offer: a device still locked to its owner's account. */
export const SELL_REFUSAL_REASONS = ['account-locked'] as const;

export const SellQuoteSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('offer'), device: SaleDeviceSchema, offer: SaleOfferSchema }),
  z.object({
    outcome: z.literal('refused'),
    device: SaleDeviceSchema,
    reason: z.enum(SELL_REFUSAL_REASONS),
  }),
]);
export type SellQuote = z.infer<typeof SellQuoteSchema>;

export const SellQuoteResponseSchema = z.object({ quote: SellQuoteSchema });
export type SellQuoteResponse = z.infer<typeof SellQuoteResponseSchema>;

export const SellContactSchema = z.object({
  name: Text(120),
  email: z.email().check(z.maxLength(200)),
  /** International form (`+40722123456`), as `internationalPhone` writes it. */
  phone: z.string().check(z.regex(/^\+\d{8,15}$/)),
});
export type SellContact = z.infer<typeof SellContactSchema>;

export const SubmitSaleRequestSchema = z
  .object({
    country: CountrySchema,
    modelId: Key,
    storage: Text(30),
    answers: SaleConditionAnswersSchema,
    /** The offer the person saw and accepted; the server's must still be the same. */
    quotedAmount: Money,
    contact: SellContactSchema,
    payout: SalePayoutInputSchema,
    shipping: SaleShippingSchema,
  })
  .check(
    z.superRefine((sale, context) => {
      if (ibanProblem(sale.payout.iban, sale.country) === 'country') {
        context.addIssue({
          code: 'custom',
          path: ['payout', 'iban'],
          message: `the payout goes to a bank account in ${sale.country.toUpperCase()}`,
        });
      }
    }),
  );
export type SubmitSaleRequest = z.infer<typeof SubmitSaleRequestSchema>;

/** The codes of a refused submission (409), besides the shared ones. */
export const SELL_ERROR_CODES = ['offer_changed', 'device_locked'] as const;
