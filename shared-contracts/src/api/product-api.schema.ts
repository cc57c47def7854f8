/**
 * The two calls of spec section 7, exactly as the storefront reads them:
 * - GET /api/available-shapes/?locale=RO&productId=... reads `success` and `data.relatedSpecs`
 *   entries named `shape`, each with `items` of `{ value, inStock }`.
 * - GET /api/get-related-accessories/?countryCode=RO&productIds=a,b reads `success` and `data`,
 *   a list holding `accessoriesPerCategory`, each with `accessories` that have a `name`.
 * What the spec does not show (the other specs, prices, images) is ours and documented here.
 */
import * as z from 'zod/mini';
import { ProductIdSchema as ProductId, UpperCountryCodeSchema } from './common.schema.js';

export const AvailableShapesQuerySchema = z.object({
  locale: UpperCountryCodeSchema,
  productId: ProductId,
});
export type AvailableShapesQuery = z.infer<typeof AvailableShapesQuerySchema>;

export const SpecItemSchema = z.object({ value: z.string(), inStock: z.boolean() });
export type SpecItem = z.infer<typeof SpecItemSchema>;

/** `shape` lists every grade of the product's model, storage and colour; `storage` and `color` the siblings. */
export const RelatedSpecSchema = z.object({
  name: z.enum(['shape', 'storage', 'color']),
  items: z.array(SpecItemSchema),
});
export type RelatedSpec = z.infer<typeof RelatedSpecSchema>;

export const AvailableShapesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ productId: z.string(), relatedSpecs: z.array(RelatedSpecSchema) }),
});
export type AvailableShapesResponse = z.infer<typeof AvailableShapesResponseSchema>;

/** `productIds` is a comma-separated list (at most 50 ids). */
export const RelatedAccessoriesQuerySchema = z.object({
  countryCode: UpperCountryCodeSchema,
  productIds: z.pipe(
    z.pipe(
      z.string().check(z.minLength(1)),
      z.transform((text) =>
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ),
    z.array(ProductId).check(z.minLength(1), z.maxLength(50)),
  ),
});
export type RelatedAccessoriesQuery = z.infer<typeof RelatedAccessoriesQuerySchema>;

export const AccessoryOfferSchema = z.object({
  id: z.string(),
  /** The shop's product name: the picture's key. */
  name: z.string(),
  /** The name in the site's language, shown to the shopper. */
  translatedName: z.string(),
  price: z.number().check(z.nonnegative()),
  image: z.string(),
  isWrappingTax: z.boolean(),
  /** `BATTERY` for batteries, which become device accessories of the phone. */
  category: z.string(),
});
export type AccessoryOffer = z.infer<typeof AccessoryOfferSchema>;

export const RelatedAccessoriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      productId: z.string(),
      accessoriesPerCategory: z.array(
        z.object({ category: z.string(), accessories: z.array(AccessoryOfferSchema) }),
      ),
    }),
  ),
});
export type RelatedAccessoriesResponse = z.infer<typeof RelatedAccessoriesResponseSchema>;
