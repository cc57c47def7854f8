/**
 * The sites' currencies as this runtime was configured (issue 36: Bulgaria has paid in euro since
 * 1 January 2026): `configureCurrencies` sets the code and label of the sites it names, and
 * `countryConfig` (rules/countries.ts) answers them from then on; a site not named keeps spec
 * section 1's.
 *
 * Why one setting for the whole process, and not a parameter passed down: there is one runtime
 * config per deployment (a process never serves one site in two currencies), and every formatter,
 * rule and route that writes money reads the country's currency from `countryConfig`; threading
 * it through each of them would change every signature for a value that never differs between
 * two callers. The price of a global is that it must be set before the first price is written:
 * each runtime calls it once at start with its parsed config, the host's page in the browser
 * (app/startup-config.ts) and its server renderer (server/render.tsx), each remote's root
 * (web-kit's `useRemoteStart`: on the host's page the host's copy of this module, from the
 * contracts' page kit, ADR 0016; elsewhere the remote's own, which it sets), and shop-api's
 * server and seed (from SITE_CURRENCIES). Formatters read the label when they format, so one made
 * before the call still writes the configured currency.
 */
import type { Country } from '../schemas/enums.schema.js';
import type { SiteCurrencies, SiteCurrency } from '../schemas/site-currency.schema.js';

let configured: SiteCurrencies = {};

/**
 * Makes the named sites' currencies `currencies`' (the runtime config's `currencies`, shop-api's
 * SITE_CURRENCIES); every other site's is the spec's. A second call replaces the first (nothing
 * named: the spec's everywhere).
 */
export function configureCurrencies(currencies: SiteCurrencies | undefined): void {
  configured = Object.freeze(
    Object.fromEntries(
      Object.entries(currencies ?? {}).map(([country, currency]) => [
        country,
        Object.freeze({ ...currency }),
      ]),
    ),
  );
}

/** The currency configured for a site, or undefined when it is spec section 1's. */
export function configuredCurrency(country: Country): SiteCurrency | undefined {
  return configured[country];
}
