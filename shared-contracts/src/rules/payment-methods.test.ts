import { describe, expect, it } from '@jest/globals';
import type { Country, DeliveryKind, PaymentMethodKey } from '../schemas/enums.schema.js';
import {
  cofidisPromoDuration,
  isAllowedForProductCount,
  isAllowedForTotal,
  isCashMethod,
  isCofidisMethod,
  isTbiMethod,
  isTbiPromoSubgroupMethod,
  PAYMENT_METHOD_KEYS,
  parseAmountBound,
  paymentMethodsFor,
  productLimitFor,
  providerParam,
  providerParamType,
} from './payment-methods.js';

describe('PAYMENT_METHOD_KEYS (spec section 4)', () => {
  it('lists the 17 keys and the empty key, in the spec order', () => {
    expect(PAYMENT_METHOD_KEYS).toEqual([
      'online-card',
      'oney',
      'tbi-standard',
      'tbi-promo',
      'tbi-promo-ten',
      'tbi-promo-multi',
      'tbi-bnpl',
      'tbi-tnpl',
      'tbi-tnpl-rate',
      'tbi-combo',
      'cofidis',
      'cofidis-promo',
      'cofidis-promo-ten',
      'pay-on-delivery',
      'cash-on-delivery',
      'card-or-cash-at-office',
      'card-at-locker',
      '',
    ]);
  });
});

describe('providerParam: the key to provider parameter table', () => {
  it.each<[PaymentMethodKey, string]>([
    ['online-card', 'card'],
    ['oney', 'oney'],
    ['tbi-standard', 'standard'],
    ['tbi-promo', 'promo'],
    ['tbi-promo-ten', 'promo10'],
    ['tbi-promo-multi', 'promoMulti'],
    ['tbi-bnpl', 'bnpl'],
    ['tbi-tnpl', 'tnpl'],
    ['tbi-tnpl-rate', 'tnpl-rate'],
    ['tbi-combo', 'tbi-combo'],
    ['pay-on-delivery', 'paymentOnDelivery'],
    ['cash-on-delivery', 'cashOnDelivery'],
    ['card-or-cash-at-office', 'cardOrCashAtOffice'],
    ['card-at-locker', 'cardAtLocker'],
    ['cofidis', 'cofidis'],
    ['cofidis-promo', 'cofidis-promo'],
    ['cofidis-promo-ten', 'cofidis-promo-ten'],
  ])('%s -> %s', (key, param) => {
    expect(providerParam(key)).toBe(param);
  });

  it('has no parameter for the empty (not set) key', () => {
    expect(providerParam('')).toBeNull();
  });

  it.each<[PaymentMethodKey, string | null]>([
    ['tbi-standard', 'STANDARD'],
    ['tbi-promo', 'PROMO'],
    ['tbi-promo-ten', 'PROMO10'],
    ['tbi-promo-multi', 'PROMOMULTI'],
    ['tbi-bnpl', 'BNPL'],
    ['tbi-tnpl', 'TNPL'],
    ['tbi-tnpl-rate', null],
    ['online-card', null],
    ['', null],
  ])('provider parameter type of %s is %s', (key, type) => {
    expect(providerParamType(key)).toBe(type);
  });
});

describe('method families (spec section 4)', () => {
  const cash = ['card-at-locker', 'card-or-cash-at-office', 'cash-on-delivery', 'pay-on-delivery'];
  const tbi = [
    'tbi-tnpl-rate',
    'tbi-promo-ten',
    'tbi-bnpl',
    'tbi-combo',
    'tbi-standard',
    'tbi-tnpl',
    'tbi-promo',
  ];
  const cofidis = ['cofidis', 'cofidis-promo', 'cofidis-promo-ten'];

  it.each(PAYMENT_METHOD_KEYS.map((key) => [key]))('classifies %p', (key) => {
    expect(isCashMethod(key)).toBe(cash.includes(key));
    expect(isTbiMethod(key)).toBe(tbi.includes(key));
    expect(isCofidisMethod(key)).toBe(cofidis.includes(key));
    expect(isTbiPromoSubgroupMethod(key)).toBe(
      ['tbi-bnpl', 'tbi-promo', 'tbi-promo-ten'].includes(key),
    );
  });

  it('keeps tbi-promo-multi out of the tbi family, as the spec lists it', () => {
    expect(isTbiMethod('tbi-promo-multi')).toBe(false);
  });

  it.each<[PaymentMethodKey, number | null]>([
    ['cofidis-promo', 6],
    ['cofidis-promo-ten', 10],
    ['cofidis', null],
    ['tbi-promo-ten', null],
    ['', null],
  ])('cofidis promo duration of %p is %p', (key, months) => {
    expect(cofidisPromoDuration(key)).toBe(months);
  });
});

