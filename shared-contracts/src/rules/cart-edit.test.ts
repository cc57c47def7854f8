import { describe, expect, it, jest } from '@jest/globals';
import { accessory, cart, deepFreeze, phone, wrapTax } from '../test-support/fixtures.js';
import { cartTotal } from './cart.js';
import {
  addAccessory,
  addPhone,
  batteryChoiceOf,
  cartItemCount,
  chooseBattery,
  removeAccessory,
  setGiftWrap,
} from './cart-edit.js';
import { dateFormatter, fillTemplate, priceFormatter } from './format.js';

const battery = accessory({
  id: 'bat-1',
  name: 'Baterie noua',
  price: 199,
  type: 'deviceAccessory',
  category: 'BATTERY',
});
const limits = {
  isActive: true,
  maxCartItems: 2,
  limitedItems: ['prod-x'],
  maxCartLimitedItems: 1,
};

describe('addPhone', () => {
  it('adds a phone and mirrors its new battery in the battery cart', () => {
    const item = phone({ deviceAccessories: [{ ...battery, phoneId: 'p1' }] });
    const result = addPhone(deepFreeze(cart()), item);
    expect(result).toMatchObject({ ok: true, added: true });
    expect(result.cart.phoneCart).toEqual([item]);
    expect(result.cart.batteryCart).toEqual([{ phoneId: 'p1', id: 'bat-1', price: 199 }]);
    expect(cartTotal(result.cart)).toBe(2499 + 199);
  });

  it('does not add the same unit twice', () => {
    const start = cart({ phoneCart: [phone()] });
    expect(addPhone(start, phone())).toEqual({ ok: true, cart: start, added: false });
  });

  it('refuses a phone over the cart limitations, saying which', () => {
    const two = cart({ phoneCart: [phone({ id: 'a' }), phone({ id: 'b' })] });
    expect(addPhone(two, phone({ id: 'c' }), limits)).toMatchObject({
      ok: false,
      cart: two,
      limit: { reason: 'max-cart-items', limit: 2 },
    });
    const limited = cart({ phoneCart: [phone({ id: 'a', productId: 'prod-x' })] });
    expect(addPhone(limited, phone({ id: 'b', productId: 'prod-x' }), limits)).toMatchObject({
      ok: false,
      limit: { reason: 'max-limited-items', limit: 1 },
    });
  });

  it('drops the gift wrap when a tablet or laptop comes in', () => {
    const wrapped = cart({
      accessoryCart: [wrapTax()],
      giftWrap: { isActive: true, is_wrapping_tax: true },
    });
    const result = addPhone(wrapped, phone({ model_type: 'LAPTOP' }));
    expect(result.cart.accessoryCart).toEqual([]);
    expect(result.cart.giftWrap).toEqual({ isActive: false, is_wrapping_tax: false });
  });
});

describe('accessories and gift wrap', () => {
  it('adds an accessory once and removes it', () => {
    const one = addAccessory(deepFreeze(cart()), accessory());
    expect(one.accessoryCart).toHaveLength(1);
    expect(addAccessory(one, accessory())).toBe(one);
    expect(removeAccessory(one, 'acc-1').accessoryCart).toEqual([]);
    expect(removeAccessory(one, 'missing')).toBe(one);
  });

  it('turns gift wrap on with its wrap-tax item and off without any', () => {
    const on = setGiftWrap(deepFreeze(cart()), true, wrapTax());
    expect(on.giftWrap).toEqual({ isActive: true, is_wrapping_tax: true });
    expect(on.accessoryCart.map((a) => a.id)).toEqual(['wrap']);
    expect(setGiftWrap(on, true, wrapTax())).toBe(on);
    const off = setGiftWrap(on, false, null);
    expect(off.giftWrap).toEqual({ isActive: false, is_wrapping_tax: false });
    expect(off.accessoryCart).toEqual([]);
    expect(removeAccessory(on, 'wrap').giftWrap.isActive).toBe(false);
  });

  it('cannot wrap a cart holding a tablet', () => {
    const tablet = cart({ phoneCart: [phone({ model_type: 'TABLET' })] });
    expect(setGiftWrap(tablet, true, wrapTax())).toBe(tablet);
    expect(addAccessory(tablet, wrapTax())).toBe(tablet);
  });
});

