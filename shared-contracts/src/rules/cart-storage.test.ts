import { describe, expect, it } from '@jest/globals';
import { CART_EXPIRY_MONTHS, CART_STATE_VERSION } from '../constants.js';
import { CartStateSchema } from '../schemas/cart.schema.js';
import { accessory, cart, deepFreeze, NOW, phone } from '../test-support/fixtures.js';
import {
  addMonths,
  cartStorageKey,
  emptyCart,
  isCartEmpty,
  parseStoredCart,
  stampCart,
} from './cart-storage.js';

describe('stored cart (spec sections 3 and 9)', () => {
  it('is kept under a versioned key', () => {
    expect(cartStorageKey()).toBe('refurb:cart:v1.04');
    expect(cartStorageKey('2.0')).toBe('refurb:cart:v2.0');
  });

  it('state version 1.04, expiry 1 month', () => {
    expect(CART_STATE_VERSION).toBe('1.04');
    expect(CART_EXPIRY_MONTHS).toBe(1);
  });

  it.each([
    ['mid-month', Date.UTC(2026, 10, 22), Date.UTC(2026, 11, 22)],
    ['into the next year', Date.UTC(2026, 11, 15, 8, 30), Date.UTC(2027, 0, 15, 8, 30)],
    ['31 January to the end of February', Date.UTC(2027, 0, 31), Date.UTC(2027, 1, 28)],
    ['31 January in a leap year', Date.UTC(2028, 0, 31), Date.UTC(2028, 1, 29)],
  ])('expires one month later: %s', (_label, from, to) => {
    expect(addMonths(from, 1)).toBe(to);
  });

  it('an empty cart passes its schema and expires after the configured months', () => {
    const empty = emptyCart({ now: NOW });
    expect(CartStateSchema.parse(empty)).toEqual(empty);
    expect(empty.expireAt).toBe(addMonths(NOW, 1));
    expect(emptyCart({ now: NOW, expiryMonths: 3, stateVersion: '2.0' })).toMatchObject({
      expireAt: addMonths(NOW, 3),
      stateVersion: '2.0',
    });
    expect(isCartEmpty(empty)).toBe(true);
  });

  it('stamping sets timestamp, expireAt and version and keeps the content', () => {
    const c = deepFreeze(
      cart({ phoneCart: [phone()], timestamp: 1, expireAt: 2, stateVersion: 'old' }),
    );
    const stamped = stampCart(c, { now: NOW });
    expect(stamped).toEqual({
      ...c,
      timestamp: NOW,
      expireAt: addMonths(NOW, 1),
      stateVersion: '1.04',
    });
  });

  it('is empty only with no phones and no accessories', () => {
    expect(isCartEmpty(cart({ accessoryCart: [accessory()] }))).toBe(false);
    expect(isCartEmpty(cart({ phoneCart: [phone()] }))).toBe(false);
  });
});

describe('parseStoredCart: a stored cart is never trusted', () => {
  const good = cart({ phoneCart: [phone()], expireAt: NOW + 1 });

  it('reads a valid cart from JSON text and from a decoded document', () => {
    expect(parseStoredCart(JSON.stringify(good), { now: NOW })).toEqual({ ok: true, cart: good });
    expect(parseStoredCart(good, { now: NOW })).toEqual({ ok: true, cart: good });
  });

  it.each([
    ['nothing stored', null, 'missing'],
    ['undefined', undefined, 'missing'],
    ['not JSON', '{"phoneCart":', 'corrupt'],
    ['JSON of the wrong shape', '[1,2,3]', 'corrupt'],
    [
      'a phone without a price',
      JSON.stringify({ ...good, phoneCart: [{ ...phone(), buy_price: 'free' }] }),
      'corrupt',
    ],
    [
      'a negative price',
      JSON.stringify({ ...good, accessoryCart: [accessory({ price: -1 })] }),
      'corrupt',
    ],
    ['another state version', JSON.stringify({ ...good, stateVersion: '1.03' }), 'version'],
    [
      // Another version may have another shape: it is still "another version" (spec section 4).
      'another state version in another shape',
      JSON.stringify({ items: [{ sku: 'x' }], stateVersion: '0.9' }),
      'version',
    ],
    ['expired at this very moment', JSON.stringify({ ...good, expireAt: NOW }), 'expired'],
    ['expired long ago', JSON.stringify({ ...good, expireAt: 0 }), 'expired'],
  ])('%s -> %s', (_label, raw, reason) => {
    const result = parseStoredCart(raw, { now: NOW });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe(reason);
    expect(!result.ok && result.message.length).toBeGreaterThan(0);
  });

  it('names the field that is wrong', () => {
    const result = parseStoredCart(JSON.stringify({ ...good, giftWrap: { isActive: 'yes' } }), {
      now: NOW,
    });
    expect(!result.ok && result.message).toContain('giftWrap.isActive');
  });

  it('checks the version the environment asks for', () => {
    const v2 = { ...good, stateVersion: '2.0' };
    expect(parseStoredCart(v2, { now: NOW, stateVersion: '2.0' }).ok).toBe(true);
    expect(parseStoredCart(v2, { now: NOW }).ok).toBe(false);
  });
});
