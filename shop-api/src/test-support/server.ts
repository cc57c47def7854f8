/**
 * Starts the real shop-api on a free loopback port over a fresh, migrated and seeded database:
 * PGlite in memory, or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (created for the suite and dropped after it, so suites never see each other's writes).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRIES, countryConfig } from '@refurb/shared-contracts';
import { type BotCheckAction } from '@refurb/shared-contracts/api/session';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.js';
import { createBotCheck } from '../auth/bot-check.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { buildSeed, seedDatabase, type SeedRows } from '../seed/seed.js';
import { LOCAL_PARTNER_CLIENT } from '../config.js';
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
/** The review moderators' token the test servers take (the bad-input sweep sends it too). */
export const TEST_REVIEW_MODERATION_TOKEN = 'test-review-moderation-token-0123456789';

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
    sessionAccountRateLimit?: number;
    registerEmailRateLimit?: number;
    addressRateLimit?: number;
    partnerSignupRateLimit?: number;
    cartRefreshRateLimit?: number;
    unpaidUnitsPerVisitor?: number;
    unpaidUnitsPerAccount?: number;
    reviewRateLimit?: number;
    reviewAccountRateLimit?: number;
    cloudCartRateLimit?: number;
    /** null: no moderation routes (the setting unset). */
    reviewModerationToken?: string | null;
    /** The Greek tbi flag (GREEK_TBI); on unless said. */
    greekTbi?: boolean;
    clock?: Clock;
    /** The shared store (test-support/redis.ts); none unless said. */
    redis?: Redis | null;
  } = {},
): AppServices {
  const emulator = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!emulator)
    throw new Error('TEST_AUTH_EMULATOR_HOST is not set (jest globalSetup starts the emulator)');
  const services = createAppServices(
    {
      // The tests run the local stack's providers: the stand-ins (tests of the production
      // adapters build them themselves).
      SHOP_API_MODE: 'local',
      BOT_CHECK_VERIFY_URL: undefined,
      PAYMENT_GATEWAY_URL: undefined,
      PARTNER_SIGNUP_RATE_LIMIT: overrides.partnerSignupRateLimit ?? 100_000,
      PARTNER_STATE_SECRET: 'test-partner-state-secret-0123456789abcdef',
      partner: {
        ...LOCAL_PARTNER_CLIENT,
        authorizeUrl: 'local:stand-in',
        tokenUrl: 'local:stand-in',
        userinfoUrl: 'local:stand-in',
      },
      FIREBASE_PROJECT_ID: 'demo-refurb',
      FIREBASE_AUTH_EMULATOR_HOST: emulator,
      // Only the cloud cart suite starts a Firestore emulator (test-support/firestore-emulator.ts);
      // elsewhere nothing writes a cloud cart, and the store connects at its first write.
      FIRESTORE_EMULATOR_HOST: process.env.TEST_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:9',
      CLOUD_CART_RATE_LIMIT: overrides.cloudCartRateLimit ?? 100_000,
      BOT_CHECK_SITE_KEY: TEST_BOT_SITE_KEY,
      BOT_CHECK_SECRET: TEST_BOT_SECRET,
      SESSION_RATE_LIMIT: overrides.sessionRateLimit ?? 1000,
      ORDER_RATE_LIMIT: overrides.orderRateLimit ?? 100_000,
      REGISTER_RATE_LIMIT: overrides.registerRateLimit ?? 100_000,
      PASSWORD_RESET_RATE_LIMIT: overrides.passwordResetRateLimit ?? 100_000,
      PASSWORD_RESET_EMAIL_RATE_LIMIT: overrides.passwordResetEmailRateLimit ?? 100_000,
      SESSION_ACCOUNT_RATE_LIMIT: overrides.sessionAccountRateLimit ?? 100_000,
      REGISTER_EMAIL_RATE_LIMIT: overrides.registerEmailRateLimit ?? 100_000,
      ADDRESS_RATE_LIMIT: overrides.addressRateLimit ?? 100_000,
      PAYMENT_CALLBACK_SECRET: TEST_PAYMENT_SECRET,
      CART_REFRESH_RATE_LIMIT: overrides.cartRefreshRateLimit ?? 100_000,
      RESERVATION_MINUTES: 30,
      UNPAID_UNITS_PER_VISITOR: overrides.unpaidUnitsPerVisitor ?? 100_000,
      UNPAID_UNITS_PER_ACCOUNT: overrides.unpaidUnitsPerAccount ?? 100_000,
      REVIEW_RATE_LIMIT: overrides.reviewRateLimit ?? 100_000,
      REVIEW_ACCOUNT_RATE_LIMIT: overrides.reviewAccountRateLimit ?? 100_000,
      REVIEW_MODERATION_TOKEN:
        overrides.reviewModerationToken === undefined
          ? TEST_REVIEW_MODERATION_TOKEN
          : (overrides.reviewModerationToken ?? undefined),
      GREEK_TBI: overrides.greekTbi === false ? 'false' : 'true',
    },
    { redis: overrides.redis ?? null },
  );
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

