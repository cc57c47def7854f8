/**
 * Spec section 1: each country site's time zone, locale and currency label. The ISO 4217 code of
 * the site's money (ours: the spec names only the label) is what machine-read places state, such
 * as the payment providers and the product pages' structured data: BG's label is "Lev", so BGN.
 *
 * A site's currency is configuration (issue 36): `countryConfig` answers the code and label the
 * runtime was configured with (runtime/site-currencies.ts, which says why it is one setting for
 * the process), and the spec's for a site not configured.
 */
import type { SiteLanguage } from './grades.js';
import { configuredCurrency } from '../runtime/site-currencies.js';
import type { SiteCurrency } from '../schemas/site-currency.schema.js';
import { COUNTRIES, type Country, type CurrencyCode } from '../schemas/enums.schema.js';

export { COUNTRIES };

export interface CountryConfig {
  readonly country: Country;
  readonly timeZone: string;
  readonly locale: string;
  /** The language part of the locale: `ro`, `bg`, `hu`, `el`. */
  readonly language: SiteLanguage;
  readonly currencyLabel: string;
  /** ISO 4217: `RON`, `BGN`, `HUF`, `EUR`. */
  readonly currencyCode: CurrencyCode;
}

const SPEC_CONFIG: Readonly<Record<Country, CountryConfig>> = Object.freeze({
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

/** Spec section 1's currency of each site: the default, and what the seed data is written in. */
export const SPEC_CURRENCIES: Readonly<Record<Country, SiteCurrency>> = Object.freeze(
  Object.fromEntries(
    COUNTRIES.map((c) => [
      c,
      { code: SPEC_CONFIG[c].currencyCode, label: SPEC_CONFIG[c].currencyLabel },
    ]),
  ) as Record<Country, SiteCurrency>,
);

/** Each configured currency's site config, made once (every price written asks for it). */
const withCurrency = new WeakMap<SiteCurrency, CountryConfig>();

export function countryConfig(country: Country): CountryConfig {
  const currency = configuredCurrency(country);
  if (!currency) return SPEC_CONFIG[country];
  let config = withCurrency.get(currency);
  if (!config) {
    config = Object.freeze({
      ...SPEC_CONFIG[country],
      currencyCode: currency.code,
      currencyLabel: currency.label,
    });
    withCurrency.set(currency, config);
  }
  return config;
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
