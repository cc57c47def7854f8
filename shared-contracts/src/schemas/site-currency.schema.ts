/**
 * A site's money as configuration (issue 36): the ISO 4217 code machine-read places state (the
 * payment providers, the structured data) and the label the site writes after an amount. Spec
 * section 1's labels are the defaults (`rules/countries.ts`); a deployment names only the sites it
 * changes, e.g. Bulgaria since it adopted the euro: `{ "bg": { "code": "EUR", "label": "€" } }`.
 * The runtime config's `currencies` and shop-api's `SITE_CURRENCIES` are parsed with this one
 * schema, so the sites and the server cannot read the same setting two ways.
 */
import * as z from 'zod/mini';
import { CountrySchema, CurrencyCodeSchema } from './enums.schema.js';

export const SiteCurrencySchema = z.strictObject({
  code: CurrencyCodeSchema,
  /** Written after the amount with a space: `lei`, `Ft`, `€`. */
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
});
export type SiteCurrency = z.infer<typeof SiteCurrencySchema>;

/** The sites whose currency is not spec section 1's, by country. */
export const SiteCurrenciesSchema = z.partialRecord(CountrySchema, SiteCurrencySchema);
export type SiteCurrencies = z.infer<typeof SiteCurrenciesSchema>;
