/**
 * A person's sales: devices they sold to the shop through the sell flow (issue 8 writes them with
 * `NewSaleSchema`; the account reads them here). The spec shows none of these calls; ours:
 * - GET /bff/me/sales -> SalesResponse { sales } newest first;
 * - GET /bff/me/sales/:saleId -> SaleResponse { sale }; 404 for a sale that is not theirs;
 * - POST /bff/me/sales/:saleId/counter-offer CounterOfferDecisionRequest { decision }
 *   -> SaleResponse. Only a sale waiting on a counter offer takes a decision (409
 *   `no_counter_offer` otherwise): accept confirms the counter amount (`offer-confirmed`),
 *   decline sends the device back (`returned`).
 * All answer 401 without a session and `cache-control: no-store`.
 *
 * A sale's life: submitted -> device-received -> inspected -> offer-confirmed | counter-offer;
 * counter-offer -> offer-confirmed | returned; offer-confirmed -> paid. Every step is appended to
 * its timeline. The payout IBAN is only ever answered masked.
 */
import * as z from 'zod/mini';
import { isValidIban, normalizeIban } from '../rules/iban.js';
import { AddressServerInputSchema } from '../schemas/address.schema.js';
import { CountrySchema, DeviceTypeKeySchema } from '../schemas/enums.schema.js';

const Money = z.number().check(z.nonnegative());
const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Key = z.string().check(z.minLength(1), z.maxLength(60));
const IsoDateTime = z.iso.datetime({ offset: true });

export const SALE_STATUSES = [
  'submitted',
  'device-received',
  'inspected',
  'offer-confirmed',
  'counter-offer',
  'paid',
  'returned',
] as const;
export const SaleStatusSchema = z.enum(SALE_STATUSES);
export type SaleStatus = z.infer<typeof SaleStatusSchema>;

export const SaleDeviceSchema = z.object({
  category: DeviceTypeKeySchema,
  brand: Text(60),
  model: Text(120),
  storage: Text(30),
});
export type SaleDevice = z.infer<typeof SaleDeviceSchema>;

/**
 * The condition questions' answers, by question key (the sell service's questionnaire names them):
 * an option's key, or the keys chosen of a several-answer question (none is an answer too).
 */
export const SaleConditionAnswersSchema = z.record(
  Key,
  z.union([
    z.string().check(z.maxLength(200)),
    z.number(),
    z.boolean(),
    z.array(Key).check(z.maxLength(30)),
  ]),
);
export type SaleConditionAnswers = z.infer<typeof SaleConditionAnswersSchema>;

export const SaleOfferSchema = z.object({
  amount: Money,
  currencyLabel: z.string().check(z.minLength(1)),
  /** ISO 8601: the offer holds until the device is sent by then. */
  validUntil: IsoDateTime,
  /** How the amount was reached; a deduction is negative. */
  breakdown: z.array(z.object({ label: Text(120), amount: z.number() })),
});
export type SaleOffer = z.infer<typeof SaleOfferSchema>;

/** What the sell flow sends: the full IBAN. */
export const SalePayoutInputSchema = z.object({
  method: z.literal('bank'),
  /** Stored without spaces, in upper case; checked with its check digits (`isValidIban`). */
  iban: z
    .pipe(z.string().check(z.maxLength(50)), z.transform(normalizeIban))
    .check(z.refine(isValidIban, 'not a valid IBAN')),
  holder: Text(120),
});
export type SalePayoutInput = z.infer<typeof SalePayoutInputSchema>;

/** What is answered: the IBAN masked to its country, check digits and last four (`RO49…1234`). */
export const SalePayoutSchema = z.object({
  method: z.literal('bank'),
  iban: z.string(),
  holder: z.string(),
});
export type SalePayout = z.infer<typeof SalePayoutSchema>;

/** How the device travels to the shop: picked up by a courier, or left at a locker or office. */
export const SaleShippingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('courier-pickup'),
    address: AddressServerInputSchema,
    /** ISO date (YYYY-MM-DD) the courier comes. */
    pickupDate: z.iso.date(),
  }),
  z.object({ kind: z.literal('locker'), pickupPointId: Text(40), name: Text(200) }),
  z.object({ kind: z.literal('office'), pickupPointId: Text(40), name: Text(200) }),
]);
export type SaleShipping = z.infer<typeof SaleShippingSchema>;

export const SaleCounterOfferSchema = z.object({ amount: Money, reason: Text(500) });
export type SaleCounterOffer = z.infer<typeof SaleCounterOfferSchema>;

export const SaleTimelineEntrySchema = z.object({ status: SaleStatusSchema, at: IsoDateTime });
export type SaleTimelineEntry = z.infer<typeof SaleTimelineEntrySchema>;

/** What the sell flow (issue 8) submits for a sale. */
export const NewSaleSchema = z.object({
  country: CountrySchema,
  device: SaleDeviceSchema,
  conditionAnswers: SaleConditionAnswersSchema,
  offer: SaleOfferSchema,
  payout: SalePayoutInputSchema,
  shipping: SaleShippingSchema,
});
export type NewSale = z.infer<typeof NewSaleSchema>;

export const SaleSchema = z.object({
  id: z.string(),
  /** What the person and the shop quote: `S-` and six digits. */
  reference: z.string(),
  country: CountrySchema,
  status: SaleStatusSchema,
  createdAt: IsoDateTime,
  device: SaleDeviceSchema,
  conditionAnswers: SaleConditionAnswersSchema,
  offer: SaleOfferSchema,
  /** The shop's lower offer after inspection, while or after it was decided on. */
  counterOffer: z.nullable(SaleCounterOfferSchema),
  /** The amount that will be paid, once the offer (or the counter offer) is confirmed. */
  confirmedAmount: z.nullable(Money),
  payout: SalePayoutSchema,
  shipping: SaleShippingSchema,
  timeline: z.array(SaleTimelineEntrySchema),
});
export type Sale = z.infer<typeof SaleSchema>;

export const SalesResponseSchema = z.object({ sales: z.array(SaleSchema) });
export type SalesResponse = z.infer<typeof SalesResponseSchema>;
export const SaleResponseSchema = z.object({ sale: SaleSchema });
export type SaleResponse = z.infer<typeof SaleResponseSchema>;
export const SaleParamsSchema = z.object({
  saleId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const CounterOfferDecisionRequestSchema = z.object({
  decision: z.enum(['accept', 'decline']),
});
export type CounterOfferDecisionRequest = z.infer<typeof CounterOfferDecisionRequestSchema>;
