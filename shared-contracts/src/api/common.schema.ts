/**
 * Shapes every shop-api answer shares: the error body (a 4xx names the field that was wrong) and
 * the country codes the spec's calls send in upper case.
 */
import * as z from 'zod/mini';
import type { Country } from '../schemas/enums.schema.js';

/** A query parameter of comma-separated values (`brand=apple,samsung`), as its list of values. */
export const CommaSeparated = z.pipe(
  z.string(),
  z.transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
);

/**
 * A product id in a request (`P00042`, as shop-api makes them): a token of letters, digits, `-`
 * and `_`, so a string that cannot name a product is a 400, not a lookup answered with nothing.
 */
export const ProductIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a product id: 1 to 64 letters, digits, - or _'));

export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    /** Machine-readable: `invalid_request`, `not_found`, `conflict`, `rate_limited`, ... */
    code: z.string(),
    /** A sentence a developer can act on. */
    message: z.string(),
    /** The offending field, as a dotted path (`query.productId`, `body.phones.0.legacySellOrderId`). */
    field: z.optional(z.string()),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Upper-case country codes as the spec's calls send them (`locale=RO`, `countryCode=RO`). Greece is
 * `GR`; `EL`, its language code, is accepted too because a locale may be sent as a language.
 */
export const UpperCountryCodeSchema = z.pipe(
  z.enum(['RO', 'BG', 'HU', 'GR', 'EL']),
  z.transform((code): Country => (code === 'EL' ? 'gr' : (code.toLowerCase() as Country))),
);
