/**
 * What each page costs on its first load, measured in Chromium on the running stack (the e2e
 * stack: shop-api, the host server, each remote on its own origin, compressed as a CDN would):
 * JS and CSS bytes on the wire and as gzip, request count, and the depth of the longest chain of
 * requests that wait on one another (a script that loads a script that loads a script is 3).
 * Each load is in a fresh browser context (nothing cached); the cart and the checkout's steps
 * (extras, login, finalize) are measured with one phone in the stored cart, put there through the
 * shop's own pages first.
 *
 * Also: libraries shipped more than once on a page (Preact, which runs React's API on every page
 * (ADR 0012), zod, xstate, the federation runtime, the contracts' event bus), found by a marker
 * each one's code carries, and
 * the federation overhead: the index page's first-load JS divided by Preact with its hooks and
 * React compatibility alone (minified, gzip).
 *
 * zod is one copy per page since issue 37 (docs/adr/0013-one-zod-per-page.md): the host provides
 * shared-contracts' kit of `zod/mini` (what the browser code uses, 13.4 KB gzip) and the remotes
 * take it. Before, each bundle carried its own tree-shaken copy (10.9 KB in the host, 12-13 KB in
 * each remote): the public pages paid 2.8 KB more for the kit, a page with one remote 9 KB less,
 * the checkout's login step (three remotes) 33 KB less (quick bench, 2026-12-04). A second copy
 * on a page counts as shipped twice.
 *
 * xstate (with @xstate/react) is shared between the remotes since issue 37, not split: a page's
 * second and third remote (the checkout's login step has three) take the first one's copy. The
 * whole library is 14.6 KB gzip against 12.0-14.2 KB of a remote's own tree-shaken copy: a page
 * with one remote pays 0.6-3.3 KB more, the checkout's login step and finalize page 12-13 KB less.
 * A second copy of it on a page now counts as shipped twice.
 *
 * The contracts' common modules (formatting, the cart's schema, the event bus, the JSON call, the
 * remote contract, the routes) are one copy per page since issue 37
 * (docs/adr/0016-contracts-kit-from-the-host.md): the host provides shared-contracts' page kit and
 * the remotes take it, as they take the page's Module Federation bundler runtime. Checkout
 * finalize 170.8 → 148.6 KB with the cart service's view code left out, the cart and extras
 * 143.5 → 138.1, the checkout's login step 133.0 → 125.6, the public pages +0.2 for the kit's
 * names they do not use. A second copy of the event bus on a page counts as shipped twice.
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePath } from '@refurb/shared-contracts';
import {
  addFromCategory,
  checkPrerequisites,
  dismissConsent,
  startStack,
} from '../../e2e/support/stack.mjs';
import { median } from '../support/stats.mjs';
import { runAlone } from '../support/run-alone.mjs';

export const quick = true;

const KB = 1024;
/**
 * First-load JS budgets (KB gzip): issue 11's (130 on the index and product page, 90 for the
 * embed), tightened for the public pages by issue 34 to their figures before they were rendered on
 * the server (index 107, category 107, product 110 in the full run of 2026-11-27): hydrating a
 * page must cost no script more than drawing it did. Issue 35 gave the category and product pages
 * 1 KB each (108, 111) for the phone's one-row header (its search link and drawn icons) and the
 * listing's filters button: measured 107.5 and 110.1 against 106.9 and 109.7 before. Issue 37's
 * Preact (ADR 0012) took 56 KB off every page: tightened to its figures (49.7, 51.1 and 54.2
 * on 2026-12-04) with a kilobyte of room. One zod per page (ADR 0013) then gave them 2.8 KB more
 * (52.5, 54.0, 57.1) for 9 to 33 KB less on every page with a remote: 54, 55 and 58.
 */
const JS_BUDGET = {
  index: 54,
  category: 55,
  product: 58,
  embed: 90,
  // Issue 37: every page within 150, the pages where money changes hands included.
  ...Object.fromEntries(
    [
      'cart',
      'checkout extras',
      'checkout login',
      'checkout finalize',
      'account (login)',
      'sell',
    ].map((page) => [page, 150]),
  ),
};
/**
 * The public pages the host server renders (issue 34): the bench measures them as it serves them,
 * server-rendered HTML and the scripts that hydrate it, and stops if one came drawn in the browser
 * instead (no renderer built, or HOST_RENDER=off), whose figures would be another page's.
 */
const SERVER_RENDERED = ['index', 'category', 'product'];

/** What only each library's own code carries (preact: its hooks' state on a component). */
const LIBRARIES = {
  preact: /\.__H\b/,
  zod: /ZodError/,
  xstate: /xstate\.init/,
  'federation runtime': /\[ Federation Runtime \]/,
  // The contracts' page kit: the event bus's key for the last events, on the page's target.
  'shared contracts': /refurb\.bus\.last/,
};

