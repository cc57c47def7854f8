/**
 * The hand-written amount formatter against the one it stands in for: for every site, whatever the
 * amount (any double, prices with cents, amounts exactly on a half cent, huge, tiny, negative),
 * `amountFormatter` writes what `Intl.NumberFormat(locale, { maximumFractionDigits: 2 })` writes.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { COUNTRIES, countryConfig } from './countries.js';
import { amountFormatter, priceFormatter } from './format.js';

const RUNS = { numRuns: 2000 };

/** Amounts as a shop has them, and the ones that trip a hand-written formatter. */
const amounts = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  // Prices with cents, and a third decimal on the half (rounding ties).
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e9, max: 1e9 }).map((mills) => mills / 1000),
  fc.integer({ min: 0, max: 1e6 }).map((n) => n + 0.005),
  fc.integer({ min: 0, max: 1e6 }).map((n) => n + 0.995),
  fc.integer({ min: -30, max: 30 }).map((exponent) => 10 ** exponent),
  fc.constantFrom(0, -0, 0.005, 1.005, 999.995, 999_999.995, 1e21, -1e21, 9.999e20, 5e-7, -5e-7),
);

describe.each(COUNTRIES)('amounts on the %s site', (country) => {
  const intl = new Intl.NumberFormat(countryConfig(country).locale, { maximumFractionDigits: 2 });
  const format = amountFormatter(country);

  it('are written as Intl.NumberFormat writes them', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(format(amount)).toBe(intl.format(amount));
      }),
      RUNS,
    );
  });

  it('are written as Intl writes them when they are no number a price can be', () => {
    for (const amount of [Number.NaN, Infinity, -Infinity, 1e300]) {
      expect(format(amount)).toBe(intl.format(amount));
    }
  });

  it('carry the currency label as a price', () => {
    expect(priceFormatter(country)(1234.5)).toBe(
      `${intl.format(1234.5)} ${countryConfig(country).currencyLabel}`,
    );
  });
});
