/**
 * The traffic of a visit, for driving the real shop-api under load: a fresh seeded database, the
 * built server (`dist/server.js`, as `npm start` and the e2e run it) on a free loopback port, and
 * the requests of four calls, each checked once before any load:
 * - catalog pages of smartphones (GET /product/catalog): the first three pages in each of the four
 *   sorts, in each of the four countries (48 queries; shop-api computes a page once per state of
 *   the catalog, so a single query would measure only that memo);
 * - the brand-model page of the catalog's first model (GET /product/models/:legacyModelId);
 * - a cart refresh (POST /shop/cart/refresh) of a cart of three phones, with device accessories,
 *   an extra service and stand-alone accessories, as `refreshRequestFor` builds it;
 * - order placement (POST /shop/orders): one phone with an extra service and a case, plus a
 *   charger, cash on delivery by courier, at the server's own prices (its summary's total). Each
 *   request gets the idempotency key and bot-check token its caller gives it; the phones ordered
 *   get a stock no run can sell out, the rest is the seed.
 *
 * Bot-check tokens are minted here with the secret the server is started with, one per request,
 * as a browser gets one per attempt: a token is taken once, so a load cannot reuse one.
 *
 * Used by the bench (bench/parts/shop-api.mjs) and the mixed load test (load/mixed-load.mjs).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CatalogResponseSchema,
  ExtraServicesResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import {
  CheckoutCartSchema,
  CheckoutSummaryResponseSchema,
  PlaceOrderRequestSchema,
} from '@refurb/shared-contracts/api/checkout';
import {
  CartStateSchema,
  RefreshCartRequestSchema,
  refreshRequestFor,
} from '@refurb/shared-contracts/cart';
import { freePort, waitForUrl } from '../../scripts/emulators.mjs';

export const SHOP_API = join(import.meta.dirname, '..');
export const COUNTRY = 'ro';
const BOT_SITE_KEY = 'load-site-key';
/** Not a secret: it signs the bot-check tokens of a throwaway server on loopback. */
const BOT_SECRET = 'load-bot-check-secret-0123456789';
/**
 * The settings of a shop-api under load: the local stand-ins, the bot check signed with the
 * secret `botTokens` signs with, and its rate limits out of the way (every request comes from one
 * address: the per-address limits are not what is measured).
 */
export const LOAD_SHOP_API_ENV = {
  BOT_CHECK_SITE_KEY: BOT_SITE_KEY,
  BOT_CHECK_SECRET: BOT_SECRET,
  SHOP_API_MODE: 'local',
  SHOP_API_TEST_CONTROLS: '0',
  ORDER_RATE_LIMIT: '1000000000',
  SESSION_RATE_LIMIT: '1000000000',
  CART_REFRESH_RATE_LIMIT: '1000000000',
};
/** The stock the phones ordered get: more units than any run can sell. */
export const ORDERED_STOCK = 1_000_000;

const dist = (file) => import(pathToFileURL(join(SHOP_API, 'dist', file)).href);

/**
 * Migrates and seeds the database with shop-api's own code (a fresh PGlite folder, or the empty
 * PostgreSQL database of `url`), and raises the stock of the `orderPhones` phones orders buy.
 * @param {{ dataDir?: string, url?: string, orderPhones?: number }} options
 */
export async function prepareDatabase({ dataDir, url, orderPhones = 20 }) {
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
      .slice(0, orderPhones);
    const ids = phones.map((p) => `'${p.id}'`).join(', ');
    await database.exec(`UPDATE products SET stock = ${ORDERED_STOCK} WHERE id IN (${ids});`);
    return { seed, phones };
  } finally {
    await database.close();
  }
}

/**
 * Starts `node [nodeArgs] dist/server.js` over the database with LOAD_SHOP_API_ENV and `env`.
 * `ipc` opens a message channel to the child (the mixed load test's memory probe); `port` is a
 * fixed one (the cluster's instances, which its load balancer names), a free one otherwise.
 * @param {{ dataDir?: string, url?: string, env?: Record<string, string>, nodeArgs?: string[],
 *   ipc?: boolean, log?: (line: string) => void, port?: number }} options
 */
export async function startShopApi({
  dataDir,
  url,
  env = {},
  nodeArgs = [],
  ipc = false,
  log,
  port: givenPort,
}) {
  const port = givenPort ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, join(SHOP_API, 'dist', 'server.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SHOP_API_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: url ?? '',
      ...LOAD_SHOP_API_ENV,
      ...env,
    },
    stdio: /** @type {import('node:child_process').StdioOptions} */ ([
      'ignore',
      'inherit',
      'inherit',
      ...(ipc ? ['ipc'] : []),
    ]),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    return { code: child.exitCode, signal: child.signalCode };
  };
  const origin = `http://127.0.0.1:${port}`;
  if (!(await waitForUrl(`${origin}/health`, { child }))) {
    await stop();
    throw new Error('shop-api did not come up (is it built? npm run build -w @refurb/shop-api)');
  }
  log?.(`shop-api: up on ${origin} (pid ${child.pid})`);
  return { origin, child, stop };
}

/** A fresh bot-check token for `action`, signed as the server started here checks it. */
export async function botTokens() {
  const { createBotCheck } = await dist('auth/bot-check.js');
  const check = createBotCheck({ siteKey: BOT_SITE_KEY, secret: BOT_SECRET });
  return (action = 'place_order') => check.issue(BOT_SITE_KEY, action);
}

