/**
 * The account's calls (the spec shows none; ours). On the BFF, for a logged-in person only: 401
 * without a session, `cache-control: no-store`, and 404 for an order, address or record that is
 * not theirs, exactly as for one that does not exist (never another person's data). Refusals are
 * 409 with a code of `ACCOUNT_ERROR_CODES` in the `ApiError` body.
 * - GET /bff/me/orders -> { orders } newest first ("my purchases");
 * - GET /bff/me/orders/:orderId -> { order } with its lines;
 * - DELETE /bff/me/addresses/:id (`SavedAddressParamsSchema`) -> 204;
 * - GET /bff/me/orders/:orderId/return -> `OrderReturnResponseSchema` { window, request|null };
 * - POST /bff/me/orders/:orderId/returns `CreateReturnRequestSchema` -> 201
 *   `ReturnRequestResponseSchema`; 409 `return_period_over` (the message names the last day),
 *   `return_not_available` (order not placed or paid), `return_already_requested`;
 * - GET /bff/me/returns -> `ReturnRequestsResponseSchema` newest first;
 * - GET /bff/me/orders/:orderId/invoice.pdf -> application/pdf, attachment
 *   `invoice-<orderId>.pdf`; 409 `invoice_not_available` while the order is unpaid;
 * - GET /bff/me/warranties -> `WarrantiesResponseSchema`, one entry per device of a placed or paid
 *   order, with the extra warranties bought with it;
 * - GET /bff/me/insurances?country=ro (`InsurancesQuerySchema`) -> `InsurancesResponseSchema`;
 *   404 `not_available_in_country` outside RO;
 * - POST /bff/me/warranty-cases `CreateWarrantyCaseRequestSchema` -> 201
 *   `WarrantyCaseResponseSchema`; 409 `warranty_expired`, `warranty_not_available` (order not
 *   placed or paid); 404 for a device not in one of the person's orders;
 * - GET /bff/me/warranty-cases -> `WarrantyCasesResponseSchema` newest first.
 * Public (the "common" service): GET /common/warranty-return-data?country=ro
 * (`WarrantyReturnDataQuerySchema`) -> `WarrantyReturnDataSchema`, in the site's language.
 */
import * as z from 'zod/mini';
import { OrderStatusSchema } from './checkout.schema.js';
import { AddressServerInputSchema } from '../schemas/address.schema.js';
import {
  CountrySchema,
  DeliveryKindSchema,
  ExtraServiceTypeSchema,
  PaymentMethodKeySchema,
} from '../schemas/enums.schema.js';
import { isPhoneOfAnySite } from '../rules/phone.js';
import { isValidIban, normalizeIban } from '../rules/iban.js';

const Money = z.number().check(z.nonnegative());

export const AccountOrderLineSchema = z.object({
  kind: z.enum(['phone', 'extra-service', 'device-accessory', 'accessory']),
  refId: z.string(),
  name: z.string(),
  price: Money,
});
export type AccountOrderLine = z.infer<typeof AccountOrderLineSchema>;

export const AccountOrderSchema = z.object({
  orderId: z.string(),
  country: CountrySchema,
  status: OrderStatusSchema,
  /**
   * Its financing is under the lender's review (issue 35): PENDING_PAYMENT until the lender
   * decides, shown as such rather than as waiting for a payment. Absent means false.
   */
  financingReview: z.optional(z.boolean()),
  /** ISO 8601. */
  placedAt: z.string(),
  paymentMethod: PaymentMethodKeySchema,
  delivery: DeliveryKindSchema,
  total: Money,
  shippingCost: Money,
  codFee: Money,
  discount: Money,
  currencyLabel: z.string(),
  lines: z.array(AccountOrderLineSchema),
  /**
   * The days a placed or paid order arrives between (YYYY-MM-DD in the site's time zone; shop-api's
   * delivery/estimate.ts from its placement and delivery kind), while the last of them is not past:
   * the shop has no tracking, so an order past it is taken as delivered. Absent otherwise.
   */
  estimate: z.optional(z.object({ from: z.iso.date(), to: z.iso.date() })),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

export const AccountOrdersResponseSchema = z.object({ orders: z.array(AccountOrderSchema) });
export type AccountOrdersResponse = z.infer<typeof AccountOrdersResponseSchema>;
export const AccountOrderResponseSchema = z.object({ order: AccountOrderSchema });
export const AccountOrderParamsSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(40)),
});

export const ACCOUNT_ERROR_CODES = [
  'return_period_over',
  'return_not_available',
  'return_already_requested',
  'invoice_not_available',
  'warranty_expired',
  'warranty_not_available',
  'not_available_in_country',
] as const;
export const AccountErrorCodeSchema = z.enum(ACCOUNT_ERROR_CODES);
export type AccountErrorCode = z.infer<typeof AccountErrorCodeSchema>;

/** A calendar day, YYYY-MM-DD, in the order's site time zone. */
const Day = z.iso.date();
const Ref = z.string().check(z.minLength(1), z.maxLength(40));

export const WarrantyReturnDataQuerySchema = z.object({ country: CountrySchema });

// Returns

export const RETURN_REASONS = ['changed-mind', 'defect', 'not-as-described', 'other'] as const;
export const ReturnReasonSchema = z.enum(RETURN_REASONS);
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

/** The money goes back the way it was paid, or to a bank account (stored without spaces). */
export const RefundSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('original') }),
  z.object({
    method: z.literal('bank'),
    iban: z.pipe(
      z.string().check(z.maxLength(50), z.refine(isValidIban, 'not a valid IBAN')),
      z.transform(normalizeIban),
    ),
    holder: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  }),
]);
export type Refund = z.infer<typeof RefundSchema>;

