/**
 * A database records the currencies it was seeded in (migration 0025), and a start configured
 * with others is refused (server.ts calls `refuseOtherCurrencies` before it seeds or answers).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureCurrencies } from '@refurb/shared-contracts/runtime';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../seed/seed.js';
import { openTestDatabase, testEngines } from '../test-support/server.js';
import type { Database } from './client.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';
import { refuseOtherCurrencies, siteCurrencyMismatches } from './site-currencies.js';

const MIGRATION = '0025_site_currencies.sql';
const BG_EURO = { bg: { code: 'EUR', label: '€' } } as const;

const recorded = async (database: Database) =>
  Object.fromEntries(
    (
      await database.rows<{ country: string; code: string }>(
        sql`SELECT country, code FROM site_currencies ORDER BY country`,
      )
    ).map((row) => [row.country, row.code]),
  );

afterEach(() => configureCurrencies(undefined));

describe.each(testEngines())('site currencies on %s', (engine) => {
  it('are recorded by the seed, and a start in others is refused with what disagrees', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    try {
      await migrate(database);
      configureCurrencies(BG_EURO);
      expect(await siteCurrencyMismatches(database)).toEqual([]);
      await seedDatabase(database);
      expect(await recorded(database)).toEqual({ bg: 'EUR', gr: 'EUR', hu: 'HUF', ro: 'RON' });
      await expect(refuseOtherCurrencies(database)).resolves.toBeUndefined();

      configureCurrencies(undefined);
      expect(await siteCurrencyMismatches(database)).toEqual([
        "bg: the database's amounts are in EUR, the configuration says BGN",
      ]);
      await expect(refuseOtherCurrencies(database)).rejects.toThrow(
        /^shop-api: SITE_CURRENCIES disagrees with the database \(bg: the database's amounts are in EUR, the configuration says BGN\)/,
      );

      // A reseed in the configured currencies records them instead.
      await seedDatabase(database, { reset: true });
      expect(await recorded(database)).toEqual({ bg: 'BGN', gr: 'EUR', hu: 'HUF', ro: 'RON' });
      expect(await siteCurrencyMismatches(database)).toEqual([]);
      configureCurrencies(BG_EURO);
      expect(await siteCurrencyMismatches(database)).toEqual([
        "bg: the database's amounts are in BGN, the configuration says EUR",
      ]);
      await database.exec(`DELETE FROM site_currencies WHERE country = 'hu'`);
      expect(await siteCurrencyMismatches(database)).toContain(
        'hu: the database records no currency, the configuration says HUF',
      );
    } finally {
      await dispose();
    }
  });

  it('migrate a database seeded before them as seeded in spec section 1’s currencies', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f));
    for (const file of files.filter((f) => f < MIGRATION))
      await copyFile(join(MIGRATIONS_DIR, file), join(dir, file));
    const seeded = await openTestDatabase(engine);
    const empty = await openTestDatabase(engine);
    try {
      await migrate(seeded.database, dir);
      await migrate(empty.database, dir);
      await seeded.database.exec(`
        INSERT INTO brands (id, name, slug) VALUES (1, 'Apple', 'apple');
        INSERT INTO models (id, legacy_model_id, brand_id, name, slug, device_type) VALUES
          (1, 1001, 1, 'iPhone 13', 'apple-iphone-13', 'SMARTPHONE');
        INSERT INTO products (id, model_id, legacy_sell_order_id, sku, storage, color, grade, stock, battery_type) VALUES
          ('P1', 1, 1, 'S1', '128GB', 'Pink', 'BUN', 1, 'Standard');
      `);
      await copyFile(join(MIGRATIONS_DIR, MIGRATION), join(dir, MIGRATION));
      expect(await migrate(seeded.database, dir)).toEqual([MIGRATION]);
      expect(await migrate(empty.database, dir)).toEqual([MIGRATION]);
      expect(await recorded(seeded.database)).toEqual({
        bg: 'BGN',
        gr: 'EUR',
        hu: 'HUF',
        ro: 'RON',
      });
      expect(await recorded(empty.database)).toEqual({});
      // Started as before (no setting), it starts; started with BG in euro, it is refused.
      expect(await siteCurrencyMismatches(seeded.database)).toEqual([]);
      configureCurrencies(BG_EURO);
      await expect(refuseOtherCurrencies(seeded.database)).rejects.toThrow(/bg: .* in BGN/);
    } finally {
      await seeded.dispose();
      await empty.dispose();
    }
  });
});
