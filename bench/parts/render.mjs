/**
 * The host server rendering product pages under load (issue 34): the real host server
 * (host-shell/server/host-server.mjs, its renderer dist-server/render.cjs) as a child process in
 * front of shop-api (a child too, over a freshly seeded PGlite folder, as bench/parts/shop-api.mjs
 * starts it), driven by autocannon from this process at CONNECTIONS concurrent requests. The
 * three take the machine's two cores together, as they would on one small server.
 *
 * The pages: product pages of PRODUCTS_PER_SITE different models in RO and HU (the first phones
 * of each site's phones listing, as the server renders it; the Host header names the site), each
 * request the next of them, compressed as a browser asks (`accept-encoding: gzip, deflate, br`).
 * Each is checked first: 200, server-rendered, with its Product JSON-LD.
 * - cache miss: a host server with its HTML cache off (HOST_PAGE_CACHE_MAX=0): every request is
 *   rendered and compressed; shop-api's catalog answers are those its data cache keeps for the
 *   catalog version (src/server/shop-api-client.ts; the version itself read for every burst of
 *   requests), as for a page the HTML cache does not hold while the catalog is unchanged; budget
 *   p95 ≤ 50 ms.
 * - cold: the data cache off too (HOST_DATA_CACHE_MAX=0): every request also asks shop-api for
 *   each of the page's answers, as the first pages after a catalog change do; reported beside.
 * - cache hit: a host server with its cache on (its TTL raised to 10 minutes, so nothing expires
 *   during a run), each page asked once before; every answer must say `x-render: cache`; budget
 *   ≥ 1,000 pages/s.
 * - control: `/runtime-config.json` of the cache-hit server (a small file sent as it is) at the
 *   same concurrency, in the same round: what this machine and autocannon give an answer that
 *   costs nothing, beside the pages' figures.
 * Each round runs the control, the misses and the hits, WARMUP_SECONDS of each first (not
 * counted), then RUN_SECONDS of each; figures are medians over `runs` rounds. Latencies are every
 * answer's own (autocannon's `response` events), so p95 is exact, not its histogram's buckets;
 * with CONNECTIONS requests always in flight, p50 ≈ CONNECTIONS ÷ pages per second.
 *
 * Quick variant (`npm run test:bench`): one round of QUICK_SECONDS, the same rows; its guards
 * (bench/guards.json) have more room than a full run's figures need, for the shorter run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { categorySlug } from '@refurb/shared-contracts';
import { prepareDatabase, startShopApi } from '../../shop-api/load/traffic.mjs';
import { freePort, waitForUrl } from '../../scripts/emulators.mjs';
import { median, percentile } from '../support/stats.mjs';
import { runAlone } from '../support/run-alone.mjs';

export const quick = true;

const CONNECTIONS = 20;
const RUN_SECONDS = 6;
const QUICK_SECONDS = 3;
const WARMUP_SECONDS = 2;
const QUICK_WARMUP_SECONDS = 1;
/**
 * The quick variant's rounds, each figure their median: one 3-second round on CI's shared
 * two-core machine measured a cache-miss p95 of 108 and 197 ms for the same build on the same
 * day (its control 11,228 and 7,841 requests a second), on either side of the guard; the median
 * of three keeps one slow round from failing CI (12 s more).
 */
const QUICK_ROUNDS = 3;
/** @type {ReadonlyArray<import('@refurb/shared-contracts').Country>} */
const SITES = ['ro', 'hu'];
const PRODUCTS_PER_SITE = 4;
/** Issue 34's budgets. */
const BUDGET = { missP95: { max: 50 }, hitRate: { min: 1000 } };
/**
 * A guard's room for the budgeted rows while their budgets are not kept (bench/run.mjs
 * `guardFor`), far more than the 5 % of bytes: under load on a shared two-core machine (other
 * work running beside the bench) the same build measured a cache-miss p95 of 175 to 420 ms and
 * 457 to 870 cache hits a second across runs. A guard is then 3× the p95 and 0.4× the rate: it
 * catches a render several times slower or a cache that stopped answering, not drift. Both
 * budgets are kept since 2026-12-02; bench/guards.json keeps a guard of 3× the p95 budget for the
 * quick variant's 3-second rounds (CI's, on a machine shared with other work), and the full
 * bench checks the budget itself.
 */