export const CreateReturnRequestSchema = z.object({
  /** Ref ids of the order's lines to send back; each must be a line of the order. */
  lines: z.array(Ref).check(z.minLength(1), z.maxLength(50)),
  reason: ReturnReasonSchema,
  comment: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  refund: RefundSchema,
});
export type CreateReturnRequest = z.input<typeof CreateReturnRequestSchema>;

export const ReturnStatusSchema = z.enum(['requested', 'accepted', 'refused', 'refunded']);
export const ReturnRequestSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  lines: z.array(z.string()),
  reason: ReturnReasonSchema,
  comment: z.nullable(z.string()),
  refund: RefundSchema,
  status: ReturnStatusSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

/** `returnWindow`'s answer for the order. */
export const ReturnWindowSchema = z.object({
  days: z.int().check(z.positive()),
  lastDay: Day,
  open: z.boolean(),
  refusal: z.nullable(z.enum(['not-delivered-yet', 'period-over'])),
});
export const OrderReturnResponseSchema = z.object({
  window: ReturnWindowSchema,
  request: z.nullable(ReturnRequestSchema),
});
export type OrderReturnResponse = z.infer<typeof OrderReturnResponseSchema>;
export const ReturnRequestResponseSchema = z.object({ request: ReturnRequestSchema });
export const ReturnRequestsResponseSchema = z.object({ requests: z.array(ReturnRequestSchema) });
export type ReturnRequestsResponse = z.infer<typeof ReturnRequestsResponseSchema>;

// Warranties and insurances

const DeviceRefSchema = z.object({ refId: z.string(), name: z.string() });

/** An extra service bought with a device, with the last day it covers. */
export const CoveredExtraSchema = z.object({
  refId: z.string(),
  key: z.string(),
  type: ExtraServiceTypeSchema,
  /** In the site's language. */
  name: z.string(),
  months: z.int().check(z.positive()),
  validUntil: Day,
  active: z.boolean(),
});
export type CoveredExtra = z.infer<typeof CoveredExtraSchema>;

export const DeviceWarrantySchema = z.object({
  orderId: z.string(),
  country: CountrySchema,
  placedAt: z.string(),
  phone: DeviceRefSchema,
  defaultWarranty: z.object({
    name: z.string(),
    years: z.int().check(z.positive()),
    validUntil: Day,
  }),
  extraWarranties: z.array(CoveredExtraSchema),
  /**
   * The insurance policies bought with the device, in every site: RO also lists them on its "my
   * insurances" page (spec section 2); elsewhere this is where a shopper finds them (issue 35).
   */
  insurances: z.array(CoveredExtraSchema),
  /** The last day of the default or the longest extra warranty. */
  validUntil: Day,
  active: z.boolean(),
});
export type DeviceWarranty = z.infer<typeof DeviceWarrantySchema>;
export const WarrantiesResponseSchema = z.object({ warranties: z.array(DeviceWarrantySchema) });
export type WarrantiesResponse = z.infer<typeof WarrantiesResponseSchema>;

export const InsurancesQuerySchema = z.object({ country: CountrySchema });
export const InsuranceSchema = z.extend(CoveredExtraSchema, {
  orderId: z.string(),
  placedAt: z.string(),
  phone: DeviceRefSchema,
});
export type Insurance = z.infer<typeof InsuranceSchema>;
export const InsurancesResponseSchema = z.object({ insurances: z.array(InsuranceSchema) });
export type InsurancesResponse = z.infer<typeof InsurancesResponseSchema>;

// Warranty cases ("send in warranty")

/** A courier picks the device up at an address (server shape), or the person drops it off. */
export const WarrantyCaseHandoverSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pickup'), address: AddressServerInputSchema }),
  z.object({ method: z.literal('drop-off') }),
]);
export type WarrantyCaseHandover = z.infer<typeof WarrantyCaseHandoverSchema>;

export const CreateWarrantyCaseRequestSchema = z.object({
  orderId: Ref,
  /** The ref id of the device's line in that order. */
  lineRefId: Ref,
  issue: z.string().check(z.trim(), z.minLength(10), z.maxLength(2000)),
  contactPhone: z
    .string()
    .check(z.trim(), z.maxLength(30), z.refine(isPhoneOfAnySite, 'a phone number a site can call')),
  handover: WarrantyCaseHandoverSchema,
});
export type CreateWarrantyCaseRequest = z.input<typeof CreateWarrantyCaseRequestSchema>;

export const WarrantyCaseStatusSchema = z.enum(['open', 'in-repair', 'closed']);
export const WarrantyCaseSchema = z.object({
  /** `WC-` and 8 letters or digits: what the person quotes. */
  reference: z.string().check(z.regex(/^WC-[A-Z0-9]{8}$/)),
  orderId: z.string(),
  phone: DeviceRefSchema,
  issue: z.string(),
  contactPhone: z.string(),
  handover: WarrantyCaseHandoverSchema,
  status: WarrantyCaseStatusSchema,
  createdAt: z.string(),
});
export type WarrantyCase = z.infer<typeof WarrantyCaseSchema>;
export const WarrantyCaseResponseSchema = z.object({ case: WarrantyCaseSchema });
export const WarrantyCasesResponseSchema = z.object({ cases: z.array(WarrantyCaseSchema) });
export type WarrantyCasesResponse = z.infer<typeof WarrantyCasesResponseSchema>;
