/**
 * Lighthouse 12 on the running stack (the e2e stack, compressed as a CDN would), in Debian's
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium): the performance score, LCP, TBT and CLS,
 * mobile (Lighthouse's default: a mid-range phone, simulated throttling) and desktop. Each run
 * starts with a fresh browser profile (an empty cart; the cart page is measured as a first visit
 * sees it).
 *
 * Mobile, in batches (issue 34): the index, a category listing (the phones) and a product page
 * (the first phone of that listing, as a person finds it) in RO and HU, server-rendered, each
 * with LCP ≤ 1.2 s, CLS 0 and TBT within issue 11's 150 ms; beside them the RO cart, the BG index
 * and the GR cart (issue 11's rows, so every language is measured), and the same RO index,
 * category and product page from a second host server of the same stack with HOST_RENDER=off (the
 * page drawn in the browser, as before issue 34: the comparison, without a budget). A batch is
 * one run of each page, between two runs of the static control page (host-shell/public/
 * bench-control/, served by the same host server: HTML only, nothing to fetch after it). Figures
 * are medians of LCP_RUNS batches (`runs` when larger).
 *
 * A slow control: Lighthouse simulates the phone's network and CPU from what it observed, the CPU
 * part being this machine's main-thread time × 4, so a machine busy with something else lengthens
 * every page's figures. The control's LCP is nearly all simulated network (its document's round
 * trips): 627–644 ms in the ten runs of the full bench of 2026-11-27, and 619–656 ms in a probe
 * while Lighthouse's CPU benchmark went from 2,814 to 2,430. CONTROL_SLOW_MS is 800: the extra
 * 140 ms is some 35 ms more of main thread for a 1 KB page whose parse and paint take a few,
 * which only a stalled machine gives. A batch where either control run is over it is run again
 * (at most MAX_RERUNS re-runs in all, support/batches.mjs), and a batch kept slow after those
 * fails the bench: its figures say more of the machine than of the pages. Lighthouse's own CPU
 * benchmark (`benchmarkIndex`, measured before each run) is reported beside the control.
 *
 * Desktop: the RO index, product page and cart, the BG index, the HU product page and the GR
 * cart, each the median of `runs` runs (issue 11's rows, no control: their budgets are scores).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { join } from 'node:path';
import { categorySlug, routePath } from '@refurb/shared-contracts';
import { checkPrerequisites, startStack } from '../../e2e/support/stack.mjs';
import { startHostServer } from '../../host-shell/server/host-server.mjs';
import { freePort } from '../../scripts/emulators.mjs';
import { steadyBatches } from '../support/batches.mjs';
import { median } from '../support/stats.mjs';
import { runAlone } from '../support/run-alone.mjs';
import { CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

export const quick = false;

/** Issue 11's budgets; a score's budget is a minimum, the rest maxima. */
const BUDGETS = {
  mobile: { score: { min: 90 }, tbt: { max: 150 }, cls: { max: 0.02 } },
  desktop: { score: { min: 98 }, cls: { max: 0.02 } },
};
/** Issue 34's, for the server-rendered public pages (mobile): score and TBT stay issue 11's. */
const RENDERED_BUDGETS = {
  score: BUDGETS.mobile.score,
  lcp: { max: 1200 },
  cls: { max: 0 },
  tbt: BUDGETS.mobile.tbt,
};
/** Batches of the mobile pages (issue 34: medians of 5). */
const LCP_RUNS = 5;
/** The control's LCP over which a batch is run again (see above). */
export const CONTROL_SLOW_MS = 800;
const MAX_RERUNS = 3;
export const CONTROL_PATH = '/bench-control/';

/** A product page's path: the first phone of the site's phones page, as a person finds it. */
async function productPath(stack, country) {
  let path;
  await stack.withPage(async (page) => {
    await page.goto(stack.site(country, `/${categorySlug(country, 'SMARTPHONE')}/`));
    path = await page.locator('.card__link').first().getAttribute('href');
  });
  if (!path) throw new Error(`no phone on the ${country} phones page`);
  return path;
}

