/**
 * Parsing whose issue messages someone reads: a report, a thrown error, the host's config error
 * page, an `invalid_response` failure. The contracts are written with `zod/mini` (tree-shakable:
 * each browser bundle carries only the zod it uses), and zod/mini loads no locale, so an issue
 * without a message of its own reads "Invalid input".
 *
 * Decision: these parses pass zod's English error map per call, so their messages read exactly as
 * they did with classic zod ("Invalid input: expected string, received undefined"), and a
 * schema's own message (a refine's "not a valid IBAN") still wins over it. Not
 * `z.config(z.locales.en())`: that would be a side effect of importing the contracts (package.json
 * promises `sideEffects: false`) and would reword every zod schema of the bundle, not only the
 * contracts'. Parses that only look at `success`, or map an issue's path to a translated text (the
 * forms), use the schema's own `safeParse`.
 *
 * Cost, measured in the production builds: the English map is 0.8 to 1 KB gzip of a bundle's
 * zod, which went from 27 KB (classic) to 12 KB (mini). shop-api keeps classic zod, whose import
 * installs the English locale globally, so its 400 messages read the same without this.
 */
import * as z from 'zod/mini';

let english: z.core.$ZodErrorMap | undefined;

/** `schema.safeParse(value)`, with English messages for issues the schema does not word itself. */
export function safeParseWithMessages<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): z.core.util.SafeParseResult<z.output<S>> {
  english ??= z.locales.en().localeError;
  return z.safeParse(schema, value, { error: english });
}
