/**
 * The order attempt: the idempotency key an order is placed with, and the order it made. It lives
 * in session storage beside the spec's six keys (under its own key, `refurb:checkout:attempt`), so
 * a double click, a retry after a network error and a reload all send the same key and make one
 * order; the result pages prove with it that this browser placed the order. A new key is made
 * for the next order (after a declined payment, a person chooses another method and orders again).
 */
import * as z from 'zod/mini';

export const OrderAttemptSchema = z.object({
  key: z.string().check(z.minLength(16), z.maxLength(100)),
  orderId: z.nullable(z.string().check(z.minLength(1))),
  /** Set once the order's purchase was recorded and the cart emptied (not twice on a reload). */
  finished: z.optional(z.boolean()),
});
export type OrderAttempt = z.infer<typeof OrderAttemptSchema>;

export interface OrderAttemptStore {
  read(): OrderAttempt | null;
  write(attempt: OrderAttempt): void;
  clear(): void;
}
