/**
 * The shop's side of online payments, the same in every mode:
 * - which provider takes a method (`providerOf`, the contracts' `paymentProviderOf`);
 * - the provider's signed server-to-server callback (`createPaymentSigner`): HMAC-SHA256 with the
 *   provider's shared secret over `v1|paymentId|orderRef|amount|currency|status|timestamp|nonce`
 *   (PAYMENT_CALLBACK_SIGNED_FIELDS), so a callback names the order, the money and the moment it
 *   is about, and each is compared with the order before anything changes (routes/payment.ts);
 * - where the person lands, from the ORDER's status (`resultRouteFor`, the contracts' rule, which
 *   checkout's result pages follow too): a page never says "paid" because one payment said so
 *   while the order failed;
 * - the provider's hosted payment page (`PaymentGateway.redirectUrl`): in production the
 *   provider's own (`PAYMENT_GATEWAY_URL`), locally shop-api's stand-in (payments/stand-in.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { countryConfig, type Country, type ProviderParamType } from '@refurb/shared-contracts';
import {
  PAYMENT_CALLBACK_SIGNED_FIELDS,
  type CurrencyCode,
  type PaymentCallback,
  type PaymentProvider,
} from '@refurb/shared-contracts/api/payment';
import { paymentProviderOf } from '@refurb/shared-contracts/checkout';

export { resultRouteFor } from '@refurb/shared-contracts/checkout';

/** The provider that takes an online payment; `null` for methods paid on receipt. */
export const providerOf: (method: string) => PaymentProvider | null = paymentProviderOf;

/**
 * The ISO 4217 code of a site's money, as the providers write it: the configured one
 * (`countryConfig`; BG's is EUR once Bulgaria is configured in euro).
 */
export const currencyCodeOf = (country: Country): CurrencyCode =>
  countryConfig(country).currencyCode;

/** An amount as a callback states it: two decimals. */
export const callbackAmount = (amount: number): string => amount.toFixed(2);

export type SignedCallbackFields = Omit<PaymentCallback, 'signature'>;

/**
 * What the shop tells the provider when a payment starts. `param` and `paramType` say which of
 * the provider's products the person chose: the order's method key mapped by spec section 4's
 * key→provider parameter table (`providerParam`: tbi-bnpl is `bnpl`, cofidis-promo-ten is
 * `cofidis-promo-ten`, online-card is `card`) and its provider parameter type where it has one
 * (`providerParamType`: BNPL, PROMO10, ...; none for card, oney, cofidis, tnpl-rate, tbi-combo).
 */
export interface PaymentRequest {
  readonly paymentId: string;
  readonly provider: PaymentProvider;
  readonly param: string;
  readonly paramType?: ProviderParamType;
  readonly orderRef: string;
  readonly amount: string;
  readonly currency: CurrencyCode;
  /**
   * Where the provider sends the person back: the shop's /payment/return/:paymentId on the site
   * the payment started from (absolute when that site is one of SITE_ORIGINS, else the path).
   */
  readonly returnUrl: string;
}

export interface PaymentSigner {
  /** A callback's signature (what the provider computes; the local stand-in uses it). */
  sign(fields: SignedCallbackFields): string;
  verify(fields: SignedCallbackFields, signature: string): boolean;
  /** The shop's signature on a payment request, so the provider can refuse a forged one. */
  signRequest(request: PaymentRequest): string;
}

const callbackText = (fields: SignedCallbackFields) =>
  ['v1', ...PAYMENT_CALLBACK_SIGNED_FIELDS.map((name) => String(fields[name]))].join('|');
const requestText = (request: PaymentRequest) =>
  [
    'v2-request',
    request.paymentId,
    request.provider,
    request.param,
    request.paramType ?? '',
    request.orderRef,
    request.amount,
    request.currency,
    request.returnUrl,
  ].join('|');

export function createPaymentSigner(secret: string): PaymentSigner {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const sign = (fields: SignedCallbackFields) => mac(callbackText(fields));
  return {
    sign,
    verify(fields, signature) {
      const expected = Buffer.from(sign(fields));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    signRequest: (request) => mac(requestText(request)),
  };
}

/** The provider's hosted payment page for a payment. */
export interface PaymentGateway {
  redirectUrl(request: PaymentRequest): string;
}

/**
 * A hosted payment page at `baseUrl` (production's `PAYMENT_GATEWAY_URL`): the payment request's
 * fields as query parameters with the shop's signature over them. The provider answers only by
 * its signed callback; the person's return to `returnUrl` proves nothing by itself.
 */
export function createHostedGateway(options: {
  readonly baseUrl: string;
  readonly signer: PaymentSigner;
}): PaymentGateway {
  return {
    redirectUrl(request) {
      const url = new URL(options.baseUrl);
      for (const [name, value] of Object.entries(request) as [string, string | undefined][]) {
        if (value !== undefined) url.searchParams.set(name, value);
      }
      url.searchParams.set('signature', options.signer.signRequest(request));
      return url.toString();
    },
  };
}
