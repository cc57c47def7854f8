/**
 * Starts the real shop-api on a free loopback port over a fresh, migrated and seeded database:
 * PGlite in memory, or the PostgreSQL server named by TEST_DATABASE_URL (its public schema is
 * recreated first, so suites against a real server run one at a time).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedDatabase, type SeedRows } from '../seed/seed.js';

export interface TestServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly seed: SeedRows;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ url });
  if (database.kind === 'postgres') {
    await database.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  }
  await migrate(database);
  const seed = await seedDatabase(database);
  const app = buildApp({ database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    app,
    database,
    seed,
    get: (path) => fetch(`${address}${path}`),
    post: (path, body) =>
      fetch(`${address}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
