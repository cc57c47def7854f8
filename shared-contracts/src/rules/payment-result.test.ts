import { describe, expect, it } from '@jest/globals';
import { PAYMENT_METHOD_KEYS } from './payment-methods.js';
import { paymentProviderOf, resultRouteFor } from './payment-result.js';

describe('paymentProviderOf', () => {
  it('names the provider of each online method, and none for methods paid on receipt', () => {
    expect(paymentProviderOf('online-card')).toBe('card');
    expect(paymentProviderOf('oney')).toBe('oney');
    for (const key of ['tbi-tnpl', 'tbi-bnpl', 'tbi-promo-multi'] as const) {
      expect(paymentProviderOf(key)).toBe('tbi');
    }
    for (const key of ['cofidis', 'cofidis-promo-ten'] as const) {
      expect(paymentProviderOf(key)).toBe('cofidis');
    }
    expect(paymentProviderOf('cash-on-delivery')).toBeNull();
    expect(paymentProviderOf('')).toBeNull();
    // Every key has an answer (no key throws or slips through as undefined).
    for (const key of PAYMENT_METHOD_KEYS) expect(paymentProviderOf(key)).not.toBeUndefined();
  });
});

describe('resultRouteFor (the order’s status, not one payment’s)', () => {
  it.each([
    ['ro', 'tbi', 'PAID', 'thank-you-tbi'],
    ['bg', 'tbi', 'PAID', 'thank-you-tbi'],
    ['gr', 'tbi', 'PAID', 'thank-you'],
    ['hu', 'cofidis', 'PAID', 'thank-you-cofidis'],
    ['ro', 'cofidis', 'PAID', 'thank-you'],
    ['ro', 'oney', 'PAID', 'thank-you'],
    ['ro', null, 'PLACED', 'thank-you'],
    ['ro', 'tbi', 'PENDING_PAYMENT', 'payment-processing'],
    ['ro', 'tbi', 'PAYMENT_FAILED', 'payment-failed'],
    ['hu', 'cofidis', 'CANCELLED', 'payment-failed'],
  ] as const)('%s %s %s: %s', (country, provider, status, route) => {
    expect(resultRouteFor(country, provider, status)).toBe(route);
  });
});
