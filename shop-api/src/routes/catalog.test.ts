import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, compareStorages } from '@refurb/shared-contracts';
import {
  AvailableShapesResponseSchema,
  CatalogResponseSchema,
  ExtraServicesResponseSchema,
  ListingPageResponseSchema,
  ModelPageResponseSchema,
  PricingResponseSchema,
  SearchResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe.each(testEngines())('catalog API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const catalog = async (query: string) => {
    const response = await server.get(`/product/catalog?${query}`);
    expect(response.status).toBe(200);
    return CatalogResponseSchema.parse(await response.json());
  };
  const modelsOfType = (type: string) => server.seed.models.filter((m) => m.deviceType === type);

  describe('GET /product/catalog', () => {
    it('takes the device type by its numeric id of spec section 3 (5 is CONSOLE), or by its key', async () => {
      const byId = await catalog('country=ro&type=5&pageSize=60');
      expect(byId.total).toBe(modelsOfType('CONSOLE').length);
      expect(byId.items.every((card) => card.type === 'CONSOLE')).toBe(true);
      expect(await catalog('country=ro&type=CONSOLE&pageSize=60')).toEqual(byId);
      const unknown = await server.get('/product/catalog?country=ro&type=6');
      expect(unknown.status).toBe(400);
    });

    it('lists every model of a device type once, paged', async () => {
      const smartphones = modelsOfType('SMARTPHONE');
      const first = await catalog('country=ro&type=SMARTPHONE&pageSize=20');
      expect(first.total).toBe(smartphones.length);
      expect(first.items).toHaveLength(20);
      const second = await catalog('country=ro&type=SMARTPHONE&pageSize=20&page=2');
      const ids = [...first.items, ...second.items].map((c) => c.modelId);
      expect(new Set(ids).size).toBe(smartphones.length);
      expect(ids.every((id) => smartphones.some((m) => m.id === id))).toBe(true);
    });

    it('filters by brand and grade and counts facets with the other filters applied', async () => {
      const page = await catalog('country=bg&type=SMARTPHONE&brand=apple&grade=BUN&pageSize=60');
      expect(page.items.every((c) => c.brand === 'Apple')).toBe(true);
      expect(page.total).toBe(
        server.seed.models.filter((m) => m.deviceType === 'SMARTPHONE' && m.brandId === 1).length,
      );
      const brands = Object.fromEntries(page.facets.brands.map((f) => [f.value, f.count]));
      expect(brands.samsung).toBe(modelsOfType('SMARTPHONE').filter((m) => m.brandId === 2).length);
      expect(page.facets.grades.map((g) => g.value).sort()).toEqual([
        'ACCEPTABIL',
        'BUN',
        'CA_NOU',
        'FOARTE_BUN',
      ]);
    });

    it('lists the filters as a shopper reads them: brands as written, grades by condition, storages by size', async () => {
      const page = await catalog('country=ro&type=SMARTPHONE&pageSize=60');
      expect(page.facets.grades.map((g) => g.value)).toEqual([
        'CA_NOU',
        'FOARTE_BUN',
        'BUN',
        'ACCEPTABIL',
      ]);
      const storages = page.facets.storages.map((s) => s.value);
      expect(storages.indexOf('64GB')).toBeLessThan(storages.indexOf('128GB'));
      expect(storages).toEqual([...storages].sort(compareStorages));
      const sized = [
        ...(await catalog('country=ro&type=LAPTOP&pageSize=60')).facets.storages,
        ...(await catalog('country=ro&type=TABLET&pageSize=60')).facets.storages,
      ].map((s) => s.value);
      expect(sized).toContain('1TB');
      expect(sized.indexOf('512GB')).toBeLessThan(sized.indexOf('1TB'));
      const apple = page.facets.brands.find((b) => b.value === 'apple');
      expect(apple?.label).toBe('Apple');
      const labels = page.facets.brands.map((b) => b.label ?? '');
      expect(labels).toEqual([...labels].sort(new Intl.Collator().compare));
      expect(labels.every((label) => label !== '' && label !== label.toLowerCase())).toBe(true);
    });

    it("offers a model's storages smallest first and its grades best first", async () => {
      const phone = server.seed.products.find((p) => p.storage === '64GB');
      expect(phone).toBeDefined();
      const answer = await server.get(
        `/api/available-shapes/?locale=RO&productId=${encodeURIComponent(phone!.id)}`,
      );
      const specs = AvailableShapesResponseSchema.parse(await answer.json()).data.relatedSpecs;
      const storages = specs.find((s) => s.name === 'storage')!.items.map((i) => i.value);
      expect(storages[0]).toBe('64GB');
      expect(storages).toEqual([...storages].sort(compareStorages));
    });

    it('keeps prices inside the asked range and sorts by price', async () => {
      const page = await catalog(
        'country=hu&type=LAPTOP&minPrice=150000&maxPrice=300000&sort=price-asc',
      );
      expect(page.items.length).toBeGreaterThan(0);
      const prices = page.items.map((c) => c.fromPrice);
      expect(prices.every((p) => p >= 150000 && p <= 300000)).toBe(true);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    });

    it('shows the cheapest listing in stock as the card', async () => {
      const page = await catalog('country=ro&type=CONSOLE&inStock=true&pageSize=60');
      for (const card of page.items) {
        expect(card.inStock).toBe(true);
        const cheapest = server.seed.products
          .filter((p) => p.modelId === card.modelId && p.stock > 0)
          .map(
            (p) =>
              server.seed.productPrices.find((x) => x.productId === p.id && x.country === 'ro')!
                .price,
          )
          .sort((a, b) => a - b)[0];
        expect(card.fromPrice).toBe(cheapest);
      }
    });

    it.each([
      ['type=SMARTPHONE', 'query.country'],
      ['country=ro', 'query.type'],
      ['country=ro&type=PHONE', 'query.type'],
      ['country=ro&type=TABLET&pageSize=1000', 'query.pageSize'],
      ['country=ro&type=TABLET&sort=cheap', 'query.sort'],
      ['country=ro&type=TABLET&minPrice=10&maxPrice=5', 'query.minPrice'],
    ])('answers 400 for %s naming %s', async (query, field) => {
      const response = await server.get(`/product/catalog?${query}`);
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(field);
    });
  });

  describe('GET /product/models/:legacyModelId', () => {
    it('gives the brand-model page: the model and every listing with its price', async () => {
      const model = server.seed.models.find((m) => m.name === 'iPhone 13')!;
      const response = await server.get(`/product/models/${model.legacyModelId}?country=gr`);
      const body = ModelPageResponseSchema.parse(await response.json());
      expect(body.model).toMatchObject({
        name: 'iPhone 13',
        brand: 'Apple',
        type: 'SMARTPHONE',
        slug: 'apple-iphone-13',
      });
      expect(body.listings).toHaveLength(
        server.seed.products.filter((p) => p.modelId === model.id).length,
      );
      expect(body.listings.every((l) => l.image.endsWith('-320.png'))).toBe(true);
    });

    it("says the lowest monthly payment the site's financing allows for each listing's price", async () => {
      const model = modelsOfType('LAPTOP')[0]!;
      const page = async (country: string) =>
        ModelPageResponseSchema.parse(
          await (
            await server.get(`/product/models/${model.legacyModelId}?country=${country}`)
          ).json(),
        );
      // BG: tbi-standard (12 months) takes 150 to 20,000; the promos are shorter.
      for (const listing of (await page('bg')).listings) {
        expect(listing.installments).toEqual(
          listing.price >= 150 && listing.price <= 20_000
            ? {
                method: 'tbi-standard',
                months: 12,
                monthly: Math.round((listing.price / 12) * 100) / 100,
              }
            : null,
        );
      }
      // HU: cofidis (12 months) from 30,000 Ft; a laptop always costs more.
      for (const listing of (await page('hu')).listings) {
        expect(listing.installments).toEqual({
          method: 'cofidis',
          months: 12,
          monthly: Math.ceil(Math.round((listing.price / 12) * 100) / 100),
        });
      }
      // HU below every credit method's lower bound: no promise at all.
      const cheapest = await catalog('country=hu&type=SMARTWATCH&sort=price-asc&pageSize=1');
      const watch = cheapest.items[0]!;
      const watchPage = ModelPageResponseSchema.parse(
        await (await server.get(`/product/models/${watch.legacyModelId}?country=hu`)).json(),
      );
      const cheap = watchPage.listings.find((l) => l.price < 30_000);
      if (cheap) expect(cheap.installments).toBeNull();
    });

    it('answers 404 for an unknown model and 400 for a bad id', async () => {
      expect((await server.get('/product/models/999999?country=ro')).status).toBe(404);
      const bad = await server.get('/product/models/abc?country=ro');
      expect(bad.status).toBe(400);
      expect(ApiErrorSchema.parse(await bad.json()).error.field).toBe('params.legacyModelId');
    });
  });

  describe('GET /product/listings/:productId', () => {
    it('gives one listing with its model, as the brand-model page lists it', async () => {
      const product = server.seed.products.find((p) => p.stock === 0)!;
      const response = await server.get(`/product/listings/${product.id}?country=hu`);
      expect(response.status).toBe(200);
      const body = ListingPageResponseSchema.parse(await response.json());
      expect(body.listing).toMatchObject({ productId: product.id, stock: 0, sku: product.sku });
      const model = server.seed.models.find((m) => m.id === product.modelId)!;
      expect(body.model).toMatchObject({ modelId: model.id, legacyModelId: model.legacyModelId });
      const page = ModelPageResponseSchema.parse(
        await (await server.get(`/product/models/${model.legacyModelId}?country=hu`)).json(),
      );
      expect(page.listings.find((l) => l.productId === product.id)).toEqual(body.listing);
      expect(page.model).toEqual(body.model);
    });

    it('answers 404 for an unknown product and 400 without a country', async () => {
      const missing = await server.get('/product/listings/NOPE?country=ro');
      expect(missing.status).toBe(404);
      expect(ApiErrorSchema.parse(await missing.json()).error.field).toBe('params.productId');
      const bad = await server.get(`/product/listings/${server.seed.products[0]!.id}`);
      expect(bad.status).toBe(400);
    });
  });

  describe('GET /product/pricing and /shop/v2/extra-services', () => {
    it('prices listings in the asked country', async () => {
      const [a, b] = server.seed.products;
      const body = PricingResponseSchema.parse(
        await (await server.get(`/product/pricing?country=ro&productIds=${a!.id},${b!.id}`)).json(),
      );
      const expected = (id: string) =>
        server.seed.productPrices.find((p) => p.productId === id && p.country === 'ro')!.price;
      expect(body.prices.map((p) => [p.productId, p.price])).toEqual([
        [a!.id, expected(a!.id)],
        [b!.id, expected(b!.id)],
      ]);
    });

    it('offers warranty and insurance for a listing, none selected', async () => {
      const product = server.seed.products[0]!;
      const body = ExtraServicesResponseSchema.parse(
        await (
          await server.get(`/shop/v2/extra-services?country=ro&productId=${product.id}`)
        ).json(),
      );
      expect(new Set(body.services.map((s) => s.type))).toEqual(
        new Set(['EXTRA_WARRANTY', 'INSURANCE']),
      );
      expect(body.services.every((s) => !s.isSelected && (s.price ?? 0) > 0)).toBe(true);
    });
  });

  describe('GET /search', () => {
    it('finds models whose brand and name hold every word, in stock first', async () => {
      const body = SearchResponseSchema.parse(
        await (await server.get('/search?country=ro&q=iphone%2013%20pro')).json(),
      );
      expect(body.results.map((r) => r.name).sort()).toEqual([
        'iPhone 13 Pro',
        'iPhone 13 Pro Max',
      ]);
    });

    it('matches the brand too, case-insensitively, and takes % and _ literally', async () => {
      const samsung = SearchResponseSchema.parse(
        await (await server.get('/search?country=hu&q=SAMSUNG%20tab&limit=50')).json(),
      );
      expect(samsung.results.length).toBe(
        server.seed.models.filter((m) => m.name.startsWith('Galaxy Tab')).length,
      );
      const literal = SearchResponseSchema.parse(
        await (await server.get('/search?country=ro&q=%25')).json(),
      );
      expect(literal.results).toEqual([]);
    });

    it('answers 400 for an empty query', async () => {
      const response = await server.get('/search?country=ro&q=%20%20');
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('query.q');
    });
  });
});
