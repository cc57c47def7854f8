/**
 * shop-api under load: the real server (`shop-api/dist/server.js`, PGlite in a fresh folder, as
 * `npm start` and the e2e run it) driven by autocannon on four calls of a visit:
 * - catalog pages of smartphones (GET /product/catalog): the first three pages in each of the four
 *   sorts, in each of the four countries, one after the other (48 queries; shop-api computes a
 *   page once per state of the catalog, so a single query would measure only that memo);
 * - the brand-model page of the catalog's first model (GET /product/models/:legacyModelId);
 * - a cart refresh (POST /shop/cart/refresh) of a cart of three phones, with device accessories,
 *   an extra service and stand-alone accessories, as `refreshRequestFor` builds it;
 * - order placement (POST /shop/orders): one phone with an extra service and a case, plus a
 *   charger, cash on delivery by courier, at the server's own prices (the summary's total), with
 *   a fresh idempotency key per request, so every request is a new order that takes a unit of
 *   stock. The phones ordered get a stock that a run cannot sell out; the rest is the seed.
 *
 * Load: CONNECTIONS_PER_CORE connections per core, no pipelining, for RUN_SECONDS a run, after one
 * WARMUP_SECONDS run per call that is not counted (JIT, PGlite's caches). shop-api is one Node
 * process with its database in the same thread, so it uses one core; autocannon takes the other.
 * Two connections per core keep the server always busy without measuring a queue: with c
 * connections closed-loop, p99 ≳ c ÷ throughput, so more connections only add waiting.
 *
 * BENCH_DATABASE_URL=postgres://… runs the same over an empty PostgreSQL database instead (for
 * comparison; the bench's figures are PGlite's, the engine of `npm start`).
 *
 * Rows per call: requests/s (mean of the seconds) and p99 latency (ms), the medians of `runs`
 * runs, and errors (non-2xx answers, socket errors and timeouts) summed over every run.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  CartStateSchema,
  CatalogResponseSchema,
  CheckoutCartSchema,
  CheckoutSummaryResponseSchema,
  ExtraServicesResponseSchema,
  PlaceOrderRequestSchema,
  RefreshCartRequestSchema,
  refreshRequestFor,
} from '@refurb/shared-contracts';
import { freePort, waitForUrl } from '../../scripts/emulators.mjs';
import { median } from '../support/stats.mjs';
import { runAlone } from '../support/run-alone.mjs';

export const quick = false;

const RUN_SECONDS = 8;
const WARMUP_SECONDS = 2;
const CONNECTIONS_PER_CORE = 2;
const COUNTRY = 'ro';
const BOT_SITE_KEY = 'bench-site-key';
/** Phones the order run buys from, round robin (stock raised so that none sells out). */
const ORDER_PHONES = 20;
/** Budgets of issue 11. */
const BUDGET = {
  catalog: { rps: 1000, p99: 50 },
  model: { rps: 1000, p99: 50 },
  order: { p99: 150 },
};

/**
 * Migrates and seeds the database with shop-api's own code (a fresh PGlite folder, or the empty
 * PostgreSQL database of `url`), and raises the stock of the phones the orders buy.
 */
async function prepareDatabase(root, { dataDir, url }) {
  const dist = (file) => import(pathToFileURL(join(root, 'shop-api', 'dist', file)).href);
  const [{ openDatabase }, { migrate }, { seedDatabase }] = await Promise.all([
    dist('db/client.js'),
    dist('db/migrate.js'),
    dist('seed/seed.js'),
  ]);
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    await migrate(database);
    const seed = await seedDatabase(database);
    const typeOf = new Map(seed.models.map((m) => [m.id, m.deviceType]));
    const phones = seed.products
      .filter((p) => typeOf.get(p.modelId) === 'SMARTPHONE' && p.stock > 0)
      .slice(0, ORDER_PHONES);
    const ids = phones.map((p) => `'${p.id}'`).join(', ');
    await database.exec(`UPDATE products SET stock = 1000000 WHERE id IN (${ids});`);
    return { seed, phones };
  } finally {
    await database.close();
  }
}

async function startShopApi(root, { dataDir, url }, log) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'shop-api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SHOP_API_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: url ?? '',
      BOT_CHECK_SITE_KEY: BOT_SITE_KEY,
      SHOP_API_TEST_CONTROLS: '0',
      // Every order of the load comes from one address: the per-address limit is not measured.
      ORDER_RATE_LIMIT: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  if (!(await waitForUrl(`${origin}/health`, { child }))) {
    await stop();
    throw new Error('shop-api did not come up (is it built? npm run build -w @refurb/shop-api)');
  }
  log(`shop-api: up on ${origin} (pid ${child.pid})`);
  return { origin, pid: child.pid, stop };
}

