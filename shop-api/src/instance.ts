/**
 * One shop-api instance: its database (PGlite under SHOP_API_DATA_DIR unless DATABASE_URL names a
 * PostgreSQL server) and Redis (REDIS_URL, when set); migrations and seeds on start, under a
 * database lock, so instances starting together do them once; the server, listening; and the
 * unpaid-reservation sweeper (orders/reservations.ts; each instance sweeps, safely alongside the
 * others). server.ts runs one as a process; the shutdown test runs one in its own.
 *
 * `stop()` is the graceful stop: `/health/ready` turns 503 at once, so the load balancer sends
 * nothing new; the listener closes and every request in flight is answered (idle keep-alive
 * connections are closed, a request that arrives on a busy one is answered 503 with
 * `connection: close`, Fastify's `return503OnClosing`); then the sweeper, Redis and the database.
 */
import { mkdir } from 'node:fs/promises';
import { configureCurrencies } from '@refurb/shared-contracts/runtime';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ShopApiConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { refuseOtherCurrencies } from './db/site-currencies.js';
import { createReservationSweeper } from './orders/reservations.js';
import { connectRedis } from './redis.js';
import { createMetrics, serveMetrics } from './http/metrics.js';
import { ensurePlaces } from './seed/delivery.seed.js';
import { ensureAccessoryNames, isSeeded, seedDatabase } from './seed/seed.js';
import { ensureBatteryHealth, ensureModelSpecs } from './seed/seed-refresh.js';
import { seedProductReviews } from './seed/product-reviews.seed.js';
import { createAppServices } from './services.js';

/** The lock of the start's one-time work (migrations, seeds): any number, the same in every instance. */
const STARTUP_LOCK = 0x5eed_0001;

export interface Instance {
  readonly app: FastifyInstance;
  /** Where it listens (`http://127.0.0.1:4000`). */
  readonly url: string;
  /** Where its metrics are (METRICS_PORT), or null. */
  readonly metricsUrl: string | null;
  /** Stops gracefully; resolves once everything is closed. Calling it again waits for the same. */
  stop(): Promise<void>;
}

export async function startInstance(config: ShopApiConfig): Promise<Instance> {
  // Every price, bound and label of a site is in its configured currency, set before anything is
  // seeded or answered (shared-contracts' runtime/site-currencies.ts says why it is process-wide).
  configureCurrencies(config.SITE_CURRENCIES);
  if (!config.DATABASE_URL) await mkdir(config.SHOP_API_DATA_DIR, { recursive: true });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.SHOP_API_DATA_DIR,
  });
  const ran = await database.exclusive(STARTUP_LOCK, async () => {
    const applied = await migrate(database);
    await refuseOtherCurrencies(database).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    if (!(await isSeeded(database))) await seedDatabase(database);
    else {
      await ensurePlaces(database.db);
      await ensureAccessoryNames(database);
      await ensureModelSpecs(database);
      await ensureBatteryHealth(database);
    }
    // Demo product reviews (and the accounts and orders behind them): the local stack's only.
    if (config.SHOP_API_MODE === 'local') await seedProductReviews(database);
    return applied;
  });
  const startLog = {
    warn: (details: object, message: string) => console.warn(`shop-api: ${message}`, details),
  };
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, startLog) : null;
  let stopping = false;
  const metrics = createMetrics(database);
  const app = buildApp({
    metrics,
    database,
    services: createAppServices(config, { redis }),
    stopping: () => stopping,
    corsOrigins: config.CORS_ORIGINS,
    siteOrigins: config.SITE_ORIGINS,
    logger: { level: config.LOG_LEVEL },
    testControls: config.SHOP_API_TEST_CONTROLS === '1',
    trustProxy: config.TRUST_PROXY,
  });
  app.log.info(
    { database: database.kind, migrations: ran, redis: redis ? 'connected' : 'not used' },
    'database ready',
  );
  const stopSweeper = createReservationSweeper(database.db, {
    minutes: config.RESERVATION_MINUTES,
  }).start({
    intervalMs: config.RESERVATION_SWEEP_SECONDS * 1000,
    onError: (error) => app.log.error({ err: error }, 'reservation sweep failed'),
  });
  const url = await app.listen({ host: config.HOST, port: config.PORT });
  const metricsServer =
    config.METRICS_PORT === undefined
      ? null
      : await serveMetrics(metrics, config.METRICS_HOST, config.METRICS_PORT);
  if (metricsServer) app.log.info({ url: `${metricsServer.url}/metrics` }, 'metrics served');
  let stopped: Promise<void> | undefined;
  return {
    app,
    url,
    metricsUrl: metricsServer ? `${metricsServer.url}/metrics` : null,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        app.log.info('stopping: finishing the requests in flight');
        await app.close();
        await metricsServer?.close();
        await stopSweeper();
        await redis?.quit();
        await database.close();
        app.log.info('stopped');
      })();
      return stopped;
    },
  };
}
