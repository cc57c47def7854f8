/**
 * The cart refresh contract between the cart and shop-api (the spec shows no payload; this is
 * ours). The cart sends what it holds; the server answers with today's prices, availability and
 * which accessories are still active. Phones are matched by their legacy sell order id.
 */
import * as z from 'zod/mini';
import {
  CART_MAX_ACCESSORIES,
  CART_MAX_DEVICE_ACCESSORIES,
  CART_MAX_EXTRA_SERVICES,
  CART_MAX_PHONES,
} from '../constants.js';
import { CartAccessorySchema, ExtraServiceSchema } from './cart.schema.js';
import { CountrySchema } from './enums.schema.js';
import { PgId } from './integers.schema.js';

const Id = z.string().check(z.minLength(1), z.maxLength(64));
const atMost = (max: number, what: string) =>
  z.maxLength(max, `at most ${max} ${what} in one cart`);

/**
 * Every list is bounded by the cart's own limits (constants.ts): a cart cannot hold more, and a
 * bigger request is someone making the server work for nothing (400 naming the list).
 */
export const RefreshCartRequestSchema = z.object({
  country: CountrySchema,
  phones: z
    .array(
      z.object({
        legacySellOrderId: PgId,
        deviceAccessoryIds: z
          .array(Id)
          .check(atMost(CART_MAX_DEVICE_ACCESSORIES, 'accessories of one phone')),
        selectedExtraServiceIds: z
          .array(Id)
          .check(atMost(CART_MAX_EXTRA_SERVICES, 'extra services of one phone')),
      }),
    )
    .check(atMost(CART_MAX_PHONES, 'phones')),
  accessoryIds: z.array(Id).check(atMost(CART_MAX_ACCESSORIES, 'accessories')),
});
export type RefreshCartRequest = z.infer<typeof RefreshCartRequestSchema>;

const Money = z.number().check(z.nonnegative());

export const RefreshedPhoneSchema = z.object({
  legacySellOrderId: z.int(),
  productId: z.string().check(z.minLength(1)),
  buy_price: Money,
  previous_buy_price: z.optional(Money),
  availability: z.int().check(z.nonnegative()),
  title: z.optional(z.string()),
  modelDisplayName: z.optional(z.string()),
  shortTitle: z.optional(z.string()),
  configSummary: z.optional(z.string()),
  productImage: z.optional(z.string()),
  productUrl: z.optional(z.string()),
  available_extra_services: z.array(ExtraServiceSchema),
  /** The device accessories the server knows for this phone, `isActive` when still sold. */
  deviceAccessories: z.array(CartAccessorySchema),
  deviceAvailableAccessories: z.array(CartAccessorySchema),
});
export type RefreshedPhone = z.infer<typeof RefreshedPhoneSchema>;

export const RefreshedAccessorySchema = z.object({
  id: z.string().check(z.minLength(1)),
  price: Money,
  isActive: z.boolean(),
  /** The name in the site's language (a cart stored before names were translated gets it). */
  translatedName: z.optional(z.string()),
});
export type RefreshedAccessory = z.infer<typeof RefreshedAccessorySchema>;

export const RefreshCartResponseSchema = z.object({
  phones: z.array(RefreshedPhoneSchema),
  accessories: z.array(RefreshedAccessorySchema),
});
export type RefreshCartResponse = z.infer<typeof RefreshCartResponseSchema>;
