/**
 * A CheckoutApi for component tests and Storybook: shop-api as checkout sees it for RO, with one
 * county and two localities, one easybox locker, the payment methods of the rule book (bounds on
 * oney), the installment provider down (or answering, when asked), a summary that adds 19.99
 * shipping under 1000 lei and a 9.99 fee for cash-type methods, a delivery estimate 2 h 20 min
 * before its cut-off, and an order answer that records each request. The real adapter is
 * exercised by the e2e journeys.
 */
import { type Country, type PaymentMethodKey } from '@refurb/shared-contracts';
import { type CheckoutCart, type PlaceOrderRequest } from '@refurb/shared-contracts/api/checkout';
import { type DeliveryEstimateResponse } from '@refurb/shared-contracts/api/delivery';
import { type OneyOptionsResponse } from '@refurb/shared-contracts/api/payment';
import {
  INSTALLMENT_OPTIONS,
  isCashMethod,
  paymentMethodsFor,
  providerParam,
  providerParamType,
  type DeliveryAddressServer,
} from '@refurb/shared-contracts/checkout';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { PLACE_COUNTIES, placeLocalities } from '@refurb/shared-contracts/fixtures';
import { ONEY_CHECKOUT_PLACEHOLDER } from '../payment/oney-widget';
import type { CheckoutApi, PlaceOrderResult } from '../ports/checkout-api';
import type { OneyWidgetCall } from '../ports/payment-api';

const ok = <T>(data: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, data });

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The installment provider's 3 and 4 installments for an amount: equal installments rounded down
 * to the cent, the first carrying the rest and a 2 % fee.
 */
export function oneyOptionsFor(
  amount: number,
  placeholder: string = ONEY_CHECKOUT_PLACEHOLDER,
): OneyOptionsResponse {
  const fee = cents(amount * 0.02);
  return {
    merchant_id: 'merchant-0001',
    checkout_placeholder: placeholder,
    options: INSTALLMENT_OPTIONS.map(({ id, installments: count, code }) => {
      const next = Math.floor((amount / count) * 100) / 100;
      return {
        business_transaction_code: code,
        option_id: id,
        number_of_installments: count,
        payment_amount: amount,
        fee,
        total_cost: cents(amount + fee),
        installments: [
          cents(amount - next * (count - 1) + fee),
          ...Array<number>(count - 1).fill(next),
        ],
      };
    }),
  };
}

export interface FakeCheckoutOptions {
  place?: (request: PlaceOrderRequest) => PlaceOrderResult;
  /** Saved addresses of a logged-in person; none given = a visitor (401). */
  addresses?: DeliveryAddressServer[];
  /** The installment provider answers with its options (`oneyOptionsFor`); else it is down. */
  oneyAnswers?: boolean;
  /** Amount bounds of methods, beside oney's 300 to 12 000 (in the site's money). */
  bounds?: Partial<Record<PaymentMethodKey, { lower: number | null; upper: number | null }>>;
  /** The delivery estimate's answer (`fresh`: asked past the cache); else `storyEstimate`. */
  estimate?: (country: Country, fresh: boolean) => ApiResult<DeliveryEstimateResponse>;
}

/**
 * An estimate as shop-api gives one some hours before the cut-off: order within 2 h 20 min (from
 * the start of the minute under way), the courier tomorrow or the day after, the locker tomorrow.
 */
export function storyEstimate(country: Country, now = Date.now()): DeliveryEstimateResponse {
  const orderBy = new Date(Math.floor(now / 60_000) * 60_000 + 140 * 60_000).toISOString();
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    country,
    timeZone: 'Europe/Bucharest',
    estimates: [
      { kind: 'courier', orderBy, from: day(1), to: day(2) },
      { kind: 'locker', orderBy, from: day(1), to: day(1) },
    ],
  };
}

