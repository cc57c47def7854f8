import { describe, expect, it } from '@jest/globals';
import { ANALYTICS_MAX_MODEL_IDS } from '../constants.js';
import { AnalyticsCartProductSchema, ConsentUpdateSchema } from '../schemas/analytics.schema.js';
import { CheckoutAccessorySchema } from '../schemas/cart.schema.js';
import { accessory, cart, deepFreeze, phone, wrapTax } from '../test-support/fixtures.js';
import {
  analyticsAccessories,
  analyticsModelIds,
  cartAnalytics,
  consentUpdate,
  toAnalyticsAccessory,
  toAnalyticsProduct,
} from './analytics.js';

describe('toAnalyticsProduct (spec section 3)', () => {
  it('has exactly the spec keys and passes its schema', () => {
    const product = toAnalyticsProduct(deepFreeze(phone()));
    expect(Object.keys(product).sort()).toEqual(
      'id productId name modelDisplayName shortTitle category brand quantity price storage shape color url availability image origin configSummary discount'
        .split(' ')
        .sort(),
    );
    expect(AnalyticsCartProductSchema.parse(product)).toEqual(product);
  });

  it('maps the phone item', () => {
    expect(toAnalyticsProduct(phone({ category: 'Telefoane' }))).toEqual({
      id: 'p1',
      productId: 'prod-1',
      name: 'Apple iPhone 13 128GB Midnight',
      modelDisplayName: 'iPhone 13',
      shortTitle: 'iPhone 13 128GB',
      category: 'Telefoane',
      brand: 'Apple',
      quantity: 1,
      price: 2499,
      storage: '128GB',
      shape: 'FOARTE_BUN',
      color: 'Midnight',
      url: '/magazin/apple/telefoane-apple-iphone-13-128gb-midnight/1234/',
      availability: 'in-stock',
      image: 'https://img.example/iphone-13-320.jpg',
      origin: 'Default',
      configSummary: '128GB, Midnight',
      discount: 0,
    });
  });

  it.each([
    [2499.4, 2499],
    [2499.5, 2500],
    [0, 0],
  ])('price %p is reported as the integer %p', (buy_price, price) => {
    expect(toAnalyticsProduct(phone({ buy_price })).price).toBe(price);
  });

  it.each([
    [0, 'out-of-stock'],
    [1, 'in-stock'],
    [12, 'in-stock'],
  ])("availability %p is %p, in the spec's own words", (availability, label) => {
    expect(toAnalyticsProduct(phone({ availability })).availability).toBe(label);
  });

  it.each([
    [2699, 2499, 200],
    [2499, 2499, 0],
    [2000, 2499, 0],
    [undefined, 2499, 0],
    [100.3, 100.1, 0.2],
  ])('previous %p, now %p: discount %p', (previous_buy_price, buy_price, discount) => {
    expect(toAnalyticsProduct(phone({ previous_buy_price, buy_price })).discount).toBe(discount);
  });

  it('takes the origin of the item, else the option, default "Default"', () => {
    expect(toAnalyticsProduct(phone({ origin: 'PDP - Bundle' })).origin).toBe('PDP - Bundle');
    expect(toAnalyticsProduct(phone(), { origin: 'Cart carousel' }).origin).toBe('Cart carousel');
  });

  it('falls back to the device type as category', () => {
    expect(toAnalyticsProduct(phone({ model_type: 'TABLET' })).category).toBe('TABLET');
  });
});

describe('toAnalyticsAccessory: the checkout and analytics form (spec section 3)', () => {
  const BASE = '/content/accessories/';

  it('has exactly id, name, price, origin and image, and passes its schema', () => {
    const form = toAnalyticsAccessory(deepFreeze(accessory({ origin: 'PDP - Bundle' })), BASE);
    expect(form).toEqual({
      id: 'acc-1',
      name: 'Husa silicon',
      price: 49.9,
      origin: 'PDP - Bundle',
      image: '/content/accessories/husa%20silicon.jpg',
    });
    expect(CheckoutAccessorySchema.parse(form)).toEqual(form);
  });

  it('reports an accessory with no origin as "Default"', () => {
    expect(toAnalyticsAccessory(accessory(), BASE).origin).toBe('Default');
  });
});

describe('analyticsAccessories: what the data layer reports beside the phones', () => {
  const BASE = '/content/accessories/';
  const battery = accessory({
    id: 'bat',
    name: 'Baterie noua',
    type: 'deviceAccessory',
    category: 'BATTERY',
    phoneId: 'p1',
    price: 199,
  });

  it("lists the stand-alone accessories, the gift wrap and each phone's device accessories", () => {
    const full = cart({
      phoneCart: [phone({ deviceAccessories: [battery] })],
      accessoryCart: [accessory({ origin: 'PDP - Bundle' }), wrapTax()],
      giftWrap: { isActive: true, is_wrapping_tax: true },
    });
    expect(analyticsAccessories(deepFreeze(full), BASE).map((a) => [a.id, a.origin])).toEqual([
      ['acc-1', 'PDP - Bundle'],
      ['wrap', 'Default'],
      ['bat', 'Default'],
    ]);
  });

  it('leaves out accessories no longer sold (they are not bought)', () => {
    const withGone = cart({
      phoneCart: [phone({ deviceAccessories: [{ ...battery, isActive: false }] })],
      accessoryCart: [accessory({ isActive: false }), accessory({ id: 'acc-2' })],
    });
    expect(analyticsAccessories(withGone, BASE).map((a) => a.id)).toEqual(['acc-2']);
  });

  it('cartAnalytics carries the products, the accessories and the modelId fields', () => {
    const phones = Array.from({ length: 6 }, (_, i) => phone({ id: `p${i}`, model_id: 10 + i }));
    const fields = cartAnalytics(cart({ phoneCart: phones, accessoryCart: [accessory()] }), BASE);
    expect(fields.products.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(fields.accessories).toEqual([toAnalyticsAccessory(accessory(), BASE)]);
    expect(fields).toMatchObject({ modelId1: 10, modelId5: 14 });
    expect(fields).not.toHaveProperty('modelId6');
  });
});

describe('analyticsModelIds: at most 5 modelId fields', () => {
  it.each([0, 1, 5, 6, 12])('with %i phones', (count) => {
    const phones = Array.from({ length: count }, (_, i) => ({ model_id: 100 + i }));
    const fields = analyticsModelIds(phones);
    expect(Object.keys(fields)).toHaveLength(Math.min(count, ANALYTICS_MAX_MODEL_IDS));
    if (count > 0) expect(fields.modelId1).toBe(100);
    expect(fields.modelId6).toBeUndefined();
  });
});

describe('consentUpdate (spec section 6)', () => {
  it.each([
    [true, true, 'granted', 'granted'],
    [true, false, 'granted', 'denied'],
    [false, true, 'denied', 'granted'],
    [false, false, 'denied', 'denied'],
  ] as const)('ad %p, analytics %p', (ad, analytics, adValue, analyticsValue) => {
    const update = consentUpdate({ ad, analytics });
    expect(update).toEqual({
      ad_storage: adValue,
      analytics_storage: analyticsValue,
      functionality_storage: 'granted',
      ad_user_data: adValue,
      ad_personalization: adValue,
    });
    expect(ConsentUpdateSchema.parse(update)).toEqual(update);
  });
});
