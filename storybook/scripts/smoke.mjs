/**
 * The Storybook's smoke test (`npm test -w @refurb/storybook`, after `npm run build`): serves the
 * built Storybook on loopback and opens every story in Debian's Chromium, in RO and in one of the
 * other countries in turn. A story passes when it renders, its play function (the interaction test) completes,
 * nothing is written to the console as an error or thrown on the page, and axe finds no serious or
 * critical violation. A story that shows a failure on purpose declares the reports it makes with
 * `parameters.expectedReports` (a remote's reporter writes them to the console).
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
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(await readFile(join(dist, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
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
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  // Every story in RO, and each also in one of the other three sites in turn: every language and
  // currency is seen on every kind of story, at half the cost of all four everywhere.
  runs = stories.flatMap((story, i) => [
    { story, country: 'ro' },
    { story, country: COUNTRIES[1 + (i % 3)] },
  ]);
  {
    for (const { story, country } of runs) {
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      const url = `${origin}/iframe.html?id=${story.id}&viewMode=story&globals=country:${country}`;
      await page.goto(url);
      // The preview's current render: finished (rendered and played) or errored.
      const outcome = await page
        .waitForFunction(
          () => {
            const render = window.__STORYBOOK_PREVIEW__?.currentRender;
            if (!render) return null;
            if (['finished', 'completed', 'errored', 'aborted'].includes(render.phase)) {
              return {
                phase: render.phase,
                expected: render.story?.parameters?.expectedReports ?? 0,
              };
            }
            return null;
          },
          null,
          { timeout: 20_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => ({ phase: 'timeout', expected: 0 }));
      if (!['finished', 'completed'].includes(outcome.phase))
        problems.push(`render ${outcome.phase}`);
      const errorShown = await page.locator('body.sb-show-errordisplay').count();
      if (errorShown) {
        problems.push(`error display: ${await page.locator('#error-message').textContent()}`);
      }
      const reports = problems.filter((p) => p.startsWith('console error: [refurb:'));
      const others = problems.filter((p) => !p.startsWith('console error: [refurb:'));
      if (reports.length !== outcome.expected) {
        others.push(`${reports.length} error reports, ${outcome.expected} expected: ${reports}`);
      }
      await page.addScriptTag({ content: axeSource });
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
      others.push(...violations.map((v) => `axe: ${v}`));
      const line = `${country} ${story.id}`;
      if (others.length) failures.push(`${line}\n    ${others.join('\n    ')}`);
      console.log(
        `${others.length ? 'not ok' : 'ok'} ${line}${others.length ? `\n    ${others.join('\n    ')}` : ''}`,
      );
      await page.close();
    }
  }
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