async function audit(url, formFactor, port) {
  /** @type {import('lighthouse').Flags} */
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    score: (lhr.categories.performance.score ?? 0) * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The rows of one page: its medians (score, LCP, TBT, CLS) with the budgets given. */
function pageRows(group, name, results, budgets, note) {
  const pick = (key) => median(results.map((r) => r[key]));
  const withBudget = (budget) => (budget ? { budget } : {});
  return [
    { group, name: `${name} score`, value: pick('score'), unit: '', ...withBudget(budgets.score) },
    {
      group,
      name: `${name} LCP`,
      value: pick('lcp'),
      unit: 'ms',
      ...withBudget(budgets.lcp),
      ...(note ? { note } : {}),
    },
    { group, name: `${name} TBT`, value: pick('tbt'), unit: 'ms', ...withBudget(budgets.tbt) },
    { group, name: `${name} CLS`, value: pick('cls'), unit: '', ...withBudget(budgets.cls) },
  ];
}

export async function measure({ runs, log }) {
  checkPrerequisites();
  const stack = await startStack();
  // The same stack's shop with every page drawn in the browser (HOST_RENDER=off), for comparison.
  const unrendered = await startHostServer({
    port: await freePort(),
    apiOrigin: stack.apiOrigin,
    configDir: join(stack.work, 'config'),
    render: false,
  });
  const unrenderedSite = (country, path) =>
    `http://${country}.localhost:${new URL(unrendered.url).port}${path}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    const category = (country) => `/${categorySlug(country, 'SMARTPHONE')}/`;
    const products = { ro: await productPath(stack, 'ro'), hu: await productPath(stack, 'hu') };
    /** [page, country, url, budgets, comparison?] of a mobile batch. */
    const mobile = [
      ...['ro', 'hu'].flatMap((country) => [
        ['index', country, stack.site(country, '/'), RENDERED_BUDGETS],
        ['category', country, stack.site(country, category(country)), RENDERED_BUDGETS],
        ['product', country, stack.site(country, products[country]), RENDERED_BUDGETS],
      ]),
      ['cart', 'ro', stack.site('ro', routePath('ro', 'cart')), BUDGETS.mobile],
      ['index', 'bg', stack.site('bg', '/'), BUDGETS.mobile],
      ['cart', 'gr', stack.site('gr', routePath('gr', 'cart')), BUDGETS.mobile],
      ...[
        ['index', '/'],
        ['category', category('ro')],
        ['product', products.ro],
      ].map(([page, path]) => [page, 'ro', unrenderedSite('ro', path), {}, true]),
    ];
    const control = stack.site('ro', CONTROL_PATH);
    const wanted = Math.max(LCP_RUNS, runs);
    const { kept, reruns, slowKept } = await steadyBatches({
      wanted,
      maxReruns: MAX_RERUNS,
      async run(attempt) {
        const before = await audit(control, 'mobile', chrome.port);
        const pages = [];
        for (const [, , url] of mobile) pages.push(await audit(url, 'mobile', chrome.port));
        const after = await audit(control, 'mobile', chrome.port);
        log(
          `lighthouse: mobile batch ${attempt + 1}, control LCP ${before.lcp.toFixed(0)} / ${after.lcp.toFixed(0)} ms`,
        );
        return { controls: [before, after], pages };
      },
      isSlow: (batch) => batch.controls.some((c) => c.lcp > CONTROL_SLOW_MS),
    });
    const controls = kept.flatMap((batch) => batch.controls);
    const controlLcp = median(controls.map((c) => c.lcp));
    const group = 'lighthouse mobile';
    rows.push(
      {
        group,
        name: 'static control page (ro) LCP',
        value: controlLcp,
        unit: 'ms',
        note: `2 per batch, ${kept.length} batches; Lighthouse benchmarkIndex ${median(controls.map((c) => c.benchmarkIndex)).toFixed(0)}`,
      },
      {
        group,
        name: 'static control page (ro) TBT',
        value: median(controls.map((c) => c.tbt)),
        unit: 'ms',
      },
      {
        group,
        name: `batches run again (control LCP over ${CONTROL_SLOW_MS} ms)`,
        value: reruns,
        unit: '',
      },
      {
        group,
        name: `batches kept with a slow control after ${MAX_RERUNS} re-runs`,
        value: slowKept,
        unit: '',
        budget: { max: 0 },
      },
    );
    mobile.forEach(([page, country, , budgets, comparison], index) => {
      const results = kept.map((batch) => batch.pages[index]);
      const name = comparison ? `${page} (${country}, HOST_RENDER=off)` : `${page} (${country})`;
      const note = `control ${controlLcp.toFixed(0)} ms`;
      const pageRowsOf = pageRows(group, name, results, budgets, note);
      log(
        `lighthouse: ${name} mobile ${pageRowsOf.map((row) => `${row.name.split(' ').at(-1)} ${row.value.toFixed(row.unit ? 0 : 3)}`).join(', ')}`,
      );
      rows.push(...pageRowsOf);
    });

    const desktop = [
      ['index', 'ro', '/'],
      ['product', 'ro', products.ro],
      ['cart', 'ro', routePath('ro', 'cart')],
      ['index', 'bg', '/'],
      ['product', 'hu', products.hu],
      ['cart', 'gr', routePath('gr', 'cart')],
    ];
    for (const [page, country, path] of desktop) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await audit(stack.site(country, path), 'desktop', chrome.port));
      }
      const name = `${page} (${country})`;
      log(`lighthouse: ${name} desktop ${median(results.map((r) => r.score)).toFixed(0)}`);
      rows.push(...pageRows('lighthouse desktop', name, results, BUDGETS.desktop));
    }
  } finally {
    chrome.kill();
    await unrendered.close();
    await stack.close();
  }
  return { rows };
}

await runAlone(import.meta.url, measure);
