/**
 * The data layer's checkout push (spec section 7): one per step entered, with the step's number
 * (the four form steps 1 to 4, the review 5), the delivery mode once chosen (spec section 3:
 * courier COURIER, a locker LOCKER), and what the cart holds as every cart push carries it
 * (`cartAnalytics`: the phones as analytics cart products, the accessories in the spec's
 * checkout-and-analytics form, at most 5 modelId fields). Pure, so it is tested without a page.
 */
import { cartAnalytics, type CartState } from '@refurb/shared-contracts/cart';
import { deliveryModeType } from '@refurb/shared-contracts/checkout';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps';

export interface CheckoutStepEventInput {
  readonly cart: CartState | null;
  readonly deliveryKind?: string | undefined;
  readonly step: CheckoutStep | 'review';
  /** The runtime config's `accessoriesImageBase`. */
  readonly imageBase: string;
}

export function checkoutStepEvent({ cart, deliveryKind, step, imageBase }: CheckoutStepEventInput) {
  return {
    // Spec section 3's delivery modes: easybox (and the other lockers) LOCKER, courier COURIER.
    ...(deliveryKind === 'courier' || deliveryKind === 'locker'
      ? { deliveryMode: deliveryModeType(deliveryKind === 'courier' ? 'courier' : 'easybox') }
      : {}),
    event: 'checkout',
    checkoutStep: step === 'review' ? CHECKOUT_STEPS.length + 1 : CHECKOUT_STEPS.indexOf(step) + 1,
    checkoutStepName: step,
    ...cartAnalytics(cart, imageBase),
  };
}
