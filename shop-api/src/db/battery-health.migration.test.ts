import { describe, expect, it } from '@jest/globals';
import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testEngines } from '../test-support/server.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';

const MIGRATION = '0023_battery_health.sql';

/** Migration 0023 over a catalog written before it: a console, a used and a new battery. */
describe.each(testEngines())('migration 0023 (battery health) on %s', (engine) => {
  it('measures every new battery at 100, leaves the rest to be measured, and moves the catalog', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f));
    for (const file of files.filter((f) => f < MIGRATION))
      await copyFile(join(MIGRATIONS_DIR, file), join(dir, file));
    const { database, dispose } = await openTestDatabase(engine);
    const healthOf = async () =>
      Object.fromEntries(
        (
          await database.rows<{ id: string; battery_health: number | null }>(
            sql`SELECT id, battery_health FROM products ORDER BY id`,
          )
        ).map((row) => [row.id, row.battery_health]),
      );
    const catalogVersion = async () =>
      (await database.rows<{ v: string }>(sql`SELECT version::text AS v FROM catalog_version`))[0]!
        .v;
    try {
      await migrate(database, dir);
      await database.exec(`
        INSERT INTO brands (id, name, slug) VALUES (1, 'Apple', 'apple'), (2, 'Sony', 'sony');
        INSERT INTO models (id, legacy_model_id, brand_id, name, slug, device_type) VALUES
          (1, 1001, 1, 'iPhone 13', 'apple-iphone-13', 'SMARTPHONE'),
          (2, 1002, 2, 'PlayStation 5', 'sony-playstation-5', 'CONSOLE');
        INSERT INTO products (id, model_id, legacy_sell_order_id, sku, storage, color, grade, stock, battery_type) VALUES
          ('P1', 1, 1, 'S1', '128GB', 'Pink', 'BUN', 1, 'Noua'),
          ('P2', 1, 2, 'S2', '128GB', 'Pink', 'BUN', 1, 'Standard'),
          ('P3', 2, 3, 'S3', '825GB', 'White', 'BUN', 1, 'Standard');
      `);
      await copyFile(join(MIGRATIONS_DIR, MIGRATION), join(dir, MIGRATION));
      expect(await migrate(database, dir)).toEqual([MIGRATION]);
      expect(await healthOf()).toEqual({ P1: 100, P2: null, P3: null });

      const before = await catalogVersion();
      await database.exec(`UPDATE products SET battery_health = 88 WHERE id = 'P2'`);
      expect(await catalogVersion()).not.toBe(before);
      expect(await healthOf()).toEqual({ P1: 100, P2: 88, P3: null });
      await expect(
        database.exec(`UPDATE products SET battery_health = 101 WHERE id = 'P2'`),
      ).rejects.toThrow(/products_battery_health_range/);
    } finally {
      await dispose();
    }
  });
});
