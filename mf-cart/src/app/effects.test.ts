import { describe, expect, it } from '@jest/globals';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { trackAddToCart, type DataLayerTarget } from './effects';

describe('the addToCart push (spec section 7)', () => {
  it('sends the products in the cart, mapped for analytics, and at most 5 modelId fields', () => {
    const phones = Array.from({ length: 6 }, (_, i) => phone({ id: `p${i}`, model_id: 100 + i }));
    const target: DataLayerTarget = {};
    trackAddToCart(target, cart({ phoneCart: phones }), 'p5');
    const [push] = target.dataLayer as Record<string, unknown>[];
    expect(push).toMatchObject({
      event: 'addToCart',
      addedProductId: 'p5',
      modelId1: 100,
      modelId5: 104,
    });
    expect(push).not.toHaveProperty('modelId6');
    const products = push?.products as { id: string; quantity: number; origin: string }[];
    expect(products.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(products[0]).toMatchObject({ quantity: 1, origin: 'Default', price: 2499 });
  });

  it('keeps what the data layer already holds', () => {
    const target: DataLayerTarget = { dataLayer: [{ event: 'consent_update' }] };
    trackAddToCart(target, cart({ phoneCart: [phone()] }), 'p1');
    expect(target.dataLayer).toHaveLength(2);
  });
});
