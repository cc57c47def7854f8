/**
 * Lighthouse 12 on the running stack (the e2e stack, compressed as a CDN would), in Debian's
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium): the performance score, LCP, TBT and CLS of
 * the index, a product page and the cart, mobile (Lighthouse's default: a mid-range phone,
 * simulated throttling) and desktop, each the median of `runs` runs. The pages are spread over the
 * four sites so each language is measured: the RO index, product page and cart, the BG index,
 * the HU product page and the GR cart. Each run starts with a fresh browser profile (an empty
 * cart; the cart page is measured as a first visit sees it).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { categorySlug, routePath } from '@refurb/shared-contracts';
import { checkPrerequisites, startStack } from '../../e2e/support/stack.mjs';
import { median } from '../support/stats.mjs';
import { runAlone } from '../support/run-alone.mjs';

export const quick = false;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Issue 11's budgets; a score's budget is a minimum, the rest maxima. */
const BUDGETS = {
  mobile: { score: { min: 90 }, tbt: { max: 150 }, cls: { max: 0.02 } },
  desktop: { score: { min: 98 }, cls: { max: 0.02 } },
};

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
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    score: (lhr.categories.performance.score ?? 0) * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

export async function measure({ runs, log }) {
  checkPrerequisites();
  const stack = await startStack();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  try {
    const pages = [
      ['index', 'ro', '/'],
      ['product', 'ro', await productPath(stack, 'ro')],
      ['cart', 'ro', routePath('ro', 'cart')],
      ['index', 'bg', '/'],
      ['product', 'hu', await productPath(stack, 'hu')],
      ['cart', 'gr', routePath('gr', 'cart')],
    ];
    for (const [page, country, path] of pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await audit(stack.site(country, path), formFactor, chrome.port));
        }
        const pick = (key) => median(results.map((r) => r[key]));
        const group = `lighthouse ${formFactor}`;
        const name = `${page} (${country})`;
        const budgets = BUDGETS[formFactor];
        log(
          `lighthouse: ${name} ${formFactor} ${pick('score').toFixed(0)}, LCP ${pick('lcp').toFixed(0)} ms, TBT ${pick('tbt').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)}`,
        );
        rows.push(
          { group, name: `${name} score`, value: pick('score'), unit: '', budget: budgets.score },
          { group, name: `${name} LCP`, value: pick('lcp'), unit: 'ms' },
          {
            group,
            name: `${name} TBT`,
            value: pick('tbt'),
            unit: 'ms',
            ...(budgets.tbt ? { budget: budgets.tbt } : {}),
          },
          { group, name: `${name} CLS`, value: pick('cls'), unit: '', budget: budgets.cls },
        );
      }
    }
  } finally {
    chrome.kill();
    await stack.close();
  }
  return { rows };
}

await runAlone(import.meta.url, measure);
