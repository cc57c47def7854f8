import { describe, expect, it } from '@jest/globals';
import { COUNTRIES, type Country } from '@refurb/shared-contracts';
import {
  STANDARD_VAT_RATES,
  VAT_ROUNDING,
  standardVatRate,
  vatBreakdown,
  vatGroupOf,
  type VatGroup,
} from './vat.js';

describe('the VAT rates and groups', () => {
  it('has each country’s standard rate, Romania’s 21 % from 1 August 2025 and 19 % before', () => {
    expect(standardVatRate('ro', '2025-07-31')).toBe(19);
    expect(standardVatRate('ro', '2025-08-01')).toBe(21);
    expect(standardVatRate('ro', '2026-12-02')).toBe(21);
    expect(standardVatRate('bg', '2026-12-02')).toBe(20);
    expect(standardVatRate('hu', '2026-12-02')).toBe(27);
    expect(standardVatRate('gr', '2026-12-02')).toBe(24);
    // Newest first in every country, so the first rate in force is the one found.
    for (const country of COUNTRIES) {
      const days = STANDARD_VAT_RATES[country].map((rate) => rate.from);
      expect(days).toEqual([...days].sort().reverse());
    }
  });

  it('puts devices in the margin scheme, insurance exempt, everything else at the standard rate', () => {
    expect(vatGroupOf('phone', undefined)).toBe('margin');
    expect(vatGroupOf('extra-service', 'INSURANCE')).toBe('exempt');
    expect(vatGroupOf('extra-service', 'EXTRA_WARRANTY')).toBe('standard');
    // A service whose row is gone: VAT is never under-declared.
    expect(vatGroupOf('extra-service', undefined)).toBe('standard');
    expect(vatGroupOf('accessory', undefined)).toBe('standard');
    expect(vatGroupOf('device-accessory', undefined)).toBe('standard');
  });
});

