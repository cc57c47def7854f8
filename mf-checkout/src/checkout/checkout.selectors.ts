/**
 * What the views read of checkoutMachine's context, as pure functions: a view asks for what it
 * shows, and how the session keeps it stays here.
 */
import type { DeliveryKind } from '@refurb/shared-contracts';
import type { CheckoutContext } from './checkout.machine';

/** The delivery kind chosen in the delivery step (kept in the session), or none yet. */
export const selectDeliveryKind = (context: CheckoutContext): DeliveryKind | null =>
  context.session.deliveryMethod?.kind ?? null;
