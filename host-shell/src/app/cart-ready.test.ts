import { describe, expect, it } from '@jest/globals';
import type { CartState } from '@refurb/shared-contracts/cart';
import { createCartDemand, createCartReady } from './cart-ready';
import { newBus } from '../test-support/bus';

const cart: CartState = {
  phoneCart: [],
  accessoryCart: [],
  batteryCart: [],
  giftWrap: { isActive: false, is_wrapping_tax: false },
  timestamp: 1,
  expireAt: 2,
  stateVersion: '1.04',
  promo: null,
};

describe('cart ready', () => {
  it('answers true once the cart has published its state, even if it did before', async () => {
    const bus = newBus();
    bus.publish('cart.updated', { cart, total: 0, itemCount: 0 });
    await expect(createCartReady(bus)(50)).resolves.toBe(true);
  });

  it('waits for a cart that starts later', async () => {
    const bus = newBus();
    const ready = createCartReady(bus)(1000);
    setTimeout(() => bus.publish('cart.updated', { cart, total: 0, itemCount: 0 }), 10);
    await expect(ready).resolves.toBe(true);
  });

  it('answers false when no cart answers in time', async () => {
    await expect(createCartReady(newBus())(20)).resolves.toBe(false);
  });

  it('wants the cart when asked, once, and tells who listens', async () => {
    const demand = createCartDemand();
    let told = 0;
    demand.subscribe(() => (told += 1));
    const bus = newBus();
    const ready = createCartReady(bus, demand);
    expect(demand.wanted()).toBe(false);
    const answer = ready(1000);
    void ready(1000);
    expect(demand.wanted()).toBe(true);
    expect(told).toBe(1);
    bus.publish('cart.updated', { cart, total: 0, itemCount: 0 });
    await expect(answer).resolves.toBe(true);
  });
});
