/**
 * `@refurb/shared-contracts/api/checkout`: the checkout service's HTTP contract: the summary, promo
 * codes, payment methods, placing an order and its status.
 */
export {
  CheckoutCartSchema,
  CheckoutSummaryResponseSchema,
  OrderBillingSchema,
  OrderConflictSchema,
  OrderContactSchema,
  OrderDeliverySchema,
  ORDER_KEY_HEADER,
  OrderStatusParamsSchema,
  OrderStatusResponseSchema,
  PaymentMethodsQuerySchema,
  PromoCodeParamsSchema,
  PromoResponseSchema,
  PaymentMethodsResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from '../../api/checkout.schema.js';
export type {
  CheckoutCart,
  CheckoutSummaryResponse,
  MonthlyPayment,
  OrderConflict,
  OrderStatus,
  OrderDetails,
  OrderStatusResponse,
  PaymentMethodOffer,
  PlaceOrderRequest,
  PlaceOrderResponse,
  PriceChange,
} from '../../api/checkout.schema.js';
