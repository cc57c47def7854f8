/**
 * The site flags the checkout reads (spec section 4), in a module of their own: the runtime
 * config's schema (runtime/remote.schema.ts, in every page's first scripts) extends them, and
 * importing them from checkout.schema.ts took the checkout's other schemas into the host's first
 * scripts with them.
 */
import * as z from 'zod/mini';

/**
 * The flags of the shared checkout state, and the one place their defaults are written (the
 * runtime config's site flags extend these). showEmagLogin is on unless set (the spec's default).
 * isConsoleEnabled is on unless set: consoles are among the devices the shop sells (spec section
 * 1), so a site without the setting sells them, and turning it off hides them everywhere (the
 * category, its links, search and brand results, a console's page). The rest are off unless set.
 */
export const CheckoutFlagsSchema = z.object({
  showEmagLogin: z._default(z.boolean(), true),
  isUpsellPageActive: z._default(z.boolean(), false),
  isCrossSellModalActive: z._default(z.boolean(), false),
  isCarouselCartActive: z._default(z.boolean(), false),
  areGeniusBenefitsActive: z._default(z.boolean(), false),
  areFreeScreenProtectorsActive: z._default(z.boolean(), false),
  isConsoleEnabled: z._default(z.boolean(), true),
});
export type CheckoutFlags = z.infer<typeof CheckoutFlagsSchema>;
