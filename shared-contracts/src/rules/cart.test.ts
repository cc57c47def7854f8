import { describe, expect, it } from '@jest/globals';
import { CART_MAX_PHONES } from '../constants.js';
import type { CartLimitations } from '../schemas/cart.schema.js';
import {
  accessory,
  cart,
  deepFreeze,
  extraService,
  phone,
  wrapTax,
} from '../test-support/fixtures.js';
import {
  applyGiftWrapSuppression,
  canAddPhone,
  cartBreakdown,
  cartTotal,
  deselectExtraService,
  extraServicePrice,
  promoDiscount,
  removePhone,
  selectExtraService,
} from './cart.js';

const battery = accessory({
  id: 'bat-1',
  name: 'Baterie noua',
  price: 199,
  type: 'deviceAccessory',
  phoneId: 'p1',
  category: 'BATTERY',
});

describe('cartTotal (spec section 9)', () => {
  it('is 0 for an empty cart', () => {
    expect(cartTotal(cart())).toBe(0);
  });

  it('adds phone buy prices, selected extra services, device accessories and accessories; batteries count 0', () => {
    const c = deepFreeze(
      cart({
        phoneCart: [
          phone({
            id: 'p1',
            buy_price: 1000,
            selected_extra_services: [
              extraService({ price: 100 }),
              extraService({ id: 'ins', type: 'INSURANCE', price: undefined, buyPrice: 50 }),
            ],
            deviceAccessories: [battery],
          }),
          phone({ id: 'p2', order_id: 1002, buy_price: 500.5 }),
        ],
        accessoryCart: [accessory({ price: 49.9 }), wrapTax({ price: 15 })],
        batteryCart: [{ phoneId: 'p1', id: 'bat-1', price: 199 }],
      }),
    );
    expect(cartTotal(c)).toBe(1000 + 100 + 50 + 199 + 500.5 + 49.9 + 15);
  });

  it('breaks the total into products, extras (services and batteries) and accessories', () => {
    const c = cart({
      phoneCart: [
        phone({
          id: 'p1',
          buy_price: 1000,
          selected_extra_services: [extraService({ price: 100 })],
          deviceAccessories: [battery],
        }),
      ],
      accessoryCart: [accessory({ price: 49.9 }), wrapTax({ price: 15 })],
    });
    const parts = cartBreakdown(c);
    expect(parts).toEqual({ products: 1000, extras: 299, accessories: 64.9 });
    expect(parts.products + parts.extras + parts.accessories).toBe(cartTotal(c));
  });

  it('does not count inactive accessories', () => {
    const c = cart({
      phoneCart: [phone({ buy_price: 100, deviceAccessories: [{ ...battery, isActive: false }] })],
      accessoryCart: [accessory({ price: 10, isActive: false })],
    });
    expect(cartTotal(c)).toBe(100);
  });

  it('sums money without binary drift', () => {
    const c = cart({
      accessoryCart: [accessory({ id: 'a', price: 0.1 }), accessory({ id: 'b', price: 0.2 })],
    });
    expect(cartTotal(c)).toBe(0.3);
  });

  it('reads price, else buyPrice, else 0 for an extra service', () => {
    expect(extraServicePrice(extraService({ price: 5, buyPrice: 7 }))).toBe(5);
    expect(extraServicePrice(extraService({ price: undefined, buyPrice: 7 }))).toBe(7);
    expect(extraServicePrice(extraService({ price: undefined }))).toBe(0);
  });
});

