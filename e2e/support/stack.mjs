/**
 * The stack the journeys run against, built from the repository's `npm run build`: shop-api
 * (PGlite in a fresh folder), the host server, mf-cart, mf-checkout, mf-account and mf-sell on
 * their own origins with CORS, a loopback collector for the real Sentry SDK's envelopes, a second
 * host whose remotes.json names a sell remote nothing serves (its routes show the fallback), a
 * third host with a broken remotes.json, and Debian's Chromium. Every server binds 127.0.0.1 on a
 * free port.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startHostServer } from '@refurb/host-shell/server/host-server.mjs';
import { startRemoteOrigin } from '@refurb/host-shell/server/remote-origin.mjs';
import {
  freePort,
  startAuthEmulator,
  startFirestoreEmulator,
  waitForUrl,
} from '../../scripts/emulators.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { LOCAL_CONFIG_DIR } from '@refurb/local-env/config-dir';

export const root = join(import.meta.dirname, '..', '..');
/** The review moderators' token of the e2e stack (never set anywhere but a local stack). */
export const LOCAL_REVIEW_MODERATION_TOKEN = 'local-review-moderation-token-0123456789';
const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  // Two people's browsers side by side: neither page may be throttled as a background window.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** The local remotes.json: which release of each remote the repository's build is. */
const LOCAL_REMOTES = JSON.parse(readFileSync(join(LOCAL_CONFIG_DIR, 'remotes.json'), 'utf8'));
const folderOf = (name) => name.replace('_', '-');
const manifestPath = (name) => new URL(LOCAL_REMOTES.remotes[name].manifestUrl).pathname;
/** Where `npm run build` put the release remotes.json names (`mf-cart/dist/mf-cart/0.1.0/…`). */
const builtManifest = (name) => join(root, folderOf(name), 'dist', manifestPath(name));
/** The host build's named chunks and their files (chunk-files.json: `words-el` -> `/assets/…js`). */
export const chunkFiles = () =>
  JSON.parse(readFileSync(join(root, 'host-shell/dist/chunk-files.json'), 'utf8'));
/** The same manifest URL on another origin's port. */
export function onPort(manifestUrl, port) {
  const url = new URL(manifestUrl);
  url.port = String(port);
  return url.href;
}

/** Stops with one clear line when something the journeys need is missing. */
export function checkPrerequisites() {
  for (const [path, fix] of [
    [CHROMIUM_PATH, "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH"],
    [join(root, 'shop-api/dist/server.js'), 'run `npm run build` first'],
    [join(root, 'host-shell/dist/index.html'), 'run `npm run build` first'],
    ...Object.keys(LOCAL_REMOTES.remotes).map((name) => [
      builtManifest(name),
      'run `npm run build` first',
    ]),
  ]) {
    if (!existsSync(path)) {
      console.error(`e2e: ${path} is missing: ${fix}`);
      process.exit(1);
    }
  }
}

/**
 * What a journey's pages may not do (issue 34), besides raising a script error: fail to hydrate a
 * server-rendered page (React 19's production errors, and the host's `hydration:` line from
 * `onRecoverableError` in bootstrap.tsx), or break the page's Content Security Policy (Chromium's
 * console line, and the page's `securitypolicyviolation` event).
 */
const HYDRATION_OR_CSP =
  /Minified React error #(418|419|421|422|423|425)\b|^hydration:|hydrat(ion|ing) (failed|error|mismatch)|Content Security Policy/i;

/** The page binding through which each page reports its `securitypolicyviolation` events. */
const CSP_BINDING = '__e2eSecurityPolicyViolation';

/**
 * Collects into `errors` what each page of `context` may not do: script errors, hydration errors
 * and CSP violations, as "<page url>: <message>"; `tolerate` names those a journey expects.
 */