async function call(origin, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A phone of the seed as the cart holds it (what the product page puts in the cart). */
function cartPhone(seed, product, { services = [], accessories = [] } = {}) {
  const model = seed.models.find((m) => m.id === product.modelId);
  const brand = seed.brands.find((b) => b.id === model.brandId);
  const price = seed.productPrices.find(
    (p) => p.productId === product.id && p.country === COUNTRY,
  ).price;
  return {
    type: 'phone',
    id: `cart-${product.id}`,
    order_id: product.legacySellOrderId,
    productId: product.id,
    buy_price: price,
    title: `${brand.name} ${model.name} ${product.storage} ${product.color}`,
    modelDisplayName: model.name,
    configSummary: `${product.storage}, ${product.color}`,
    shortTitle: `${model.name} ${product.storage}`,
    brand: brand.name,
    model: model.name,
    color: product.color,
    storage: product.storage,
    model_type: model.deviceType,
    shape: product.grade,
    selected_extra_services: services.map((s) => ({ ...s, isSelected: true })),
    available_extra_services: services.map((s) => ({ ...s, isSelected: true })),
    deviceAccessories: accessories,
    deviceAvailableAccessories: accessories,
    availability: product.stock,
    productImage: '/content/images/phone.jpg',
    productUrl: `/magazin/${brand.slug}/${model.slug}/${product.id}/`,
    sku: product.sku,
    model_id: model.id,
    batteryType: product.batteryType,
  };
}

const accessoryPrice = (seed, id) =>
  seed.accessoryPrices.find((a) => a.accessoryId === id && a.country === COUNTRY).price;

function cartAccessory(seed, id, extra = {}) {
  const row = seed.accessories.find((a) => a.id === id);
  return {
    id,
    name: row.name,
    price: accessoryPrice(seed, id),
    type: 'accessory',
    isActive: row.isActive,
    isWrappingTax: row.isWrappingTax,
    category: row.category,
    ...extra,
  };
}

/** The refresh request of a cart of three phones (a case and a battery on one), a charger, gift wrap. */
function refreshBody(seed, phones, services) {
  const battery = seed.accessories.find((a) => a.category === 'BATTERY' && a.isActive);
  const wrap = seed.accessories.find((a) => a.isWrappingTax);
  const deviceAccessory = (id) => cartAccessory(seed, id, { type: 'deviceAccessory' });
  const cart = CartStateSchema.parse({
    phoneCart: [
      cartPhone(seed, phones[0], {
        services: services.slice(0, 1),
        accessories: [deviceAccessory('acc-case-silicone'), deviceAccessory(battery.id)],
      }),
      cartPhone(seed, phones[1]),
      cartPhone(seed, phones[2], { accessories: [deviceAccessory('acc-glass')] }),
    ],
    accessoryCart: [cartAccessory(seed, 'acc-charger-20w'), cartAccessory(seed, wrap.id)],
    batteryCart: [
      {
        phoneId: `cart-${phones[0].id}`,
        id: battery.id,
        price: accessoryPrice(seed, battery.id),
      },
    ],
    giftWrap: { isActive: true, is_wrapping_tax: true },
    timestamp: Date.now(),
    expireAt: Date.now() + 30 * 86_400_000,
    stateVersion: '1.04',
  });
  return RefreshCartRequestSchema.parse(refreshRequestFor(cart, COUNTRY));
}

/** For each phone: an order body at the server's prices (its summary's total), key left to fill. */
async function orderBodies(origin, seed, phones, serviceId) {
  const botToken = (
    await call(origin, '/common/bot-check/token', { siteKey: BOT_SITE_KEY, action: 'place_order' })
  ).token;
  const bodies = [];
  for (const product of phones) {
    const price = seed.productPrices.find(
      (p) => p.productId === product.id && p.country === COUNTRY,
    ).price;
    const cart = CheckoutCartSchema.parse({
      country: COUNTRY,
      phones: [
        {
          productId: product.id,
          legacySellOrderId: product.legacySellOrderId,
          shownPrice: price,
          extraServiceIds: [serviceId],
          deviceAccessoryIds: ['acc-case-silicone'],
        },
      ],
      accessories: [{ id: 'acc-charger-20w', shownPrice: accessoryPrice(seed, 'acc-charger-20w') }],
      delivery: 'courier',
      paymentMethod: 'cash-on-delivery',
    });
    const summary = CheckoutSummaryResponseSchema.parse(
      await call(origin, '/shop/checkout/summary', cart),
    );
    if (summary.changes.length > 0) {
      throw new Error(`the summary of ${product.id} moved: ${JSON.stringify(summary.changes)}`);
    }
    bodies.push(
      PlaceOrderRequestSchema.parse({
        ...cart,
        idempotencyKey: randomUUID(),
        botToken,
        shownTotal: summary.summary.total,
        contact: { name: 'Ana Popescu', email: 'ana@example.ro', phone: '+40 722 123 456' },
        deliveryDetails: {
          kind: 'courier',
          subType: '',
          address: {
            judet: 'Cluj',
            oras: 'Cluj-Napoca',
            county_id: 14,
            locality_id: 1401,
            strada: 'Str. Memorandumului',
            nr: '28',
            cod_postal: '400114',
            details: null,
          },
        },
        billing: { customerType: 'personal' },
      }),
    );
  }
  return bodies;
}

function cannon(origin, target, seconds, connections) {
  return autocannon({
    url: origin,
    connections,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: Array.isArray(target) ? target : [target],
  });
}

export async function measure({ root, runs, log }) {
  const work = await mkdtemp(join(tmpdir(), 'refurb-bench-api-'));
  const dataDir = join(work, 'db');
  let server = null;
  try {
    log(
      `shop-api: seeding ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'a fresh PGlite database'}…`,
    );
    const database = { dataDir, url: process.env.BENCH_DATABASE_URL || undefined };
    const { seed, phones } = await prepareDatabase(root, database);
    server = await startShopApi(root, database, log);
    const { origin } = server;

    const catalogPath = `/product/catalog?country=${COUNTRY}&type=SMARTPHONE`;
    const page = CatalogResponseSchema.parse(await call(origin, catalogPath));
    const modelPath = `/product/models/${page.items[0].legacyModelId}?country=${COUNTRY}`;
    await call(origin, modelPath);
    const { services } = ExtraServicesResponseSchema.parse(
      await call(origin, `/shop/v2/extra-services?productId=${phones[0].id}&country=${COUNTRY}`),
    );
    const refresh = refreshBody(seed, phones, services);
    const refreshed = await call(origin, '/shop/cart/refresh', refresh);
    if (refreshed.phones.length !== 3) throw new Error('the cart refresh lost a phone');
    // Bot-check tokens live two minutes: each order run gets its bodies (and token) afresh.
    let orders = [];
    const freshOrders = async () => {
      const bodies = await orderBodies(origin, seed, phones, services[0].id);
      // The body without its key (JSON leaves an undefined out), to put a new key in front.
      orders = bodies.map((body) =>
        JSON.stringify({ ...body, idempotencyKey: undefined }).slice(1, -1),
      );
    };
    let orderNo = 0;

    const json = { 'content-type': 'application/json' };
    const calls = [
      {
        key: 'catalog',
        label: 'catalog page',
        target: ['ro', 'bg', 'hu', 'gr'].flatMap((country) =>
          ['popular', 'price-asc', 'price-desc', 'name'].flatMap((sort) =>
            [1, 2, 3].map((n) => ({
              method: 'GET',
              path: `/product/catalog?country=${country}&type=SMARTPHONE&sort=${sort}&page=${n}`,
            })),
          ),
        ),
      },
      { key: 'model', label: 'brand-model page', target: { method: 'GET', path: modelPath } },
      {
        key: 'refresh',
        label: 'cart refresh',
        target: {
          method: 'POST',
          path: '/shop/cart/refresh',
          headers: json,
          body: JSON.stringify(refresh),
        },
      },
      {
        key: 'order',
        label: 'order placement',
        before: freshOrders,
        target: {
          method: 'POST',
          path: '/shop/orders',
          headers: json,
          // A new order each time: another key, the next of the phones.
          setupRequest: (request) => {
            orderNo += 1;
            return {
              ...request,
              body: `{"idempotencyKey":"bench-${randomUUID()}",${orders[orderNo % orders.length]}}`,
            };
          },
        },
      },
    ];

    const connections = CONNECTIONS_PER_CORE * availableParallelism();
    const rows = [];
    for (const { key, label, target, before = async () => {} } of calls) {
      await before();
      await cannon(origin, target, WARMUP_SECONDS, connections);
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        await before();
        results.push(await cannon(origin, target, RUN_SECONDS, connections));
      }
      const rps = median(results.map((r) => r.requests.average));
      const p99 = median(results.map((r) => r.latency.p99));
      const errors = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
      const codes = [
        ...new Set(results.flatMap((r) => Object.keys(r.statusCodeStats ?? {}))),
      ].filter((code) => !code.startsWith('2'));
      log(
        `shop-api: ${label} ${rps.toFixed(0)} req/s, p99 ${p99} ms, ${errors} errors (${results.length} × ${RUN_SECONDS} s, ${connections} connections)`,
      );
      const budget = BUDGET[key] ?? {};
      const group = `shop-api ${label}`;
      rows.push(
        {
          group,
          name: 'requests/s',
          value: rps,
          unit: 'req/s',
          ...(budget.rps ? { budget: { min: budget.rps } } : {}),
        },
        {
          group,
          name: 'p99 latency',
          value: p99,
          unit: 'ms',
          ...(budget.p99 ? { budget: { max: budget.p99 } } : {}),
        },
        {
          group,
          name: 'errors',
          value: errors,
          unit: '',
          budget: { max: 0 },
          note: codes.length ? `statuses ${codes.join(', ')}` : `${connections} connections`,
        },
      );
    }
    return { rows };
  } finally {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, measure, 3);