const GUARD_ROOM = { missP95: 2, hitRate: 0.6 };
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** One GET to the host server on 127.0.0.1 for `site`'s Host header: status, headers, body. */
function get(port, site, path) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${site}.localhost:${port}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${site} ${path}: no answer in 10 s`)));
    req.end();
  });
}

/** `node host-shell/server/host-server.mjs` on a free port with `env`; stderr kept for errors. */
async function startHost(root, apiOrigin, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'host-shell/server/host-server.mjs')], {
    env: { ...process.env, HOST_PORT: String(port), SHOP_API_ORIGIN: apiOrigin, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = `${errors}${chunk}`.slice(-2000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (!(await waitForUrl(`http://127.0.0.1:${port}/runtime-config.json`, { child }))) {
    child.kill('SIGKILL');
    throw new Error(`the host server did not come up: ${errors}`);
  }
  return {
    port,
    errors: () => errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The product pages to load: the first PRODUCTS_PER_SITE models of each site's phones listing
 * (one page per model: its first listing's link), each checked once on `port`.
 */
async function productPages(port) {
  const pages = [];
  for (const site of SITES) {
    const listing = await get(port, site, `/${categorySlug(site, 'SMARTPHONE')}/`);
    if (listing.status !== 200) throw new Error(`${site} phones listing: ${listing.status}`);
    const byModel = new Map();
    for (const [tag] of listing.body.matchAll(/<a\s[^>]*>/g)) {
      const href = /\shref="([^"]+)"/.exec(tag)?.[1];
      if (!/\sclass="([^"]*\s)?card__link[\s"]/.test(tag) || !href) continue;
      const path = href.replaceAll('&amp;', '&');
      const model = path.split('?')[0];
      if (!byModel.has(model)) byModel.set(model, path);
    }
    const paths = [...byModel.values()].slice(0, PRODUCTS_PER_SITE);
    if (paths.length < PRODUCTS_PER_SITE) {
      throw new Error(
        `${site} phones listing: ${paths.length} models, ${PRODUCTS_PER_SITE} wanted`,
      );
    }
    for (const path of paths) {
      const page = await get(port, site, path);
      if (page.status !== 200 || page.headers['x-render'] !== 'rendered') {
        throw new Error(`${site} ${path}: ${page.status}, x-render ${page.headers['x-render']}`);
      }
      if (!/<script type="application\/ld\+json"[^>]*>[^<]*"@type":"Product"/.test(page.body)) {
        throw new Error(`${site} ${path}: no Product JSON-LD in the page`);
      }
      pages.push({ site, path });
    }
  }
  return pages;
}

/**
 * `seconds` of autocannon at CONNECTIONS on `port`, each request the next of `targets`: every
 * answer's latency (ms), the answers by `x-render`, requests per second and the failures.
 */
