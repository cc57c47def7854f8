import { describe, expect, it } from '@jest/globals';
import type { PaymentData } from '../schemas/checkout.schema.js';
import {
  INSTALLMENT_OPTIONS,
  installmentOptionByCount,
  installmentOptionById,
  installmentSummary,
  installmentTeaser,
  orderInstallments,
} from './installments.js';

describe('installment provider options (spec sections 3 and 7)', () => {
  it('offers 3 or 4 installments: id 1 is 3 (3XP), id 2 is 4 (4XP)', () => {
    expect(INSTALLMENT_OPTIONS).toEqual([
      { id: 1, installments: 3, code: '3XP' },
      { id: 2, installments: 4, code: '4XP' },
    ]);
  });

  it.each([
    [1, '3XP'],
    [2, '4XP'],
  ])('option id %i has code %s', (id, code) => {
    expect(installmentOptionById(id)?.code).toBe(code);
  });

  it.each([
    [3, 1],
    [4, 2],
  ])('%i installments is option %i', (count, id) => {
    expect(installmentOptionByCount(count)?.id).toBe(id);
  });

  it('knows no other option', () => {
    expect(installmentOptionById(3)).toBeNull();
    expect(installmentOptionByCount(6)).toBeNull();
  });
});

describe('installmentSummary (spec section 9)', () => {
  it.each<[string, PaymentData | null, number, string | number]>([
    [
      'the provider with 3 chosen',
      { type: 'oney', oneyInstallments: { installmentsNo: 3 } },
      3,
      '8888',
    ],
    [
      'the provider with 4 chosen',
      { type: 'oney', oneyInstallments: { installmentsNo: 4 } },
      4,
      '8888',
    ],
    [
      'the provider wins over tbi data',
      {
        type: 'oney',
        oneyInstallments: { installmentsNo: 4 },
        tbiInstallments: { data: { numberOfInstallments: 12, monthlyPayment: 210 } },
      },
      4,
      '8888',
    ],
    [
      'the provider with a zero count: no placeholder, the tbi payment, else 0',
      { type: 'oney', oneyInstallments: { installmentsNo: 0 } },
      0,
      0,
    ],
    [
      'tbi data when the provider is not used',
      {
        type: 'tbi-bnpl',
        tbiInstallments: { data: { numberOfInstallments: 4, monthlyPayment: 625.5 } },
      },
      4,
      625.5,
    ],
    [
      'tbi data with a monthly payment as text: the number (spec section 9 has an amount)',
      {
        type: 'tbi-standard',
        tbiInstallments: { data: { numberOfInstallments: 12, monthlyPayment: '210.00' } },
      },
      12,
      210,
    ],
    [
      'tbi data with a monthly payment that is not an amount',
      {
        type: 'tbi-standard',
        tbiInstallments: { data: { numberOfInstallments: 12, monthlyPayment: 'n/a' } },
      },
      12,
      0,
    ],
    [
      'oney installments present but another method chosen',
      { type: 'online-card', oneyInstallments: { installmentsNo: 3 } },
      0,
      0,
    ],
    ['tbi data without a count', { type: 'tbi-standard', tbiInstallments: { data: {} } }, 0, 0],
    ['no payment data', null, 0, 0],
    ['card', { type: 'online-card' }, 0, 0],
  ])('%s', (_label, data, count, monthly) => {
    expect(installmentSummary(data)).toEqual({
      numberOfInstallments: count,
      monthlyPayment: monthly,
    });
  });
});

describe('orderInstallments: numbers where spec section 9 has numbers', () => {
  it('keeps the string 8888 for the installment provider with a count', () => {
    expect(
      orderInstallments('oney', 900, { type: 'oney', oneyInstallments: { installmentsNo: 4 } }),
    ).toMatchObject({ ok: true, numberOfInstallments: 4, monthlyPayment: '8888' });
  });

  it('gives the tbi monthly payment as a number', () => {
    expect(orderInstallments('tbi-tnpl', 900, null)).toMatchObject({
      ok: true,
      numberOfInstallments: 3,
      monthlyPayment: 300,
    });
  });

  it('gives the number 0 for a method without installments', () => {
    for (const key of ['online-card', 'cash-on-delivery', 'cofidis'] as const) {
      expect(orderInstallments(key, 900, null)).toMatchObject({
        ok: true,
        numberOfInstallments: 0,
        monthlyPayment: 0,
      });
    }
  });
});

describe('installmentTeaser: the product page promises the lowest monthly payment a method allows', () => {
  const bounds = (lower: number, upper: number) => ({ lower, upper });
  it('picks the longest plan whose bounds allow the price (BG: tbi-standard in 12)', () => {
    const offers = [
      { key: 'online-card', amountLimit: null },
      { key: 'tbi-promo-ten', amountLimit: bounds(200, 10_000) },
      { key: 'tbi-promo', amountLimit: bounds(200, 10_000) },
      { key: 'tbi-standard', amountLimit: bounds(150, 20_000) },
      { key: 'cash-on-delivery', amountLimit: bounds(0, 5_000) },
    ] as const;
    expect(installmentTeaser(offers, 1200)).toEqual({
      method: 'tbi-standard',
      months: 12,
      monthly: 100,
    });
  });

  it('leaves out a method whose bounds refuse the price, and one-payment pay-later', () => {
    const offers = [
      { key: 'tbi-standard', amountLimit: bounds(150, 1_000) },
      { key: 'tbi-promo', amountLimit: bounds(200, 10_000) },
      { key: 'tbi-bnpl', amountLimit: null },
    ] as const;
    expect(installmentTeaser(offers, 1200)).toEqual({
      method: 'tbi-promo',
      months: 6,
      monthly: 200,
    });
  });

  it("splits the installment provider's price in its largest option (4)", () => {
    const offers = [
      { key: 'tbi-tnpl', amountLimit: bounds(500, 30_000) },
      { key: 'oney', amountLimit: bounds(150, 12_000) },
    ] as const;
    expect(installmentTeaser(offers, 1000)).toEqual({ method: 'oney', months: 4, monthly: 250 });
  });

  it('rounds the forint payment up to a whole forint, never below what is paid', () => {
    const cofidis = [{ key: 'cofidis', amountLimit: bounds(30_000, 1_500_000) }] as const;
    expect(installmentTeaser(cofidis, 166_600, 0)).toEqual({
      method: 'cofidis',
      months: 12,
      monthly: 13_884,
    });
    expect(installmentTeaser(cofidis, 144_000, 0)?.monthly).toBe(12_000);
  });

  it('promises nothing when no method fits the price', () => {
    expect(
      installmentTeaser([{ key: 'cofidis', amountLimit: bounds(30_000, 1_500_000) }], 20_000),
    ).toBeNull();
    expect(installmentTeaser([{ key: 'online-card', amountLimit: null }], 500)).toBeNull();
  });
});
