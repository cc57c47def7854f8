/**
 * The CheckoutApi over shop-api. On a site the calls are same-origin (the host's server proxies
 * the service bases); the standalone page names shop-api's origin and sends cookies cross-origin.
 * Oney's widget options go to the payment service with the merchant of the runtime config.
 */
import { ApiErrorSchema, safeParseWithMessages } from '@refurb/shared-contracts';
import {
  CheckoutSummaryResponseSchema,
  ORDER_KEY_HEADER,
  OrderConflictSchema,
  OrderStatusResponseSchema,
  PaymentMethodsResponseSchema,
  PlaceOrderResponseSchema,
} from '@refurb/shared-contracts/api/checkout';
import {
  CountiesResponseSchema,
  DeliveryEstimateResponseSchema,
  DeliveryOptionsResponseSchema,
  LocalitiesResponseSchema,
  PickupPointsResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import {
  ONEY_BUSINESS_TRANSACTION_CODES,
  OneyOptionsResponseSchema,
  StartPaymentResponseSchema,
  type OneyOptionsResponse,
} from '@refurb/shared-contracts/api/payment';
import {
  SavedAddressesResponseSchema,
  SavedAddressResponseSchema,
} from '@refurb/shared-contracts/api/session';
import {
  createJsonCall,
  fetchJsonWithin,
  queryString,
  type ApiResult,
  type JsonFetch,
  type ServiceBases,
} from '@refurb/shared-contracts/runtime';
import type { CheckoutApi } from '../ports/checkout-api';

export interface HttpCheckoutApiOptions {
  readonly services: ServiceBases;
  /** shop-api's origin when it is not this page's; '' (same origin) on a site. */
  readonly origin?: string;
  readonly fetch?: JsonFetch;
  /** How long a call waits for its answer (the runtime config's `network.timeoutMs`). */
  readonly timeoutMs?: number;
  /** Oney's merchant and the site it is called from (spec section 7). */
  readonly oney: {
    readonly merchantId: string;
    readonly website: string;
    readonly language: 'ro' | 'en';
  };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

const mapped = <T, U>(answer: ApiResult<T>, pick: (data: T) => U): ApiResult<U> =>
  answer.ok ? { ok: true, data: pick(answer.data) } : answer;

export function createHttpCheckoutApi(options: HttpCheckoutApiOptions): CheckoutApi {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const fetchImpl: JsonFetch = options.fetch ?? ((url, init) => fetch(url, init as RequestInit));
  const credentials = origin ? ('include' as const) : ('same-origin' as const);
  const call = createJsonCall(fetchImpl, { credentials }, { timeoutMs: options.timeoutMs });
  const base = (prefix: string) => `${origin}${prefix.replace(/\/+$/, '')}`;
  const { services } = options;

  return {
    async paymentMethods(country, delivery) {
      const query = queryString({ country, delivery });
      const answer = await call(
        PaymentMethodsResponseSchema,
        `${base(services.shop)}/payment-methods?${query}`,
      );
      return mapped(answer, (data) => data.methods);
    },
    // Spec section 7: the call carries the checkout placeholder and the error callback; a
    // failure calls the callback once with its status and response, whatever it was (no answer,
    // an error status, an answer not the provider's, options for another placeholder).
    async oneyOptions({ amount, checkoutPlaceholder, errorCallback }) {
      const query = queryString({
        country: 'RO',
        language: options.oney.language,
        merchant_id: options.oney.merchantId,
        merchant_website: options.oney.website,
        payment_amount: amount,
        filter_by_business_transaction_code: ONEY_BUSINESS_TRANSACTION_CODES.join(','),
        checkout_placeholder: checkoutPlaceholder,
      });
      let answer: ApiResult<OneyOptionsResponse>;
      try {
        answer = await call(
          OneyOptionsResponseSchema,
          `${base(services.payment)}/oney/options?${query}`,
        );
      } catch (error) {
        answer = { ok: false, error: { status: 0, code: 'network', message: String(error) } };
      }
      if (answer.ok && answer.data.checkout_placeholder !== checkoutPlaceholder) {
        answer = {
          ok: false,
          error: {
            status: 200,
            code: 'wrong_placeholder',
            message: `options for ${answer.data.checkout_placeholder}, not ${checkoutPlaceholder}`,
          },
        };
      }
      if (!answer.ok) errorCallback({ status: answer.error.status, response: answer.error.code });
      return answer;
    },
    deliveryOptions: (country) =>
      call(
        DeliveryOptionsResponseSchema,
        `${base(services.courier)}/delivery-options?country=${country}`,
      ),
    deliveryEstimate: (country, { fresh = false } = {}) =>
      call(
        DeliveryEstimateResponseSchema,
        `${base(services.courier)}/delivery-estimate?${queryString({ country })}`,
        // The answer is cacheable for a minute; past a cut-off the cached one has run out.
        fresh ? { cache: 'no-cache' } : {},
      ),
    async counties(country) {
      const answer = await call(
        CountiesResponseSchema,
        `${base(services.courier)}/counties?country=${country}`,
      );
      return mapped(answer, (data) => data.counties);
    },
    async localities(country, countyId) {
      const query = queryString({ country, countyId });
      const answer = await call(
        LocalitiesResponseSchema,
        `${base(services.courier)}/localities?${query}`,
      );
      return mapped(answer, (data) => data.localities);
    },
    async pickupPoints(query) {
      const answer = await call(
        PickupPointsResponseSchema,
        `${base(services.courier)}/pickup-points?${queryString({ ...query })}`,
      );
      return mapped(answer, (data) => data.points);
    },
    summary: (cart) =>
      call(CheckoutSummaryResponseSchema, `${base(services.shop)}/checkout/summary`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify(cart),
      }),
    async placeOrder(request) {
      // A 409 carries what changed, which the generic error body would drop: read it here.
      // A timeout does not mean the order was not placed: the retry sends the same idempotency
      // key, and shop-api answers it with the order it placed, if it did.
      const fetched = await fetchJsonWithin(
        fetchImpl,
        `${base(services.shop)}/orders`,
        { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(request), credentials },
        options.timeoutMs,
      );
      if (!fetched.ok) return { kind: 'failed', ...fetched.error };
      const { response, body } = fetched;
      if (response.ok) {
        const order = safeParseWithMessages(PlaceOrderResponseSchema, body);
        return order.success
          ? { kind: 'placed', order: order.data }
          : {
              kind: 'failed',
              status: response.status,
              code: 'invalid_response',
              message: order.error.message,
            };
      }
      const conflict = OrderConflictSchema.safeParse(body);
      if (response.status === 409 && conflict.success)
        return { kind: 'conflict', conflict: conflict.data };
      const failure = ApiErrorSchema.safeParse(body);
      return {
        kind: 'failed',
        status: response.status,
        code: failure.success ? failure.data.error.code : 'http_error',
        message: failure.success ? failure.data.error.message : response.statusText,
        ...(failure.success && failure.data.error.field ? { field: failure.data.error.field } : {}),
      };
    },
    startPayment: (orderId, orderKey) =>
      call(StartPaymentResponseSchema, `${base(services.payment)}/start`, {
        method: 'POST',
        headers: orderKey ? { ...JSON_HEADERS, [ORDER_KEY_HEADER]: orderKey } : JSON_HEADERS,
        body: JSON.stringify({ orderId }),
      }),
    async savedAddresses() {
      const answer = await call(SavedAddressesResponseSchema, `${base(services.bff)}/me/addresses`);
      return mapped(answer, (data) => data.addresses);
    },
    async saveAddress(address) {
      const answer = await call(SavedAddressResponseSchema, `${base(services.bff)}/me/addresses`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ address }),
      });
      return mapped(answer, (data) => data.address);
    },
    orderStatus: (orderId, orderKey) =>
      call(
        OrderStatusResponseSchema,
        `${base(services.shop)}/orders/${encodeURIComponent(orderId)}/status`,
        {
          headers: orderKey ? { [ORDER_KEY_HEADER]: orderKey } : {},
        },
      ),
  };
}
