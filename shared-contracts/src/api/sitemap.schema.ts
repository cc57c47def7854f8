/**
 * GET /product/sitemap (the spec shows none; ours): every model page a site shows, with its
 * address and last change, for the host server's sitemaps. In a module of its own: the browser's
 * catalog calls never read it.
 */
import * as z from 'zod/mini';
import { CountrySchema, DeviceTypeKeySchema } from '../schemas/enums.schema.js';

/** The most models a sitemap lists: the sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_MODELS = 50_000;

export const SitemapQuerySchema = z.object({ country: CountrySchema });

/**
 * One model page of a site: what `productAddress(country, model, listing)` needs for the page
 * of its best listing (in stock first, then the cheapest: what an address naming no
 * configuration shows), the sites where the model has a priced listing (its hreflang
 * alternates), and `lastmod`, its last change (the model, its listings, their stock and their
 * prices in the country).
 */
export const SitemapModelSchema = z.object({
  legacyModelId: z.int(),
  type: DeviceTypeKeySchema,
  brand: z.string(),
  brandSlug: z.string(),
  name: z.string(),
  listing: z.object({ storage: z.string(), color: z.string(), grade: z.string() }),
  countries: z.array(CountrySchema),
  lastmod: z.iso.datetime({ offset: true }),
});
export type SitemapModel = z.infer<typeof SitemapModelSchema>;

export const SitemapResponseSchema = z.object({
  country: CountrySchema,
  models: z.array(SitemapModelSchema).check(z.maxLength(SITEMAP_MAX_MODELS)),
});
export type SitemapResponse = z.infer<typeof SitemapResponseSchema>;
