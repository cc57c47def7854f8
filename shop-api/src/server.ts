/**
 * `npm run start -w shop-api`: opens the database (PGlite under .data/ unless DATABASE_URL names a
 * PostgreSQL server), applies migrations, seeds on first start, and listens on 127.0.0.1:4000.
 * It also ends the reservations of unpaid orders every RESERVATION_SWEEP_SECONDS
 * (orders/reservations.ts; each instance sweeps, safely alongside the others).
 */
import { mkdir } from 'node:fs/promises';
import { configureCurrencies } from '@refurb/shared-contracts';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { refuseOtherCurrencies } from './db/site-currencies.js';
import { createReservationSweeper } from './orders/reservations.js';
import { ensurePlaces } from './seed/delivery.seed.js';
import { ensureAccessoryNames, isSeeded, seedDatabase } from './seed/seed.js';
import { ensureBatteryHealth, ensureModelSpecs } from './seed/seed-refresh.js';
import { seedProductReviews } from './seed/product-reviews.seed.js';
import { createAppServices } from './services.js';

const config = readConfig();
// Every price, bound and label of a site is in its configured currency, set before anything is
// seeded or answered (shared-contracts' runtime/site-currencies.ts says why it is process-wide).
configureCurrencies(config.SITE_CURRENCIES);
if (!config.DATABASE_URL) await mkdir(config.SHOP_API_DATA_DIR, { recursive: true });
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.SHOP_API_DATA_DIR,
});
const ran = await migrate(database);
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
const app = buildApp({
  database,
  services: createAppServices(config),
  corsOrigins: config.CORS_ORIGINS,
  siteOrigins: config.SITE_ORIGINS,
  logger: { level: config.LOG_LEVEL },
  testControls: config.SHOP_API_TEST_CONTROLS === '1',
  trustProxy: config.TRUST_PROXY,
});
app.log.info({ database: database.kind, migrations: ran }, 'database ready');
const stopSweeper = createReservationSweeper(database.db, {
  minutes: config.RESERVATION_MINUTES,
}).start({
  intervalMs: config.RESERVATION_SWEEP_SECONDS * 1000,
  onError: (error) => app.log.error({ err: error }, 'reservation sweep failed'),
});

const stop = async (signal: string) => {
  app.log.info({ signal }, 'stopping');
  await stopSweeper();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
