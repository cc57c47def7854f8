import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema } from '@refurb/shared-contracts';
import {
  AvailableShapesResponseSchema,
  RelatedAccessoriesResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { ACCESSORIES } from '../seed/extras.data.js';
import { ensureAccessoryNames } from '../seed/seed.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe.each(testEngines())('product API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const listing = (predicate: (p: TestServer['seed']['products'][number]) => boolean) => {
    const found = server.seed.products.find(predicate);
    if (!found) throw new Error('no such seeded listing');
    return found;
  };
  const modelOf = (modelId: number) => server.seed.models.find((m) => m.id === modelId)!;

  describe('GET /api/available-shapes/ (spec section 7)', () => {
    it('answers success and data.relatedSpecs with a shape entry of { value, inStock } items', async () => {
      const product = listing(() => true);
      const response = await server.get(`/api/available-shapes/?locale=RO&productId=${product.id}`);
      expect(response.status).toBe(200);
      const body = AvailableShapesResponseSchema.parse(await response.json());
      expect(body.success).toBe(true);
      const shape = body.data.relatedSpecs.find((s) => s.name === 'shape');
      expect(shape?.items.map((i) => i.value)).toEqual([
        'CA_NOU',
        'FOARTE_BUN',
        'BUN',
        'ACCEPTABIL',
      ]);
      for (const item of shape?.items ?? []) {
        const unit = listing(
          (p) =>
            p.modelId === product.modelId &&
            p.storage === product.storage &&
            p.color === product.color &&
            p.grade === item.value,
        );
        expect(item.inStock).toBe(unit.stock > 0);
      }
    });

    it('lists the storages and colours of the model with their stock', async () => {
      const product = listing((p) => modelOf(p.modelId).name === 'iPhone 13 Pro');
      const body = AvailableShapesResponseSchema.parse(
        await (await server.get(`/api/available-shapes/?locale=HU&productId=${product.id}`)).json(),
      );
      expect(
        body.data.relatedSpecs.find((s) => s.name === 'storage')?.items.map((i) => i.value),
      ).toEqual(['128GB', '256GB', '512GB']);
      expect(
        body.data.relatedSpecs.find((s) => s.name === 'color')?.items.map((i) => i.value),
      ).toEqual(['Graphite', 'Sierra Blue', 'Silver']);
    });

    it.each([
      ['no locale', '?productId=P00001', 'query.locale'],
      ['a lower-case locale', '?locale=ro&productId=P00001', 'query.locale'],
      ['an unknown country', '?locale=DE&productId=P00001', 'query.locale'],
      ['no product id', '?locale=RO', 'query.productId'],
    ])('answers 400 naming the field for %s', async (_label, query, field) => {
      const response = await server.get(`/api/available-shapes/${query}`);
      expect(response.status).toBe(400);
      const body = ApiErrorSchema.parse(await response.json());
      expect(body.error.field).toBe(field);
    });

    it('answers 404 for an unknown product', async () => {
      const response = await server.get('/api/available-shapes/?locale=RO&productId=NOPE');
      expect(response.status).toBe(404);
      expect(ApiErrorSchema.parse(await response.json()).error.code).toBe('not_found');
    });
  });

  describe('GET /api/get-related-accessories/ (spec section 7)', () => {
    it('answers success and data: a list with accessoriesPerCategory holding named accessories', async () => {
      const phone = listing(
        (p) => modelOf(p.modelId).name === 'Galaxy S23' && p.batteryType === 'Standard',
      );
      const response = await server.get(
        `/api/get-related-accessories/?countryCode=RO&productIds=${phone.id}`,
      );
      expect(response.status).toBe(200);
      const body = RelatedAccessoriesResponseSchema.parse(await response.json());
      expect(body.data).toHaveLength(1);
      const names = body.data[0]!.accessoriesPerCategory.flatMap((c) =>
        c.accessories.map((a) => a.name),
      );
      expect(names).toEqual(
        expect.arrayContaining([
          'Husa silicon',
          'Baterie noua',
          'Folie sticla montata profesional',
          'Ambalaj cadou',
        ]),
      );
      expect(names).not.toContain('Husa transparenta');
      expect(names.at(-1)).toBe('Ambalaj cadou');
      const glass = body.data[0]!.accessoriesPerCategory.flatMap((c) => c.accessories).find(
        (a) => a.name === 'Folie sticla',
      );
      expect(glass?.image).toBe('/content/accessories/folie%20sticla.jpg');
    });

    it('names each accessory in the site’s language beside its product name (the picture’s key)', async () => {
      const phone = listing((p) => modelOf(p.modelId).name === 'Galaxy S23');
      const named = async (country: string) => {
        const response = await server.get(
          `/api/get-related-accessories/?countryCode=${country}&productIds=${phone.id}`,
        );
        const body = RelatedAccessoriesResponseSchema.parse(await response.json());
        return body.data[0]!.accessoriesPerCategory.flatMap((c) => c.accessories).find(
          (a) => a.id === 'acc-case-silicone',
        );
      };
      expect(await named('BG')).toMatchObject({
        name: 'Husa silicon',
        translatedName: 'Силиконов калъф',
        image: '/content/accessories/husa%20silicon.jpg',
      });
      expect((await named('RO'))?.translatedName).toBe('Husă din silicon');
      expect((await named('GR'))?.translatedName).toBe('Θήκη σιλικόνης');
    });

    it('names the accessories of a database seeded before names were translated, once', async () => {
      await server.database.exec('UPDATE accessory_prices SET translated_name = NULL;');
      expect(await ensureAccessoryNames(server.database)).toBe(ACCESSORIES.length * 4);
      expect(await ensureAccessoryNames(server.database)).toBe(0);
    });

    it("leaves 'montata profesional' out for an iPhone in grade FOARTE_BUN", async () => {
      const iphone = listing(
        (p) => modelOf(p.modelId).name === 'iPhone 13' && p.grade === 'FOARTE_BUN',
      );
      const body = RelatedAccessoriesResponseSchema.parse(
        await (
          await server.get(`/api/get-related-accessories/?countryCode=RO&productIds=${iphone.id}`)
        ).json(),
      );
      const names = body.data[0]!.accessoriesPerCategory.flatMap((c) =>
        c.accessories.map((a) => a.name),
      );
      expect(names.some((n) => n.includes('montata profesional'))).toBe(false);
      expect(names).toContain('Folie sticla');
    });

    it('offers no gift wrap with a tablet and no battery for a unit with a new one', async () => {
      const tablet = listing((p) => modelOf(p.modelId).deviceType === 'TABLET');
      const newBattery = listing((p) => p.batteryType === 'Noua');
      const body = RelatedAccessoriesResponseSchema.parse(
        await (
          await server.get(
            `/api/get-related-accessories/?countryCode=GR&productIds=${tablet.id},${newBattery.id},UNKNOWN`,
          )
        ).json(),
      );
      expect(body.data.map((d) => d.productId)).toEqual([tablet.id, newBattery.id]);
      const categories = (i: number) => body.data[i]!.accessoriesPerCategory.map((c) => c.category);
      expect(categories(0)).not.toContain('GIFT_WRAP');
      expect(categories(1)).not.toContain('BATTERY');
    });

    it('answers 400 naming the field for a bad country code or an empty id list', async () => {
      for (const [query, field] of [
        ['?countryCode=XX&productIds=P00001', 'query.countryCode'],
        ['?countryCode=RO&productIds=', 'query.productIds'],
        ['?countryCode=RO&productIds=,,', 'query.productIds'],
      ]) {
        const response = await server.get(`/api/get-related-accessories/${query}`);
        expect(response.status).toBe(400);
        expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(field);
      }
    });
  });
});