/** One JSON call; a non-2xx answer throws with its body. */
export async function call(origin, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const priceOf = (seed, product) =>
  seed.productPrices.find((p) => p.productId === product.id && p.country === COUNTRY).price;
const accessoryPrice = (seed, id) =>
  seed.accessoryPrices.find((a) => a.accessoryId === id && a.country === COUNTRY).price;

/** A phone of the seed as the cart holds it (what the product page puts in the cart). */
function cartPhone(seed, product, { services = [], accessories = [] } = {}) {
  const model = seed.models.find((m) => m.id === product.modelId);
  const brand = seed.brands.find((b) => b.id === model.brandId);
  return {
    type: 'phone',
    id: `cart-${product.id}`,
    order_id: product.legacySellOrderId,
    productId: product.id,
    buy_price: priceOf(seed, product),
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
      { phoneId: `cart-${phones[0].id}`, id: battery.id, price: accessoryPrice(seed, battery.id) },
    ],
    giftWrap: { isActive: true, is_wrapping_tax: true },
    timestamp: Date.now(),
    expireAt: Date.now() + 30 * 86_400_000,
    stateVersion: '1.04',
  });
  return RefreshCartRequestSchema.parse(refreshRequestFor(cart, COUNTRY));
}

/**
 * For each phone, its order body at the server's prices (its summary's total) as JSON without the
 * key and the token; `orderBody(key, token, n)` puts them in front of the `n`th (round robin).
 */
async function orderWriter(origin, seed, phones, serviceId) {
  const bodies = [];
  for (const product of phones) {
    const cart = CheckoutCartSchema.parse({
      country: COUNTRY,
      phones: [
        {
          productId: product.id,
          legacySellOrderId: product.legacySellOrderId,
          shownPrice: priceOf(seed, product),
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
    const body = PlaceOrderRequestSchema.parse({
      ...cart,
      idempotencyKey: 'checked-with-a-placeholder-key',
      botToken: 'checked-with-a-placeholder-token',
      shownTotal: summary.summary.total,
      contact: { name: 'Ana Popescu', email: 'ana@example.ro', phone: '+40 722 123 456' },
      deliveryDetails: {
        kind: 'courier',
        subType: '',
        address: {
          judet: 'Cluj',
          oras: 'Cluj-Napoca',
          county_id: 12,
          locality_id: 681290,
          strada: 'Str. Memorandumului',
          nr: '28',
          cod_postal: '400114',
          details: null,
        },
      },
      billing: { customerType: 'personal' },
    });
    // JSON leaves the undefined ones out: the rest of the body, to put a key and a token in front.
    bodies.push(
      JSON.stringify({ ...body, idempotencyKey: undefined, botToken: undefined }).slice(1, -1),
    );
  }
  return (key, token, n) =>
    `{"idempotencyKey":${JSON.stringify(key)},"botToken":${JSON.stringify(token)},${bodies[n % bodies.length]}}`;
}

/**
 * The requests of a visit, each answered once as expected before it is used for load:
 * `catalog` (the 48 catalog pages), `model` (the model page), `refresh` (the cart refresh body),
 * `orderBody(key, token, n)`, and `phoneOf(n)` (the product the `n`th order buys).
 */
export async function prepareTraffic(origin, { seed, phones }) {
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
  const catalog = ['ro', 'bg', 'hu', 'gr'].flatMap((country) =>
    ['popular', 'price-asc', 'price-desc', 'name'].flatMap((sort) =>
      [1, 2, 3].map((n) => ({
        method: 'GET',
        path: `/product/catalog?country=${country}&type=SMARTPHONE&sort=${sort}&page=${n}`,
      })),
    ),
  );
  return {
    catalog,
    model: { method: 'GET', path: modelPath },
    refresh,
    orderBody: await orderWriter(origin, seed, phones, services[0].id),
    phoneOf: (n) => phones[n % phones.length],
  };
}

/** An order answer as exactly-once.mjs reads it. */
export function orderAnswer(key, kind, status, body) {
  if (status !== 200 && status !== 201) return { key, kind, status };
  try {
    const { orderId, replayed } = JSON.parse(body);
    return { key, kind, status, orderId, replayed };
  } catch {
    return { key, kind, status, error: 'a body that is not JSON' };
  }
}

/**
 * The orders as the database holds them (a PGlite folder, read once its server has stopped, or a
 * PostgreSQL database), with the units of stock the ordered phones lost: exactly-once.mjs's input.
 * @param {{ dataDir?: string, url?: string }} where
 * @param {ReadonlyArray<{ id: string }>} phones
 */
export async function storedOrders({ dataDir, url }, phones) {
  const [{ openDatabase }, { sql }] = await Promise.all([
    dist('db/client.js'),
    import('drizzle-orm'),
  ]);
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    const rows = await database.rows(
      sql`SELECT o.id, o.idempotency_key AS "idempotencyKey",
                 (SELECT count(*)::int FROM order_lines l
                   WHERE l.order_id = o.id AND l.kind = 'phone') AS "phoneLines"
          FROM orders o
          -- The orders the local mode seeds for its product reviews (seed/product-reviews.seed.ts)
          -- were in the database before the load: no client sent them.
          WHERE o.idempotency_key NOT LIKE 'seed:%'`,
    );
    const ids = phones.map((p) => p.id);
    const [{ taken }] = await database.rows(
      sql`SELECT coalesce(sum(${ORDERED_STOCK} - stock), 0)::int AS taken FROM products
          WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    return { rows, unitsTaken: taken };
  } finally {
    await database.close();
  }
}