describe('removePhone (spec section 4)', () => {
  const two = () =>
    deepFreeze(
      cart({
        phoneCart: [
          phone({ id: 'p1', deviceAccessories: [battery] }),
          phone({ id: 'p2', order_id: 1002 }),
        ],
        accessoryCart: [
          accessory(),
          accessory({ id: 'fit', type: 'deviceAccessory', phoneId: 'p1' }),
          wrapTax(),
        ],
        batteryCart: [
          { phoneId: 'p1', id: 'bat-1', price: 199 },
          { phoneId: 'p2', id: 'bat-2', price: 199 },
        ],
        giftWrap: { isActive: true, is_wrapping_tax: true },
      }),
    );

  it('removing the last phone empties the cart', () => {
    const start = deepFreeze(
      cart({
        phoneCart: [phone()],
        accessoryCart: [accessory(), wrapTax()],
        giftWrap: { isActive: true, is_wrapping_tax: true },
      }),
    );
    const { cart: after, isEmpty } = removePhone(start, 'p1');
    expect(isEmpty).toBe(true);
    expect(after).toMatchObject({
      phoneCart: [],
      accessoryCart: [],
      batteryCart: [],
      giftWrap: { isActive: false },
    });
  });

  it('removing one of two keeps the other and the cart', () => {
    const { cart: after, isEmpty } = removePhone(two(), 'p2');
    expect(isEmpty).toBe(false);
    expect(after.phoneCart.map((p) => p.id)).toEqual(['p1']);
    expect(after.accessoryCart).toHaveLength(3);
    expect(after.giftWrap.isActive).toBe(true);
  });

  it("removes the phone's battery when it is among that phone's device accessories", () => {
    const { cart: after } = removePhone(two(), 'p1');
    expect(after.batteryCart).toEqual([{ phoneId: 'p2', id: 'bat-2', price: 199 }]);
  });

  it("keeps a battery entry that is not among the phone's device accessories", () => {
    const start = cart({
      phoneCart: [phone({ id: 'p1' }), phone({ id: 'p2', order_id: 1002 })],
      batteryCart: [{ phoneId: 'p1', id: 'bat-x', price: 199 }],
    });
    expect(removePhone(start, 'p1').cart.batteryCart).toHaveLength(1);
  });

  it('removes accessories attached to the removed phone', () => {
    expect(removePhone(two(), 'p1').cart.accessoryCart.map((a) => a.id)).toEqual(['acc-1', 'wrap']);
  });

  it('an unknown phone id changes nothing', () => {
    const start = two();
    expect(removePhone(start, 'nope')).toEqual({ cart: start, isEmpty: false });
    expect(removePhone(cart(), 'nope').isEmpty).toBe(true);
  });
});

