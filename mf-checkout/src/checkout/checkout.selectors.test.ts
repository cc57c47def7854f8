/** The checkout page's selectors read the chart for the page (checkout.selectors.ts). */
import { describe, expect, it } from '@jest/globals';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { createActor } from 'xstate';
import { checkoutMachine } from './checkout.machine';
import {
  selectBusy,
  selectOpenStep,
  selectPaymentOffers,
  selectPhase,
  selectTotal,
} from './checkout.selectors';
import type { CartSnapshot } from './order-request';

const withPhone: CartSnapshot = {
  cart: cart({ phoneCart: [phone()] }),
  total: phone().buy_price,
  itemCount: 1,
};
const empty: CartSnapshot = { cart: cart(), total: 0, itemCount: 0 };

function started() {
  return createActor(
    checkoutMachine.provide({
      actions: { persist: () => undefined, trackStep: () => undefined },
    }),
    { input: { country: 'ro', flags: {}, session: {}, attempt: null } },
  ).start();
}

describe('the checkout page selectors', () => {
  it('say the phase around the steps: waiting, empty, then the steps', () => {
    const actor = started();
    expect(selectPhase(actor.getSnapshot())).toBe('waiting');
    expect(selectOpenStep(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'cart.updated', snapshot: empty });
    expect(selectPhase(actor.getSnapshot())).toBe('empty');
    actor.send({ type: 'cart.updated', snapshot: withPhone });
    expect(selectPhase(actor.getSnapshot())).toBe('steps');
  });

  it('name the open step, nothing busy, and the cart total until an order is priced', () => {
    const actor = started();
    actor.send({ type: 'cart.updated', snapshot: withPhone });
    const snapshot = actor.getSnapshot();
    expect(selectOpenStep(snapshot)).toBe('contact');
    expect(selectBusy(snapshot)).toBeNull();
    expect(selectPaymentOffers(snapshot)).toBeNull();
    expect(selectTotal(snapshot.context)).toBe(withPhone.total);
  });
});
