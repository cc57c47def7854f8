/**
 * The Drizzle schema (schema.ts) is written by hand beside the SQL migrations, which are the
 * source of truth: this test applies the migrations to a fresh database and holds every Drizzle
 * table to what they made, column by column (name, type, NOT NULL, primary key), and every
 * column the migrations made to a Drizzle column or to the short list below of columns the code
 * reaches only through SQL. A migration without its schema change, or a schema edit without its
 * migration, fails here.
 */
import { describe, expect, it } from '@jest/globals';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/server.js';
import { migrate } from './migrate.js';
import * as schema from './schema.js';

/** Columns made by a migration that no Drizzle table names (read and written only by SQL). */
const SQL_ONLY_COLUMNS: readonly string[] = [];

/** Tables the migrations make that Drizzle does not map (the migrations' own record). */
const SQL_ONLY_TABLES: readonly string[] = ['schema_migrations'];

interface DatabaseColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  primary_key: boolean;
}

/** Drizzle's SQL type as PostgreSQL's format_type() writes it. */
function asFormatted(type: string): string {
  const compact = type.replace(/,\s+/g, ',');
  if (compact === 'serial') return 'integer';
  if (compact === 'bigserial') return 'bigint';
  if (compact === 'smallserial') return 'smallint';
  if (compact === 'timestamp') return 'timestamp without time zone';
  if (compact === 'time') return 'time without time zone';
  return compact;
}

describe('the Drizzle schema and the migrations', () => {
  it('agree on every table, column, type, NOT NULL and primary key', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    try {
      await migrate(database);
      const rows = await database.rows<DatabaseColumn>(sql`
        SELECT c.relname AS table, a.attname AS column,
               format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
               EXISTS (
                 SELECT 1 FROM pg_index i
                 WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY(i.indkey)
               ) AS primary_key
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY c.relname, a.attnum`);
      const inDatabase = new Map(rows.map((row) => [`${row.table}.${row.column}`, row]));
      const tables = Object.values(schema).filter((value) => value instanceof PgTable);
      expect(tables.length).toBeGreaterThan(20);

      const fromDrizzle = new Map<string, Omit<DatabaseColumn, 'table' | 'column'>>();
      for (const table of tables) {
        const config = getTableConfig(table);
        const compositeKey = new Set(
          config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
        );
        for (const column of config.columns) {
          fromDrizzle.set(`${config.name}.${column.name}`, {
            type: asFormatted(column.getSQLType()),
            not_null: column.notNull,
            primary_key: column.primary || compositeKey.has(column.name),
          });
        }
      }

      const differences: string[] = [];
      for (const [name, drizzle] of fromDrizzle) {
        const made = inDatabase.get(name);
        if (!made) {
          differences.push(`${name}: in schema.ts, made by no migration`);
          continue;
        }
        for (const field of ['type', 'not_null', 'primary_key'] as const) {
          if (made[field] !== drizzle[field]) {
            differences.push(
              `${name}: ${field} ${String(made[field])} in the migrations, ${String(drizzle[field])} in schema.ts`,
            );
          }
        }
      }
      for (const [name, made] of inDatabase) {
        if (fromDrizzle.has(name) || SQL_ONLY_TABLES.includes(made.table)) continue;
        if (!SQL_ONLY_COLUMNS.includes(name)) {
          differences.push(`${name}: made by a migration, missing from schema.ts`);
        }
      }
      expect(differences).toEqual([]);
    } finally {
      await dispose();
    }
  });
});
