import { describe, expect, it } from '@jest/globals';
import type { CheckoutCart } from '@refurb/shared-contracts/api/checkout';
import type { AccessoryRow, ExtraServiceRow, ProductRow } from '../catalog/catalog.repository.js';
import { priceCart, type PricingRows } from './pricing.js';

const product = (overrides: Partial<ProductRow> = {}): ProductRow => ({
  id: 'P1',
  legacySellOrderId: 700001,
  sku: 'S',
  storage: '128GB',
  color: 'Black',
  grade: 'BUN',
  stock: 2,
  batteryType: 'Standard',
  batteryHealth: 91,
  modelId: 1,
  legacyModelId: 1001,
  modelName: 'iPhone 13',
  modelSlug: 'apple-iphone-13',
  deviceType: 'SMARTPHONE',
  specs: {},
  brandName: 'Apple',
  brandSlug: 'apple',
  price: 2000,
  previousPrice: null,
  ...overrides,
});
const accessory = (overrides: Partial<AccessoryRow> = {}): AccessoryRow => ({
  id: 'case',
  name: 'Husa',
  translatedName: 'Husă',
  category: 'CASE',
  deviceType: 'SMARTPHONE',
  isWrappingTax: false,
  isActive: true,
  price: 50,
  ...overrides,
});
const warranty: ExtraServiceRow = {
  id: 'w12',
  key: 'extended_warranty_12',
  type: 'EXTRA_WARRANTY',
  months: 12,
  pricePercent: 8,
};

const rows = (overrides: Partial<PricingRows> = {}): PricingRows => ({
  products: [product()],
  services: new Map([['SMARTPHONE', [warranty]]]),
  accessories: [
    accessory(),
    accessory({ id: 'bat', category: 'BATTERY', price: 199 }),
    accessory({ id: 'wrap', deviceType: null, isWrappingTax: true, price: 15 }),
  ],
  promo: null,
  shipping: { cost: 20, codFee: 9.99 },
  ...overrides,
});
const cart = (overrides: Partial<CheckoutCart> = {}): CheckoutCart => ({
  country: 'ro',
  phones: [
    {
      productId: 'P1',
      legacySellOrderId: 700001,
      shownPrice: 2000,
      extraServiceIds: ['w12'],
      deviceAccessoryIds: ['bat'],
    },
  ],
  accessories: [
    { id: 'case', shownPrice: 50 },
    { id: 'wrap', shownPrice: 15 },
  ],
  delivery: 'courier',
  paymentMethod: 'online-card',
  ...overrides,
});

describe('priceCart', () => {
  it('charges one warranty and one insurance per device, however often they are sent', () => {
    const w24: ExtraServiceRow = {
      ...warranty,
      id: 'w24',
      key: 'extended_warranty_24',
      months: 24,
    };
    const insurance: ExtraServiceRow = {
      id: 'ins',
      key: 'insurance_12',
      type: 'INSURANCE',
      months: 12,
      pricePercent: 5,
    };
    const services = new Map([['SMARTPHONE' as const, [warranty, w24, insurance]]]);
    const once = priceCart(cart(), rows({ services }));
    const sent = (extraServiceIds: string[], deviceAccessoryIds = ['bat']) =>
      priceCart(
        cart({ phones: [{ ...cart().phones[0]!, extraServiceIds, deviceAccessoryIds }] }),
        rows({ services }),
      );
    const fourTimes = sent(['w12', 'w12', 'w12', 'w12'], ['bat', 'bat', 'bat']);
    expect(fourTimes.summary).toEqual(once.summary);
    expect(fourTimes.lines.filter((l) => l.kind === 'extra-service')).toHaveLength(1);
    expect(fourTimes.lines.filter((l) => l.kind === 'device-accessory')).toHaveLength(1);
    // Two warranties: the later replaces the earlier; an insurance is kept beside it.
    const both = sent(['w12', 'w24', 'ins']);
    expect(both.lines.filter((l) => l.kind === 'extra-service').map((l) => l.refId)).toEqual([
      'w24',
      'ins',
    ]);
  });

  it('totals phones, extra services, device accessories, accessories and shipping', () => {
    const priced = priceCart(cart(), rows());
    // the 8% warranty on 2000 lei is 160, rounded the shop's way to 159
    expect(priced.summary).toEqual({
      productsTotal: 2000,
      extrasTotal: 159 + 199 + 50 + 15,
      shippingCost: 20,
      discount: 0,
      total: 2000 + 423 + 20,
      productCount: 3,
    });
    expect(priced.changes).toEqual([]);
    expect(priced.lines.map((l) => l.kind)).toEqual([
      'phone',
      'extra-service',
      'device-accessory',
      'accessory',
      'accessory',
    ]);
  });

  it('adds the cash-on-delivery fee for cash-type methods only', () => {
    expect(priceCart(cart({ paymentMethod: 'cash-on-delivery' }), rows()).codFee).toBe(9.99);
    expect(priceCart(cart({ paymentMethod: 'cash-on-delivery' }), rows()).summary.total).toBe(
      2443 + 9.99,
    );
    expect(priceCart(cart({ paymentMethod: 'tbi-bnpl' }), rows()).codFee).toBe(0);
  });

  it('takes the promo percentage off the phones', () => {
    const priced = priceCart(cart(), rows({ promo: { code: 'REFURB10', percentage: 10 } }));
    expect(priced.summary.discount).toBe(200);
    expect(priced.summary.total).toBe(2243);
  });

  it('lists a changed price with what was shown and what it is now', () => {
    const priced = priceCart(cart(), rows({ products: [product({ price: 1900 })] }));
    expect(priced.changes).toEqual([{ kind: 'phone', id: 'P1', shown: 2000, current: 1900 }]);
  });

  it.each([
    ['sold out', product({ stock: 0 })],
    ['another unit behind the same product id', product({ legacySellOrderId: 1 })],
  ])('reports a phone that is %s as sold out', (_label, row) => {
    const priced = priceCart(cart(), rows({ products: [row] }));
    expect(priced.soldOut).toEqual(['P1']);
    expect(priced.summary.productsTotal).toBe(0);
  });

  it('reports withdrawn accessories, unknown services and accessories that do not fit', () => {
    const priced = priceCart(
      cart({
        phones: [
          {
            productId: 'P1',
            legacySellOrderId: 700001,
            shownPrice: 2000,
            extraServiceIds: ['nope'],
            deviceAccessoryIds: ['laptop-charger'],
          },
        ],
      }),
      rows({
        accessories: [
          accessory({ isActive: false }),
          accessory({ id: 'laptop-charger', deviceType: 'LAPTOP' }),
          accessory({ id: 'wrap', deviceType: null, isWrappingTax: true, price: 15 }),
        ],
      }),
    );
    expect(priced.changes.map((c) => [c.kind, c.id, c.current])).toEqual([
      ['extra-service', 'nope', null],
      ['device-accessory', 'laptop-charger', null],
      ['accessory', 'case', null],
    ]);
  });
});
