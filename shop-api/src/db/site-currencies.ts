/**
 * The currency each site's amounts are in, as the database records it (migration 0025), against
 * the configured one (SITE_CURRENCIES, shared-contracts' `countryConfig`). The seed records the
 * currencies it writes in; the server refuses to start when they are not the configured ones,
 * since every amount would be shown with another currency's label (leva as euro). Converting a
 * database's amounts is a migration of its own, not something a start does silently.
 */
import { COUNTRIES, countryConfig, type Country } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database, ShopDb } from './client.js';

/** Records each site's configured currency as the one its seeded amounts are in. */
export async function recordSiteCurrencies(db: ShopDb): Promise<void> {
  for (const country of COUNTRIES) {
    const { currencyCode } = countryConfig(country);
    await db.execute(
      sql`INSERT INTO site_currencies (country, code) VALUES (${country}, ${currencyCode})
          ON CONFLICT (country) DO UPDATE SET code = excluded.code`,
    );
  }
}

/**
 * What is wrong between the database's currencies and the configured ones, one line a site: a
 * site recorded in another currency, or a seeded database without a record of a site's. An
 * empty database (nothing seeded) has nothing to disagree with.
 */
export async function siteCurrencyMismatches(database: Database): Promise<string[]> {
  const [seeded] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
  if ((seeded?.n ?? 0) === 0) return [];
  const rows = await database.rows<{ country: Country; code: string }>(
    sql`SELECT country, code FROM site_currencies`,
  );
  const recorded = new Map(rows.map((row) => [row.country, row.code]));
  return COUNTRIES.flatMap((country) => {
    const configured = countryConfig(country).currencyCode;
    const code = recorded.get(country);
    if (code === configured) return [];
    return [
      code === undefined
        ? `${country}: the database records no currency, the configuration says ${configured}`
        : `${country}: the database's amounts are in ${code}, the configuration says ${configured}`,
    ];
  });
}

/** Stops a start whose configured currencies are not the database's (see the file's comment). */
export async function refuseOtherCurrencies(database: Database): Promise<void> {
  const mismatches = await siteCurrencyMismatches(database);
  if (mismatches.length === 0) return;
  throw new Error(
    `shop-api: SITE_CURRENCIES disagrees with the database (${mismatches.join('; ')}). ` +
      'Start with the currencies the database was seeded in, or seed a database in these ' +
      '(another SHOP_API_DATA_DIR or DATABASE_URL, or `npm run seed -w shop-api -- --reset`).',
  );
}
