/**
 * Each site's currency as configuration (issue 36): spec section 1's by default, the runtime
 * config's once `configureCurrencies` is called, and every price formatter follows it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { countryConfig, COUNTRIES, SPEC_CURRENCIES } from '../rules/countries.js';
import { amountFormatter, createTranslator, priceFormatter } from '../rules/format.js';
import { SiteCurrenciesSchema } from '../schemas/site-currency.schema.js';
import { RuntimeConfigSchema } from './remote.schema.js';
import { configureCurrencies } from './site-currencies.js';

const BG_EURO = { bg: { code: 'EUR', label: '€' } } as const;

afterEach(() => configureCurrencies(undefined));

describe('a site’s currency', () => {
  it.each([
    ['ro', 'RON', 'lei', '1.234,5 lei'],
    ['bg', 'BGN', 'Lev', '1234,5 Lev'],
    ['hu', 'HUF', 'Ft', '1234,5 Ft'],
    ['gr', 'EUR', 'euro', '1.234,5 euro'],
  ] as const)('is the spec’s by default in %s: %s, "%s" (%s)', (country, code, label, price) => {
    expect(countryConfig(country)).toMatchObject({ currencyCode: code, currencyLabel: label });
    expect(SPEC_CURRENCIES[country]).toEqual({ code, label });
    expect(priceFormatter(country)(1234.5)).toBe(price);
  });

  it('is the configured one once configured, and only for the sites named', () => {
    configureCurrencies(BG_EURO);
    expect(countryConfig('bg')).toMatchObject({
      country: 'bg',
      locale: 'bg-BG',
      timeZone: 'Europe/Sofia',
      currencyCode: 'EUR',
      currencyLabel: '€',
    });
    expect(priceFormatter('bg')(1234.5)).toBe('1234,5 €');
    expect(priceFormatter('bg')(12_345.67)).toBe('12\u00a0345,67 €');
    for (const country of COUNTRIES.filter((c) => c !== 'bg')) {
      expect(countryConfig(country).currencyCode).toBe(SPEC_CURRENCIES[country].code);
    }
  });

  it('reaches formatters and translators made before it was configured', () => {
    const price = priceFormatter('bg');
    const { formatPrice } = createTranslator({ ro: {}, bg: {}, hu: {}, gr: {} }, 'bg');
    configureCurrencies(BG_EURO);
    expect(price(19.99)).toBe('19,99 €');
    expect(formatPrice(19.99)).toBe('19,99 €');
  });

  it('is replaced by a reconfiguration, and back to the spec’s with nothing named', () => {
    configureCurrencies(BG_EURO);
    configureCurrencies({ bg: { code: 'BGN', label: 'лв.' } });
    expect(priceFormatter('bg')(5)).toBe('5 лв.');
    configureCurrencies({});
    expect(countryConfig('bg')).toMatchObject({ currencyCode: 'BGN', currencyLabel: 'Lev' });
  });

  it('keeps the formatter’s decimals: cents as they are, none written when whole', () => {
    configureCurrencies(BG_EURO);
    const price = priceFormatter('bg');
    expect([0.5, 633.5, 1299.99, 1300, 0.005].map(price)).toEqual([
      '0,5 €',
      '633,5 €',
      '1299,99 €',
      '1300 €',
      '0,01 €',
    ]);
    expect(amountFormatter('bg')(1234.56)).toBe('1234,56');
  });
});

describe('the currencies setting', () => {
  it('reads a code and a label per country, in the runtime config too', () => {
    expect(SiteCurrenciesSchema.parse({ bg: { code: 'EUR', label: ' € ' } })).toEqual(BG_EURO);
    const config = RuntimeConfigSchema.shape.currencies;
    expect(config.parse(undefined)).toBeUndefined();
    expect(config.parse(BG_EURO)).toEqual(BG_EURO);
  });

  it.each([
    ['an unknown currency', { bg: { code: 'USD', label: '$' } }],
    ['no label', { bg: { code: 'EUR' } }],
    ['an empty label', { bg: { code: 'EUR', label: '  ' } }],
    ['an unknown country', { de: { code: 'EUR', label: '€' } }],
    ['an unknown field', { bg: { code: 'EUR', label: '€', rate: 1.95583 } }],
  ])('refuses %s', (_name, value) => {
    expect(SiteCurrenciesSchema.safeParse(value).success).toBe(false);
  });
});
