import { describe, expect, it } from '@jest/globals';
import { ANALYTICS_MAX_MODEL_IDS } from '../constants.js';
import { AnalyticsCartProductSchema, ConsentUpdateSchema } from '../schemas/analytics.schema.js';
import { deepFreeze, phone } from '../test-support/fixtures.js';
import { analyticsModelIds, consentUpdate, toAnalyticsProduct } from './analytics.js';

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
      availability: 'in stock',
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
    [0, 'out of stock'],
    [1, 'in stock'],
    [12, 'in stock'],
  ])('availability %p is %p', (availability, label) => {
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
