/**
 * Checkout calls of the shop API (the spec shows none; ours). The cart sends what the person sees
 * (with the prices shown); the server re-prices everything:
 * - POST /shop/checkout/summary: today's totals for the cart, delivery and payment method.
 * - POST /shop/orders: places the order once per idempotency key. A price that changed or a unit
 *   that sold out since is a 409 that lists what changed, so the page can show it and ask again.
 * - GET /shop/payment-methods: the methods of a country and delivery kind with their bounds.
 */
import { isPhoneOfAnySite, isValidPhoneNumber } from '../rules/phone.js';
import * as z from 'zod/mini';
import {
  CART_MAX_ACCESSORIES,
  CART_MAX_DEVICE_ACCESSORIES,
  CART_MAX_EXTRA_SERVICES,
  CART_MAX_PHONES,
  FIELD_MAX_LENGTH,
  ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
} from '../constants.js';
import { isValidPersonName } from '../rules/checkout-order.js';
import { PromoSchema } from '../schemas/cart.schema.js';
import { PgId } from '../schemas/integers.schema.js';
import { AddressServerInputSchema } from '../schemas/address.schema.js';
import { CheckoutSummarySchema, PaymentDataSchema } from '../schemas/checkout.schema.js';
import {
  CountrySchema,
  CustomerTypeSchema,
  DeliveryKindSchema,
  DeliverySubTypeSchema,
  PaymentMethodKeySchema,
  ProviderParamTypeSchema,
} from '../schemas/enums.schema.js';

const Money = z.number().check(z.nonnegative());
const Id = z.string().check(z.minLength(1), z.maxLength(64));
const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Email = z.email().check(z.maxLength(200));

/** GET /shop/promo/:code -> { promo }; 404 `not_found` when no active code has that name. */
export const PromoCodeParamsSchema = z.object({ code: Text(40) });
export const PromoResponseSchema = z.object({ promo: PromoSchema });
export type PromoResponse = z.infer<typeof PromoResponseSchema>;

export const PaymentMethodsQuerySchema = z.object({
  country: CountrySchema,
  delivery: DeliveryKindSchema,
});

/**
 * A method as shop-api offers it for a country and delivery kind: its provider parameter and
 * parameter type (spec section 4, what the shop sends the provider), its amount bounds and product
 * limit, and `codFee`, what choosing it adds to the order (the cash-on-delivery fee of a cash-type
 * method, else 0). Bounds are judged on the total the person pays: the order's total without a
 * method plus `codFee` (shop-api judges the order's own total, which includes it).
 */
export const PaymentMethodOfferSchema = z.object({
  key: PaymentMethodKeySchema,
  providerParam: z.nullable(z.string()),
  paramType: z.nullable(ProviderParamTypeSchema),
  amountLimit: z.object({ lower: z.nullable(Money), upper: z.nullable(Money) }),
  nrProductsLimit: z.nullable(z.int().check(z.positive())),
  isCash: z.boolean(),
  codFee: Money,
});
export type PaymentMethodOffer = z.infer<typeof PaymentMethodOfferSchema>;