/** The database `name` on the test PostgreSQL server, as a URL. */
function postgresUrl(name: string): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test PostgreSQL server's own database. */
async function adminQuery(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** An empty database (`template`: a copy of that one), closed and dropped by `dispose`. */
async function newPostgresDatabase(template?: string): Promise<TestDatabase> {
  const name = `refurb_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ url: postgresUrl(name) });
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A new, empty database: PGlite in memory, or one created on the test PostgreSQL server. */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'postgres') return newPostgresDatabase();
  const database = await openDatabase();
  return { database, dispose: () => database.close() };
}

export interface SeededTestDatabase extends TestDatabase {
  /** The rows the seed wrote (`buildSeed` with the run's seed clock). */
  readonly seed: SeedRows;
}

/**
 * The clock the seed counts its price histories back from: one per run (jest's globalSetup sets
 * TEST_SEED_NOW), so every copy of the template holds exactly the rows `buildSeed` gives back.
 */
const seedNow = (): Date => new Date(process.env.TEST_SEED_NOW ?? Date.now());

/** Creates, migrates and seeds a database the slow way: the template, or a run without one. */
async function migratedAndSeeded(database: Database): Promise<void> {
  await migrate(database);
  await seedDatabase(database, { now: seedNow() });
}

/**
 * What the seed writes depends on the sites' currencies (a suite may `configureCurrencies`, as
 * SITE_CURRENCIES does, before it starts its server): each configuration has its own template.
 */
function currenciesKey(): string {
  const currencies = COUNTRIES.map((country) => {
    const { currencyCode, currencyLabel } = countryConfig(country);
    return `${country}:${currencyCode}:${currencyLabel}`;
  });
  return createHash('sha256').update(currencies.join('|')).digest('hex').slice(0, 10);
}

const pgliteTemplates = new Map<string, Promise<Blob>>();
const postgresTemplates = new Map<string, Promise<string>>();

/**
 * PGlite's template: the data folder of a migrated and seeded database, dumped once per run into
 * globalSetup's folder (TEST_TEMPLATE_DIR) by the first suite that needs it. Two workers that
 * both find none each make one; the rename makes whichever lands last the file, whole, and each
 * reads the file whole once (jest runs two workers: jest.config.js's `maxWorkers`).
 */
function pgliteTemplateBlob(dir: string): Promise<Blob> {
  const key = currenciesKey();
  const made = pgliteTemplates.get(key);
  if (made) return made;
  const template = (async () => {
    const file = join(dir, `pglite-seeded-${key}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase();
      try {
        await migratedAndSeeded(database);
        const dump = await database.dumpDataDir!();
        const partial = `${file}.${process.pid}.part`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      } finally {
        await database.close();
      }
    }
    // Read whole into memory, not `openAsBlob`: a file-backed blob refuses to be read once
    // another worker's rename has replaced the file ("NotReadableError"); the bytes read here are
    // one whole template, whichever worker's it is.
    return new Blob([readFileSync(file)]);
  })();
  pgliteTemplates.set(key, template);
  return template;
}

/** The advisory lock under which the first suite makes the PostgreSQL template. */
const TEMPLATE_LOCK = 4_826_201;

/**
 * PostgreSQL's template: a database migrated and seeded once per run and currencies (named by
 * TEST_TEMPLATE_DB and the currencies' key), made under an advisory lock by the first suite that
 * needs it, under another name until it is whole. Each suite's database is then
 * `CREATE DATABASE … TEMPLATE` it.
 */
function postgresTemplateName(prefix: string): Promise<string> {
  const key = currenciesKey();
  const made = postgresTemplates.get(key);
  if (made) return made;
  const name = `${prefix}_${key}`;
  const template = (async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const database = await openDatabase({ url: postgresUrl(building) });
        try {
          await migratedAndSeeded(database);
        } finally {
          await database.close();
        }
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await client.end();
    }
  })();
  postgresTemplates.set(key, template);
  return template;
}

/**
 * A new database, migrated and seeded, as `openTestDatabase` plus `migrate` and `seedDatabase`
 * would make it, copied from the run's template of its engine (PGlite: ~0.5 s against ~3 s).
 * Without globalSetup's TEST_TEMPLATE_DIR and TEST_TEMPLATE_DB it is made the slow way.
 */
export async function openSeededTestDatabase(engine: Engine): Promise<SeededTestDatabase> {
  const seed = buildSeed(undefined, seedNow());
  const dir = process.env.TEST_TEMPLATE_DIR;
  const templateDb = process.env.TEST_TEMPLATE_DB;
  if (engine === 'pglite' && dir) {
    const database = await openDatabase({ loadDataDir: await pgliteTemplateBlob(dir) });
    return { database, seed, dispose: () => database.close() };
  }
  if (engine === 'postgres' && templateDb) {
    return { ...(await newPostgresDatabase(await postgresTemplateName(templateDb))), seed };
  }
  const test = await openTestDatabase(engine);
  await migratedAndSeeded(test.database);
  return { ...test, seed };
}

/**
 * `clock` replaces the server's clock (see `clock.ts`); the database's `now()` stays real.
 * `onRoute` sees every route as the app adds it (see `AppOptions`).
 */
export async function startTestServer(
  engine: Engine = 'pglite',
  options: {
    clock?: Clock;
    testControls?: boolean;
    onRoute?: AppOptions['onRoute'];
    partnerSignupRateLimit?: number;
    /** Other settings of `testServices` (a limit a suite reaches, no moderation token, ...). */
    services?: Parameters<typeof testServices>[0];
    /** Whether the instance is stopping (`/health/ready`). */
    stopping?: () => boolean;
    /** Where answers, orders and payments are counted (http/metrics.ts). */
    metrics?: AppOptions['metrics'];
  } = {},
): Promise<TestServer> {
  const { database, dispose, seed } = await openSeededTestDatabase(engine);
  const services = testServices({
    ...options.services,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.partnerSignupRateLimit
      ? { partnerSignupRateLimit: options.partnerSignupRateLimit }
      : {}),
  });
  const app = buildApp({
    database,
    services,
    testControls: options.testControls ?? false,
    onRoute: options.onRoute,
    ...(options.stopping ? { stopping: options.stopping } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
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
