import { describe, expect, it } from '@jest/globals';
import type { Listing, ModelPageResponse } from '../api/catalog.schema.js';
import { PhoneCartItemSchema } from '../schemas/cart.schema.js';
import { deepFreeze, extraService } from '../test-support/fixtures.js';
import { EMBED_ORIGIN, PDP_ORIGIN, phoneCartItem, toCartAccessory } from './phone-item.js';

const model: ModelPageResponse['model'] = {
  modelId: 5,
  legacyModelId: 1005,
  type: 'SMARTPHONE',
  brand: 'Apple',
  brandSlug: 'apple',
  name: 'iPhone 13',
  slug: 'apple-iphone-13',
  specs: { size: '6.1"' },
};
const listing: Listing = {
  productId: 'P00042',
  legacySellOrderId: 700042,
  sku: 'SKU-1005-00042',
  storage: '128GB',
  color: 'Midnight',
  grade: 'FOARTE_BUN',
  stock: 3,
  batteryType: 'Standard',
  batteryHealth: 89,
  price: 2199,
  previousPrice: 2499,
  image: '/content/products/P00042.svg',
};
const warranty = extraService({ id: 'w12' });
const insurance = extraService({ id: 'ins', key: 'insurance', type: 'INSURANCE', price: 150 });
const battery = {
  id: 'bat-1',
  name: 'Baterie noua',
  translatedName: 'Baterie nouă',
  price: 199,
  image: '/content/accessories/bat-1.svg',
  isWrappingTax: false,
  category: 'whatever the offer says',
};

describe('a listing as a phone cart item', () => {
  it('names the listing, its price and its grade in the words given, and parses as the cart item', () => {
    const item = phoneCartItem(
      deepFreeze({
        country: 'ro',
        model,
        listing,
        gradeLabel: 'Foarte bun',
        services: [warranty],
        selectedServiceIds: [],
        battery: null,
        origin: EMBED_ORIGIN,
      }),
    );
    expect(PhoneCartItemSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      id: 'P00042',
      productId: 'P00042',
      order_id: 700042,
      buy_price: 2199,
      previous_buy_price: 2499,
      title: 'Apple iPhone 13 128GB Midnight',
      configSummary: '128GB, Midnight, Foarte bun',
      shortTitle: 'iPhone 13',
      size: '6.1"',
      shape: 'FOARTE_BUN',
      availability: 3,
      origin: 'Embed',
      model_id: 5,
      selected_extra_services: [],
      available_extra_services: [{ ...warranty, isSelected: false }],
      deviceAccessories: [],
    });
  });

  it.each([
    ['ro', '/magazin/apple/'],
    ['hu', '/bolt/apple/'],
  ] as const)('links to the brand-model page of the %s site', (country, start) => {
    const item = phoneCartItem({
      country,
      model,
      listing,
      gradeLabel: 'x',
      services: [],
      selectedServiceIds: [],
      battery: null,
      origin: PDP_ORIGIN,
    });
    expect(item.productUrl.startsWith(start)).toBe(true);
    expect(item.productUrl).toContain('/1005/');
  });

  it('marks the chosen services and adds a new battery as the phone’s BATTERY accessory', () => {
    const item = phoneCartItem({
      country: 'ro',
      model,
      listing: { ...listing, previousPrice: null },
      gradeLabel: 'Foarte bun',
      services: [warranty, insurance],
      selectedServiceIds: ['ins'],
      battery,
      origin: PDP_ORIGIN,
    });
    expect(item.previous_buy_price).toBeUndefined();
    expect(item.selected_extra_services).toEqual([{ ...insurance, isSelected: true }]);
    expect(item.available_extra_services.map((s) => s.isSelected)).toEqual([false, true]);
    expect(item.deviceAccessories).toEqual([
      {
        id: 'bat-1',
        name: 'Baterie noua',
        translatedName: 'Baterie nouă',
        price: 199,
        type: 'deviceAccessory',
        isActive: true,
        isWrappingTax: false,
        origin: 'PDP',
        phoneId: 'P00042',
        category: 'BATTERY',
      },
    ]);
    expect(item.deviceAvailableAccessories).toEqual(item.deviceAccessories);
  });

  // Found by rules.property.test.ts: a grade cut in the middle of an emoji threw a URIError.
  it('links to the page of a listing whose grade holds half an emoji', () => {
    const item = phoneCartItem({
      country: 'ro',
      model,
      listing: { ...listing, grade: 'BUN \ud83d' },
      gradeLabel: 'Bun',
      services: [],
      selectedServiceIds: [],
      battery: null,
      origin: PDP_ORIGIN,
    });
    expect(item.productUrl).toMatch(/\?shape=BUN%20%EF%BF%BD$/);
  });

  it('an accessory offer without a phone carries no phoneId', () => {
    expect(
      toCartAccessory(battery, { type: 'accessory', origin: 'PDP - Bundle' }),
    ).not.toHaveProperty('phoneId');
  });
});
