/**
 * Spec section 1: each country site's time zone, locale and currency label. The ISO 4217 code of
 * the site's money (ours: the spec names only the label) is what machine-read places state, such
 * as the payment providers and the product pages' structured data: BG's label is "Lev", so BGN.
 */
import type { CurrencyCode } from '../api/payment.schema.js';
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';

export { COUNTRIES };

export interface CountryConfig {
  readonly country: Country;
  readonly timeZone: string;
  readonly locale: string;
  /** The language part of the locale: `ro`, `bg`, `hu`, `el`. */
  readonly language: string;
  readonly currencyLabel: string;
  /** ISO 4217: `RON`, `BGN`, `HUF`, `EUR`. */
  readonly currencyCode: CurrencyCode;
}

const CONFIG: Readonly<Record<Country, CountryConfig>> = Object.freeze({
  ro: {
    country: 'ro',
    timeZone: 'Europe/Bucharest',
    locale: 'ro-RO',
    language: 'ro',
    currencyLabel: 'lei',
    currencyCode: 'RON',
  },
  bg: {
    country: 'bg',
    timeZone: 'Europe/Sofia',
    locale: 'bg-BG',
    language: 'bg',
    currencyLabel: 'Lev',
    currencyCode: 'BGN',
  },
  hu: {
    country: 'hu',
    timeZone: 'Europe/Budapest',
    locale: 'hu-HU',
    language: 'hu',
    currencyLabel: 'Ft',
    currencyCode: 'HUF',
  },
  gr: {
    country: 'gr',
    timeZone: 'Europe/Athens',
    locale: 'el-GR',
    language: 'el',
    currencyLabel: 'euro',
    currencyCode: 'EUR',
  },
});

export function countryConfig(country: Country): CountryConfig {
  return CONFIG[country];
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
