/**
 * The order attempt: the idempotency key an order is placed with, and the order it made. It lives
 * in session storage beside the spec's six keys (under its own key, `refurb:checkout:attempt`), so
 * a double click, a retry after a network error and a reload all send the same key and make one
 * order; the result pages prove with it that this browser placed the order. A new key is made
 * for the next order (after a declined payment, a person chooses another method and orders again).
 * An order whose financing went to the lender's review keeps its cart's lines here meanwhile.
 */
import { CartAccessorySchema, PhoneCartItemSchema } from '@refurb/shared-contracts/cart';
import * as z from 'zod/mini';

/**
 * An order held for the lender's review (issue 35): bought subject to the lender, so the cart was
 * emptied and checkout reset (`holdOrder`), but no purchase was recorded yet. The cart's lines are
 * kept here: the purchase names them if the lender approves (`completeOrder`), and they go back in
 * the cart if it does not (`restoreHeldCart`, once: `restored`). Products only, no personal data
 * (checkout's steps are cleared as for any placed order).
 */
export const HeldCartSchema = z.object({
  phoneCart: z.array(PhoneCartItemSchema),
  accessoryCart: z.array(CartAccessorySchema),
  restored: z.optional(z.boolean()),
});
export type HeldCart = z.infer<typeof HeldCartSchema>;

export const OrderAttemptSchema = z.object({
  key: z.string().check(z.minLength(16), z.maxLength(100)),
  orderId: z.nullable(z.string().check(z.minLength(1))),
  /** Set once the order's purchase was recorded and the cart emptied (not twice on a reload). */
  finished: z.optional(z.boolean()),
  /** Set while the order waits for the lender's review (see HeldCartSchema). */
  held: z.optional(HeldCartSchema),
});
export type OrderAttempt = z.infer<typeof OrderAttemptSchema>;

export interface OrderAttemptStore {
  read(): OrderAttempt | null;
  write(attempt: OrderAttempt): void;
  clear(): void;
}
