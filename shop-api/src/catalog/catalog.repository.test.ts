import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Country, DeliveryKind, DeviceTypeKey } from '@refurb/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { STOCK_CHANGES_KEPT } from '../db/schema.js';
import type { SeedRows } from '../seed/seed.js';
import { openSeededTestDatabase, testEngines } from '../test-support/server.js';
import { createCatalogSnapshots } from './catalog-snapshot.js';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository.js';

/**
 * The catalog is read from memory; these tests write the database behind its back (raw SQL, as
 * an operator or another process would) and expect the next read to see it.
 */
describe.each(testEngines())('catalog read model on %s', (engine) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let seed: SeedRows;
  let catalog: CatalogRepository;

  beforeAll(async () => {
    ({ database, dispose, seed } = await openSeededTestDatabase(engine));
    catalog = createCatalogRepository(database);
  });
  afterAll(async () => {
    await dispose();
  });

  const firstProduct = () => seed.products[0]!;
  const listingsOfType = (type: DeviceTypeKey, country: Country) =>
    catalog.derived(country, `test:${type}:${Math.random()}`, (c) => [
      ...(c.byType.get(type) ?? []),
    ]);
  const dbRows = <T>(query: ReturnType<typeof sql>) => database.rows<T>(query);

  it('answers what the database holds: listings of a type in id order, priced in the country', async () => {
    const rows = await listingsOfType('SMARTPHONE', 'bg');
    const expected = await dbRows<{ id: string; price: string }>(
      sql`SELECT p.id, pp.price FROM products p JOIN models m ON m.id = p.model_id
          JOIN product_prices pp ON pp.product_id = p.id AND pp.country = 'bg'
          WHERE m.device_type = 'SMARTPHONE' ORDER BY p.id`,
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(rows.map((r) => r.price)).toEqual(expected.map((r) => Number(r.price)));
  });

  it('sees a price changed by another writer on the next read', async () => {
    const { id } = firstProduct();
    await database.exec(
      `UPDATE product_prices SET price = 4321.5 WHERE product_id = '${id}' AND country = 'hu'`,
    );
    expect((await catalog.productById(id, 'hu'))?.price).toBe(4321.5);
    expect((await catalog.productsByIds([id], 'hu'))[0]?.price).toBe(4321.5);
  });

  it('sees a stock change without reloading the catalog, in every country and in the variants', async () => {
    const snapshots = createCatalogSnapshots(database);
    const product = firstProduct();
    const before = await snapshots.current();
    before.country('ro');
    await database.exec(`UPDATE products SET stock = 7 WHERE id = '${product.id}'`);
    const after = await snapshots.current();
    expect(after).toBe(before);
    expect(after.country('ro').byId.get(product.id)?.stock).toBe(7);
    expect(after.country('gr').byId.get(product.id)?.stock).toBe(7);
    expect(
      (await catalog.variantsOfModel(product.modelId)).find((v) => v.id === product.id)?.stock,
    ).toBe(7);
    await database.exec(`UPDATE products SET stock = 0 WHERE id = '${product.id}'`);
    expect((await catalog.productById(product.id, 'ro'))?.stock).toBe(0);
  });

  it('notes which products each stock change touched, numbered by the stock counter (migration 0026)', async () => {
    const [a, b] = [seed.products[1]!, seed.products[2]!];
    const snapshots = createCatalogSnapshots(database);
    const held = await snapshots.current();
    await database.exec(`UPDATE products SET stock = 5 WHERE id IN ('${a.id}', '${b.id}')`);
    await database.exec(`UPDATE products SET stock = 6 WHERE id = '${b.id}'`);
    const [{ stock_version: counter }] = (await dbRows<{ stock_version: string }>(
      sql`SELECT stock_version FROM catalog_version WHERE id = 1`,
    )) as [{ stock_version: string }];
    const noted = await dbRows<{ version: string; product_id: string }>(
      sql`SELECT version, product_id FROM stock_changes WHERE version >= ${Number(counter) - 1}
          ORDER BY version, product_id`,
    );
    expect(noted.map((r) => [Number(r.version), r.product_id])).toEqual(
      [
        [Number(counter) - 1, a.id],
        [Number(counter) - 1, b.id],
        [Number(counter), b.id],
      ].sort((x, y) => Number(x[0]) - Number(y[0]) || String(x[1]).localeCompare(String(y[1]))),
    );
    const after = await snapshots.current();
    expect(after).toBe(held);
    expect(after.country('hu').byId.get(a.id)?.stock).toBe(5);
    expect(after.country('hu').byId.get(b.id)?.stock).toBe(6);
  });

  it('re-reads all stock when the changes since the counter it holds are no longer kept', async () => {
    const product = seed.products[3]!;
    const snapshots = createCatalogSnapshots(database);
    await snapshots.current();
    const counter = async () =>
      Number(
        (
          await dbRows<{ stock_version: string }>(
            sql`SELECT stock_version FROM catalog_version WHERE id = 1`,
          )
        )[0]?.stock_version,
      );
    const heldAt = await counter();
    // More stock changes than the table keeps, one statement each, the last one setting 9.
    await database.exec(`DO $$ BEGIN
      FOR i IN 1..${STOCK_CHANGES_KEPT + 1} LOOP
        UPDATE products SET stock = i % 9 WHERE id = '${product.id}';
      END LOOP;
    END $$`);
    const [{ count, oldest }] = (await dbRows<{ count: string; oldest: string }>(
      sql`SELECT count(DISTINCT version) AS count, min(version) AS oldest FROM stock_changes`,
    )) as [{ count: string; oldest: string }];
    expect(Number(count)).toBeLessThanOrEqual(STOCK_CHANGES_KEPT);
    // The changes right after the counter the snapshot holds are gone: it re-reads every product.
    expect(Number(oldest)).toBeGreaterThan(heldAt + 1);
    expect((await snapshots.current()).country('ro').byId.get(product.id)?.stock).toBe(
      (STOCK_CHANGES_KEPT + 1) % 9,
    );
  });

  /** `database` whose reads through Drizzle are counted (the catalog's reads are all selects). */
  const counted = () => {
    let reads = 0;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof property !== 'string' || !property.startsWith('select')) return value;
        return (...args: unknown[]) => {
          reads += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { database: { ...database, db }, reads: () => reads };
  };
  const stockCounter = async () =>
    Number(
      (
        await dbRows<{ stock_version: string }>(
          sql`SELECT stock_version FROM catalog_version WHERE id = 1`,
        )
      )[0]?.stock_version,
    );

  it('tells each stock change in its notification, and moves no counter for an update that changed no stock (migration 0029)', async () => {
    const [a, b] = [seed.products[4]!, seed.products[5]!];
    const heard: string[] = [];
    const stop = await database.listenAtCommit('catalog_changed', (payload) => heard.push(payload));
    try {
      const before = await stockCounter();
      await database.exec(`UPDATE products SET stock = 0 WHERE id = '${a.id}'`);
      await database.exec(
        `UPDATE products SET stock = stock - 1 WHERE id = '${a.id}' AND stock > 0;
         UPDATE products SET stock = 0 WHERE id = '${a.id}';`,
      );
      expect(await stockCounter()).toBe(before + 1);
      await database.exec(`UPDATE products SET stock = 4 WHERE id IN ('${b.id}', '${a.id}')`);
      expect(await stockCounter()).toBe(before + 2);
      if (stop) {
        expect(heard.map((payload) => JSON.parse(payload) as unknown)).toEqual([
          { stock: before + 1, rows: [[a.id, 0]] },
          {
            stock: before + 2,
            rows: [
              [a.id, 4],
              [b.id, 4],
            ].sort((x, y) => (x[0]! < y[0]! ? -1 : 1)),
          },
        ]);
      }
    } finally {
      await stop?.();
    }
  });

  it('writes committed stock changes into what it holds, in commit order; on PGlite from the notifications, with no query', async () => {
    const [a, b] = [seed.products[6]!, seed.products[7]!];
    const { database: watched, reads } = counted();
    const snapshots = createCatalogSnapshots(watched);
    const held = await snapshots.current();
    await database.exec(
      `BEGIN;
       UPDATE products SET stock = 5 WHERE id IN ('${a.id}', '${b.id}');
       UPDATE products SET stock = 6 WHERE id = '${b.id}';
       COMMIT;`,
    );
    await database.exec(`BEGIN; UPDATE products SET stock = 99 WHERE id = '${a.id}'; ROLLBACK;`);
    const readsBefore = reads();
    const after = await snapshots.current();
    expect(after).toBe(held);
    expect(after.country('ro').byId.get(a.id)?.stock).toBe(5);
    expect(after.country('bg').byId.get(b.id)?.stock).toBe(6);
    if (engine === 'pglite') expect(reads()).toBe(readsBefore);
    else expect(reads()).toBeGreaterThan(readsBefore);
  });

  it('reads the stock when a change was too big for its notification, or came with a catalog change', async () => {
    const [a, b] = [seed.products[8]!, seed.products[9]!];
    const { database: watched, reads } = counted();
    const snapshots = createCatalogSnapshots(watched);
    await snapshots.current();
    // Every product in one statement: more rows than one notification can carry.
    await database.exec(`UPDATE products SET stock = stock + 1`);
    const expected = await dbRows<{ id: string; stock: number }>(
      sql`SELECT id, stock FROM products WHERE id IN (${a.id}, ${b.id}) ORDER BY id`,
    );
    let readsBefore = reads();
    let held = await snapshots.current();
    expect(reads()).toBeGreaterThan(readsBefore);
    for (const { id, stock } of expected)
      expect(held.country('hu').byId.get(id)?.stock).toBe(stock);

    await database.exec(`UPDATE products SET stock = 11 WHERE id = '${a.id}'`);
    await database.exec(
      `UPDATE product_prices SET price = price + 1 WHERE product_id = '${b.id}' AND country = 'ro'`,
    );
    await database.exec(`UPDATE products SET stock = 12 WHERE id = '${b.id}'`);
    readsBefore = reads();
    held = await snapshots.current();
    expect(reads()).toBeGreaterThan(readsBefore);
    expect(held.country('ro').byId.get(a.id)?.stock).toBe(11);
    expect(held.country('ro').byId.get(b.id)?.stock).toBe(12);
    // And the next change is from its notification again.
    await database.exec(`UPDATE products SET stock = 13 WHERE id = '${a.id}'`);
    readsBefore = reads();
    expect((await snapshots.current()).country('gr').byId.get(a.id)?.stock).toBe(13);
    if (engine === 'pglite') expect(reads()).toBe(readsBefore);
  });

  it('reloads when a listing is added, and forgets one that is deleted', async () => {
    const source = firstProduct();
    await database.exec(
      `INSERT INTO products (id, model_id, legacy_sell_order_id, sku, storage, color, grade, stock, battery_type)
       VALUES ('PTEST1', ${source.modelId}, 990001, 'SKU-TEST-1', '64 GB', 'Red', 'BUN', 3, 'Standard');
       INSERT INTO product_prices (product_id, country, price) VALUES ('PTEST1', 'ro', 999);`,
    );
    expect((await catalog.productsByLegacySellOrderIds([990001], 'ro'))[0]?.id).toBe('PTEST1');
    expect(await catalog.productById('PTEST1', 'bg')).toBeNull();
    await database.exec(
      `DELETE FROM product_prices WHERE product_id = 'PTEST1'; DELETE FROM products WHERE id = 'PTEST1';`,
    );
    expect(await catalog.productById('PTEST1', 'ro')).toBeNull();
  });

  it('shares one reload between reads that arrive together', async () => {
    const snapshots = createCatalogSnapshots(database);
    const [a, b, c] = await Promise.all([
      snapshots.current(),
      snapshots.current(),
      snapshots.current(),
    ]);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('finds models by words in any case, and hands out lists a caller may sort', async () => {
    const model = seed.models[0]!;
    const brand = seed.brands.find((b) => b.id === model.brandId)!;
    const [found] = await catalog.searchModels(
      `${brand.name.toUpperCase()} ${model.name.toLowerCase()}`,
      'ro',
    );
    expect(found?.length).toBeGreaterThan(0);
    expect(found?.every((p) => p.modelId === model.id)).toBe(true);
    const listings = await catalog.listingsOfModel(model.legacyModelId, 'ro');
    listings.reverse();
    const again = await catalog.listingsOfModel(model.legacyModelId, 'ro');
    expect(again.map((p) => p.id)).toEqual(
      [...again].map((p) => p.id).sort((x, y) => (x < y ? -1 : 1)),
    );
  });

  it('searches the catalog as of the last commit: a renamed model is found by its new name', async () => {
    const model = seed.models.find((m) => m.deviceType === 'SMARTPHONE')!;
    const names = async (text: string) =>
      (await catalog.searchModels(text, 'ro')).map((listings) => listings[0]!.modelName);
    await database.exec(`UPDATE models SET name = 'Zorbaphone 7' WHERE id = ${model.id}`);
    try {
      expect(await names('zorbafone')).toEqual(['Zorbaphone 7']);
    } finally {
      await database.exec(
        `UPDATE models SET name = '${model.name.replace(/'/g, "''")}' WHERE id = ${model.id}`,
      );
    }
    expect(await names('zorbaphone')).toEqual([]);
  });

  it('answers accessories and extra services as the tables hold them', async () => {
    const fitting = await catalog.accessoriesForTypes(['LAPTOP'], 'gr');
    expect(fitting.every((a) => a.deviceType === null || a.deviceType === 'LAPTOP')).toBe(true);
    expect(fitting.map((a) => a.id)).toEqual([...fitting.map((a) => a.id)].sort());
    const general = await catalog.accessoriesForTypes([], 'gr');
    expect(general.every((a) => a.deviceType === null)).toBe(true);
    await database.exec(
      `UPDATE extra_services SET months = months + 1 WHERE device_type = 'TABLET'`,
    );
    const services = await catalog.extraServicesFor('TABLET');
    const rows = await dbRows<{ months: number }>(
      sql`SELECT months FROM extra_services WHERE device_type = 'TABLET' ORDER BY id`,
    );
    expect(services.map((s) => s.months)).toEqual(rows.map((r) => r.months));
  });

  it('answers the payment methods’ bounds of each country, and a change of them on the next read (migration 0027)', async () => {
    const rows = await dbRows<{
      country: string;
      key: string;
      lower: string | null;
      upper: string | null;
    }>(
      sql`SELECT country, method_key AS key, lower_bound AS lower, upper_bound AS upper
          FROM payment_method_bounds`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const country of ['ro', 'bg', 'hu', 'gr'] as const) {
      const bounds = await catalog.paymentBounds(country);
      const own = rows.filter((r) => r.country === country);
      expect([...bounds.keys()].sort()).toEqual(own.map((r) => r.key).sort());
      for (const row of own) {
        expect(bounds.get(row.key)).toEqual({
          lower: row.lower === null ? null : Number(row.lower),
          upper: row.upper === null ? null : Number(row.upper),
        });
      }
    }
    const [changed] = rows.filter((r) => r.country === 'hu');
    await database.exec(
      `UPDATE payment_method_bounds SET upper_bound = 4321 WHERE country = 'hu' AND method_key = '${changed!.key}'`,
    );
    expect((await catalog.paymentBounds('hu')).get(changed!.key)?.upper).toBe(4321);
  });

  it('answers the shipping rate of each delivery kind, and a change of it on the next read (migration 0028)', async () => {
    const rows = await dbRows<{
      country: string;
      kind: string;
      cost: string;
      free: string;
      cod: string;
    }>(sql`SELECT country, kind, cost, free_threshold AS free, cod_fee AS cod FROM shipping_rates`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const rate = await catalog.shippingRate(row.country as Country, row.kind as DeliveryKind);
      expect(rate).toMatchObject({
        cost: Number(row.cost),
        freeThreshold: Number(row.free),
        codFee: Number(row.cod),
      });
    }
    const [changed] = rows.filter((r) => r.country === 'bg');
    await database.exec(
      `UPDATE shipping_rates SET cost = 12.34 WHERE country = 'bg' AND kind = '${changed!.kind}'`,
    );
    expect((await catalog.shippingRate('bg', changed!.kind as DeliveryKind))?.cost).toBe(12.34);
  });

  it('answers what a picture shows: a listing’s device type and colour, an accessory’s category', async () => {
    const slugOf = (name: string) => seed.models.find((m) => m.name === name)!.slug;
    expect(await catalog.pictureOf('product', `${slugOf('PlayStation 5')}-white`)).toEqual({
      device: 'CONSOLE',
      colour: 'White',
    });
    expect(await catalog.pictureOf('product', `${slugOf('iPhone 11')}-white`)).toEqual({
      device: 'SMARTPHONE',
      colour: 'White',
    });
    const macbook = `${slugOf('MacBook Air 13 (M1, 2020)')}-space-gray`;
    expect(await catalog.pictureOf('product', macbook)).toEqual({
      device: 'LAPTOP',
      colour: 'Space Gray',
    });
    expect(await catalog.pictureOf('accessory', 'folie sticla')).toEqual({
      accessory: 'SCREEN_PROTECTOR',
      fits: 'SMARTPHONE',
    });
    expect(await catalog.pictureOf('accessory', 'husa laptop 14 inch')).toEqual({
      accessory: 'CASE',
      fits: 'LAPTOP',
    });
    expect(await catalog.pictureOf('accessory', 'ambalaj cadou')).toEqual({
      accessory: 'GIFT_WRAP',
      fits: null,
    });
    // Only the catalog's names, each under its own kind; worked out once per catalog.
    expect(await catalog.pictureOf('product', 'no-such-phone-black')).toBeNull();
    expect(await catalog.pictureOf('accessory', macbook)).toBeNull();
    expect(await catalog.pictureOf('product', 'folie sticla')).toBeNull();
    expect(await catalog.pictureOf('product', macbook)).toBe(
      await catalog.pictureOf('product', macbook),
    );
  });

  it('computes a derived value once per state of the catalog, again after stock or prices move', async () => {
    const product = firstProduct();
    let computed = 0;
    const cheapest = () =>
      catalog.derived('ro', 'cheapest smartphone', (c) => {
        computed += 1;
        return c.byId.get(product.id)?.stock;
      });
    const first = await cheapest();
    expect(await cheapest()).toBe(first);
    expect(computed).toBe(1);
    await database.exec(`UPDATE products SET stock = stock + 2 WHERE id = '${product.id}'`);
    expect(await cheapest()).toBe((first ?? 0) + 2);
    expect(computed).toBe(2);
    await database.exec(
      `UPDATE product_prices SET price = price + 1 WHERE product_id = '${product.id}' AND country = 'ro'`,
    );
    await cheapest();
    expect(computed).toBe(3);
  });

  describe('price history (migration 0022)', () => {
    const historyOf = (id: string, country: Country) =>
      dbRows<{ price: number; recent: boolean }>(
        sql`SELECT price::float8 AS price, valid_from > now() - interval '1 minute' AS recent
            FROM price_history
            WHERE product_id = ${id} AND country = ${country} ORDER BY valid_from`,
      );

    it('records each change of a price, dated by its transaction, and nothing for a no-op', async () => {
      const { id } = seed.products[2]!;
      const before = await historyOf(id, 'ro');
      const price = before.at(-1)!.price;
      await database.exec(
        `UPDATE product_prices SET price = price + 3 WHERE product_id = '${id}' AND country = 'ro'`,
      );
      await database.exec(
        `UPDATE product_prices SET price = price WHERE product_id = '${id}' AND country = 'ro'`,
      );
      // Two changes in one transaction: one row, the price committed (the only one ever shown).
      await database.exec(
        `BEGIN;
         UPDATE product_prices SET price = price + 1 WHERE product_id = '${id}' AND country = 'ro';
         UPDATE product_prices SET price = price + 1 WHERE product_id = '${id}' AND country = 'ro';
         COMMIT;`,
      );
      expect(await historyOf(id, 'ro')).toEqual([
        ...before,
        { price: price + 3, recent: true },
        { price: price + 5, recent: true },
      ]);
      expect(await historyOf(id, 'gr')).toHaveLength(
        seed.priceHistory.filter((h) => h.productId === id && h.country === 'gr').length,
      );
      // Raised: nothing to strike through.
      expect(await catalog.productById(id, 'ro')).toMatchObject({
        price: price + 5,
        previousPrice: null,
      });
    });

    it('records a new listing’s first price, and keeps the history until the listing goes', async () => {
      const source = firstProduct();
      await database.exec(
        `INSERT INTO products (id, model_id, legacy_sell_order_id, sku, storage, color, grade, stock, battery_type)
         VALUES ('PTEST2', ${source.modelId}, 990002, 'SKU-TEST-2', '64 GB', 'Red', 'BUN', 3, 'Standard');
         INSERT INTO product_prices (product_id, country, price) VALUES ('PTEST2', 'bg', 450);`,
      );
      expect(await historyOf('PTEST2', 'bg')).toEqual([{ price: 450, recent: true }]);
      // Withdrawn from the country, the listing keeps its past there; deleted, it takes it along.
      await database.exec(`DELETE FROM product_prices WHERE product_id = 'PTEST2'`);
      expect(await historyOf('PTEST2', 'bg')).toHaveLength(1);
      await database.exec(`DELETE FROM products WHERE id = 'PTEST2'`);
      expect(await historyOf('PTEST2', 'bg')).toEqual([]);
    });

    it('dates a change after a row recorded since its transaction began, so the history ends at the price', async () => {
      // As a writer that started first and waited for the row's lock sees it: the latest row
      // dated after its own start (here, by hand, an hour after).
      const { id } = seed.products[3]!;
      await database.exec(
        `INSERT INTO price_history (product_id, country, price, valid_from)
         VALUES ('${id}', 'hu', 1000, now() + interval '1 hour');
         UPDATE product_prices SET price = 2000 WHERE product_id = '${id}' AND country = 'hu';`,
      );
      const latest = await dbRows<{ price: number; justAfter: boolean }>(
        sql`SELECT price::float8 AS price,
              valid_from - lag(valid_from) OVER (ORDER BY valid_from) = interval '1 microsecond'
                AS "justAfter"
            FROM price_history WHERE product_id = ${id} AND country = 'hu'
            ORDER BY valid_from DESC LIMIT 2`,
      );
      expect(latest).toEqual([
        { price: 2000, justAfter: true },
        { price: 1000, justAfter: false },
      ]);
      expect((await catalog.productById(id, 'hu'))?.price).toBe(2000);
    });

    it('reloads the catalog when the history alone is written', async () => {
      const stable = seed.products.find(
        (p) =>
          seed.priceHistory.filter((h) => h.productId === p.id && h.country === 'bg').length === 1,
      )!;
      const before = (await catalog.productById(stable.id, 'bg'))!;
      expect(before.previousPrice).toBeNull();
      // Backdated by hand: a dearer price in the 30 days before today's price took effect.
      await database.exec(
        `INSERT INTO price_history (product_id, country, price, valid_from)
         SELECT product_id, country, price + 40, valid_from - interval '10 days'
           FROM price_history WHERE product_id = '${stable.id}' AND country = 'bg'`,
      );
      expect((await catalog.productById(stable.id, 'bg'))?.previousPrice).toBe(before.price + 40);
    });
  });
});
