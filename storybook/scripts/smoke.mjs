/**
 * The Storybook's smoke test (`npm test -w @refurb/storybook`, after `npm run build`): serves the
 * built Storybook on loopback and opens every story in Debian's Chromium in each of the four
 * sites, two workers at once, each moving one page from story to story as Storybook's UI does. A story passes when it renders, its play function (the interaction
 * test) completes, nothing is written to the console as an error or thrown on the page, and axe
 * finds no serious or critical violation. A story that shows a failure on purpose declares the reports it makes with
 * `parameters.expectedReports` (a remote's reporter writes them to the console) and the failed
 * requests it mocks with `parameters.expectedHttpErrors` (Chromium logs each as an error).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const dist = join(here, '..', 'dist');
const root = join(here, '..', '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COUNTRIES = ['ro', 'bg', 'hu', 'gr'];
// Pages open at once (each render is mostly Chromium work: two keep both cores busy).
const WORKERS = Number(process.env.SMOKE_WORKERS ?? 2);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

if (!existsSync(join(dist, 'index.json'))) {
  console.error(
    `storybook: ${dist}/index.json is missing: run \`npm run build -w @refurb/storybook\` first`,
  );
  process.exit(1);
}

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  // The browser's own request; a Storybook has no icon of its own here.
  if (path === '/favicon.ico') return void response.writeHead(204).end();
  const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // The build does not change while the test runs: each page reuses the scripts the browser
      // has already compiled instead of loading them again.
      'cache-control': 'public, max-age=3600',
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(await readFile(join(dist, 'index.json'), 'utf8'));
// STORY_FILTER=<text> keeps the stories whose id contains it (while writing stories).
const only = process.env.STORY_FILTER ?? '';
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.id.includes(only),
);
assert.ok(stories.length > 0, 'the Storybook has stories');

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const axeSource = await readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const failures = [];
const started = Date.now();
let runs = [];
try {
  // Every story in all four sites, axe included (issue 35: no serious or critical violation in
  // any language; 856 renders in about 100 s here). SMOKE_COUNTRIES=rotate renders each story once,
  // the sites taken in turn, for a quicker look while working.
  runs =
    process.env.SMOKE_COUNTRIES === 'rotate'
      ? stories.map((story, i) => ({ story, country: COUNTRIES[i % COUNTRIES.length] }))
      : stories.flatMap((story) => COUNTRIES.map((country) => ({ story, country })));
  // Most of a story's time on a fresh page is the preview's own start (about a second with this
  // Chromium) and compiling axe. So each worker keeps one page per site and moves it from story to
  // story as Storybook's own UI does (`setCurrentStory` on the preview's channel), with axe
  // injected once. A story that fails on a page another story used is checked again on a fresh
  // page of its own, and only that result counts: a leak from the story before cannot fail it,
  // and a failure is never hidden (the fresh check is the full check).
  // The addon-a11y's own axe pass (afterEach) is switched off by a global: the smoke runs axe
  // itself, once per render, on the story's root.
  runs.sort((a, b) => COUNTRIES.indexOf(a.country) - COUNTRIES.indexOf(b.country));
  let next = 0;
  const worker = async () => {
    // Its own browser context (its own storage and service worker), so a story's stored cart or
    // session never meets another worker's.
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    let reused = null; // { page, country, problems: { list } }
    const openPage = async (run) => {
      const page = await context.newPage();
      const sink = { list: [] };
      page.on('pageerror', (error) => sink.list.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') sink.list.push(`console error: ${message.text()}`);
      });
      const globals = `country:${run.country};a11y.manual:!true`;
      await page.goto(`${origin}/iframe.html?id=${run.story.id}&viewMode=story&globals=${globals}`);
      return { page, country: run.country, sink, axe: false };
    };
    const check = async (slot, run, switched) => {
      const { page, sink } = slot;
      sink.list = [];
      if (switched) {
        await page.evaluate((storyId) => {
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
            storyId,
            viewMode: 'story',
          });
        }, run.story.id);
      }
      const problems = sink.list;
      // The preview's current render of this story: finished (rendered and played) or errored.
      const outcome = await page
        .waitForFunction(
          (storyId) => {
            const render = window.__STORYBOOK_PREVIEW__?.currentRender;
            if (!render || render.id !== storyId) return null;
            if (['finished', 'completed', 'errored', 'aborted'].includes(render.phase)) {
              return {
                phase: render.phase,
                expected: render.story?.parameters?.expectedReports ?? 0,
                httpErrors: render.story?.parameters?.expectedHttpErrors ?? 0,
              };
            }
            return null;
          },
          run.story.id,
          { timeout: 20_000, polling: 25 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => ({ phase: 'timeout', expected: 0, httpErrors: 0 }));
      if (!['finished', 'completed'].includes(outcome.phase))
        problems.push(`render ${outcome.phase}`);
      // A story's expected reports may come after its play function ends (a remote that is down
      // is reported when its loader gives up, not when the fallback shows): wait for them a little.
      const reported = () => problems.filter((p) => p.startsWith('console error: [refurb:')).length;
      for (let waited = 0; reported() < outcome.expected && waited < 5000; waited += 100) {
        await page.waitForTimeout(100);
      }
      const errorShown = await page.locator('body.sb-show-errordisplay').count();
      if (errorShown) {
        problems.push(`error display: ${await page.locator('#error-message').textContent()}`);
      }
      if (!slot.axe) {
        await page.addScriptTag({ content: axeSource });
        slot.axe = true;
      }
      const violations = await page.evaluate(() =>
        window.axe
          .run(document.getElementById('storybook-root'), { resultTypes: ['violations'] })
          .then((result) =>
            result.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map(
                (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
              ),
          ),
      );
      // Chromium logs every answer with an error status; a story that mocks a failing call on
      // purpose declares how many it makes with `parameters.expectedHttpErrors`.
      const failedLoad = (p) => p.startsWith('console error: Failed to load resource:');
      const reports = problems.filter((p) => p.startsWith('console error: [refurb:'));
      const loads = problems.filter(failedLoad);
      const others = problems.filter(
        (p) => !p.startsWith('console error: [refurb:') && !failedLoad(p),
      );
      if (reports.length !== outcome.expected) {
        others.push(`${reports.length} error reports, ${outcome.expected} expected: ${reports}`);
      }
      if (loads.length !== outcome.httpErrors) {
        others.push(`${loads.length} failed requests, ${outcome.httpErrors} expected: ${loads}`);
      }
      others.push(...violations.map((v) => `axe: ${v}`));
      return others;
    };
    while (next < runs.length) {
      const run = runs[next++];
      const { story, country } = run;
      let others;
      let note = '';
      if (reused && reused.country === country) {
        others = await check(reused, run, true);
        if (others.length) {
          note = ` (on a fresh page; after another story: ${others.join('; ')})`;
          await reused.page.close();
          reused = null;
        }
      } else {
        others = ['not checked yet'];
      }
      if (others.length) {
        if (reused) await reused.page.close();
        reused = await openPage(run);
        others = await check(reused, run, false);
        if (others.length) {
          // Nothing the next story could trust on this page.
          await reused.page.close();
          reused = null;
        }
      }
      if (others.length) note = '';
      const line = `${country} ${story.id}`;
      if (others.length) failures.push(`${line}\n    ${others.join('\n    ')}`);
      console.log(
        `${others.length ? 'not ok' : 'ok'} ${line}${note}${others.length ? `\n    ${others.join('\n    ')}` : ''}`,
      );
    }
    if (reused) await reused.page.close();
    await context.close();
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
} finally {
  await browser.close();
  server.close();
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`${stories.length} stories, ${runs.length} renders in ${seconds} s`);
if (failures.length) {
  console.error(`\n${failures.length} failed:\n${failures.join('\n')}`);
  process.exit(1);
}
