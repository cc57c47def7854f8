/** The analytics cart product of spec section 3 and the consent-mode update of section 6. */
import * as z from 'zod/mini';

/** Spec section 3: "availability (0 means out-of-stock, otherwise in-stock)", in its words. */
export const AvailabilityLabelSchema = z.enum(['in-stock', 'out-of-stock']);
export type AvailabilityLabel = z.infer<typeof AvailabilityLabelSchema>;

export const AnalyticsCartProductSchema = z.strictObject({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  modelDisplayName: z.string(),
  shortTitle: z.string(),
  category: z.string(),
  brand: z.string(),
  quantity: z.literal(1),
  price: z.int(),
  storage: z.string(),
  shape: z.string(),
  color: z.string(),
  url: z.string(),
  availability: AvailabilityLabelSchema,
  image: z.string(),
  origin: z.string(),
  configSummary: z.string(),
  discount: z.number().check(z.nonnegative()),
});
export type AnalyticsCartProduct = z.infer<typeof AnalyticsCartProductSchema>;

export const ConsentValueSchema = z.enum(['granted', 'denied']);
export type ConsentValue = z.infer<typeof ConsentValueSchema>;

export const ConsentUpdateSchema = z.strictObject({
  ad_storage: ConsentValueSchema,
  analytics_storage: ConsentValueSchema,
  functionality_storage: z.literal('granted'),
  ad_user_data: ConsentValueSchema,
  ad_personalization: ConsentValueSchema,
});
export type ConsentUpdate = z.infer<typeof ConsentUpdateSchema>;
