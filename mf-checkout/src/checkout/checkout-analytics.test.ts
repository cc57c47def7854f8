import { afterEach, describe, expect, it } from '@jest/globals';
import { accessory, cart, phone, wrapTax } from '@refurb/shared-contracts/fixtures';
import { ATTEMPT_KEY } from '../adapters/session-attempt-store';
import { createSessionAttemptStore } from '../adapters/session-attempt-store';
import { memoryStorage } from '../test-support/fake-checkout-api';
import { bus, config } from '../test-support/page-harness';
import { checkoutStepEvent } from './checkout-analytics';
import { completeOrder } from './complete-order';

type Push = Record<string, unknown>;
const pushes = () => (window as { dataLayer?: Push[] }).dataLayer ?? [];

afterEach(() => {
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});

const bought = cart({
  phoneCart: [phone()],
  accessoryCart: [accessory({ id: 'b1', name: 'Husa Bundle', origin: 'PDP - Bundle' }), wrapTax()],
  giftWrap: { isActive: true, is_wrapping_tax: true },
});
const snapshot = { cart: bought, total: 2563.9, itemCount: 2, promo: null };

/** The accessories of `bought` in the spec's checkout-and-analytics form. */
const accessoryForms = [
  {
    id: 'b1',
    name: 'Husa Bundle',
    price: 49.9,
    origin: 'PDP - Bundle',
    image: `${config.accessoriesImageBase}husa%20bundle.jpg`,
  },
  {
    id: 'wrap',
    name: 'Ambalaj cadou',
    price: 15,
    origin: 'Default',
    image: `${config.accessoriesImageBase}ambalaj%20cadou.jpg`,
  },
];

describe('checkout analytics (spec sections 3 and 7)', () => {
  it('a checkout step carries the phones, the accessories in their analytics form and the model ids', () => {
    expect(
      checkoutStepEvent({
        cart: bought,
        deliveryKind: 'locker',
        step: 'payment',
        imageBase: config.accessoriesImageBase,
      }),
    ).toEqual({
      event: 'checkout',
      deliveryMode: 'LOCKER',
      checkoutStep: 4,
      checkoutStepName: 'payment',
      products: [expect.objectContaining({ id: 'p1', availability: 'in-stock' })],
      accessories: accessoryForms,
      modelId1: phone().model_id,
    });
  });

  it('the review is the step after the last form step; no cart yet means no products', () => {
    expect(
      checkoutStepEvent({ cart: null, step: 'review', imageBase: config.accessoriesImageBase }),
    ).toEqual({
      event: 'checkout',
      checkoutStep: 5,
      checkoutStepName: 'review',
      products: [],
      accessories: [],
    });
  });

  it('the purchase carries the accessories bought', () => {
    const storage = memoryStorage();
    storage.setItem(ATTEMPT_KEY, JSON.stringify({ key: 'key-0123456789abcdef', orderId: 'RO-7' }));
    const cleared: string[] = [];
    const stop = bus.subscribe('cart.clear', ({ reason }) => cleared.push(reason));
    const done = completeOrder(
      {
        attempts: createSessionAttemptStore(storage),
        bus,
        session: { clear: () => {} } as never,
        config,
      },
      { orderId: 'RO-7', total: 2563.9, paymentMethod: 'cash-on-delivery' },
      snapshot,
    );
    stop();
    expect(done).toBe(true);
    expect(cleared).toEqual(['order-placed']);
    expect(pushes().filter((p) => p.event === 'purchase')).toEqual([
      {
        event: 'purchase',
        orderId: 'RO-7',
        value: 2563.9,
        paymentMethod: 'cash-on-delivery',
        products: [expect.objectContaining({ id: 'p1' })],
        accessories: accessoryForms,
        modelId1: phone().model_id,
      },
    ]);
  });
});
