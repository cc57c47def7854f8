import { CART_STATE_VERSION } from '@refurb/shared-contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, CART_MAX_PHONES, matchRoute, slugify } from '@refurb/shared-contracts';
import {
  RefreshCartResponseSchema,
  refreshCart,
  refreshRequestFor,
  type CartState,
  type PhoneCartItem,
} from '@refurb/shared-contracts/cart';
import { sql } from 'drizzle-orm';
import { cssColourOf, drawPicture } from '../content/pictures.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe.each(testEngines())('cart API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  type SeedProduct = TestServer['seed']['products'][number];
  const pick = (predicate: (p: SeedProduct) => boolean): SeedProduct => {
    const found = server.seed.products.find(predicate);
    if (!found) throw new Error('no such seeded listing');
    return found;
  };
  const typeOf = (p: SeedProduct) => server.seed.models.find((m) => m.id === p.modelId)!.deviceType;

  function cartPhone(p: SeedProduct, overrides: Partial<PhoneCartItem> = {}): PhoneCartItem {
    return {
      type: 'phone',
      id: `line-${p.id}`,
      order_id: p.legacySellOrderId,
      productId: p.id,
      buy_price: 1,
      title: 'old title',
      modelDisplayName: 'm',
      configSummary: 'c',
      shortTitle: 's',
      brand: 'b',
      model: 'm',
      color: p.color,
      model_type: 'SMARTPHONE',
      shape: p.grade,
      selected_extra_services: [],
      available_extra_services: [],
      deviceAccessories: [],
      deviceAvailableAccessories: [],
      availability: 1,
      productImage: '',
      productUrl: '',
      sku: p.sku,
      model_id: p.modelId,
      batteryType: 'Standard',
      ...overrides,
    };
  }

  function cartOf(phoneCart: PhoneCartItem[], accessoryIds: string[] = []): CartState {
    return {
      phoneCart,
      accessoryCart: accessoryIds.map((id) => ({
        id,
        name: id,
        price: 1,
        type: 'accessory',
        isActive: true,
        isWrappingTax: id === 'acc-gift-wrap',
      })),
      batteryCart: [],
      giftWrap: { isActive: false, is_wrapping_tax: false },
      timestamp: 1,
      expireAt: Date.now() + 86_400_000,
      stateVersion: CART_STATE_VERSION,
      promo: null,
    };
  }

  const refresh = async (cart: CartState, country: 'ro' | 'bg' | 'hu' | 'gr' = 'ro') => {
    const response = await server.post('/shop/cart/refresh', refreshRequestFor(cart, country));
    expect(response.status).toBe(200);
    return RefreshCartResponseSchema.parse(await response.json());
  };

  describe('POST /shop/cart/refresh', () => {
    it("answers today's price and stock, and the rule book keeps the phone", async () => {
      const unit = pick(
        (p) => p.stock > 0 && typeOf(p) === 'SMARTPHONE' && p.batteryType === 'Standard',
      );
      const cart = cartOf([cartPhone(unit)]);
      const data = await refresh(cart, 'hu');
      const price = server.seed.productPrices.find(
        (p) => p.productId === unit.id && p.country === 'hu',
      )!.price;
      expect(data.phones[0]).toMatchObject({
        legacySellOrderId: unit.legacySellOrderId,
        productId: unit.id,
        buy_price: price,
        availability: unit.stock,
      });
      const result = refreshCart(cart, data);
      expect(result.error).toBeUndefined();
      expect(result.phonesRemoved).toEqual([]);
      expect(result.cart.phoneCart[0]?.buy_price).toBe(price);
      expect(result.cart.phoneCart[0]?.title).not.toBe('old title');
      expect(matchRoute('hu', result.cart.phoneCart[0]!.productUrl)).toMatchObject({
        name: 'shop-brand-model',
        params: { shape: unit.grade },
      });
    });

    it('does not return a sold-out or unknown unit, so the cart drops it and flags the toast', async () => {
      const soldOut = pick((p) => p.stock === 0);
      const cart = cartOf([
        cartPhone(soldOut),
        cartPhone({ ...soldOut, id: 'X', legacySellOrderId: 1 }),
      ]);
      const result = refreshCart(cart, await refresh(cart));
      expect(result.cart.phoneCart).toEqual([]);
      expect(result.phonesRemoved).toHaveLength(2);
    });

    it('follows a price change made in the database', async () => {
      const unit = pick((p) => p.stock > 0 && p.id !== server.seed.products[0]!.id);
      await server.database.exec(
        `UPDATE product_prices SET price = 1234.5 WHERE product_id = '${unit.id}' AND country = 'bg'`,
      );
      const data = await refresh(cartOf([cartPhone(unit)]), 'bg');
      expect(data.phones[0]?.buy_price).toBe(1234.5);
    });

    it('offers extra services priced from the device price, with the Ad_Th insurance', async () => {
      const unit = pick((p) => p.stock > 0 && typeOf(p) === 'LAPTOP');
      const data = await refresh(cartOf([cartPhone(unit, { model_type: 'LAPTOP' })]));
      const services = data.phones[0]!.available_extra_services;
      expect(services.map((s) => s.type)).toEqual(
        expect.arrayContaining(['EXTRA_WARRANTY', 'INSURANCE']),
      );
      expect(services.some((s) => s.key.includes('Ad_Th'))).toBe(true);
      for (const s of services) expect(s.price).toBeGreaterThan(0);
      expect(services.find((s) => s.key === 'insurance_Ad_Th_12')?.name).toBe(
        'Asigurare daune accidentale și furt 12 luni',
      );
      const hu = await refresh(cartOf([cartPhone(unit, { model_type: 'LAPTOP' })]), 'hu');
      expect(
        hu.phones[0]!.available_extra_services.find((s) => s.key === 'extended_warranty_24')?.name,
      ).toBe('Kiterjesztett garancia 24 hónap');
    });

    it('rebuilds the battery from an active BATTERY device accessory and refreshes accessory prices', async () => {
      const unit = pick(
        (p) => p.stock > 0 && typeOf(p) === 'SMARTPHONE' && p.batteryType === 'Standard',
      );
      const cart = cartOf(
        [
          cartPhone(unit, {
            deviceAccessories: [
              {
                id: 'acc-battery-new',
                name: 'Baterie noua',
                price: 1,
                type: 'deviceAccessory',
                isActive: true,
                isWrappingTax: false,
                category: 'BATTERY',
              },
            ],
          }),
        ],
        ['acc-case-silicone', 'acc-case-clear'],
      );
      const data = await refresh(cart);
      expect(data.phones[0]?.deviceAvailableAccessories.map((a) => a.id)).toContain(
        'acc-battery-new',
      );
      const result = refreshCart(cart, data);
      const batteryPrice = server.seed.accessoryPrices.find(
        (a) => a.accessoryId === 'acc-battery-new' && a.country === 'ro',
      )!.price;
      expect(result.cart.batteryCart).toEqual([
        { phoneId: `line-${unit.id}`, id: 'acc-battery-new', price: batteryPrice },
      ]);
      // the clear case is no longer sold: dropped; the silicone case stays at its price
      expect(result.cart.accessoryCart.map((a) => a.id)).toEqual(['acc-case-silicone']);
    });

    it.each([
      ['a body that is not JSON', '{"country":', 'body'],
      ['an unknown country', { country: 'de', phones: [], accessoryIds: [] }, 'body.country'],
      [
        'a phone without its legacy sell order id',
        {
          country: 'ro',
          phones: [{ deviceAccessoryIds: [], selectedExtraServiceIds: [] }],
          accessoryIds: [],
        },
        'body.phones.0.legacySellOrderId',
      ],
      ['a missing accessory list', { country: 'ro', phones: [] }, 'body.accessoryIds'],
    ])('answers 400 naming the field for %s', async (_label, body, field) => {
      const response = await server.post('/shop/cart/refresh', body);
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(field);
    });

    it('refuses a cart of 1,000 phones with a clear 400, whatever its ids', async () => {
      const unit = pick((p) => p.stock > 0);
      const body = {
        country: 'ro',
        phones: Array.from({ length: 1000 }, () => ({
          legacySellOrderId: unit.legacySellOrderId,
          deviceAccessoryIds: [],
          selectedExtraServiceIds: [],
        })),
        accessoryIds: [],
      };
      const response = await server.post('/shop/cart/refresh', body);
      expect(response.status).toBe(400);
      const { error } = ApiErrorSchema.parse(await response.json());
      expect(error.field).toBe('body.phones');
      expect(error.message).toContain(`at most ${CART_MAX_PHONES}`);
      const many = { ...body, phones: [], accessoryIds: Array.from({ length: 1000 }, () => 'x') };
      const accessories = await server.post('/shop/cart/refresh', many);
      expect(accessories.status).toBe(400);
      expect(ApiErrorSchema.parse(await accessories.json()).error.field).toBe('body.accessoryIds');
    });

    it('answers a phone or an accessory sent several times once', async () => {
      const unit = pick((p) => p.stock > 0 && typeOf(p) === 'SMARTPHONE');
      const accessory = server.seed.accessories.find((a) => a.isActive)!;
      const line = {
        legacySellOrderId: unit.legacySellOrderId,
        deviceAccessoryIds: [accessory.id, accessory.id],
        selectedExtraServiceIds: [],
      };
      const response = await server.post('/shop/cart/refresh', {
        country: 'ro',
        phones: [line, line, line],
        accessoryIds: [accessory.id, accessory.id, accessory.id],
      });
      expect(response.status).toBe(200);
      const data = RefreshCartResponseSchema.parse(await response.json());
      expect(data.phones).toHaveLength(1);
      expect(data.accessories).toHaveLength(1);
    });

    it('changes nothing in the database', async () => {
      const count = async () =>
        (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`))[0]
          ?.n;
      const before = await count();
      await server.post('/shop/cart/refresh', { country: 'ro', phones: 'all', accessoryIds: [] });
      expect(await count()).toBe(before);
    });
  });

  describe('generated images', () => {
    const isPng = async (response: Response) => {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      return bytes;
    };

    it('serves product pictures with the 320 suffix as PNG, the same for the same name', async () => {
      const first = await isPng(
        await server.get('/content/images/apple-iphone-13-midnight-320.png'),
      );
      const again = await isPng(
        await server.get('/content/images/apple-iphone-13-midnight-320.png'),
      );
      const other = await isPng(await server.get('/content/images/apple-iphone-13-pink-320.png'));
      expect(again.equals(first)).toBe(true);
      expect(other.equals(first)).toBe(false);
    });

    it('draws a listing as its kind of device in its colour, as the catalog has them', async () => {
      const imageOf = (model: string, colour: string) =>
        `/content/images/${server.seed.models.find((m) => m.name === model)!.slug}-${colour}-320.png`;
      const ps5 = await isPng(await server.get(imageOf('PlayStation 5', 'white')));
      const phone = await isPng(await server.get(imageOf('iPhone 11', 'white')));
      const laptop = await isPng(
        await server.get(imageOf('MacBook Air 13 (M1, 2020)', 'space-gray')),
      );
      // The same colour, two kinds: two pictures.
      expect(ps5.equals(phone)).toBe(false);
      expect(ps5.equals(drawPicture({ device: 'CONSOLE', colour: 'White' }))).toBe(true);
      expect(phone.equals(drawPicture({ device: 'SMARTPHONE', colour: 'White' }))).toBe(true);
      expect(laptop.equals(drawPicture({ device: 'LAPTOP', colour: 'Space Gray' }))).toBe(true);
    });

    it('still serves the SVG pictures of carts stored before the PNGs, in the listing’s colour', async () => {
      const response = await server.get('/content/images/apple-iphone-13-midnight-320.svg');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain('apple iphone 13');
      expect(svg).toContain(`fill="${cssColourOf('Midnight')}"`);
    });

    it('serves accessory pictures of their category at the .jpg URL the spec builds', async () => {
      const glass = await isPng(await server.get('/content/accessories/folie%20sticla.jpg'));
      expect(glass.equals(drawPicture({ accessory: 'SCREEN_PROTECTOR', fits: 'SMARTPHONE' }))).toBe(
        true,
      );
      const sleeve = await isPng(
        await server.get('/content/accessories/husa%20laptop%2014%20inch.jpg'),
      );
      expect(sleeve.equals(drawPicture({ accessory: 'CASE', fits: 'LAPTOP' }))).toBe(true);
      const gift = await isPng(await server.get('/content/accessories/ambalaj%20cadou.jpg'));
      expect(gift.equals(drawPicture({ accessory: 'GIFT_WRAP', fits: null }))).toBe(true);
    });

    it('draws only the catalog’s pictures: any other name is a 404, not a new picture', async () => {
      const product = server.seed.products[0]!;
      const model = server.seed.models.find((m) => m.id === product.modelId)!;
      expect(model).toBeDefined();
      for (let i = 0; i < 3; i += 1) {
        const made = await server.get(`/content/images/no-such-phone-${i}-320.png`);
        expect(made.status).toBe(404);
        const accessory = await server.get(`/content/accessories/junk%20${i}.jpg`);
        expect(accessory.status).toBe(404);
      }
      expect((await server.get('/content/images/no-such-phone-320.svg')).status).toBe(404);
      // An accessory's name is not a listing's, nor the reverse.
      expect((await server.get('/content/images/folie-sticla-320.png')).status).toBe(404);
      const listing = `${model.slug}-${slugify(product.color)}`;
      expect((await server.get(`/content/images/${listing}-320.png`)).status).toBe(200);
      expect((await server.get(`/content/accessories/${listing}.jpg`)).status).toBe(404);
    });

    it('refuses names outside the pattern', async () => {
      expect((await server.get('/content/images/..%2Fsecret-320.svg')).status).toBe(404);
      expect((await server.get('/content/images/x.png')).status).toBe(404);
    });
  });
});
