/**
 * Applies `migrations/NNNN_name.sql` in name order, each once, each in its own transaction, and
 * records it in `schema_migrations`. A failed migration rolls back and stops the start.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'migrations');

const migrationFiles = async (dir: string) =>
  (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();

/** The migrations of `dir` not applied to `database` yet (none on an instance ready for traffic). */
export async function pendingMigrations(
  database: Database,
  dir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  const done = await database.rows<{ name: string }>(sql`SELECT name FROM schema_migrations`);
  const applied = new Set(done.map((row) => row.name));
  return (await migrationFiles(dir)).filter((file) => !applied.has(file));
}

export async function migrate(database: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await database.rows<{ name: string }>(sql`SELECT name FROM schema_migrations`);
  const applied = new Set(done.map((row) => row.name));
  const files = await migrationFiles(dir);
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const body = await readFile(join(dir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(
      `BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
    );
    ran.push(file);
  }
  return ran;
}
