import { describe, expect, it } from '@jest/globals';
import type { RefreshCartResponse, RefreshedPhone } from '../schemas/cart-refresh.schema.js';
import { RefreshCartRequestSchema } from '../schemas/cart-refresh.schema.js';
import type { CartState } from '../schemas/cart.schema.js';
import {
  accessory,
  cart,
  deepFreeze,
  extraService,
  phone,
  wrapTax,
} from '../test-support/fixtures.js';
import { refreshCart, refreshRequestFor } from './cart-refresh.js';

const battery = accessory({
  id: 'bat-1',
  name: 'Baterie noua',
  price: 199,
  type: 'deviceAccessory',
  phoneId: 'p1',
  category: 'BATTERY',
});
const fitting = accessory({
  id: 'fit-1',
  name: 'Folie montata profesional',
  price: 59,
  type: 'deviceAccessory',
  phoneId: 'p1',
});
const w12 = extraService({ id: 'w12', price: 99, isSelected: true });

const serverPhone = (overrides: Partial<RefreshedPhone> = {}): RefreshedPhone => ({
  legacySellOrderId: 1001,
  productId: 'prod-1',
  buy_price: 2399,
  previous_buy_price: 2499,
  availability: 2,
  available_extra_services: [{ ...w12, price: 89, isSelected: false }],
  deviceAccessories: [
    { ...battery, price: 179 },
    { ...fitting, isActive: false },
  ],
  deviceAvailableAccessories: [battery, fitting],
  ...overrides,
});

const start = () =>
  deepFreeze(
    cart({
      phoneCart: [
        phone({
          id: 'p1',
          order_id: 1001,
          selected_extra_services: [w12],
          deviceAccessories: [battery, fitting],
        }),
        phone({ id: 'p2', order_id: 1002 }),
      ],
      accessoryCart: [accessory({ id: 'a1', price: 49 }), accessory({ id: 'a2' }), wrapTax()],
      batteryCart: [{ phoneId: 'p1', id: 'bat-1', price: 199 }],
      giftWrap: { isActive: true, is_wrapping_tax: true },
    }),
  );

const response = (overrides: Partial<RefreshCartResponse> = {}): RefreshCartResponse => ({
  phones: [
    serverPhone(),
    serverPhone({ legacySellOrderId: 1002, productId: 'prod-2', deviceAccessories: [] }),
  ],
  accessories: [
    { id: 'a1', price: 39, isActive: true },
    { id: 'a2', price: 10, isActive: false },
    { id: 'wrap', price: 15, isActive: true },
  ],
  ...overrides,
});