export const PaymentMethodsResponseSchema = z.object({
  country: CountrySchema,
  delivery: DeliveryKindSchema,
  methods: z.array(PaymentMethodOfferSchema),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** A cart line as the checkout sends it, with the price the person was shown. */
export const CheckoutPhoneLineSchema = z.object({
  productId: Id,
  legacySellOrderId: PgId,
  shownPrice: Money,
  extraServiceIds: z.array(Id).check(z.maxLength(CART_MAX_EXTRA_SERVICES)),
  deviceAccessoryIds: z.array(Id).check(z.maxLength(CART_MAX_DEVICE_ACCESSORIES)),
});
export const CheckoutAccessoryLineSchema = z.object({ id: Id, shownPrice: Money });

export const CheckoutCartSchema = z.object({
  country: CountrySchema,
  /** The cart's own limits (CART_MAX_PHONES): an order cannot hold more than a cart. */
  phones: z
    .array(CheckoutPhoneLineSchema)
    .check(
      z.minLength(1),
      z.maxLength(CART_MAX_PHONES, `at most ${CART_MAX_PHONES} phones in one order`),
    ),
  accessories: z
    .array(CheckoutAccessoryLineSchema)
    .check(
      z.maxLength(CART_MAX_ACCESSORIES, `at most ${CART_MAX_ACCESSORIES} accessories in one order`),
    ),
  promoCode: z.optional(Text(40)),
  delivery: DeliveryKindSchema,
  paymentMethod: PaymentMethodKeySchema,
});
export type CheckoutCart = z.infer<typeof CheckoutCartSchema>;

export const PriceChangeSchema = z.object({
  kind: z.enum(['phone', 'extra-service', 'device-accessory', 'accessory']),
  id: z.string(),
  shown: z.nullable(Money),
  /** `null` when the item is no longer sold (sold out, withdrawn). */
  current: z.nullable(Money),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const CheckoutSummaryResponseSchema = z.object({
  summary: CheckoutSummarySchema,
  codFee: Money,
  promo: z.nullable(z.object({ code: z.string(), percentage: z.number() })),
  changes: z.array(PriceChangeSchema),
  currencyLabel: z.string(),
});
export type CheckoutSummaryResponse = z.infer<typeof CheckoutSummaryResponseSchema>;

export const OrderContactSchema = z.object({
  /** A person's name, by the rule the checkout form applies (`isValidPersonName`). */
  name: z
    .string()
    .check(
      z.trim(),
      z.refine(
        isValidPersonName,
        'letters of any script, spaces, hyphens, apostrophes and dots (2 to 100 characters)',
      ),
    ),
  email: Email,
  /** A number some site can call; the order's site is checked below (`phone.ts`). */
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(FIELD_MAX_LENGTH.phone),
      z.refine(isPhoneOfAnySite, 'a phone number a site can call'),
    ),
});

export const OrderDeliverySchema = z.object({
  kind: DeliveryKindSchema,
  subType: DeliverySubTypeSchema,
  /** Courier delivery goes to an address; locker and office deliveries to a pickup point. */
  address: z.optional(AddressServerInputSchema),
  pickupPointId: z.optional(Id),
});

export const OrderBillingSchema = z.object({
  customerType: CustomerTypeSchema,
  company: z.optional(
    z.object({
      name: Text(200),
      fiscalCode: Text(20),
      registrationNumber: Text(30),
      /** The tax number the invoice carries (RO: the tax id without "ro"); optional in v1. */
      taxNumber: z.optional(Text(20)),
      email: z.optional(Email),
      phone: z.optional(OrderContactSchema.shape.phone),
    }),
  ),
  address: z.optional(AddressServerInputSchema),
});

export const PlaceOrderRequestSchema = z
  .extend(CheckoutCartSchema, {
    idempotencyKey: z.string().check(z.minLength(16), z.maxLength(100)),
    /** A bot-check token for the `place_order` action (not part of the idempotent request). */
    botToken: z.string().check(z.minLength(10), z.maxLength(2048)),
    shownTotal: Money,
    contact: OrderContactSchema,
    /** Another person who receives the parcel (the "another contact" form); optional in v1. */
    recipient: z.optional(OrderContactSchema),
    deliveryDetails: OrderDeliverySchema,
    billing: OrderBillingSchema,
    paymentData: z.optional(PaymentDataSchema),
  })
  .check(
    // Every number of the order is one its site can call (the one phone rule, `phone.ts`).
    z.superRefine((order, context) => {
      const numbers: [string | undefined, PropertyKey[]][] = [
        [order.contact.phone, ['contact', 'phone']],
        [order.recipient?.phone, ['recipient', 'phone']],
        [order.billing.company?.phone, ['billing', 'company', 'phone']],
      ];
      for (const [phone, path] of numbers) {
        if (phone !== undefined && !isValidPhoneNumber(order.country, phone)) {
          context.addIssue({
            code: 'custom',
            path,
            message: `not a phone number of ${order.country.toUpperCase()}`,
          });
        }
      }
    }),
  );
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

/**
 * PENDING_PAYMENT: placed, waiting for an online payment (its units reserved, for a while: see
 * shop-api's orders/reservations.ts); PLACED: paid on delivery; PAID; PAYMENT_FAILED: the payment
 * was declined; CANCELLED: no payment was approved in time, so the reservation ended.
 */
export const OrderStatusSchema = z.enum([
  'PENDING_PAYMENT',
  'PLACED',
  'PAID',
  'PAYMENT_FAILED',
  'CANCELLED',
]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/**
 * An order's monthly payment (spec section 9): the string 8888 for the installment provider with a
 * nonzero count, else the tbi monthly payment, else 0; the two last are amounts, so numbers.
 */
export const MonthlyPaymentSchema = z.union([z.literal(ONEY_MONTHLY_PAYMENT_PLACEHOLDER), Money]);
export type MonthlyPayment = z.infer<typeof MonthlyPaymentSchema>;

export const PlaceOrderResponseSchema = z.object({
  orderId: z.string(),
  status: OrderStatusSchema,
  total: Money,
  currencyLabel: z.string(),
  numberOfInstallments: z.int().check(z.nonnegative()),
  monthlyPayment: MonthlyPaymentSchema,
  /** True when this answer replays an order already placed with the same idempotency key. */
  replayed: z.boolean(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/**
 * GET /shop/orders/:orderId/status with the header `x-idempotency-key`: what the result pages show
 * (and poll while a payment is being decided). The key the order was placed with is the proof of
 * who placed it (only that browser holds it; order numbers are sequential, so guessable); a
 * logged-in owner needs no key. Anyone else gets 404, as for an order that does not exist.
 */
export const ORDER_KEY_HEADER = 'x-idempotency-key';
export const OrderStatusParamsSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(40)),
});
/**
 * What the thank-you page shows of the order (issue 35): its lines by name, where it goes, the
 * e-mail the confirmation goes to, and the delivery estimate in working days from dispatch and as
 * the days it arrives between (`from`, `to`: YYYY-MM-DD in the site's time zone, by the dispatch
 * cut-off and working days of shop-api's delivery/estimate.ts, from the order's placement).
 * `from`/`to` are newer than the days: a page shows the days when they are absent.
 */
export const OrderDetailsSchema = z.object({
  lines: z.array(
    z.object({
      kind: z.enum(['phone', 'extra-service', 'device-accessory', 'accessory']),
      name: z.string(),
      price: Money,
    }),
  ),
  delivery: z.object({
    kind: DeliveryKindSchema,
    /** The courier address on one line, or the pickup point's name and address. */
    where: z.string(),
  }),
  email: z.string(),
  estimate: z.object({
    minDays: z.int().check(z.positive()),
    maxDays: z.int().check(z.positive()),
    from: z.optional(z.iso.date()),
    to: z.optional(z.iso.date()),
  }),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const OrderStatusResponseSchema = z.object({
  orderId: z.string(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodKeySchema,
  total: Money,
  currencyLabel: z.string(),
  numberOfInstallments: z.int().check(z.nonnegative()),
  monthlyPayment: MonthlyPaymentSchema,
  /**
   * A provider approved a payment after the order had stopped waiting for one (paid another way,
   * failed or expired): that money is refunded, and the result page says so. Absent means false.
   */
  refundDue: z.optional(z.boolean()),
  /**
   * The order's financing is under the lender's review (issue 35): the lender answered "pending"
   * and decides later (by its callback), so the order stays PENDING_PAYMENT and holds its units
   * longer (shop-api's FINANCING_REVIEW_HOURS). Payment processing says so and keeps asking, less
   * often. Only ever true while the order is PENDING_PAYMENT; absent means false.
   */
  financingReview: z.optional(z.boolean()),
  /** For the thank-you page; absent from an answer that has none (an older shop-api). */
  details: z.optional(OrderDetailsSchema),
});
export type OrderStatusResponse = z.infer<typeof OrderStatusResponseSchema>;

export const OrderConflictSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(['price_changed', 'sold_out', 'idempotency_key_reused']),
    message: z.string(),
  }),
  changes: z.array(PriceChangeSchema),
});
export type OrderConflict = z.infer<typeof OrderConflictSchema>;
