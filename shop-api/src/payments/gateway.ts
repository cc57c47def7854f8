/**
 * The local simulated payment gateway: which provider takes a method, the signature of its
 * callbacks, the page where a person approves or declines, and where they land afterwards.
 * In production the providers are external; only `verify`, `providerOf` and `resultRoute` stay.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isCofidisMethod,
  isTbiMethod,
  type Country,
  type PaymentMethodKey,
  type PaymentProvider,
  type PaymentStatus,
  type RouteName,
} from '@refurb/shared-contracts';

/** The provider that takes an online payment; `null` for methods paid on receipt. */
export function providerOf(method: string): PaymentProvider | null {
  const key = method as PaymentMethodKey;
  if (key === 'online-card') return 'card';
  if (key === 'oney') return 'oney';
  if (isTbiMethod(key) || key === 'tbi-promo-multi') return 'tbi';
  if (isCofidisMethod(key)) return 'cofidis';
  return null;
}

/** Where the person lands: the financing thank-you pages exist for tbi in RO and BG, cofidis in HU. */
export function resultRoute(
  country: Country,
  provider: PaymentProvider,
  status: PaymentStatus,
): RouteName {
  if (status === 'PENDING') return 'payment-processing';
  if (status === 'DECLINED') return 'payment-failed';
  if (provider === 'tbi' && (country === 'ro' || country === 'bg')) return 'thank-you-tbi';
  if (provider === 'cofidis' && country === 'hu') return 'thank-you-cofidis';
  return 'thank-you';
}

export interface PaymentSigner {
  sign(paymentId: string, status: PaymentStatus): string;
  verify(paymentId: string, status: PaymentStatus, signature: string): boolean;
}

export function createPaymentSigner(secret: string): PaymentSigner {
  const sign = (paymentId: string, status: PaymentStatus) =>
    createHmac('sha256', secret).update(`${paymentId}.${status}`).digest('base64url');
  return {
    sign,
    verify(paymentId, status, signature) {
      const expected = Buffer.from(sign(paymentId, status));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  card: 'Card payment',
  oney: 'Oney installments',
  tbi: 'TBI Bank financing',
  cofidis: 'Cofidis financing',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The gateway page: plain HTML forms, no script (it must work under a strict CSP). */
export function gatewayPage(input: {
  paymentId: string;
  provider: PaymentProvider;
  orderId: string;
  amount: string;
}): string {
  const action = `/payment/gateway/${encodeURIComponent(input.paymentId)}/decision`;
  const button = (decision: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
  const financing = input.provider !== 'card';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PROVIDER_NAMES[input.provider]} - local test gateway</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin:.5rem .5rem 0 0}button{font-size:1rem;padding:.6rem 1.2rem}</style>
</head><body><main>
<h1>${PROVIDER_NAMES[input.provider]}</h1>
<p>Local test gateway: no real money moves.</p>
<p>Order <strong>${escapeHtml(input.orderId)}</strong>, amount <strong>${escapeHtml(input.amount)}</strong></p>
${button('approve', financing ? 'Approve the financing' : 'Pay')}
${financing ? button('pending', 'Send for review') : ''}
${button('decline', financing ? 'Reject the application' : 'Decline the payment')}
</main></body></html>`;
}