async function load(port, targets, seconds) {
  const latencies = [];
  const renders = {};
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: targets.map(({ site, path }) => ({
      method: 'GET',
      path,
      headers: { host: `${site}.localhost:${port}`, 'accept-encoding': ACCEPT_ENCODING },
      onResponse: (status, body, context, headers) => {
        const how = headers['x-render'] ?? 'none';
        renders[how] = (renders[how] ?? 0) + 1;
      },
    })),
  });
  instance.on('response', (client, status, bytes, ms) => latencies.push(ms));
  const result = await instance;
  return {
    latencies,
    renders,
    rate: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export async function measure({ root, runs, quick: quickVariant = false, log }) {
  const seconds = quickVariant ? QUICK_SECONDS : RUN_SECONDS;
  const warmup = quickVariant ? QUICK_WARMUP_SECONDS : WARMUP_SECONDS;
  const rounds = quickVariant ? QUICK_ROUNDS : runs;
  const work = await mkdtemp(join(tmpdir(), 'refurb-bench-render-'));
  const dataDir = join(work, 'db');
  const started = [];
  try {
    log('render: seeding a fresh PGlite database…');
    await prepareDatabase({ dataDir });
    const api = await startShopApi({ dataDir, log });
    started.push(api);
    const miss = await startHost(root, api.origin, { HOST_PAGE_CACHE_MAX: '0' });
    started.push(miss);
    const cold = await startHost(root, api.origin, {
      HOST_PAGE_CACHE_MAX: '0',
      HOST_DATA_CACHE_MAX: '0',
    });
    started.push(cold);
    const hit = await startHost(root, api.origin, { HOST_PAGE_CACHE_TTL_MS: '600000' });
    started.push(hit);
    const pages = await productPages(miss.port);
    for (const { site, path } of pages) {
      const first = await get(hit.port, site, path);
      const again = await get(hit.port, site, path);
      if (first.status !== 200 || again.headers['x-render'] !== 'cache') {
        throw new Error(`${site} ${path}: not cached (x-render ${again.headers['x-render']})`);
      }
    }
    const control = [{ site: 'ro', path: '/runtime-config.json' }];
    const subjects = [
      ['control', hit.port, control],
      ['miss', miss.port, pages],
      ['cold', cold.port, pages],
      ['hit', hit.port, pages],
    ];
    const results = { control: [], miss: [], cold: [], hit: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const [key, port, targets] of subjects) {
        await load(port, targets, warmup);
        results[key].push(await load(port, targets, seconds));
      }
    }
    const answered = (key) =>
      results[key].reduce((all, run) => {
        for (const [how, count] of Object.entries(run.renders)) all[how] = (all[how] ?? 0) + count;
        return all;
      }, {});
    for (const key of ['miss', 'cold']) {
      if (Object.keys(answered(key)).some((how) => how !== 'rendered')) {
        throw new Error(`the cache-off server answered ${JSON.stringify(answered(key))}`);
      }
    }
    const rows = [];
    const runNote = `${CONNECTIONS} connections, ${rounds} × ${seconds} s`;
    for (const [key, label, unit] of [
      ['miss', 'product page, cache miss', 'pages/s'],
      ['cold', 'product page, cold (no data cache)', 'pages/s'],
      ['hit', 'product page, cache hit', 'pages/s'],
      ['control', 'control: /runtime-config.json', 'req/s'],
    ]) {
      const runsOf = results[key];
      const p = (n) => median(runsOf.map((run) => percentile(run.latencies, n)));
      const rate = median(runsOf.map((run) => run.rate));
      const failures = runsOf.reduce((sum, run) => sum + run.failures, 0);
      const group = `server render ${label}`;
      const budgetOf = (name) =>
        key === 'miss' && name === 'p95'
          ? { budget: BUDGET.missP95, guardRoom: GUARD_ROOM.missP95 }
          : key === 'hit' && name === 'rate'
            ? { budget: BUDGET.hitRate, guardRoom: GUARD_ROOM.hitRate }
            : {};
      log(
        `render: ${label} ${rate.toFixed(0)} ${unit}, p50 ${p(50).toFixed(1)} / p95 ${p(95).toFixed(1)} / p99 ${p(99).toFixed(1)} ms, ${failures} failures, ${JSON.stringify(answered(key))}`,
      );
      rows.push(
        { group, name: unit, value: rate, unit, ...budgetOf('rate'), note: runNote },
        { group, name: 'p50 latency', value: p(50), unit: 'ms' },
        { group, name: 'p95 latency', value: p(95), unit: 'ms', ...budgetOf('p95') },
        { group, name: 'p99 latency', value: p(99), unit: 'ms' },
        { group, name: 'errors', value: failures, unit: '', budget: { max: 0 } },
      );
      if (key === 'hit') {
        const counts = answered('hit');
        const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
        rows.push({
          group,
          name: 'answers from the cache',
          value: total === 0 ? 0 : (100 * (counts.cache ?? 0)) / total,
          unit: '%',
          budget: { min: 100 },
        });
      }
    }
    return { rows };
  } finally {
    for (const server of started.reverse()) await server.stop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, measure, 3);
