/**
 * The host server's two catalog calls: `/product/catalog-version` (its page cache's key: moves as
 * a price or a stock change commits) and `/product/sitemap` (a site's model pages, each with the
 * address of its best listing and its last change), over the real app and a seeded database.
 */
import { type SitemapModel } from '@refurb/shared-contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ApiErrorSchema,
  COUNTRIES,
  listingOfAddress,
  matchRoute,
  productAddress,
  type Country,
} from '@refurb/shared-contracts';
import {
  CatalogVersionResponseSchema,
  ModelPageResponseSchema,
  SitemapResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe.each(testEngines())('catalog version and sitemap on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const versions = async () => {
    const response = await server.get('/product/catalog-version');
    expect(response.status).toBe(200);
    return CatalogVersionResponseSchema.parse(await response.json());
  };
  const sitemap = async (country: Country) => {
    const response = await server.get(`/product/sitemap?country=${country}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return SitemapResponseSchema.parse(await response.json());
  };
  const modelIn = async (country: Country, legacyModelId: number): Promise<SitemapModel> => {
    const found = (await sitemap(country)).models.find((m) => m.legacyModelId === legacyModelId);
    if (!found) throw new Error(`model ${legacyModelId} is not in the ${country} sitemap`);
    return found;
  };
  const legacyIdOf = (modelId: number) =>
    server.seed.models.find((m) => m.id === modelId)!.legacyModelId;

  describe('GET /product/catalog-version', () => {
    it('moves `version` with a price change and `stockVersion` with a stock change, at commit', async () => {
      const before = await versions();
      const product = server.seed.products[0]!;
      await server.database.exec(
        `UPDATE product_prices SET price = price + 1 WHERE product_id = '${product.id}' AND country = 'ro'`,
      );
      const afterPrice = await versions();
      expect(afterPrice.version).toBeGreaterThan(before.version);
      expect(afterPrice.stockVersion).toBe(before.stockVersion);
      await server.database.exec(
        `UPDATE products SET stock = stock + 1 WHERE id = '${product.id}'`,
      );
      const afterStock = await versions();
      expect(afterStock.stockVersion).toBeGreaterThan(afterPrice.stockVersion);
      expect(afterStock.version).toBe(afterPrice.version);
    });
  });

  describe('GET /product/sitemap', () => {
    it('lists every model priced in the country once, in legacy id order', async () => {
      for (const country of COUNTRIES) {
        const { country: answered, models } = await sitemap(country);
        expect(answered).toBe(country);
        const ids = models.map((m) => m.legacyModelId);
        expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
        // The seed prices every model in every country.
        expect(ids).toEqual(server.seed.models.map((m) => m.legacyModelId).sort((a, b) => a - b));
        for (const model of models) {
          expect(model.countries).toEqual([...COUNTRIES]);
          expect(Number.isNaN(Date.parse(model.lastmod))).toBe(false);
        }
      }
    });

    it("names each model's best listing, whose address opens exactly that listing", async () => {
      const { models } = await sitemap('bg');
      for (const model of models.filter((_, i) => i % 7 === 0)) {
        const page = ModelPageResponseSchema.parse(
          await (await server.get(`/product/models/${model.legacyModelId}?country=bg`)).json(),
        );
        expect(model).toMatchObject({
          type: page.model.type,
          brand: page.model.brand,
          brandSlug: page.model.brandSlug,
          name: page.model.name,
        });
        // In stock first, then the cheapest.
        const inStock = page.listings.filter((l) => l.stock > 0);
        const cheapest = Math.min(
          ...(inStock.length > 0 ? inStock : page.listings).map((l) => l.price),
        );
        const address = productAddress('bg', model, model.listing);
        const route = matchRoute('bg', address);
        expect(route?.name).toBe('shop-brand-model');
        const shown = listingOfAddress(model, page.listings, {
          slug: route!.params.slug!,
          shape: route!.params.shape,
        });
        expect(shown?.exact).toBe(true);
        expect(shown?.listing).toMatchObject(model.listing);
        expect(shown?.listing.price).toBe(cheapest);
        expect(shown!.listing.stock > 0).toBe(inStock.length > 0);
      }
    });

    it("moves a model's lastmod with its price in that country only, and with its stock", async () => {
      const product = server.seed.products.find((p) => p.modelId === 3)!;
      const legacyModelId = legacyIdOf(3);
      const other = legacyIdOf(4);
      const [huBefore, grBefore, otherBefore] = await Promise.all([
        modelIn('hu', legacyModelId),
        modelIn('gr', legacyModelId),
        modelIn('hu', other),
      ]);
      const versionBefore = await versions();
      await server.database.exec(
        `UPDATE product_prices SET price = price + 5 WHERE product_id = '${product.id}' AND country = 'hu'`,
      );
      expect((await versions()).version).toBeGreaterThan(versionBefore.version);
      const huAfter = await modelIn('hu', legacyModelId);
      expect(Date.parse(huAfter.lastmod)).toBeGreaterThan(Date.parse(huBefore.lastmod));
      expect((await modelIn('gr', legacyModelId)).lastmod).toBe(grBefore.lastmod);
      expect((await modelIn('hu', other)).lastmod).toBe(otherBefore.lastmod);

      // A stock change is on every site's page of the model.
      await server.database.exec(
        `UPDATE products SET stock = stock + 2 WHERE id = '${product.id}'`,
      );
      expect(Date.parse((await modelIn('gr', legacyModelId)).lastmod)).toBeGreaterThan(
        Date.parse(grBefore.lastmod),
      );
      // An update that changes nothing dates nothing.
      const unchanged = (await modelIn('hu', other)).lastmod;
      await server.database.exec(`UPDATE models SET name = name WHERE id = 4`);
      expect((await modelIn('hu', other)).lastmod).toBe(unchanged);
    });

    it("moves a model's lastmod when one of its prices goes away", async () => {
      const products = server.seed.products.filter((p) => p.modelId === 5);
      const legacyModelId = legacyIdOf(5);
      const before = await modelIn('ro', legacyModelId);
      await server.database.exec(
        `DELETE FROM product_prices WHERE product_id = '${products[0]!.id}' AND country = 'gr'`,
      );
      expect(Date.parse((await modelIn('ro', legacyModelId)).lastmod)).toBeGreaterThan(
        Date.parse(before.lastmod),
      );
    });

    it('lists a model on the sites where it has a price, and leaves it out where it has none', async () => {
      const legacyModelId = legacyIdOf(6);
      const ids = server.seed.products.filter((p) => p.modelId === 6).map((p) => `'${p.id}'`);
      await server.database.exec(
        `DELETE FROM product_prices WHERE country = 'gr' AND product_id IN (${ids.join(', ')})`,
      );
      expect((await modelIn('ro', legacyModelId)).countries).toEqual(['ro', 'bg', 'hu']);
      const gr = await sitemap('gr');
      expect(gr.models.some((m) => m.legacyModelId === legacyModelId)).toBe(false);
    });

    it('answers 400 naming the field for a missing or unknown country', async () => {
      for (const query of ['', '?country=xx', '?country=RO', '?country=ro&country=bg']) {
        const response = await server.get(`/product/sitemap${query}`);
        expect(response.status).toBe(400);
        const body = ApiErrorSchema.parse(await response.json());
        expect(body.error.field).toBe('query.country');
      }
    });
  });
});