/** One page load in a fresh context: every response's type, bytes and initiator. */
async function measureLoad(stack, url, seed) {
  /**
   * @type {{ rendered: string | null, jsWire: number, jsGzip: number, cssGzip: number,
   *   requests: number, scripts: Array<{ url: string, gzip: number }>, chain: number,
   *   doubled: Array<{ name: string, label: string }> }}
   */
  let figures;
  await stack.withContext(async (context) => {
    if (seed) {
      await context.addInitScript((entries) => {
        // about:blank has no storage of its own; the site's pages do.
        if (window.location.protocol !== 'http:') return;
        for (const [key, value] of entries) {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        }
      }, seed);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
      const parentUrl =
        initiator.url ??
        initiator.stack?.callFrames?.[0]?.url ??
        initiator.stack?.parent?.callFrames?.[0]?.url;
      requests.set(requestId, { url: request.url, type, parentUrl, bytes: 0, body: null });
    });
    let rendered = null;
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const entry = requests.get(requestId);
      if (entry) entry.type = type;
      // The page's own HTML: whether the host server rendered it (x-render, page-render.mjs).
      if (type === 'Document' && response.url === url) {
        rendered = response.headers['x-render'] ?? response.headers['X-Render'] ?? null;
      }
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) {
        entry.bytes = encodedDataLength;
        entry.done = true;
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    // The remotes mount after load: wait until the network has been quiet for a moment.
    await page.waitForLoadState('networkidle');
    const loaded = [...requests.entries()].filter(([, entry]) => entry.done);
    for (const [requestId, entry] of loaded) {
      if (entry.type !== 'Script' && entry.type !== 'Stylesheet') continue;
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      entry.body = base64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body);
    }
    const byUrl = new Map(loaded.map(([, entry]) => [entry.url, entry]));
    const depthOf = (entry, seen = new Set()) => {
      if (!entry.parentUrl || seen.has(entry.url)) return 1;
      seen.add(entry.url);
      const parent = byUrl.get(entry.parentUrl);
      return parent ? 1 + depthOf(parent, seen) : 1;
    };
    const of = (type) => loaded.map(([, e]) => e).filter((e) => e.type === type);
    const sum = (list, pick) => list.reduce((total, e) => total + pick(e), 0);
    const scripts = of('Script');
    const styles = of('Stylesheet');
    figures = {
      rendered,
      jsWire: sum(scripts, (e) => e.bytes),
      jsGzip: sum(scripts, (e) => gzipSync(e.body, { level: 9 }).length),
      cssGzip: sum(styles, (e) => gzipSync(e.body, { level: 9 }).length),
      requests: loaded.length,
      // Each script's address and gzip size, for the log of BENCH_SCRIPTS=1 (what a page loads).
      scripts: scripts.map((e) => ({
        url: e.url,
        gzip: gzipSync(e.body, { level: 9 }).length,
      })),
      chain: Math.max(1, ...loaded.map(([, e]) => depthOf(e))),
      doubled: Object.entries(LIBRARIES)
        .map(
          ([name, marker]) =>
            /** @type {[string, number]} */ ([
              name,
              scripts.filter((e) => marker.test(e.body.toString())).length,
            ]),
        )
        .filter(([, copies]) => copies > 1)
        .map(([name, copies]) => ({ name, label: `${name} ×${copies}` })),
    };
  });
  return figures;
}

/** The pages' URLs, found through the shop itself, and the stored cart of one phone. */
async function discover(stack) {
  const found = {};
  await stack.withPage(async (page) => {
    await page.goto(stack.site('ro'));
    await dismissConsent(page, 'Doar cele necesare');
    found.index = stack.site('ro');
    const category = await page
      .getByRole('navigation', { name: 'Navigare principală' })
      .getByRole('link', { name: 'Telefoane' })
      .getAttribute('href');
    found.category = stack.site('ro', category);
    await addFromCategory(page, stack, 0);
    found.product = page.url();
    found.seed = await page.evaluate(() => Object.entries(window.localStorage));
    await page.getByRole('button', { name: /^Coș, 1/ }).click();
    await page.getByRole('link', { name: 'Vezi coșul' }).click();
    found.cart = page.url();
    await page.getByRole('link', { name: 'Continuă comanda' }).click();
    await page.waitForURL((url) => url.href !== found.cart);
    found.checkoutLogin = page.url();
  });
  // The checkout's other steps (spec section 2): the extras step (shown when the upsell page is
  // on) and finalize (contact, delivery, billing, payment), each loaded first with the cart.
  found.checkoutExtras = stack.site('ro', routePath('ro', 'cart-extra'));
  found.checkoutFinalize = stack.site('ro', routePath('ro', 'cart-finalize'));
  found.login = stack.site('ro', routePath('ro', 'login'));
  found.sell = stack.site('ro', routePath('ro', 'sell'));
  found.embed = stack.site('ro', '/campaign/');
  return found;
}

/**
 * Preact, its hooks and its React compatibility alone, minified (swc, as our builds are) and gzip:
 * the floor any page pays for React's API (ADR 0012).
 */