describe('extra services (spec section 4)', () => {
  const w12 = extraService({ id: 'w12', type: 'EXTRA_WARRANTY', price: 99 });
  const w24 = extraService({ id: 'w24', key: 'warranty_24', type: 'EXTRA_WARRANTY', price: 159 });
  const ins = extraService({ id: 'ins', key: 'insurance_Ad_Th', type: 'INSURANCE', price: 120 });
  const start = () =>
    deepFreeze(
      cart({
        phoneCart: [
          phone({ available_extra_services: [w12, w24, ins] }),
          phone({ id: 'p2', order_id: 2 }),
        ],
      }),
    );

  it('selecting adds the service as selected and flags it in the available list', () => {
    const before = start();
    const after = selectExtraService(before, 'p1', w12);
    expect(after.phoneCart[0]?.selected_extra_services).toEqual([{ ...w12, isSelected: true }]);
    expect(after.phoneCart[0]?.available_extra_services.map((s) => s.isSelected)).toEqual([
      true,
      false,
      false,
    ]);
    expect(after.phoneCart[1]).toBe(before.phoneCart[1]);
  });

  it('selecting replaces any other service of the same type', () => {
    const after = selectExtraService(selectExtraService(start(), 'p1', w12), 'p1', w24);
    expect(after.phoneCart[0]?.selected_extra_services.map((s) => s.id)).toEqual(['w24']);
    expect(after.phoneCart[0]?.available_extra_services.map((s) => s.isSelected)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('services of different types live side by side', () => {
    const after = selectExtraService(selectExtraService(start(), 'p1', w12), 'p1', ins);
    expect(after.phoneCart[0]?.selected_extra_services.map((s) => s.id)).toEqual(['w12', 'ins']);
  });

  it('selecting an already selected service does nothing (the same cart comes back)', () => {
    const once = deepFreeze(selectExtraService(start(), 'p1', w12));
    expect(selectExtraService(once, 'p1', w12)).toBe(once);
  });

  it('deselecting removes it and clears its flag', () => {
    const once = deepFreeze(selectExtraService(selectExtraService(start(), 'p1', w12), 'p1', ins));
    const after = deselectExtraService(once, 'p1', 'w12');
    expect(after.phoneCart[0]?.selected_extra_services.map((s) => s.id)).toEqual(['ins']);
    expect(after.phoneCart[0]?.available_extra_services.map((s) => s.isSelected)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('deselecting a service that is not selected, or on an unknown phone, does nothing', () => {
    const c = start();
    expect(deselectExtraService(c, 'p1', 'w12')).toBe(c);
    expect(selectExtraService(c, 'nope', w12)).toBe(c);
  });
});

describe('gift wrap suppression (spec sections 4 and 9)', () => {
  it.each([
    ['SMARTPHONE', false],
    ['TABLET', true],
    ['LAPTOP', true],
    ['SMARTWATCH', false],
    ['CONSOLE', false],
  ] as const)('a cart with a %s drops wrap-tax accessories: %p', (type, dropped) => {
    const c = deepFreeze(
      cart({
        phoneCart: [phone(), phone({ id: 'p2', order_id: 2, model_type: type })],
        accessoryCart: [accessory(), wrapTax()],
        giftWrap: { isActive: true, is_wrapping_tax: true },
      }),
    );
    const after = applyGiftWrapSuppression(c);
    expect(after.accessoryCart.map((a) => a.id)).toEqual(dropped ? ['acc-1'] : ['acc-1', 'wrap']);
    expect(after.giftWrap.isActive).toBe(!dropped);
  });
});

describe('canAddPhone: cart limitations', () => {
  const limits = (overrides: Partial<CartLimitations> = {}): CartLimitations => ({
    isActive: true,
    maxCartItems: 2,
    limitedItems: ['hot-1', 'hot-2'],
    maxCartLimitedItems: 1,
    ...overrides,
  });

  it.each([
    [
      'inactive limitations allow anything',
      cart({ phoneCart: [phone(), phone({ id: 'p2' }), phone({ id: 'p3' })] }),
      limits({ isActive: false }),
      'x',
      { ok: true },
    ],
    ['no limitations allow anything', cart(), null, 'x', { ok: true }],
    ['one below the max', cart({ phoneCart: [phone()] }), limits(), 'x', { ok: true }],
    [
      'at the max',
      cart({ phoneCart: [phone(), phone({ id: 'p2' })] }),
      limits(),
      'x',
      { ok: false, reason: 'max-cart-items', limit: 2 },
    ],
    ['first limited item', cart(), limits(), 'hot-1', { ok: true }],
    [
      'second limited item',
      cart({ phoneCart: [phone({ productId: 'hot-2' })] }),
      limits(),
      'hot-1',
      { ok: false, reason: 'max-limited-items', limit: 1 },
    ],
    [
      'a free item next to a limited one',
      cart({ phoneCart: [phone({ productId: 'hot-2' })] }),
      limits(),
      'free',
      { ok: true },
    ],
  ])('%s', (_label, c, l, productId, expected) => {
    expect(canAddPhone(c, l, productId)).toEqual(expected);
  });
  const full = cart({
    phoneCart: Array.from({ length: CART_MAX_PHONES }, (_, i) => phone({ id: `p${i}` })),
  });
  it.each([
    ['no limitations', null],
    ['inactive limitations', limits({ isActive: false })],
    ['limitations above it', limits({ maxCartItems: 1000 })],
  ])('never past the cart’s own CART_MAX_PHONES, with %s', (_label, l) => {
    expect(canAddPhone(full, l, 'x')).toEqual({
      ok: false,
      reason: 'max-cart-items',
      limit: CART_MAX_PHONES,
    });
    const oneLess = { ...full, phoneCart: full.phoneCart.slice(1) };
    expect(canAddPhone(oneLess, l, 'x')).toEqual({ ok: true });
  });
});

describe('promoDiscount', () => {
  it('takes its percentage of the phones only', () => {
    const withExtras = cart({
      phoneCart: [phone({ buy_price: 1000 }), phone({ id: 'p2', buy_price: 999.99 })],
      accessoryCart: [accessory({ price: 100 })],
    });
    expect(promoDiscount(withExtras, { code: 'REFURB10', percentage: 10 })).toBe(200);
    expect(promoDiscount(withExtras, null)).toBe(0);
  });
});
