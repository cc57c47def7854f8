/**
 * What the views read of checkoutMachine, as pure functions of its snapshot or context: a view asks
 * for what it shows (which section is open, what the order is busy with), and how the chart's
 * states say it stays here.
 */
import type { DeliveryKind } from '@refurb/shared-contracts';
import type { SnapshotFrom } from 'xstate';
import type { CheckoutContext, checkoutMachine } from './checkout.machine';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps';

/** The delivery kind chosen in the delivery step (kept in the session), or none yet. */
export const selectDeliveryKind = (context: CheckoutContext): DeliveryKind | null =>
  context.session.deliveryMethod?.kind ?? null;

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** What the page shows around the steps: waiting for the cart, its absence, an empty cart, or the steps. */
export type CheckoutPhase = 'waiting' | 'unavailable' | 'empty' | 'steps';

export function selectPhase(snapshot: CheckoutSnapshot): CheckoutPhase {
  if (snapshot.matches('waitingForCart')) return 'waiting';
  if (snapshot.matches('cartUnavailable')) return 'unavailable';
  if (snapshot.matches('empty')) return 'empty';
  return 'steps';
}

/** The section open on the page: a form step, the review (placing and paying included), or none. */
export function selectOpenStep(snapshot: CheckoutSnapshot): CheckoutStep | 'review' | null {
  const step = CHECKOUT_STEPS.find((each) => snapshot.matches(each));
  if (step) return step;
  return ORDER_STATES.some((state) => snapshot.matches(state)) ? 'review' : null;
}

const ORDER_STATES = [
  'review',
  'placing',
  'placed',
  'startingPayment',
  'redirecting',
  'done',
] as const;

/** What the order is busy with, for the review's button and the steps' "change" links. */
export type CheckoutBusy = 'loading' | 'failed' | 'placing' | 'redirecting' | null;

export function selectBusy(snapshot: CheckoutSnapshot): CheckoutBusy {
  if (snapshot.matches({ review: 'loading' })) return 'loading';
  if (snapshot.matches({ review: 'failed' })) return 'failed';
  if (snapshot.matches('placing') || snapshot.matches('placed')) return 'placing';
  if (['startingPayment', 'redirecting', 'done'].some((state) => snapshot.matches(state as never)))
    return 'redirecting';
  return null;
}

/** The payment step's offers: ready to choose from, loading, failed, or not in the payment step. */
export function selectPaymentOffers(
  snapshot: CheckoutSnapshot,
): 'ready' | 'loading' | 'failed' | null {
  if (snapshot.matches({ payment: 'ready' })) return 'ready';
  if (snapshot.matches({ payment: 'loading' })) return 'loading';
  if (snapshot.matches({ payment: 'failed' })) return 'failed';
  return null;
}

/** The total the summary shows: the priced order's, else the cart's. */
export const selectTotal = (context: CheckoutContext): number =>
  context.summary?.summary.total ?? context.cart?.total ?? 0;
