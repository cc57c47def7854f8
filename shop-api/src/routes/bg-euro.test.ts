/**
 * A shop-api started with Bulgaria in euro (SITE_CURRENCIES='{"bg":{"code":"EUR","label":"€"}}',
 * issue 36): BG's catalog is priced in euro, the seed's amounts written in leva (delivery, payment
 * bounds, the genius minimum, sell offers) are converted at 1.95583 to the cent, every answer
 * labels BG's money "€", and the payment providers are asked for EUR. The other sites are as
 * before.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WarrantyReturnDataSchema } from '@refurb/shared-contracts/account';
import { PricingResponseSchema } from '@refurb/shared-contracts/api/catalog';
import {
  CheckoutSummaryResponseSchema,
  ORDER_KEY_HEADER,
  PaymentMethodsResponseSchema,
} from '@refurb/shared-contracts/api/checkout';
import {
  DeliveryOptionsResponseSchema,
  ShippingCostResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import { StartPaymentResponseSchema } from '@refurb/shared-contracts/api/payment';
import { SellCatalogResponseSchema } from '@refurb/shared-contracts/api/sell';
import { configureCurrencies } from '@refurb/shared-contracts/runtime';
import { BGN_PER_EUR, toCents } from '../catalog/money.js';
import { buildSeed } from '../seed/seed.js';
import { cartOf, orderRequest, pickPhone, placeOrder } from '../test-support/orders.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

/** The prices a shop-api in spec section 1's currencies seeds (leva for BG), by product. */
const specPrices = (() => {
  const byCountry = new Map<string, number>();
  for (const row of buildSeed().productPrices) {
    byCountry.set(`${row.productId}|${row.country}`, row.price);
  }
  return byCountry;
})();

describe.each(testEngines())('a shop-api with Bulgaria in euro on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    configureCurrencies({ bg: { code: 'EUR', label: '€' } });
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
    configureCurrencies(undefined);
  });
  const json = async (path: string) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('prices the BG catalog in euro, about the leva price at the fixed rate', async () => {
    const ids = server.seed.products.slice(0, 100).map((p) => p.id);
    const pricesIn = async (country: string) =>
      PricingResponseSchema.parse(
        await json(`/product/pricing?country=${country}&productIds=${ids.join(',')}`),
      ).prices;
    for (const { productId, price } of await pricesIn('bg')) {
      const leva = specPrices.get(`${productId}|bg`)!;
      expect(Math.abs(price / (leva / BGN_PER_EUR) - 1)).toBeLessThan(0.03);
    }
    for (const { productId, price } of await pricesIn('ro')) {
      expect(price).toBe(specPrices.get(`${productId}|ro`));
    }
  });

  it('converts BG delivery costs, the free-shipping threshold and the COD fee', async () => {
    const at = async (delivery: string, total: number) =>
      ShippingCostResponseSchema.parse(
        await json(`/courier/shipping-cost?country=bg&delivery=${delivery}&orderTotal=${total}`),
      );
    // 4.99, 200 and 2.99 leva.
    expect(await at('office', 102.25)).toEqual({
      cost: 2.55,
      freeShippingThreshold: 102.26,
      codFee: 1.53,
      currencyLabel: '€',
    });
    expect((await at('office', 102.26)).cost).toBe(0);
    // 6.99 leva.
    expect((await at('courier', 50)).cost).toBe(3.57);
    const options = DeliveryOptionsResponseSchema.parse(
      await json('/courier/delivery-options?country=bg'),
    );
    expect(options.currencyLabel).toBe('€');
    // Romania's are as written.
    expect(
      ShippingCostResponseSchema.parse(
        await json('/courier/shipping-cost?country=ro&delivery=courier&orderTotal=10'),
      ),
    ).toEqual({ cost: 19.99, freeShippingThreshold: 1000, codFee: 9.99, currencyLabel: 'lei' });
  });

  it('converts BG payment method bounds', async () => {
    const { methods } = PaymentMethodsResponseSchema.parse(
      await json('/shop/payment-methods?country=bg&delivery=courier'),
    );
    const limit = (key: string) => methods.find((m) => m.key === key)?.amountLimit;
    // 150–20 000 and 0–5 000 leva.
    expect(limit('tbi-standard')).toEqual({ lower: 76.69, upper: 10225.84 });
    expect(limit('cash-on-delivery')).toEqual({ lower: 0, upper: 2556.46 });
  });

  it('converts the genius minimum order and the sell offers', async () => {
    const data = WarrantyReturnDataSchema.parse(
      await json('/common/warranty-return-data?country=bg'),
    );
    // 400 leva.
    expect(data.geniusReturn.minOrderValue).toBe(204.52);
    const catalog = SellCatalogResponseSchema.parse(await json('/sell-service/catalog?country=bg'));
    expect(catalog.currencyLabel).toBe('€');
    const prices = catalog.models.flatMap((m) => m.storages.map((s) => s.maxPrice));
    expect(prices.every((price) => toCents(price) === price && price > 0)).toBe(true);
    expect(prices.some((price) => !Number.isInteger(price))).toBe(true);
  });

  it('sums a BG checkout in euro and asks the payment provider for EUR', async () => {
    const used = new Set<string>();
    const phone = pickPhone(server, used, 'bg');
    const request = orderRequest('bg', phone, { paymentMethod: 'online-card' });
    const summary = CheckoutSummaryResponseSchema.parse(
      await (await server.post('/shop/checkout/summary', cartOf(request))).json(),
    );
    expect(summary.currencyLabel).toBe('€');
    expect(summary.summary.productsTotal).toBe(phone.price);
    const order = await placeOrder(server, request);
    expect(order.currencyLabel).toBe('€');
    const started = await fetch(`${server.url}/payment/start`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ORDER_KEY_HEADER]: request.idempotencyKey,
      },
      body: JSON.stringify({ orderId: order.orderId }),
    });
    expect(started.status).toBe(201);
    const { redirectUrl } = StartPaymentResponseSchema.parse(await started.json());
    expect(new URL(redirectUrl, server.url).searchParams.get('currency')).toBe('EUR');
    const page = await fetch(new URL(redirectUrl, server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('€');
  });
});
