import { describe, expect, it } from '@jest/globals';
import { accessory, cart, deepFreeze, NOW, phone, wrapTax } from '../test-support/fixtures.js';
import { cartTotal } from './cart.js';
import { decideCloudSnapshot, mergeCarts } from './cart-merge.js';

describe('mergeCarts (spec section 4, "Merge")', () => {
  const local = () =>
    deepFreeze(
      cart({
        phoneCart: [phone({ id: 'p1', buy_price: 100 }), phone({ id: 'p2', order_id: 2 })],
        accessoryCart: [accessory({ id: 'a1' }), wrapTax({ id: 'wrap-local' })],
        batteryCart: [{ phoneId: 'p1', id: 'bat-1', price: 199 }],
        giftWrap: { isActive: true, is_wrapping_tax: true },
        timestamp: NOW,
      }),
    );
  const cloud = () =>
    deepFreeze(
      cart({
        phoneCart: [phone({ id: 'p1', buy_price: 90 }), phone({ id: 'p3', order_id: 3 })],
        accessoryCart: [accessory({ id: 'a2' }), wrapTax({ id: 'wrap-cloud' })],
        batteryCart: [
          { phoneId: 'p1', id: 'bat-9', price: 250 },
          { phoneId: 'p3', id: 'bat-3', price: 199 },
        ],
        giftWrap: { isActive: false, is_wrapping_tax: false },
        timestamp: NOW - 1000,
      }),
    );

  it('unions phones by id; the local entry wins on the same id', () => {
    const merged = mergeCarts(local(), cloud());
    expect(merged.phoneCart.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(merged.phoneCart[0]?.buy_price).toBe(100);
  });

  it('concatenates accessories, keeping only one gift-wrap tax item', () => {
    expect(mergeCarts(local(), cloud()).accessoryCart.map((a) => a.id)).toEqual([
      'a1',
      'wrap-local',
      'a2',
    ]);
  });

  it('concatenates the distinct accessories: an id on both sides appears once, the local entry', () => {
    const merged = mergeCarts(
      cart({ accessoryCart: [accessory({ id: 'a1', price: 40 }), accessory({ id: 'a2' })] }),
      cart({ accessoryCart: [accessory({ id: 'a1', price: 35 }), accessory({ id: 'a3' })] }),
    );
    expect(merged.accessoryCart.map((a) => [a.id, a.price])).toEqual([
      ['a1', 40],
      ['a2', accessory().price],
      ['a3', accessory().price],
    ]);
  });

  it('adds nothing when the same carts are merged again (log out, log in, twice)', () => {
    const once = mergeCarts(local(), cloud());
    // The local cart survives a logout, and the cloud then holds the first merge.
    const twice = mergeCarts(local(), once);
    const thrice = mergeCarts(twice, twice);
    for (const again of [twice, thrice]) {
      expect(again.phoneCart).toEqual(once.phoneCart);
      expect(again.accessoryCart).toEqual(once.accessoryCart);
      expect(again.batteryCart).toEqual(once.batteryCart);
      expect(cartTotal(again)).toBe(cartTotal(once));
    }
  });

  it('keeps the local promo, else the cloud one; never one of a cloud cart of another version', () => {
    const mine = { code: 'REFURB10', percentage: 10 };
    const theirs = { code: 'VARA5', percentage: 5 };
    expect(mergeCarts(cart({ promo: mine }), cart({ promo: theirs })).promo).toEqual(mine);
    expect(mergeCarts(cart(), cart({ promo: theirs })).promo).toEqual(theirs);
    expect(mergeCarts(cart(), cart({ promo: theirs, stateVersion: '1.03' })).promo).toBeNull();
  });

  it('unions batteries by phone id', () => {
    expect(mergeCarts(local(), cloud()).batteryCart).toEqual([
      { phoneId: 'p1', id: 'bat-1', price: 199 },
      { phoneId: 'p3', id: 'bat-3', price: 199 },
    ]);
  });

  it('drops wrap-tax accessories when the merged cart holds a tablet or laptop', () => {
    for (const model_type of ['TABLET', 'LAPTOP'] as const) {
      const withTablet = cart({ phoneCart: [phone({ id: 't1', model_type })] });
      const merged = mergeCarts(local(), withTablet);
      expect(merged.accessoryCart.map((a) => a.id)).toEqual(['a1']);
      expect(merged.giftWrap.isActive).toBe(false);
    }
  });

  it('prefers the cloud gift wrap when it holds a choice', () => {
    const cloudWrap = { isActive: true, is_wrapping_tax: false };
    expect(mergeCarts(local(), cart({ giftWrap: cloudWrap })).giftWrap).toEqual(cloudWrap);
  });

  it('keeps the local gift wrap when the cloud has none', () => {
    expect(mergeCarts(local(), cloud()).giftWrap).toEqual({
      isActive: true,
      is_wrapping_tax: true,
    });
  });

  it('uses an empty cloud cart when the cloud state version differs', () => {
    const merged = mergeCarts(local(), { ...cloud(), stateVersion: '1.03' });
    expect(merged.phoneCart.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(merged.accessoryCart.map((a) => a.id)).toEqual(['a1', 'wrap-local']);
    expect(merged.stateVersion).toBe('1.04');
  });

  it('keeps the later timestamp and expiry', () => {
    const merged = mergeCarts(cloud(), local());
    expect(merged.timestamp).toBe(NOW);
    expect(merged.expireAt).toBe(local().expireAt);
  });
});

describe('decideCloudSnapshot (spec section 4, "Cloud sync")', () => {
  const withPhone = cart({ phoneCart: [phone()], timestamp: NOW });

  it('replaces the local cart when the cloud timestamp differs', () => {
    const cloud = cart({ phoneCart: [phone({ id: 'p9' })], timestamp: NOW + 5 });
    expect(decideCloudSnapshot({ local: withPhone, cloud, mergeAfterLogin: false })).toEqual({
      action: 'replace',
      cart: cloud,
    });
  });

  it('ignores a snapshot with the same timestamp (our own write coming back)', () => {
    const cloud = cart({ timestamp: NOW });
    expect(decideCloudSnapshot({ local: withPhone, cloud, mergeAfterLogin: false })).toEqual({
      action: 'ignore',
    });
  });

  it('ignores snapshots while the local cart is null', () => {
    expect(
      decideCloudSnapshot({ local: null, cloud: cart({ timestamp: 1 }), mergeAfterLogin: true }),
    ).toEqual({ action: 'ignore' });
  });

  it('replaces with an empty cart when the cloud state version differs', () => {
    const cloud = cart({
      phoneCart: [phone({ id: 'p9' })],
      timestamp: NOW + 5,
      stateVersion: '0.99',
    });
    const decision = decideCloudSnapshot({ local: withPhone, cloud, mergeAfterLogin: false });
    expect(decision.action).toBe('replace');
    expect(decision.action === 'replace' && decision.cart.phoneCart).toEqual([]);
  });

  it('merges after login when the local cart has phones', () => {
    const cloud = cart({ phoneCart: [phone({ id: 'p9' })], timestamp: NOW + 5 });
    const decision = decideCloudSnapshot({ local: withPhone, cloud, mergeAfterLogin: true });
    expect(decision.action).toBe('merge');
    expect(decision.action === 'merge' && decision.cart.phoneCart.map((p) => p.id)).toEqual([
      'p1',
      'p9',
    ]);
  });

  it('merges after login when the local cart has only accessories', () => {
    const local = cart({ accessoryCart: [accessory()], timestamp: NOW });
    expect(
      decideCloudSnapshot({ local, cloud: cart({ timestamp: 1 }), mergeAfterLogin: true }).action,
    ).toBe('merge');
  });

  it('merges into a missing cloud document by writing the local cart', () => {
    expect(decideCloudSnapshot({ local: withPhone, cloud: null, mergeAfterLogin: true })).toEqual({
      action: 'merge',
      cart: withPhone,
    });
  });

  it('does not merge an empty local cart: the cloud cart replaces it', () => {
    const cloud = cart({ phoneCart: [phone({ id: 'p9' })], timestamp: NOW + 5 });
    expect(
      decideCloudSnapshot({ local: cart({ timestamp: NOW }), cloud, mergeAfterLogin: true }),
    ).toEqual({ action: 'replace', cart: cloud });
  });
});