async function watchPages(context, errors, tolerate) {
  const note = (page, message) => {
    const seen = `${page.url()}: ${message}`;
    if (!tolerate?.test(seen)) errors.push(seen);
  };
  await context.exposeBinding(CSP_BINDING, ({ page }, violation) =>
    note(page, `securitypolicyviolation: ${violation}`),
  );
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      /** @type {any} */ (window)[binding]?.(
        `${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
  }, CSP_BINDING);
  const trail = [];
  TRAILS.set(context, trail);
  const remember = (line) => {
    trail.push(line);
    if (trail.length > TRAIL_LINES) trail.shift();
  };
  const watch = (page) => {
    page.on('pageerror', (error) => note(page, error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_OR_CSP.test(message.text()))
        note(page, message.text());
      if (message.type() === 'error' || message.type() === 'warning')
        remember(`console ${message.type()}: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        remember(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('requestfailed', (request) =>
      remember(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
    );
    // E2E_DEBUG=1 shows what the pages print.
    if (process.env.E2E_DEBUG) page.on('console', (m) => console.log(`[page] ${m.text()}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** What each context's pages printed as errors and warnings, and their failed requests. */
const TRAILS = new WeakMap();
const TRAIL_LINES = 30;

/**
 * After a failed journey: what each page of `context` showed and had gone wrong, so a failure
 * in CI (where no one watches the browser) says more than the locator it timed out on.
 */
async function reportPages(context, errors) {
  const lines = ['--- the pages when the journey failed ---'];
  for (const page of context.pages()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error) => `(no text: ${error.message.split('\n')[0]})`);
    lines.push(`page ${page.url()}`, text.replace(/\n{2,}/g, '\n').slice(0, 2_000));
  }
  lines.push(...errors.map((error) => `error: ${error}`), ...(TRAILS.get(context) ?? []));
  console.log(lines.join('\n'));
}

async function startCollector() {
  const envelopes = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') envelopes.push(body);
      res.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
      });
      res.end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    envelopes,
    dsn: `http://e2ekey@127.0.0.1:${port}/1`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function writeConfig(dir, edit) {
  await cp(LOCAL_CONFIG_DIR, dir, { recursive: true });
  const read = async (name) => JSON.parse(await readFile(join(dir, name), 'utf8'));
  const files = { runtime: await read('runtime-config.json'), remotes: await read('remotes.json') };
  await edit(files);
  await writeFile(join(dir, 'runtime-config.json'), JSON.stringify(files.runtime));
  await writeFile(
    join(dir, 'remotes.json'),
    files.remotes === null
      ? '{ "remotes": { "mf_cart": { "version": "latest" } } }'
      : JSON.stringify(files.remotes),
  );
}

/**
 * How long the journeys' sites keep a rendered page (host-shell/server/page-render.mjs; 60 s by
 * default): a change that is not the catalog's (a review a moderator publishes) shows once the
 * page leaves the cache, and a journey that waits for one waits this long at most.
 */
export const PAGE_CACHE_TTL_MS = 5000;

export async function startStack() {
  process.env.HOST_PAGE_CACHE_TTL_MS = String(PAGE_CACHE_TTL_MS);
  const work = await mkdtemp(join(tmpdir(), 'refurb-e2e-'));
  const cleanups = [];
  const close = async () => {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error(error));
    await rm(work, { recursive: true, force: true });
  };
  try {
    const rules = join(root, 'firestore.rules');
    const [firstFirestore, auth] = await Promise.all([
      startFirestoreEmulator({ rules }),
      startAuthEmulator(),
    ]);
    // The Firestore emulator; a journey stops it and starts it again on the same port (an
    // outage of the cloud while a person edits the cart). It keeps nothing across a restart.
    const firestore = {
      host: firstFirestore.host,
      running: firstFirestore,
      async stop() {
        await this.running?.stop();
        this.running = null;
      },
      async start() {
        this.running ??= await startFirestoreEmulator({
          rules,
          port: Number(this.host.split(':')[1]),
        });
      },
    };
    cleanups.push(() => firestore.stop(), auth.stop);
    const apiPort = await freePort();
    // The sites' port is chosen before shop-api starts: it must know the sites' origins
    // (SITE_ORIGINS), the only places a password-reset mail may lead back to.
    const hostPort = await freePort();
    // shop-api as a child process; a journey stops it and starts it again on the same port and
    // the same database (an outage in the middle of a person's visit).
    const api = {
      child: null,
      exited: null,
      async start() {
        if (this.child) return;
        const child = spawn(process.execPath, [join(root, 'shop-api/dist/server.js')], {
          env: {
            ...process.env,
            PORT: String(apiPort),
            SHOP_API_DATA_DIR: join(work, 'db'),
            LOG_LEVEL: 'warn',
            DATABASE_URL: '',
            FIREBASE_AUTH_EMULATOR_HOST: auth.host,
            // shop-api writes the people's cloud carts (PUT /bff/me/cart); browsers only read.
            FIRESTORE_EMULATOR_HOST: firestore.host,
            // The local stand-ins (payment gateway, partner login, bot check) and the journeys'
            // back office and time travel (shop-api/src/routes/test-controls.ts).
            SHOP_API_MODE: 'local',
            SHOP_API_TEST_CONTROLS: '1',
            // One browser on 127.0.0.1 signs in dozens of people a minute here; the limit (10 a
            // minute per address) is shop-api's own test's to prove.
            SESSION_RATE_LIMIT: '1000',
            ORDER_RATE_LIMIT: '1000',
            REGISTER_RATE_LIMIT: '1000',
            // One browser places many online orders and refreshes carts all the time here; the
            // caps are shop-api's own tests' to prove (orders/reservations.ts, routes/cart.ts).
            CART_REFRESH_RATE_LIMIT: '100000',
            UNPAID_UNITS_PER_VISITOR: '100000',
            UNPAID_UNITS_PER_ACCOUNT: '100000',
            // The review moderators' token, local only (README "Moderating reviews"): journeys
            // publish a review through shop-api's moderation routes (`stack.moderate`).
            REVIEW_MODERATION_TOKEN: LOCAL_REVIEW_MODERATION_TOKEN,
            SITE_ORIGINS: ['ro', 'bg', 'hu', 'gr']
              .map((country) => `http://${country}.localhost:${hostPort}`)
              .join(','),
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        this.child = child;
        this.exited = new Promise((resolve) => child.once('exit', resolve));
        if (!(await waitForUrl(`http://127.0.0.1:${apiPort}/health`, { child }))) {
          throw new Error('shop-api did not come up');
        }
      },
      async stop() {
        if (!this.child) return;
        this.child.kill('SIGTERM');
        await this.exited;
        this.child = null;
      },
    };
    process.once('exit', () => api.child?.kill('SIGKILL'));
    cleanups.push(() => api.stop());
    await api.start();
    const apiOrigin = `http://127.0.0.1:${apiPort}`;

    const collector = await startCollector();
    cleanups.push(collector.close);

    const cartPort = await freePort();
    const deadPort = await freePort();
    const cartDist = join(root, 'mf-cart/dist');
    const cart = {
      port: cartPort,
      origin: await startRemoteOrigin({ distDir: cartDist, port: cartPort }),
      async stop() {
        await this.origin?.close();
        this.origin = null;
      },
      async start() {
        this.origin ??= await startRemoteOrigin({ distDir: cartDist, port: cartPort });
      },
    };
    cleanups.push(() => cart.stop());
    const checkoutPort = await freePort();
    const checkoutOrigin = await startRemoteOrigin({
      distDir: join(root, 'mf-checkout/dist'),
      port: checkoutPort,
    });
    cleanups.push(() => checkoutOrigin.close());
    const accountPort = await freePort();
    const accountOrigin = await startRemoteOrigin({
      distDir: join(root, 'mf-account/dist'),
      port: accountPort,
    });
    cleanups.push(() => accountOrigin.close());
    const sellPort = await freePort();
    const sellOrigin = await startRemoteOrigin({
      distDir: join(root, 'mf-sell/dist'),
      port: sellPort,
    });
    cleanups.push(() => sellOrigin.close());
    const remotePorts = {
      mf_cart: cartPort,
      mf_checkout: checkoutPort,
      mf_account: accountPort,
      mf_sell: sellPort,
    };

    const siteConfig = join(work, 'config');
    await writeConfig(siteConfig, (files) => {
      files.runtime.sentryDsn = collector.dsn;
      files.runtime.firebase.firestoreEmulatorHost = firestore.host;
      files.runtime.firebase.authEmulatorHost = auth.host;
      for (const [name, entry] of Object.entries(files.remotes.remotes)) {
        const port = remotePorts[name] ?? deadPort;
        entry.manifestUrl = onPort(entry.manifestUrl, port);
      }
    });
    const host = await startHostServer({
      port: hostPort,
      apiOrigin,
      configDir: siteConfig,
    });
    cleanups.push(() => host.close());

    // The same shop with a short network timeout (3 s): a journey stalls an answer past it
    // without waiting the 20 s a real site gives a slow phone.
    const impatientConfig = join(work, 'impatient-config');
    await writeConfig(impatientConfig, (files) => {
      files.runtime.sentryDsn = collector.dsn;
      files.runtime.firebase.firestoreEmulatorHost = firestore.host;
      files.runtime.firebase.authEmulatorHost = auth.host;
      files.runtime.network = { timeoutMs: 3000 };
      for (const [name, entry] of Object.entries(files.remotes.remotes)) {
        entry.manifestUrl = onPort(entry.manifestUrl, remotePorts[name] ?? deadPort);
      }
    });
    const impatientHost = await startHostServer({
      port: await freePort(),
      apiOrigin,
      configDir: impatientConfig,
    });
    cleanups.push(() => impatientHost.close());

    // A site whose remotes.json names a sell remote that was never deployed (nothing listens).
    const undeployedConfig = join(work, 'undeployed-config');
    await writeConfig(undeployedConfig, (files) => {
      files.runtime.sentryDsn = collector.dsn;
      for (const [name, entry] of Object.entries(files.remotes.remotes)) {
        const remotePort = name === 'mf_sell' ? deadPort : (remotePorts[name] ?? deadPort);
        entry.manifestUrl = onPort(entry.manifestUrl, remotePort);
      }
    });
    const undeployedHost = await startHostServer({
      port: await freePort(),
      apiOrigin,
      configDir: undeployedConfig,
    });
    cleanups.push(() => undeployedHost.close());

    // A site whose remotes.json a journey rewrites while a tab is open (a release, a rollback);
    // it starts like the undeployed one: its sell remote is not there.
    const pointerConfig = join(work, 'pointer-config');
    const pointerRemotes = (edit) =>
      writeConfig(pointerConfig, (files) => {
        files.runtime.sentryDsn = collector.dsn;
        for (const [name, entry] of Object.entries(files.remotes.remotes)) {
          const remotePort = name === 'mf_sell' ? deadPort : (remotePorts[name] ?? deadPort);
          entry.manifestUrl = onPort(entry.manifestUrl, remotePort);
        }
        edit(files.remotes.remotes, remotePorts);
      });
    await pointerRemotes(() => undefined);
    const pointerHost = await startHostServer({
      port: await freePort(),
      apiOrigin,
      configDir: pointerConfig,
      // Here a release lands on a new loopback port while a tab is open (a CDN keeps its origin:
      // the other sites' policies name the remotes' exact origins).
      anyLoopbackPort: true,
    });
    cleanups.push(() => pointerHost.close());

    const badConfig = join(work, 'bad-config');
    await writeConfig(badConfig, (files) => {
      files.remotes = null;
    });
    const badHost = await startHostServer({
      port: await freePort(),
      apiOrigin,
      configDir: badConfig,
    });
    cleanups.push(() => badHost.close());

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    cleanups.push(() => browser.close());

    const port = new URL(host.url).port;
    return {
      apiOrigin,
      /** shop-api itself: `stop()` and `start()` again, same port, same database. */
      api,
      /** The Firestore emulator: `stop()` and `start()` again, same port, empty. */
      firestore,
      authHost: auth.host,
      /** POSTs to shop-api's e2e controls (an order's age, a sale's back office). */
      async control(path, body) {
        const answer = await fetch(`${apiOrigin}/test-controls${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!answer.ok) {
          throw new Error(`test control ${path}: ${answer.status} ${await answer.text()}`);
        }
        return answer.json();
      },
      /**
       * A review moderator's call to shop-api (`/moderation/reviews<path>`, the local token):
       * GET without a method (the queue), else POST (`/<id>/publish`, `/<id>/remove`).
       */
      async moderate(path, method = 'GET') {
        const answer = await fetch(`${apiOrigin}/moderation/reviews${path}`, {
          method,
          headers: { authorization: `Bearer ${LOCAL_REVIEW_MODERATION_TOKEN}` },
        });
        if (!answer.ok) {
          throw new Error(`moderation ${method} ${path}: ${answer.status} ${await answer.text()}`);
        }
        return answer.json();
      },
      /** The person's cart document as the emulator holds it (past the rules), or null. */
      async cloudCart(uid) {
        const answer = await fetch(
          `http://${firestore.host}/v1/projects/demo-refurb/databases/(default)/documents/carts/${uid}`,
          { headers: { authorization: 'Bearer owner' } },
        );
        return answer.ok ? answer.json() : null;
      },
      cart,
      envelopes: collector.envelopes,
      site: (country, path = '/') => `http://${country}.localhost:${port}${path}`,
      /** The shop, with calls to shop-api that give up after 3 s. */
      impatientSite: (country, path = '/') =>
        `http://${country}.localhost:${new URL(impatientHost.url).port}${path}`,
      badSite: (country) => `http://${country}.localhost:${new URL(badHost.url).port}/`,
      /** A shop whose remotes.json `pointRemotes` rewrites (the sell remote starts undeployed). */
      pointerSite: (country, path = '/') =>
        `http://${country}.localhost:${new URL(pointerHost.url).port}${path}`,
      /**
       * Rewrites the pointer site's remotes.json from its start: `edit(remotes, ports)` changes
       * the entries (`ports` are the deployed remotes' ports). No server restarts, no rebuild.
       */
      pointRemotes: (edit) => pointerRemotes(edit),
      /** The pointer site's config folder (its remotes.json), for `npm run point -- --config`. */
      pointerConfig,
      /** A temporary folder of this run, removed at the end. */
      work,
      /** The same shop, but its remotes.json names a sell remote nothing serves. */
      undeployedSite: (country, path = '/') =>
        `http://${country}.localhost:${new URL(undeployedHost.url).port}${path}`,
      /**
       * A fresh browser context (a person's browser); its pages must raise no script error, no
       * hydration error and no CSP violation (`watchPages`). `tolerate` names errors of pages
       * that are not the shop's (an identity provider's) that a journey expects; it is matched
       * against "<page url>: <message>". `options` are more of Playwright's context options
       * (`javaScriptEnabled: false`: a browser with scripts off).
       * @param {(context: import('playwright-core').BrowserContext, errors: string[]) => Promise<unknown>} run
       * @param {{ width: number, height: number }} [viewport]
       * @param {{ tolerate?: RegExp, options?: import('playwright-core').BrowserContextOptions }} [more]
       */
      async withContext(run, viewport = { width: 360, height: 780 }, { tolerate, options } = {}) {
        const context = await browser.newContext({ viewport, ...options });
        const errors = [];
        await watchPages(context, errors, tolerate);
        try {
          await run(context, errors);
          assert.deepEqual(errors, [], 'no script error, hydration error or CSP violation');
        } catch (error) {
          await reportPages(context, errors);
          throw error;
        } finally {
          await context.close();
        }
      },
      async withPage(run, viewport, options) {
        await this.withContext(
          async (context, errors) => run(await context.newPage(), errors),
          viewport,
          options,
        );
      },
      /**
       * A page in a browser that blocks cookies and site data, as a person's privacy setting does:
       * its own Chromium profile (content setting `cookies: 2`), where reading
       * `window.localStorage` throws. Its pages must raise no script error, hydration error or
       * CSP violation.
       */
      async withBlockedStorage(run, viewport = { width: 360, height: 780 }) {
        const profile = await mkdtemp(join(work, 'blocked-profile-'));
        await mkdir(join(profile, 'Default'), { recursive: true });
        await writeFile(
          join(profile, 'Default', 'Preferences'),
          JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
        );
        const context = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          viewport,
        });
        const errors = [];
        await watchPages(context, errors);
        try {
          await run(await context.newPage());
          assert.deepEqual(errors, [], 'no script error, hydration error or CSP violation');
        } finally {
          await context.close();
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export const dismissConsent = (page, label) => page.getByRole('button', { name: label }).click();

export async function axe(page) {
  // Evaluated, not added as a <script>: the shop's pages allow no inline script (their CSP).
  await page.evaluate(await readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    window.axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) =>
        r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ),
  );
  assert.deepEqual(results, [], 'no serious or critical accessibility violation');
}

/** Waits until `check` stops throwing (for things that arrive on their own: Sentry envelopes). */
export async function eventually(check, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** A person on a RO page goes to the phones listing by the main navigation (the shell works). */
export async function toRoPhones(page) {
  await page
    .getByRole('navigation', { name: 'Navigare principală' })
    .getByRole('link', { name: 'Telefoane' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Telefoane' }).waitFor();
}

/** A person adds the `index`-th phone of the RO phones listing to the cart. */
export async function addFromCategory(page, stack, index) {
  await page.goto(stack.site('ro', '/telefoane/'));
  await page.locator('.card__link').nth(index).click();
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await page.getByText('a fost adăugat în coș').first().waitFor();
}
