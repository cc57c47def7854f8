import { describe, expect, it } from '@jest/globals';
import { accessory, cart, phone, wrapTax } from '@refurb/shared-contracts/fixtures';
import { createCartI18n } from '../i18n/catalogues';
import { noticeText, trackAddToCart, type DataLayerTarget } from './effects';

const BASE = '/content/accessories/';

describe('the addToCart push (spec section 7)', () => {
  it('sends the products in the cart, mapped for analytics, and at most 5 modelId fields', () => {
    const phones = Array.from({ length: 6 }, (_, i) => phone({ id: `p${i}`, model_id: 100 + i }));
    const target: DataLayerTarget = {};
    trackAddToCart(target, cart({ phoneCart: phones }), { kind: 'phone', id: 'p5' }, BASE);
    const [push] = target.dataLayer as Record<string, unknown>[];
    expect(push).toMatchObject({
      event: 'addToCart',
      addedProductId: 'p5',
      modelId1: 100,
      modelId5: 104,
      accessories: [],
    });
    expect(push).not.toHaveProperty('modelId6');
    const products = push?.products as { id: string; quantity: number; origin: string }[];
    expect(products.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(products[0]).toMatchObject({ quantity: 1, origin: 'Default', price: 2499 });
  });

  it('fires for an accessory, with the accessories in the checkout-and-analytics form', () => {
    const target: DataLayerTarget = {};
    const bundled = accessory({ id: 'b1', name: 'Husa Bundle', origin: 'PDP - Bundle' });
    const withAll = cart({
      phoneCart: [phone()],
      accessoryCart: [bundled, wrapTax()],
      giftWrap: { isActive: true, is_wrapping_tax: true },
    });
    trackAddToCart(target, withAll, { kind: 'accessory', id: 'b1' }, BASE);
    const [push] = target.dataLayer as Record<string, unknown>[];
    expect(push).toEqual({
      event: 'addToCart',
      addedProductId: 'b1',
      products: [expect.objectContaining({ id: 'p1', availability: 'in-stock' })],
      accessories: [
        {
          id: 'b1',
          name: 'Husa Bundle',
          price: 49.9,
          origin: 'PDP - Bundle',
          image: '/content/accessories/husa%20bundle.jpg',
        },
        {
          id: 'wrap',
          name: 'Ambalaj cadou',
          price: 15,
          origin: 'Default',
          image: '/content/accessories/ambalaj%20cadou.jpg',
        },
      ],
      modelId1: phone().model_id,
    });
  });

  it('keeps what the data layer already holds', () => {
    const target: DataLayerTarget = { dataLayer: [{ event: 'consent_update' }] };
    trackAddToCart(target, cart({ phoneCart: [phone()] }), { kind: 'phone', id: 'p1' }, BASE);
    expect(target.dataLayer).toHaveLength(2);
  });
});

describe('the notice of a removed phone', () => {
  it.each([
    [
      'ro',
      { accessories: 2, giftWrap: true },
      'iPhone 14 a fost eliminat din coș, împreună cu cele 2 accesorii ale lui și ambalajul cadou.',
    ],
    [
      'ro',
      { accessories: 1, giftWrap: false },
      'iPhone 14 a fost eliminat din coș, împreună cu accesoriul lui.',
    ],
    [
      'hu',
      { accessories: 0, giftWrap: true },
      'iPhone 14 kikerült a kosárból, és vele az ajándékcsomagolás is.',
    ],
    [
      'bg',
      { accessories: 3, giftWrap: false },
      'iPhone 14 е премахнат от количката заедно с 3 аксесоара към него.',
    ],
  ] as const)('%s: says what went with it (%j)', (country, alsoRemoved, text) => {
    const i18n = createCartI18n(country);
    expect(
      noticeText({ kind: 'removed', title: 'iPhone 14', undoable: true, alsoRemoved }, i18n),
    ).toBe(text);
  });

  it('says the phone alone when nothing went with it', () => {
    const i18n = createCartI18n('ro');
    expect(noticeText({ kind: 'removed', title: 'iPhone 14', undoable: true }, i18n)).toBe(
      'iPhone 14 a fost eliminat din coș.',
    );
  });
});
