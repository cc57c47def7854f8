/**
 * End-to-end journeys in Debian's Chromium against the built stack: shop-api (PGlite in a fresh
 * folder) and the host server, on free loopback ports; remotes are not served yet, so their routes
 * show the fallback. Run after `npm run build`. Each journey is written as a person uses the site.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { startHostServer } from '../host-shell/server/host-server.mjs';

const root = join(import.meta.dirname, '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
for (const [path, fix] of [
  [CHROMIUM_PATH, "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH"],
  [join(root, 'shop-api/dist/server.js'), 'run `npm run build` first'],
  [join(root, 'host-shell/dist/index.html'), 'run `npm run build` first'],
]) {
  if (!existsSync(path)) {
    console.error(`e2e: ${path} is missing: ${fix}`);
    process.exit(1);
  }
}
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const work = await mkdtemp(join(tmpdir(), 'refurb-e2e-'));
const apiPort = await freePort();
const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) await step().catch((error) => console.error(error));
  await rm(work, { recursive: true, force: true });
}
const api = spawn(process.execPath, [join(root, 'shop-api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(apiPort),
    SHOP_API_DATA_DIR: join(work, 'db'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const apiExited = new Promise((resolve) => api.once('exit', resolve));
cleanups.push(() => (api.kill('SIGTERM'), apiExited));
process.once('exit', () => api.kill('SIGKILL'));
try {
  await waitFor(`http://127.0.0.1:${apiPort}/health`);
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  // A Sentry collector on loopback: the host's real Sentry SDK sends its envelopes here.
  const envelopes = [];
  const collector = createHttpServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') envelopes.push(body);
      res.writeHead(200, cors);
      res.end('{}');
    });
  });
  await new Promise((resolve) => collector.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => collector.close(resolve)));
  const siteConfig = join(work, 'config');
  await cp(join(root, 'host-shell/config/local'), siteConfig, { recursive: true });
  const runtimeConfig = JSON.parse(await readFile(join(siteConfig, 'runtime-config.json'), 'utf8'));
  runtimeConfig.sentryDsn = `http://e2ekey@127.0.0.1:${collector.address().port}/1`;
  await writeFile(join(siteConfig, 'runtime-config.json'), JSON.stringify(runtimeConfig));
  const host = await startHostServer({ port: await freePort(), apiOrigin, configDir: siteConfig });
  cleanups.push(() => host.close());
  const badConfig = join(work, 'bad-config');
  await cp(join(root, 'host-shell/config/local'), badConfig, { recursive: true });
  await writeFile(
    join(badConfig, 'remotes.json'),
    '{ "remotes": { "mf_cart": { "version": "latest" } } }',
  );
  const badHost = await startHostServer({
    port: await freePort(),
    apiOrigin,
    configDir: badConfig,
  });
  cleanups.push(() => badHost.close());
  const port = new URL(host.url).port;
  const site = (country, path = '/') => `http://${country}.localhost:${port}${path}`;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  cleanups.push(() => browser.close());

  async function withPage(run, viewport = { width: 360, height: 780 }) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await run(page);
      assert.deepEqual(errors, [], 'no script error on the page');
    } finally {
      await context.close();
    }
  }

  const dismissConsent = (page, label) => page.getByRole('button', { name: label }).click();

  async function axe(page) {
    await page.addScriptTag({ path: join(root, 'node_modules/axe-core/axe.min.js') });
    const results = await page.evaluate(() =>
      window.axe
        .run(document, { resultTypes: ['violations'] })
        .then((r) =>
          r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.help}`),
        ),
    );
    assert.deepEqual(results, [], 'no serious or critical accessibility violation');
  }

  const SITES = [
    {
      country: 'ro',
      heading: 'Dispozitive recondiționate',
      currency: 'lei',
      lang: 'ro',
      reject: 'Doar cele necesare',
      category: 'Telefoane',
      add: 'Adaugă în coș',
    },
    {
      country: 'bg',
      heading: 'Обновени устройства',
      currency: 'Lev',
      lang: 'bg',
      reject: 'Само необходимите',
      category: 'Телефони',
      add: 'Добави в количката',
    },
    {
      country: 'hu',
      heading: 'Felújított készülékek',
      currency: 'Ft',
      lang: 'hu',
      reject: 'Csak a szükségesek',
      category: 'Telefonok',
      add: 'Kosárba',
    },
    {
      country: 'gr',
      heading: 'Ανακατασκευασμένες συσκευές',
      currency: 'euro',
      lang: 'el',
      reject: 'Μόνο τα απαραίτητα',
      category: 'Κινητά',
      add: 'Προσθήκη στο καλάθι',
    },
  ];

  for (const s of SITES) {
    await test(`${s.country}: the index is in its language and currency, with hreflang to the other sites; index and product page pass axe`, () =>
      withPage(async (page) => {
        await page.goto(site(s.country));
        await assert.doesNotReject(
          page.getByRole('heading', { level: 1, name: new RegExp(s.heading) }).waitFor(),
        );
        assert.equal(await page.getAttribute('html', 'lang'), s.lang);
        await page.getByRole('list', { name: /./ }).first().waitFor();
        const prices = await page.locator('.card__price').allTextContents();
        assert.ok(
          prices.length > 0 && prices.every((p) => p.includes(s.currency)),
          `prices in ${s.currency}: ${prices[0]}`,
        );
        assert.equal(await page.locator('link[rel="alternate"][hreflang]').count(), 3);
        await dismissConsent(page, s.reject);
        await axe(page);
        await page.locator('.card__link').first().click();
        await page.getByRole('button', { name: s.add }).waitFor();
        assert.equal(await page.locator('link[rel="alternate"][hreflang]').count(), 3);
        await axe(page);
      }));
  }

  await test('ro: category -> product page -> pick storage, color, shape -> add to cart reaches the cart contract', () =>
    withPage(async (page) => {
      await page.goto(site('ro'));
      await dismissConsent(page, 'Doar cele necesare');
      await page.evaluate(() => {
        window.__cartCommands = [];
        window.addEventListener('refurb:cart.add-phone', (e) =>
          window.__cartCommands.push(e.detail),
        );
      });
      await page
        .getByRole('navigation', { name: 'Navigare principală' })
        .getByRole('link', { name: 'Telefoane' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Telefoane' }).waitFor();
      await page.locator('.card__link').first().click();
      await page.getByRole('button', { name: 'Adaugă în coș' }).waitFor();
      const storages = page.getByRole('group', { name: 'Memorie' }).getByRole('radio');
      await storages.last().check();
      await page.getByRole('group', { name: 'Culoare' }).getByRole('radio').first().check();
      const shapes = page
        .getByRole('group', { name: 'Stare' })
        .getByRole('radio', { disabled: false });
      await shapes.first().waitFor();
      await shapes.first().check();
      await axe(page);
      await page.getByRole('button', { name: 'Adaugă în coș' }).click();
      await page.getByText('a fost adăugat în coș').waitFor();
      const commands = await page.evaluate(() => window.__cartCommands);
      assert.equal(commands.length, 1);
      assert.equal(commands[0].v, 1);
      assert.equal(commands[0].payload.item.type, 'phone');
      assert.match(commands[0].payload.item.productUrl, /^\/magazin\//);
    }));

  await test('a remote that cannot load shows the localized fallback, is reported to Sentry, and the page keeps working', () =>
    withPage(async (page) => {
      await page.goto(site('hu', '/kosar/'));
      await page
        .getByRole('alert')
        .getByText('Ez a rész most nem érhető el')
        .waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Próbáld újra' }).waitFor();
      // Reported to Sentry with the remote's name and version.
      const until = Date.now() + 10_000;
      const reported = () => envelopes.find((e) => e.includes('"remote":"mf_cart"'));
      while (!reported() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      assert.ok(reported(), `a Sentry event for mf_cart (got ${envelopes.length} envelopes)`);
      assert.match(reported(), /"remoteVersion":"0\.1\.0"/);
      assert.match(reported(), /"site":"hu"/);
      await dismissConsent(page, 'Csak a szükségesek');
      await page
        .getByRole('navigation', { name: 'Fő navigáció' })
        .getByRole('link', { name: 'Tabletek' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Tabletek' }).waitFor();
    }));

  await test('a malformed remotes.json shows a clear error page', () =>
    withPage(async (page) => {
      await page.goto(`http://bg.localhost:${new URL(badHost.url).port}/`);
      await page.getByRole('heading', { name: 'Магазинът не може да стартира' }).waitFor();
      assert.match(await page.getByRole('alert').textContent(), /remotes\.json/);
    }));
} finally {
  await cleanUp();
}