describe('vatBreakdown', () => {
  it('takes the discount off the margin scheme and splits the standard group into base and VAT', () => {
    // 1299 lei phone, 99 warranty, 130 insurance, 2 × 59.99 case, 14.99 gift wrap, 19.99
    // shipping, 9.99 cash fee, 10 % off the phone (129.90): the order's total is 1563.05.
    const summary = vatBreakdown(
      'ro',
      21,
      [
        { group: 'margin', amount: 129_900 },
        { group: 'standard', amount: 9_900 },
        { group: 'exempt', amount: 13_000 },
        { group: 'standard', amount: 5_999 },
        { group: 'standard', amount: 5_999 },
        { group: 'standard', amount: 1_499 },
        { group: 'standard', amount: 1_999 },
        { group: 'standard', amount: 999 },
      ],
      12_990,
    );
    expect(summary.groups).toEqual([
      { group: 'margin', percent: null, base: null, vat: null, gross: 116_910 },
      // 263.95 × 21 / 121 = 45.809… → 45.81; base 263.95 − 45.81.
      { group: 'standard', percent: 21, base: 21_814, vat: 4_581, gross: 26_395 },
      { group: 'exempt', percent: null, base: 13_000, vat: 0, gross: 13_000 },
    ]);
    expect(summary).toMatchObject({ vat: 4_581, gross: 156_305 });
  });

  it('lists only the groups an order has: free shipping puts nothing in the standard group', () => {
    const summary = vatBreakdown(
      'gr',
      24,
      [
        { group: 'margin', amount: 25_900 },
        { group: 'standard', amount: 0 },
      ],
      0,
    );
    expect(summary.groups.map((g) => g.group)).toEqual(['margin']);
    expect(summary).toMatchObject({ vat: 0, gross: 25_900 });
  });

  it('takes a discount larger than the devices off the standard group next', () => {
    const summary = vatBreakdown(
      'bg',
      20,
      [
        { group: 'margin', amount: 1_000 },
        { group: 'standard', amount: 12_000 },
      ],
      1_600,
    );
    expect(summary.groups).toEqual([
      { group: 'margin', percent: null, base: null, vat: null, gross: 0 },
      { group: 'standard', percent: 20, base: 9_500, vat: 1_900, gross: 11_400 },
    ]);
  });

  it('states VAT in whole forints in Hungary, cents elsewhere, and base + VAT = gross always', () => {
    // 4 990 Ft + 1 490 Ft shipping + 590 Ft cash fee = 7 070 Ft: 7070 × 27 / 127 = 1 503.07…
    const hu = vatBreakdown('hu', 27, [{ group: 'standard', amount: 707_000 }], 0);
    expect(hu.groups[0]).toMatchObject({ base: 556_700, vat: 150_300, gross: 707_000 });
    const ro = vatBreakdown('ro', 21, [{ group: 'standard', amount: 707_000 }], 0);
    expect(ro.groups[0]).toMatchObject({ base: 584_298, vat: 122_702, gross: 707_000 });
  });

  // Orders as the checkout prices them (orders/pricing.ts), in each country's prices and currency.
  const PRICES: Readonly<
    Record<
      Country,
      {
        phones: number[];
        extras: number[];
        shipping: number;
        codFee: number;
      }
    >
  > = {
    ro: {
      phones: [1299, 2479, 849],
      extras: [59.99, 14.99, 99, 249, 0.99],
      shipping: 19.99,
      codFee: 9.99,
    },
    bg: {
      phones: [509, 969, 329.9],
      extras: [23.99, 5.99, 39, 97, 1.99],
      shipping: 6.99,
      codFee: 3.49,
    },
    hu: {
      phones: [196_990, 99_990, 64_990],
      extras: [4990, 1190, 14_990, 37_990, 390],
      shipping: 1490,
      codFee: 590,
    },
    gr: {
      phones: [259, 499, 169.5],
      extras: [11.99, 2.99, 19.99, 49, 0.99],
      shipping: 4.99,
      codFee: 2.5,
    },
  };
  const money = (value: number) => Math.round(value * 100) / 100;
  const groups: VatGroup[] = ['standard', 'standard', 'standard', 'exempt', 'standard'];

  it.each(COUNTRIES)(
    'adds up to the order total exactly in %s, with or without discount and cash fee',
    (country) => {
      const prices = PRICES[country];
      const percent = standardVatRate(country, '2026-12-02');
      for (let n = 0; n < 64; n += 1) {
        const phones = prices.phones.filter((_p, i) => n & (1 << i) || i === 0);
        const extras = prices.extras.filter((_p, i) => (n >> 1) & (1 << i));
        const promo = [0, 10, 15, 7][n % 4]!;
        const cash = n % 3 === 0;
        const productsTotal = money(phones.reduce((a, b) => a + b, 0));
        const extrasTotal = money(extras.reduce((a, b) => a + b, 0));
        const discount = money((productsTotal * promo) / 100);
        const codFee = cash ? prices.codFee : 0;
        const total = money(
          money(productsTotal + extrasTotal - discount) + prices.shipping + codFee,
        );

        const summary = vatBreakdown(
          country,
          percent,
          [
            ...phones.map((price) => ({
              group: 'margin' as const,
              amount: Math.round(price * 100),
            })),
            ...extras.map((price) => ({
              group: groups[prices.extras.indexOf(price)]!,
              amount: Math.round(price * 100),
            })),
            { group: 'standard', amount: Math.round(prices.shipping * 100) },
            { group: 'standard', amount: Math.round(codFee * 100) },
          ],
          Math.round(discount * 100),
        );
        expect(summary.gross).toBe(Math.round(total * 100));
        expect(summary.groups.reduce((sum, g) => sum + g.gross, 0)).toBe(summary.gross);
        expect(summary.groups.reduce((sum, g) => sum + (g.vat ?? 0), 0)).toBe(summary.vat);
        for (const group of summary.groups) {
          for (const amount of [group.base, group.vat, group.gross]) {
            if (amount !== null) expect(Number.isInteger(amount) && amount >= 0).toBe(true);
          }
          if (group.group === 'margin') continue;
          expect(group.base! + group.vat!).toBe(group.gross);
          if (group.group === 'exempt') expect(group.vat).toBe(0);
          else {
            expect(group.vat! % VAT_ROUNDING[country]).toBe(0);
            // The VAT is the gross's share at the rate, to within half the rounding step.
            const exact = (group.gross * percent) / (100 + percent);
            expect(Math.abs(group.vat! - exact)).toBeLessThanOrEqual(VAT_ROUNDING[country] / 2);
          }
        }
      }
    },
  );
});