export function fakeCheckoutApi(options: FakeCheckoutOptions = {}) {
  const placed: PlaceOrderRequest[] = [];
  const addresses = options.addresses;
  const summaries: CheckoutCart[] = [];
  /** Each widget options call as checkout made it (the amount, the placeholder, the callback). */
  const oneyCalls: OneyWidgetCall[] = [];
  const api: CheckoutApi = {
    // As shop-api answers (its Greek tbi flag on): every method of the table, cash with its fee.
    paymentMethods: (country, delivery) =>
      ok(
        paymentMethodsFor(country, delivery).map((key) => ({
          key,
          providerParam: providerParam(key),
          paramType: providerParamType(key),
          amountLimit:
            options.bounds?.[key] ??
            (key === 'oney' ? { lower: 300, upper: 12_000 } : { lower: null, upper: null }),
          nrProductsLimit: key.startsWith('cofidis') ? 10 : null,
          isCash: isCashMethod(key),
          codFee: isCashMethod(key) ? 9.99 : 0,
        })),
      ),
    oneyOptions(call) {
      oneyCalls.push(call);
      if (options.oneyAnswers) {
        return ok(oneyOptionsFor(call.amount, call.checkoutPlaceholder));
      }
      call.errorCallback({ status: 503, response: 'unavailable' });
      return Promise.resolve({
        ok: false,
        error: { status: 503, code: 'unavailable', message: 'down' },
      });
    },
    deliveryOptions: (country) =>
      ok({
        country,
        options: [
          { kind: 'courier', subType: '', provider: 'Curier rapid', cost: 19.99 },
          { kind: 'locker', subType: 'easybox', provider: 'easybox', cost: 12.99 },
        ],
        freeShippingThreshold: 1000,
        codFee: 9.99,
        currencyLabel: 'lei',
      }),
    deliveryEstimate: (country, { fresh = false } = {}) =>
      Promise.resolve(
        options.estimate?.(country, fresh) ?? { ok: true, data: storyEstimate(country) },
      ),
    counties: () => ok([...PLACE_COUNTIES]),
    localities: (_country, countyId) => ok(placeLocalities(countyId)),
    pickupPoints: () =>
      ok([
        {
          id: 'ro-easybox-1301-1',
          kind: 'locker',
          subType: 'easybox',
          provider: 'easybox',
          name: 'easybox Cluj-Napoca 1',
          address: 'Str. Republicii 12, Cluj-Napoca',
          countyId: 12,
          localityId: 681290,
          locality: 'Cluj-Napoca',
          localityLatinName: 'Cluj-Napoca',
          postalCode: null,
          openingHours: 'Non-stop',
        },
      ]),
    summary(cart) {
      summaries.push(cart);
      const items = cart.phones.reduce((sum, p) => sum + p.shownPrice, 0);
      const shipping = items >= 1000 ? 0 : 19.99;
      const codFee = isCashMethod(cart.paymentMethod) ? 9.99 : 0;
      return ok({
        summary: {
          productsTotal: items,
          extrasTotal: 0,
          shippingCost: shipping,
          discount: 0,
          total: Math.round((items + shipping + codFee) * 100) / 100,
          productCount: cart.phones.length,
        },
        codFee,
        promo: null,
        changes: [],
        currencyLabel: 'lei',
      });
    },
    placeOrder(request) {
      placed.push(request);
      return Promise.resolve(
        options.place?.(request) ?? {
          kind: 'placed',
          order: {
            orderId: `RO-${1000 + placed.length}`,
            status: isCashMethod(request.paymentMethod) ? 'PLACED' : 'PENDING_PAYMENT',
            total: request.shownTotal,
            currencyLabel: 'lei',
            numberOfInstallments: 0,
            monthlyPayment: 0,
            replayed: false,
          },
        },
      );
    },
    startPayment: (orderId) =>
      ok({
        paymentId: `pay-${orderId}`,
        provider: 'card',
        redirectUrl: `/payment/gateway/pay-${orderId}`,
      }),
    savedAddresses: () =>
      addresses
        ? ok([...addresses])
        : Promise.resolve({
            ok: false,
            error: { status: 401, code: 'not_signed_in', message: '' },
          }),
    saveAddress(address) {
      if (!addresses)
        return Promise.resolve({
          ok: false,
          error: { status: 401, code: 'not_signed_in', message: '' },
        });
      const saved = {
        ...address,
        id: 500 + addresses.length,
        address_type: 'DELIVERY' as const,
        user_id: 'u-1',
      };
      addresses.push(saved);
      return ok(saved);
    },
    orderStatus: (orderId) =>
      ok({
        orderId,
        status: 'PLACED',
        paymentMethod: 'cash-on-delivery',
        total: 2528.98,
        currencyLabel: 'lei',
        numberOfInstallments: 0,
        monthlyPayment: 0,
      }),
  };
  return { api, placed, summaries, addresses, oneyCalls };
}

/** A Storage in memory (session storage of one tab). */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
