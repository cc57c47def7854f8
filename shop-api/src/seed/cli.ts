/** `npm run seed -w shop-api [-- --reset]`: migrate and seed; `--reset` wipes the data first. */
import { mkdir } from 'node:fs/promises';
import { configureCurrencies } from '@refurb/shared-contracts/runtime';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { refuseOtherCurrencies } from '../db/site-currencies.js';
import { isSeeded, seedDatabase } from './seed.js';

const reset = process.argv.includes('--reset');
// Seeding is the local stack's (demo data): its settings are read in the local mode.
const config = readConfig({ SHOP_API_MODE: 'local', ...process.env });
// Seeded in the configured currencies (SITE_CURRENCIES), as the server will be started with.
configureCurrencies(config.SITE_CURRENCIES);
if (!config.DATABASE_URL) await mkdir(config.SHOP_API_DATA_DIR, { recursive: true });
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.SHOP_API_DATA_DIR,
});
try {
  await migrate(database);
  if (!reset && (await isSeeded(database))) {
    await refuseOtherCurrencies(database);
    console.log('shop-api: already seeded (use --reset to start over)');
  } else {
    const rows = await seedDatabase(database, { reset });
    console.log(
      `shop-api: seeded ${rows.models.length} models, ${rows.products.length} listings, ${rows.accessories.length} accessories`,
    );
  }
} finally {
  await database.close();
}
