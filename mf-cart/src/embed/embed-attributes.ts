/**
 * The embed's script tag, as a marketing page writes it (README, "Embedding the cart"):
 *
 *   <script src="https://shop.ro/embed/cart.js" data-country="ro" data-site-base="https://shop.ro" async></script>
 *
 * - `data-country` (required): the site, `ro`, `bg`, `hu` or `gr`: its language, money, routes
 *   and prices.
 * - `data-site-base` (optional, default this page's origin): the shop's origin, where its
 *   remotes.json, runtime-config.json, API and cart page are. An origin only: a path, query or
 *   fragment is refused rather than silently dropped.
 *
 * The cart is shared with the shop only on the shop's own origin (localStorage is per origin): a
 * page elsewhere gets a cart of its own, and needs the API to allow its origin.
 */
import { CountrySchema, type Country } from '@refurb/shared-contracts';
import * as z from 'zod/mini';

const OriginSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.pathname === '/' &&
          !url.search &&
          !url.hash &&
          !value.endsWith('?') &&
          !value.endsWith('#')
        );
      } catch {
        return false;
      }
    }, 'an http(s) origin like https://shop.ro, without a path'),
  ),
  z.transform((value) => new URL(value).origin),
);

export const EmbedAttributesSchema = z.object({
  country: CountrySchema,
  siteBase: OriginSchema,
});

export interface EmbedAttributes {
  readonly country: Country;
  readonly siteBase: string;
}

const ATTRIBUTE = { country: 'data-country', siteBase: 'data-site-base' } as const;

export type ParsedAttributes =
  | { readonly ok: true; readonly attributes: EmbedAttributes }
  | { readonly ok: false; readonly error: string };

/** The script tag's data attributes (`script.dataset`), or what is wrong with them, by attribute. */
export function parseEmbedAttributes(
  dataset: Readonly<Record<string, string | undefined>>,
  pageOrigin: string,
): ParsedAttributes {
  const parsed = EmbedAttributesSchema.safeParse({
    country: dataset.country,
    siteBase: dataset.siteBase ?? pageOrigin,
  });
  if (parsed.success) return { ok: true, attributes: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path[0] === 'siteBase' ? 'siteBase' : 'country';
    const given = key === 'siteBase' ? dataset.siteBase : dataset.country;
    const wanted =
      key === 'country'
        ? 'one of ro, bg, hu, gr'
        : 'an http(s) origin like https://shop.ro, without a path';
    return `${ATTRIBUTE[key]}=${given === undefined ? '(missing)' : JSON.stringify(given)}: ${wanted}`;
  });
  return { ok: false, error: problems.join('; ') };
}
