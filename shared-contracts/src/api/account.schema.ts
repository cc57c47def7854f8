/**
 * The account's calls on the BFF (the spec shows none; ours), for a logged-in person only:
 * - GET /bff/me/orders -> { orders } newest first ("my purchases");
 * - GET /bff/me/orders/:orderId -> { order } with its lines; 404 for an order that is not theirs
 *   (never another person's data), 401 without a session.
 */
import { z } from 'zod';
import { OrderStatusSchema } from './checkout.schema.js';
import {
  CountrySchema,
  DeliveryKindSchema,
  PaymentMethodKeySchema,
} from '../schemas/enums.schema.js';

const Money = z.number().finite().nonnegative();

export const AccountOrderLineSchema = z.object({
  kind: z.enum(['phone', 'extra-service', 'device-accessory', 'accessory']),
  refId: z.string(),
  name: z.string(),
  price: Money,
});
export type AccountOrderLine = z.infer<typeof AccountOrderLineSchema>;

export const AccountOrderSchema = z.object({
  orderId: z.string(),
  country: CountrySchema,
  status: OrderStatusSchema,
  /** ISO 8601. */
  placedAt: z.string(),
  paymentMethod: PaymentMethodKeySchema,
  delivery: DeliveryKindSchema,
  total: Money,
  shippingCost: Money,
  codFee: Money,
  discount: Money,
  currencyLabel: z.string(),
  lines: z.array(AccountOrderLineSchema),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

export const AccountOrdersResponseSchema = z.object({ orders: z.array(AccountOrderSchema) });
export type AccountOrdersResponse = z.infer<typeof AccountOrdersResponseSchema>;
export const AccountOrderResponseSchema = z.object({ order: AccountOrderSchema });
export const AccountOrderParamsSchema = z.object({ orderId: z.string().min(1).max(40) });
