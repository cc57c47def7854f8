import type { CheckoutContext, CheckoutEvent } from './checkout.machine';

/** What every step's view gets: the machine's context and its `send`. */
export interface StepProps {
  readonly context: CheckoutContext;
  readonly send: (event: CheckoutEvent) => void;
}
