/**
 * Spec section 1: each country site's time zone, locale and currency label. The ISO 4217 code of
 * the site's money (ours: the spec names only the label) is what machine-read places state, such
 * as the payment providers and the product pages' structured data: BG's label is "Lev", so BGN.
 *
 * A site's currency is configuration (issue 36: Bulgaria has paid in euro since 1 January 2026):
 * `configureCurrencies` replaces the spec's code and label of the sites it names, and
 * `countryConfig` answers them from then on. It is one setting for the whole process, not a
 * parameter passed down, because there is one runtime config per deployment (a process never
 * serves one site in two currencies) and every formatter, rule and route that writes money reads
 * the country's currency from here: threading it through each of them would change every
 * signature for a value that never differs between two callers. Each runtime calls it once at
 * start with its parsed config, before it shows a price: the host's page in the browser and its
 * server renderer, each remote's root (every remote bundles its own copy of this module), and
 * shop-api's server. Nothing configured, the spec's currencies are the site's.
 */
import type { CurrencyCode } from '../api/payment.schema.js';
import type { SiteCurrencies, SiteCurrency } from '../schemas/site-currency.schema.js';
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

let config: Readonly<Record<Country, CountryConfig>> = SPEC_CONFIG;

/**
 * Makes the named sites' currencies `currencies`' (the runtime config's `currencies`, shop-api's
 * SITE_CURRENCIES); every other site's is the spec's. Called again, it replaces the previous
 * setting (nothing named: the spec's everywhere).
 */
export function configureCurrencies(currencies: SiteCurrencies | undefined): void {
  config = Object.freeze(
    Object.fromEntries(
      COUNTRIES.map((c) => {
        const chosen = currencies?.[c];
        const site: CountryConfig = chosen
          ? { ...SPEC_CONFIG[c], currencyCode: chosen.code, currencyLabel: chosen.label }
          : SPEC_CONFIG[c];
        return [c, Object.freeze(site)];
      }),
    ) as Record<Country, CountryConfig>,
  );
}

export function countryConfig(country: Country): CountryConfig {
  return config[country];
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