describe('refreshCart (spec section 4, "Refresh against server data")', () => {
  it('maps phones by legacy sell order id and refreshes price and availability', () => {
    const { cart: after, phonesRemoved, error } = refreshCart(start(), response());
    expect(error).toBeUndefined();
    expect(phonesRemoved).toEqual([]);
    expect(after.phoneCart.map((p) => [p.id, p.productId, p.buy_price, p.availability])).toEqual([
      ['p1', 'prod-1', 2399, 2],
      ['p2', 'prod-2', 2399, 2],
    ]);
  });

  it('drops phones the server did not return and flags the toast', () => {
    const { cart: after, phonesRemoved } = refreshCart(
      start(),
      response({ phones: [serverPhone()] }),
    );
    expect(after.phoneCart.map((p) => p.id)).toEqual(['p1']);
    expect(phonesRemoved).toEqual(['p2']);
  });

  it('does not match phones by any id but the legacy sell order id', () => {
    const { phonesRemoved } = refreshCart(
      start(),
      response({ phones: [serverPhone({ legacySellOrderId: 9999, productId: 'prod-1' })] }),
    );
    expect(phonesRemoved).toEqual(['p1', 'p2']);
  });

  it('keeps active accessories with a refreshed price and drops the rest', () => {
    const { cart: after } = refreshCart(start(), response());
    expect(after.accessoryCart.map((a) => [a.id, a.price])).toEqual([
      ['a1', 39],
      ['wrap', 15],
    ]);
    expect(after.phoneCart[0]?.deviceAccessories.map((a) => [a.id, a.price])).toEqual([
      ['bat-1', 179],
    ]);
  });

  it('names an accessory in the site’s language when the server gives its name', () => {
    const { cart: after } = refreshCart(
      start(),
      response({
        accessories: [
          { id: 'a1', price: 39, isActive: true, translatedName: 'Силиконов калъф' },
          { id: 'wrap', price: 15, isActive: true },
        ],
      }),
    );
    expect(after.accessoryCart.map((a) => [a.id, a.translatedName])).toEqual([
      ['a1', 'Силиконов калъф'],
      ['wrap', undefined],
    ]);
  });

  it('drops accessories the server does not know', () => {
    const { cart: after } = refreshCart(start(), response({ accessories: [] }));
    expect(after.accessoryCart).toEqual([]);
  });

  it('rebuilds batteries from active BATTERY device accessories', () => {
    expect(refreshCart(start(), response()).cart.batteryCart).toEqual([
      { phoneId: 'p1', id: 'bat-1', price: 179 },
    ]);
    const inactive = response({
      phones: [serverPhone({ deviceAccessories: [{ ...battery, isActive: false }] })],
    });
    expect(refreshCart(start(), inactive).cart.batteryCart).toEqual([]);
  });

  it('keeps selected extra services still offered, at their new price', () => {
    const { cart: after } = refreshCart(start(), response());
    expect(after.phoneCart[0]?.selected_extra_services).toEqual([
      { ...w12, price: 89, isSelected: true },
    ]);
    expect(after.phoneCart[0]?.available_extra_services[0]?.isSelected).toBe(true);
    const withdrawn = refreshCart(
      start(),
      response({ phones: [serverPhone({ available_extra_services: [] })] }),
    );
    expect(withdrawn.cart.phoneCart[0]?.selected_extra_services).toEqual([]);
  });

  it('empties the cart and reports invalid refresh data, with no toast', () => {
    for (const bad of [
      null,
      'oops',
      {},
      { phones: [{ legacySellOrderId: 'x' }], accessories: [] },
    ]) {
      const result = refreshCart(start(), bad);
      expect(result.cart).toMatchObject({ phoneCart: [], accessoryCart: [], batteryCart: [] });
      expect(result.phonesRemoved).toEqual([]);
      expect(result.error?.kind).toBe('invalid-refresh-data');
    }
  });

  it('empties the cart and names the step when preparing the data or setting the accessories faults', () => {
    /** `item` whose `field` throws when read: a cart object broken in memory. */
    const broken = <T extends object>(item: T, field: keyof T): T =>
      Object.defineProperty({ ...item }, field, {
        enumerable: true,
        get: () => {
          throw new Error(`${String(field)} unreadable`);
        },
      });
    const base = start();
    const cases: [CartState, string][] = [
      [{ ...base, phoneCart: [broken(phone({ order_id: 1001 }), 'order_id')] }, 'prepare-data'],
      [{ ...base, accessoryCart: [broken(accessory({ id: 'a1' }), 'id')] }, 'set-accessories'],
    ];
    for (const [input, kind] of cases) {
      const result = refreshCart(input, response());
      expect(result.error).toEqual({ kind, message: expect.stringContaining('unreadable') });
      expect(result.cart).toMatchObject({
        phoneCart: [],
        accessoryCart: [],
        batteryCart: [],
        giftWrap: { isActive: false, is_wrapping_tax: false },
        promo: null,
      });
      expect(result.phonesRemoved).toEqual([]);
    }
  });

  it('applies gift-wrap suppression to the refreshed cart', () => {
    const tablet = deepFreeze(
      cart({ phoneCart: [phone({ model_type: 'TABLET' })], accessoryCart: [wrapTax()] }),
    );
    expect(refreshCart(tablet, response()).cart.accessoryCart).toEqual([]);
  });

  it('builds a request that passes the contract', () => {
    const request = refreshRequestFor(start(), 'ro');
    expect(RefreshCartRequestSchema.parse(request)).toEqual(request);
    expect(request.phones[0]).toEqual({
      legacySellOrderId: 1001,
      deviceAccessoryIds: ['bat-1', 'fit-1'],
      selectedExtraServiceIds: ['w12'],
    });
    expect(request.accessoryIds).toEqual(['a1', 'a2', 'wrap']);
  });
});
