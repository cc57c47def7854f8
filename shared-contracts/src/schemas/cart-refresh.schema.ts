/**
 * The cart refresh contract between the cart and shop-api (the spec shows no payload; this is
 * ours). The cart sends what it holds; the server answers with today's prices, availability and
 * which accessories are still active. Phones are matched by their legacy sell order id.
 */
import { z } from 'zod';
import { CartAccessorySchema, ExtraServiceSchema } from './cart.schema.js';
import { CountrySchema } from './enums.schema.js';

export const RefreshCartRequestSchema = z.object({
  country: CountrySchema,
  phones: z.array(
    z.object({
      legacySellOrderId: z.number().int(),
      deviceAccessoryIds: z.array(z.string()),
      selectedExtraServiceIds: z.array(z.string()),
    }),
  ),
  accessoryIds: z.array(z.string()),
});
export type RefreshCartRequest = z.infer<typeof RefreshCartRequestSchema>;

export const RefreshedPhoneSchema = z.object({
  legacySellOrderId: z.number().int(),
  productId: z.string().min(1),
  buy_price: z.number().finite().nonnegative(),
  previous_buy_price: z.number().finite().nonnegative().optional(),
  availability: z.number().int().nonnegative(),
  title: z.string().optional(),
  modelDisplayName: z.string().optional(),
  shortTitle: z.string().optional(),
  configSummary: z.string().optional(),
  productImage: z.string().optional(),
  productUrl: z.string().optional(),
  available_extra_services: z.array(ExtraServiceSchema),
  /** The device accessories the server knows for this phone, `isActive` when still sold. */
  deviceAccessories: z.array(CartAccessorySchema),
  deviceAvailableAccessories: z.array(CartAccessorySchema),
});
export type RefreshedPhone = z.infer<typeof RefreshedPhoneSchema>;

export const RefreshedAccessorySchema = z.object({
  id: z.string().min(1),
  price: z.number().finite().nonnegative(),
  isActive: z.boolean(),
});
export type RefreshedAccessory = z.infer<typeof RefreshedAccessorySchema>;

export const RefreshCartResponseSchema = z.object({
  phones: z.array(RefreshedPhoneSchema),
  accessories: z.array(RefreshedAccessorySchema),
});
export type RefreshCartResponse = z.infer<typeof RefreshCartResponseSchema>;
