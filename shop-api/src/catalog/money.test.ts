/**
 * The seed's money in a site's configured currency (issue 36): amounts written in leva are
 * converted to euro at Bulgaria's fixed rate, to the cent, only when BG is configured in euro;
 * catalog prices are priced in the configured currency.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import { configureCurrencies } from '@refurb/shared-contracts/runtime';
import {
  BGN_PER_EUR,
  convertAtFixedRate,
  hasFixedRate,
  isSpecCurrency,
  priceIn,
  servicePrice,
  siteAmount,
  toCents,
} from './money.js';

const BG_EURO = { bg: { code: 'EUR', label: '€' } } as const;

afterEach(() => configureCurrencies(undefined));

describe('converting at the fixed rate', () => {
  it('is 1.95583 leva to the euro', () => {
    expect(BGN_PER_EUR).toBe(1.95583);
  });

  it.each([
    [200, 102.26],
    [4.99, 2.55],
    [2.99, 1.53],
    [5000, 2556.46],
    [1.95583, 1],
    [0, 0],
    [-72.5, -37.07],
  ])('converts %p leva to %p euro, to the cent', (leva, euro) => {
    expect(convertAtFixedRate(leva, 'BGN', 'EUR')).toBe(euro);
  });

  it('converts euro to leva, and an amount in its own currency not at all', () => {
    expect(convertAtFixedRate(100, 'EUR', 'BGN')).toBe(195.58);
    expect(convertAtFixedRate(1299.999, 'RON', 'RON')).toBe(1299.999);
  });

  it('has no rate between currencies no law fixes', () => {
    expect(hasFixedRate('BGN', 'EUR')).toBe(true);
    expect(hasFixedRate('HUF', 'HUF')).toBe(true);
    expect(hasFixedRate('RON', 'EUR')).toBe(false);
    expect(() => convertAtFixedRate(100, 'RON', 'EUR')).toThrow(
      'no fixed rate converts RON to EUR',
    );
  });

  it('rounds to the cent halves away from zero, as the amount is written', () => {
    expect([2.675, 1.005, -1.005, 0.004, 12.3].map(toCents)).toEqual([2.68, 1.01, -1.01, 0, 12.3]);
  });
});

describe('an amount written in the site’s spec currency', () => {
  it('is as written by default, in every site', () => {
    for (const country of COUNTRIES) {
      expect(isSpecCurrency(country)).toBe(true);
      expect(siteAmount(country, 199.99)).toBe(199.99);
    }
  });

  it('is in euro for BG in euro, and as written elsewhere', () => {
    configureCurrencies(BG_EURO);
    expect(isSpecCurrency('bg')).toBe(false);
    expect(siteAmount('bg', 200)).toBe(102.26);
    expect(siteAmount('ro', 1000)).toBe(1000);
    expect(siteAmount('gr', 100)).toBe(100);
  });
});

describe('seeded prices', () => {
  it('are the same as before by default', () => {
    expect([
      priceIn('ro', 500),
      priceIn('bg', 500),
      priceIn('hu', 500),
      priceIn('gr', 500),
    ]).toEqual([2489, 979, 197_990, 499]);
    expect(servicePrice('hu', 197_990, 10)).toBe(19_990);
  });

  it('are euro prices for BG in euro, about the leva price at the fixed rate', () => {
    const leva = [49, 199, 500, 899].map((euro) => priceIn('bg', euro));
    configureCurrencies(BG_EURO);
    const euro = [49, 199, 500, 899].map((e) => priceIn('bg', e));
    expect(euro).toEqual([48.99, 199, 499, 899]);
    euro.forEach((price, i) => {
      expect(Math.abs(price / (leva[i]! / BGN_PER_EUR) - 1)).toBeLessThan(0.03);
    });
  });
});
