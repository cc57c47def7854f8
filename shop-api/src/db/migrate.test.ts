import { describe, expect, it } from '@jest/globals';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testEngines } from '../test-support/server.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';

describe.each(testEngines())('migrations on %s', (engine) => {
  it('applies every file once and records it', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    try {
      const first = await migrate(database);
      expect(first[0]).toBe('0001_catalog.sql');
      expect(await migrate(database)).toEqual([]);
      const tables = await database.rows<{ table_name: string }>(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      expect(tables.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'brands',
          'models',
          'products',
          'product_prices',
          'return_requests',
          'schema_migrations',
          'warranty_cases',
        ]),
      );
    } finally {
      await dispose();
    }
  });

  it('rolls a failing migration back and leaves the database usable', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    await writeFile(join(dir, '0001_ok.sql'), 'CREATE TABLE a (id int);');
    await writeFile(
      join(dir, '0002_bad.sql'),
      'CREATE TABLE b (id int);\nSELECT * FROM no_such_table;',
    );
    const { database, dispose } = await openTestDatabase(engine);
    try {
      await expect(migrate(database, dir)).rejects.toThrow(/no_such_table/);
      const rows = await database.rows<{ name: string }>(sql`SELECT name FROM schema_migrations`);
      expect(rows.map((r) => r.name)).toEqual(['0001_ok.sql']);
      const b = await database.rows(
        sql`SELECT 1 FROM information_schema.tables WHERE table_name = 'b'`,
      );
      expect(b).toHaveLength(0);
    } finally {
      await dispose();
    }
  });

  it('finds the migrations folder of the package', () => {
    expect(MIGRATIONS_DIR.endsWith(join('shop-api', 'migrations'))).toBe(true);
  });
});
