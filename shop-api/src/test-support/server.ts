/**
 * Starts the real shop-api on a free loopback port over a fresh, migrated and seeded database:
 * PGlite in memory, or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (created for the suite and dropped after it, so suites never see each other's writes).
 */
import { randomBytes } from 'node:crypto';
import type { BotCheckAction } from '@refurb/shared-contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.js';
import { createBotCheck } from '../auth/bot-check.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedDatabase, type SeedRows } from '../seed/seed.js';
import { createAppServices, type AppServices, type Clock } from '../services.js';

export interface TestServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly seed: SeedRows;
  readonly services: AppServices;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
  close(): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

export const TEST_BOT_SITE_KEY = 'test-site-key';
export const TEST_PAYMENT_SECRET = 'test-payment-secret-0123456789';
export const TEST_BOT_SECRET = 'test-secret-0123456789abcdef';

/** Issues bot-check tokens the test servers accept (same site key and secret). */
export const testBotToken = (action: BotCheckAction): string =>
  createBotCheck({ siteKey: TEST_BOT_SITE_KEY, secret: TEST_BOT_SECRET }).issue(
    TEST_BOT_SITE_KEY,
    action,
  )!;

/**
 * The real services, on the Auth emulator globalSetup started, with session, order, registration
 * and password-reset rate limits no suite reaches unless it asks.
 */
export function testServices(
  overrides: {
    sessionRateLimit?: number;
    orderRateLimit?: number;
    registerRateLimit?: number;
    passwordResetRateLimit?: number;
    passwordResetEmailRateLimit?: number;
    clock?: Clock;
  } = {},
): AppServices {
  const emulator = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!emulator)
    throw new Error('TEST_AUTH_EMULATOR_HOST is not set (jest globalSetup starts the emulator)');
  const services = createAppServices({
    FIREBASE_PROJECT_ID: 'demo-refurb',
    FIREBASE_AUTH_EMULATOR_HOST: emulator,
    BOT_CHECK_SITE_KEY: TEST_BOT_SITE_KEY,
    BOT_CHECK_SECRET: TEST_BOT_SECRET,
    SESSION_RATE_LIMIT: overrides.sessionRateLimit ?? 1000,
    ORDER_RATE_LIMIT: overrides.orderRateLimit ?? 100_000,
    REGISTER_RATE_LIMIT: overrides.registerRateLimit ?? 100_000,
    PASSWORD_RESET_RATE_LIMIT: overrides.passwordResetRateLimit ?? 100_000,
    PASSWORD_RESET_EMAIL_RATE_LIMIT: overrides.passwordResetEmailRateLimit ?? 100_000,
    PAYMENT_CALLBACK_SECRET: TEST_PAYMENT_SECRET,
  });
  return overrides.clock ? { ...services, clock: overrides.clock } : services;
}

/** The engines the repository suites run on: PGlite always, PostgreSQL when a server is up. */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  readonly database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  readonly dispose: () => Promise<void>;
}

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase();
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `refurb_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * `clock` replaces the server's clock (see `clock.ts`); the database's `now()` stays real.
 * `onRoute` sees every route as the app adds it (see `AppOptions`).
 */
export async function startTestServer(
  engine: Engine = 'pglite',
  options: { clock?: Clock; testControls?: boolean; onRoute?: AppOptions['onRoute'] } = {},
): Promise<TestServer> {
  const { database, dispose } = await openTestDatabase(engine);
  await migrate(database);
  const seed = await seedDatabase(database);
  const services = testServices({ clock: options.clock });
  const app = buildApp({
    database,
    services,
    testControls: options.testControls ?? false,
    onRoute: options.onRoute,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    app,
    database,
    seed,
    services,
    get: (path) => fetch(`${address}${path}`),
    post: (path, body) =>
      fetch(`${address}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await app.close();
      await dispose();
    },
  };
}