async function reactFloor(root) {
  const require = createRequire(join(root, 'host-shell', 'package.json'));
  const preact = dirname(require.resolve('preact/package.json'));
  const files = [
    join(preact, 'dist', 'preact.module.js'),
    join(preact, 'hooks', 'dist', 'hooks.module.js'),
    join(preact, 'compat', 'dist', 'compat.module.js'),
  ];
  const { minify } = require('@swc/core');
  let total = '';
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    total += (await minify(source, { compress: true, mangle: true, module: true })).code;
  }
  return gzipSync(Buffer.from(total), { level: 9 }).length;
}

export async function measure({ root, runs, log }) {
  checkPrerequisites();
  const stack = await startStack();
  const rows = [];
  try {
    const urls = await discover(stack);
    const pages = [
      ['index', urls.index, null],
      ['category', urls.category, null],
      ['product', urls.product, null],
      ['cart', urls.cart, urls.seed],
      ['checkout extras', urls.checkoutExtras, urls.seed],
      ['checkout login', urls.checkoutLogin, urls.seed],
      ['checkout finalize', urls.checkoutFinalize, urls.seed],
      ['account (login)', urls.login, null],
      ['sell', urls.sell, null],
      ['embed', urls.embed, null],
    ];
    const results = {};
    for (const [name, url, seed] of pages) {
      /** @type {Array<Awaited<ReturnType<typeof measureLoad>>>} */
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await measureLoad(stack, url, seed));
      results[name] = loads;
      const unrendered = loads.find((load) => !['rendered', 'cache'].includes(load.rendered));
      if (SERVER_RENDERED.includes(name) && unrendered) {
        throw new Error(
          `page ${name} was not rendered on the server (x-render: ${unrendered.rendered}): build host-shell (its dist-server/render.cjs) and leave HOST_RENDER unset`,
        );
      }
      const pick = (key) => median(loads.map((load) => load[key]));
      const budget = JS_BUDGET[name];
      log(
        `${name}: ${(pick('jsGzip') / KB).toFixed(1)} KB JS gzip, ${pick('requests')} requests${loads[0].doubled.length ? `, twice: ${loads[0].doubled.map((d) => d.label).join(', ')}` : ''}`,
      );
      if (process.env.BENCH_SCRIPTS === '1') {
        for (const { url: script, gzip } of loads[0].scripts)
          log(`  ${(gzip / KB).toFixed(2).padStart(7)} KB  ${script}`);
      }
      rows.push(
        {
          group: `page ${name}`,
          name: 'first-load JS, gzip',
          value: pick('jsGzip') / KB,
          unit: 'KB',
          regression: true,
          ...(budget ? { budget: { max: budget } } : {}),
        },
        {
          group: `page ${name}`,
          name: 'first-load JS on the wire',
          value: pick('jsWire') / KB,
          unit: 'KB',
        },
        { group: `page ${name}`, name: 'CSS, gzip', value: pick('cssGzip') / KB, unit: 'KB' },
        { group: `page ${name}`, name: 'requests', value: pick('requests'), unit: '' },
        { group: `page ${name}`, name: 'critical chain depth', value: pick('chain'), unit: '' },
      );
      const twice = loads[0].doubled;
      rows.push({
        group: `page ${name}`,
        name: 'libraries shipped twice',
        value: twice.length,
        unit: '',
        budget: { max: 0 },
        ...(twice.length ? { note: twice.map((d) => d.label).join(', ') } : {}),
      });
    }
    const floor = await reactFloor(root);
    rows.push({
      group: 'federation',
      name: 'index first-load JS ÷ Preact with hooks and compat',
      value: median(results.index.map((load) => load.jsGzip)) / floor,
      unit: '×',
      note: `Preact with hooks and compat ${(floor / KB).toFixed(1)} KB gzip`,
    });
    rows.push(...(await remoteEntryRows(root)));
  } finally {
    await stack.close();
  }
  return { rows };
}

/** Each remote's entry script's budget (issue 37), KB gzip: all a page asks of a remote first. */
const REMOTE_ENTRY_BUDGET = 10;

/** The gzip size of each remote's `remoteEntry.js`, as the local remotes.json's release names it. */
async function remoteEntryRows(root) {
  const { remotes } = JSON.parse(
    await readFile(join(root, 'local-env', 'config', 'remotes.json'), 'utf8'),
  );
  const rows = [];
  for (const [name, { manifestUrl }] of Object.entries(remotes)) {
    const folder = name.replace('_', '-');
    const release = dirname(new URL(manifestUrl).pathname);
    const entry = await readFile(join(root, folder, 'dist', release, 'remoteEntry.js'));
    rows.push({
      group: `remote ${folder}`,
      name: 'remoteEntry.js, gzip',
      value: gzipSync(entry, { level: 9 }).length / KB,
      unit: 'KB',
      budget: { max: REMOTE_ENTRY_BUDGET },
    });
  }
  return rows;
}

await runAlone(import.meta.url, measure);
