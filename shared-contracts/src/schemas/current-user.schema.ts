/** The current user of spec section 3 (user.schema.ts has the rest of that section's types). */
import * as z from 'zod/mini';

export const CurrentUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** ISO date-time when the account was deactivated; such a user is sent to logout. */
  deactivated_at: z.nullable(z.string()),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