describe('chooseBattery', () => {
  const offered = cart({
    phoneCart: [phone({ deviceAvailableAccessories: [battery] })],
  });

  it('Noua adds the offered battery to the phone and the battery cart; Standard takes it away', () => {
    const fresh = chooseBattery(deepFreeze(offered), 'p1', 'Noua');
    expect(batteryChoiceOf(fresh.phoneCart[0]!)).toBe('Noua');
    expect(fresh.phoneCart[0]!.deviceAccessories).toEqual([
      { ...battery, type: 'deviceAccessory', phoneId: 'p1' },
    ]);
    expect(fresh.batteryCart).toEqual([{ phoneId: 'p1', id: 'bat-1', price: 199 }]);
    expect(chooseBattery(fresh, 'p1', 'Noua')).toBe(fresh);
    const back = chooseBattery(fresh, 'p1', 'Standard');
    expect(batteryChoiceOf(back.phoneCart[0]!)).toBe('Standard');
    expect(back.batteryCart).toEqual([]);
  });

  it('changes nothing without an offer or for an unknown phone', () => {
    const none = cart({ phoneCart: [phone()] });
    expect(chooseBattery(none, 'p1', 'Noua')).toBe(none);
    expect(chooseBattery(offered, 'nope', 'Noua')).toBe(offered);
  });
});

it('counts phones and accessories but not the wrap tax', () => {
  expect(
    cartItemCount(cart({ phoneCart: [phone()], accessoryCart: [accessory(), wrapTax()] })),
  ).toBe(2);
});

describe('formats', () => {
  it('writes dates on the site calendar: an instant in its time zone, a day as is', () => {
    // 22:30 UTC on 1 November is already 2 November in Bucharest and Athens, not in Budapest.
    expect(dateFormatter('ro')('2026-11-01T22:30:00Z')).toBe('2 noiembrie 2026');
    expect(dateFormatter('hu')('2026-11-01T22:30:00Z')).toBe('2026. november 1.');
    expect(dateFormatter('gr')('2028-11-02')).toBe('2 Νοεμβρίου 2028');
    expect(dateFormatter('bg')('2028-11-02')).toMatch(/^2 ноември 2028/);
    expect(dateFormatter('ro')('not a date')).toBe('not a date');
  });

  it.each([
    ['ro', 1234.5, '1.234,5 lei'],
    ['bg', 99, '99 Lev'],
    ['gr', 10.25, '10,25 euro'],
  ] as const)('%s prices %d as %s', (country, amount, shown) => {
    expect(priceFormatter(country)(amount)).toBe(shown);
  });

  it('writes HU prices with its grouping and Ft', () => {
    expect(priceFormatter('hu')(123456).replace(/\s/g, ' ')).toBe('123 456 Ft');
  });

  it('prices with no Intl number formatter; builds each date formatter on its first use, once', () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const price = priceFormatter('ro');
      const date = dateFormatter('ro');
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      expect(price(1) + price(2)).toBe('1 lei2 lei');
      // Its first one costs a cheap phone ~200 ms of locale data (format.ts, amountFormatter).
      expect(numbers).not.toHaveBeenCalled();
      date('2026-11-01T10:00:00Z');
      date('2026-11-02T10:00:00Z');
      expect(dates).toHaveBeenCalledTimes(1);
      date('2028-11-02');
      expect(dates).toHaveBeenCalledTimes(2);
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('{n} produse, {missing}', { n: 2 })).toBe('2 produse, {missing}');
  });

  it('reads only the values given, not what every object inherits', () => {
    // Found by rules.property.test.ts: `name in values` filled in `function Object() {...}`.
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});
