import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BATTERY_HEALTH_FLOOR } from '@refurb/shared-contracts';
import {
  ListingPageResponseSchema,
  ModelPageResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { sql } from 'drizzle-orm';
import { createCatalogSnapshots } from '../catalog/catalog-snapshot.js';
import type { BadSpecs } from '../catalog/model-specs-reader.js';
import { MODELS } from '../seed/catalog.data.js';
import { ensureBatteryHealth, ensureModelSpecs } from '../seed/seed-refresh.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

/** The device facts of issue 36 as the catalog API answers them: specs by kind, battery health. */
describe.each(testEngines())('device facts in the catalog API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const modelNamed = (name: string) => server.seed.models.find((m) => m.name === name)!;
  const modelPage = async (legacyModelId: number, country = 'ro') => {
    const response = await server.get(`/product/models/${legacyModelId}?country=${country}`);
    expect(response.status).toBe(200);
    return ModelPageResponseSchema.parse(await response.json());
  };
  const listingPage = async (productId: string, country = 'ro') => {
    const response = await server.get(`/product/listings/${productId}?country=${country}`);
    expect(response.status).toBe(200);
    return ListingPageResponseSchema.parse(await response.json());
  };
  const seededSpecs = (name: string) => MODELS.find((m) => m.name === name)!.specs;

  it("gives a model's page the model's specifications", async () => {
    for (const name of ['iPhone 13', 'MacBook Air 13 (M2, 2022)', 'Watch Ultra', 'Steam Deck']) {
      expect((await modelPage(modelNamed(name).legacyModelId)).model.specs).toEqual(
        seededSpecs(name),
      );
    }
  });

  it('says each listing’s measured battery health: from the floor up, 100 for a new battery', async () => {
    const { listings } = await modelPage(modelNamed('iPhone 13').legacyModelId);
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      expect(listing.batteryHealth).toBeGreaterThanOrEqual(BATTERY_HEALTH_FLOOR);
      expect(listing.batteryHealth).toBeLessThanOrEqual(100);
      if (listing.batteryType === 'Noua') expect(listing.batteryHealth).toBe(100);
    }
    const newBattery = server.seed.products.find((p) => p.batteryType === 'Noua')!;
    expect((await listingPage(newBattery.id, 'gr')).listing).toMatchObject({
      batteryType: 'Noua',
      batteryHealth: 100,
    });
    const used = server.seed.products.find(
      (p) => p.batteryType === 'Standard' && p.modelId === newBattery.modelId,
    )!;
    expect((await listingPage(used.id)).listing.batteryHealth).toBe(used.batteryHealth);
  });

  it('says a console has no battery health', async () => {
    const { listings } = await modelPage(modelNamed('PlayStation 5').legacyModelId, 'bg');
    expect(listings.map((l) => l.batteryHealth)).toEqual(listings.map(() => null));
  });

  it('shows a model whose stored specs fail the contract without specs, and says so', async () => {
    const model = modelNamed('Galaxy S22');
    const bad = { weight: 'heavy', inBox: ['charger', 'a kitten'] };
    await server.database.exec(
      `UPDATE models SET specs = '${JSON.stringify(bad)}' WHERE id = ${model.id}`,
    );
    try {
      const page = await modelPage(model.legacyModelId);
      expect(page.model.specs).toEqual({});
      expect(page.listings.length).toBeGreaterThan(0);
      const listing = await listingPage(page.listings[0]!.productId, 'hu');
      expect(listing.model.specs).toEqual({});
      const reports: BadSpecs[] = [];
      const snapshot = await createCatalogSnapshots(server.database, {
        onBadSpecs: (report) => reports.push(report),
      }).current();
      expect(reports).toEqual([
        expect.objectContaining({ modelId: model.id, legacyModelId: model.legacyModelId }),
      ]);
      expect(reports[0]!.issues.map((issue) => issue.path)).toEqual(
        expect.arrayContaining([['weight'], ['inBox', 1]]),
      );
      expect(snapshot.variantsByModelId.get(modelNamed('iPhone 13').id!)?.[0]?.specs).toEqual(
        seededSpecs('iPhone 13'),
      );
    } finally {
      await server.database.exec(
        `UPDATE models SET specs = '${JSON.stringify(seededSpecs('Galaxy S22'))}' WHERE id = ${model.id}`,
      );
    }
    expect((await modelPage(model.legacyModelId)).model.specs).toEqual(seededSpecs('Galaxy S22'));
  });

  it('brings a catalog seeded before issue 36 up to the seed’s facts at start, once', async () => {
    const iphone = modelNamed('iPhone 13');
    const consoles = server.seed.products.filter((p) => p.batteryHealth === null).length;
    const used = server.seed.products.filter((p) => p.batteryType === 'Standard');
    // As such a database holds them: the old specs, and only new batteries measured (0023).
    await server.database.exec(`
      UPDATE models SET specs = '{}';
      UPDATE models SET specs = '${JSON.stringify({ size: '6.1"', ram: '4GB' })}' WHERE id = ${iphone.id};
      UPDATE products SET battery_health = NULL WHERE battery_type = 'Standard';
      INSERT INTO models (legacy_model_id, brand_id, name, slug, device_type, specs)
        VALUES (990001, 1, 'Shop phone', 'apple-shop-phone', 'SMARTPHONE', '{"ram": "4 GB"}');
    `);
    expect((await modelPage(iphone.legacyModelId)).model.specs).toEqual({
      size: '6.1"',
      ram: '4GB',
    });

    expect(await ensureModelSpecs(server.database)).toBe(server.seed.models.length);
    expect(await ensureBatteryHealth(server.database)).toBe(used.length - consoles);
    expect(await ensureModelSpecs(server.database)).toBe(0);
    expect(await ensureBatteryHealth(server.database)).toBe(0);

    const page = await modelPage(iphone.legacyModelId);
    expect(page.model.specs).toEqual(seededSpecs('iPhone 13'));
    const healthOf = new Map(server.seed.products.map((p) => [p.id, p.batteryHealth]));
    expect(page.listings.every((l) => l.batteryHealth === healthOf.get(l.productId))).toBe(true);
    const [shopModel] = await server.database.rows<{ specs: unknown }>(
      sql`SELECT specs FROM models WHERE legacy_model_id = 990001`,
    );
    expect(shopModel?.specs).toEqual({ ram: '4 GB' });
    await server.database.exec('DELETE FROM models WHERE legacy_model_id = 990001');
  });
});