describe('paymentMethodsFor: the section 9 table', () => {
  it.each<[Country, DeliveryKind, string[]]>([
    ['ro', 'courier', ['online-card', 'tbi-tnpl', 'tbi-bnpl', 'oney', 'cash-on-delivery']],
    ['ro', 'locker', ['online-card', 'tbi-tnpl', 'tbi-bnpl', 'oney', 'card-at-locker']],
    ['ro', 'office', []],
    [
      'bg',
      'courier',
      ['online-card', 'tbi-promo-ten', 'tbi-promo', 'tbi-standard', 'cash-on-delivery'],
    ],
    [
      'bg',
      'locker',
      ['online-card', 'tbi-promo-ten', 'tbi-promo', 'tbi-standard', 'card-at-locker'],
    ],
    [
      'bg',
      'office',
      ['online-card', 'tbi-promo-ten', 'tbi-promo', 'tbi-standard', 'card-or-cash-at-office'],
    ],
    [
      'hu',
      'courier',
      ['online-card', 'cofidis', 'cofidis-promo', 'cofidis-promo-ten', 'pay-on-delivery'],
    ],
    [
      'hu',
      'locker',
      ['online-card', 'cofidis', 'cofidis-promo', 'cofidis-promo-ten', 'card-at-locker'],
    ],
    [
      'hu',
      'office',
      ['online-card', 'cofidis', 'cofidis-promo', 'cofidis-promo-ten', 'card-or-cash-at-office'],
    ],
    ['gr', 'courier', ['online-card', 'tbi-bnpl', 'tbi-standard', 'pay-on-delivery']],
    ['gr', 'locker', ['online-card', 'tbi-bnpl', 'tbi-standard']],
    ['gr', 'office', ['online-card', 'tbi-bnpl', 'tbi-standard']],
  ])('%s %s', (country, delivery, methods) => {
    expect(paymentMethodsFor(country, delivery)).toEqual(methods);
  });

  it.each<[DeliveryKind, string[]]>([
    ['courier', ['online-card', 'pay-on-delivery']],
    ['locker', ['online-card']],
    ['office', ['online-card']],
  ])('GR %s without the Greek tbi flag', (delivery, methods) => {
    expect(paymentMethodsFor('gr', delivery, { greekTbi: false })).toEqual(methods);
  });

  it('the Greek tbi flag defaults to true', () => {
    expect(paymentMethodsFor('gr', 'courier', {})).toEqual(
      paymentMethodsFor('gr', 'courier', { greekTbi: true }),
    );
  });

  it('returns a fresh list each time, so a caller cannot corrupt the table', () => {
    const first = paymentMethodsFor('ro', 'courier');
    first.pop();
    expect(paymentMethodsFor('ro', 'courier')).toHaveLength(5);
  });
});

describe('isAllowedForTotal (spec section 5)', () => {
  it.each([
    ['below the lower bound', { lower: 500, upper: 10000 }, 499.99, false],
    ['at the lower bound', { lower: 500, upper: 10000 }, 500, true],
    ['inside', { lower: 500, upper: 10000 }, 2500, true],
    ['at the upper bound', { lower: 500, upper: 10000 }, 10000, true],
    ['above the upper bound', { lower: 500, upper: 10000 }, 10000.01, false],
    ['string bounds, below', { lower: '500', upper: '10000' }, 499, false],
    ['string bounds, at the lower', { lower: '500', upper: '10000' }, 500, true],
    ['string bounds, at the upper', { lower: '500', upper: '10000' }, 10000, true],
    ['string bounds, above', { lower: '500', upper: '10000' }, 10001, false],
    [
      'string bounds with spaces and a decimal comma',
      { lower: ' 1 000,50 ', upper: '2000' },
      1000.49,
      false,
    ],
    ['lower missing', { upper: 100 }, 5000, true],
    ['upper missing', { lower: 100 }, 5, true],
    ['lower empty', { lower: '', upper: 100 }, 5000, true],
    ['upper empty', { lower: 100, upper: '' }, 5, true],
    ['upper whitespace', { lower: 100, upper: '   ' }, 5, true],
    ['lower null', { lower: null, upper: 100 }, 5000, true],
    ['both missing', {}, 1, true],
    ['a bound that is not a number counts as missing', { lower: 'abc', upper: 100 }, 5000, true],
    [
      "a bound past a number's range counts as missing",
      { lower: '9'.repeat(400), upper: 100 },
      5000,
      true,
    ],
  ])('%s', (_label, amountLimit, total, allowed) => {
    expect(isAllowedForTotal(amountLimit, total)).toBe(allowed);
  });

  it('allows a method with no amountLimit at all', () => {
    expect(isAllowedForTotal(undefined, 10)).toBe(true);
    expect(isAllowedForTotal(null, 10)).toBe(true);
  });

  it('never treats a non-finite total as inside the bounds', () => {
    expect(isAllowedForTotal({ lower: 0, upper: 100 }, Number.NaN)).toBe(false);
    expect(isAllowedForTotal({ lower: 0, upper: 100 }, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['1 200', 1200],
    ['-3', -3],
    ['1e3', null],
    // Found by rules.property.test.ts: 310 digits read as Infinity.
    [`6${'0'.repeat(309)}`, null],
    [Number.NaN, null],
    [42, 42],
  ])('parseAmountBound(%p) = %p', (bound, value) => {
    expect(parseAmountBound(bound)).toBe(value);
  });
});

describe('isAllowedForProductCount: the cofidis limit of 10 products', () => {
  it.each<[PaymentMethodKey, number, boolean]>([
    ['cofidis', 9, true],
    ['cofidis', 10, true],
    ['cofidis', 11, false],
    ['cofidis-promo', 10, true],
    ['cofidis-promo', 11, false],
    ['cofidis-promo-ten', 10, true],
    ['cofidis-promo-ten', 11, false],
    ['online-card', 50, true],
    ['tbi-bnpl', 11, true],
    ['pay-on-delivery', 1000, true],
  ])('%s with %i products: %p', (key, count, allowed) => {
    expect(isAllowedForProductCount(key, count)).toBe(allowed);
  });

  it('reports the limit as nrProductsLimit for cofidis methods only', () => {
    expect(productLimitFor('cofidis-promo')).toBe(10);
    expect(productLimitFor('oney')).toBeNull();
  });
});
