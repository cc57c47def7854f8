/** Spec section 1: each country site's time zone, locale and currency label. */
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';

export { COUNTRIES };

export interface CountryConfig {
  readonly country: Country;
  readonly timeZone: string;
  readonly locale: string;
  /** The language part of the locale: `ro`, `bg`, `hu`, `el`. */
  readonly language: string;
  readonly currencyLabel: string;
}

const CONFIG: Readonly<Record<Country, CountryConfig>> = Object.freeze({
  ro: {
    country: 'ro',
    timeZone: 'Europe/Bucharest',
    locale: 'ro-RO',
    language: 'ro',
    currencyLabel: 'lei',
  },
  bg: {
    country: 'bg',
    timeZone: 'Europe/Sofia',
    locale: 'bg-BG',
    language: 'bg',
    currencyLabel: 'Lev',
  },
  hu: {
    country: 'hu',
    timeZone: 'Europe/Budapest',
    locale: 'hu-HU',
    language: 'hu',
    currencyLabel: 'Ft',
  },
  gr: {
    country: 'gr',
    timeZone: 'Europe/Athens',
    locale: 'el-GR',
    language: 'el',
    currencyLabel: 'euro',
  },
});

export function countryConfig(country: Country): CountryConfig {
  return CONFIG[country];
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
