/**
 * The checkout's calls to shop-api (delivery, summary, order, payment, order status), answered as
 * values (`ApiResult`) and parsed by contract. The payment-method calls are the PaymentApi port.
 */
import type { Country } from '@refurb/shared-contracts';
import type {
  CheckoutCart,
  CheckoutSummaryResponse,
  OrderConflict,
  OrderStatusResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@refurb/shared-contracts/api/checkout';
import type {
  County,
  DeliveryEstimateResponse,
  DeliveryOptionsResponse,
  Locality,
  PickupPoint,
} from '@refurb/shared-contracts/api/delivery';
import type { StartPaymentResponse } from '@refurb/shared-contracts/api/payment';
import type { AddressServerInput, DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import type { PaymentApi } from './payment-api';

export interface PickupPointQuery {
  readonly country: Country;
  readonly kind: 'locker' | 'office';
  readonly countyId?: number;
  readonly localityId?: number;
}

/** Placing answers the order, or the 409 with what changed, or a failure. */
export type PlaceOrderResult =
  | { readonly kind: 'placed'; readonly order: PlaceOrderResponse }
  | { readonly kind: 'conflict'; readonly conflict: OrderConflict }
  | {
      readonly kind: 'failed';
      readonly status: number;
      readonly code: string;
      readonly message: string;
      /** The request field shop-api refused (`body.paymentMethod`, ...), when it named one. */
      readonly field?: string;
    };

export interface CheckoutApi extends PaymentApi {
  deliveryOptions(country: Country): Promise<ApiResult<DeliveryOptionsResponse>>;
  /**
   * When an order placed now arrives, per delivery kind the country offers, and the cut-off to
   * order by (`GET {courier}/delivery-estimate`); `fresh` asks past the browser's cache.
   */
  deliveryEstimate(
    country: Country,
    options?: { readonly fresh?: boolean },
  ): Promise<ApiResult<DeliveryEstimateResponse>>;
  counties(country: Country): Promise<ApiResult<County[]>>;
  localities(country: Country, countyId: number): Promise<ApiResult<Locality[]>>;
  pickupPoints(query: PickupPointQuery): Promise<ApiResult<PickupPoint[]>>;
  summary(cart: CheckoutCart): Promise<ApiResult<CheckoutSummaryResponse>>;
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  /** Starts the online payment of an order this browser placed (`orderKey`: its idempotency key). */
  startPayment(orderId: string, orderKey: string | null): Promise<ApiResult<StartPaymentResponse>>;
  orderStatus(orderId: string, orderKey: string | null): Promise<ApiResult<OrderStatusResponse>>;
  /** A logged-in person's saved delivery addresses, oldest first (401 for a visitor). */
  savedAddresses(): Promise<ApiResult<DeliveryAddressServer[]>>;
  saveAddress(address: AddressServerInput): Promise<ApiResult<DeliveryAddressServer>>;
}
