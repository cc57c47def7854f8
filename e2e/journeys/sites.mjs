/** The four sites: language, currency, hreflang, accessibility, and adding to the cart. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routePath as routePathOf } from '@refurb/shared-contracts';
import { axe, chunkFiles, dismissConsent } from '../support/stack.mjs';

/** @satisfies {ReadonlyArray<{ country: import('@refurb/shared-contracts').Country, [word: string]: string }>} */
export const SITES = [
  {
    country: 'ro',
    heading: 'Dispozitive recondiționate',
    currency: 'lei',
    lang: 'ro',
    reject: 'Doar cele necesare',
    add: 'Adaugă în coș',
    cart: 'Coș',
  },
  {
    country: 'bg',
    heading: 'Обновени устройства',
    currency: 'Lev',
    lang: 'bg',
    reject: 'Само необходимите',
    add: 'Добави в количката',
    cart: 'Количка',
  },
  {
    country: 'hu',
    heading: 'Felújított készülékek',
    currency: 'Ft',
    lang: 'hu',
    reject: 'Csak a szükségesek',
    add: 'Kosárba',
    cart: 'Kosár',
  },
  {
    country: 'gr',
    heading: 'Ανακατασκευασμένες συσκευές',
    currency: 'euro',
    lang: 'el',
    reject: 'Μόνο τα απαραίτητα',
    add: 'Προσθήκη στο καλάθι',
    cart: 'Καλάθι',
  },
];

/** Every public page names its copy in all four sites, and `x-default` (issue 34). */
const HREFLANGS = ['ro', 'bg', 'hu', 'el', 'x-default'];
const hreflangs = (page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.hreflang));

export async function siteJourneys(stack) {
  for (const s of SITES) {
    await test(`${s.country}: the index is in its language and currency with hreflang to every site; index and product page pass axe`, () =>
      stack.withPage(async (page) => {
        await page.goto(stack.site(s.country));
        await page.getByRole('heading', { level: 1, name: new RegExp(s.heading) }).waitFor();
        assert.equal(await page.getAttribute('html', 'lang'), s.lang);
        await page.getByRole('list', { name: /./ }).first().waitFor();
        const prices = await page.locator('.card__price').allTextContents();
        assert.ok(
          prices.length > 0 && prices.every((p) => p.includes(s.currency)),
          `prices in ${s.currency}: ${prices[0]}`,
        );
        assert.deepEqual(await hreflangs(page), HREFLANGS);
        // The host's styles are index.html's one stylesheet, applied (not a <style> the scripts add).
        assert.deepEqual(
          await page.evaluate(() => ({
            sheets: [...document.styleSheets].map((sheet) => ({
              link: sheet.ownerNode?.nodeName,
              rules: sheet.cssRules.length > 20,
            })),
            bodyMargin: getComputedStyle(document.body).margin,
          })),
          { sheets: [{ link: 'LINK', rules: true }], bodyMargin: '0px' },
        );
        // An empty cart: the host's cart link, in the site's language; no remote is loaded for it.
        await page.getByRole('link', { name: new RegExp(`^${s.cart}, 0`) }).waitFor();
        await dismissConsent(page, s.reject);
        await axe(page);
        await page.locator('.card__link').first().click();
        // Exact: the bundle's button ("Csomag a kosárba") shows with it and contains "Kosárba".
        await page.getByRole('button', { name: s.add, exact: true }).waitFor();
        assert.deepEqual(await hreflangs(page), HREFLANGS);
        await axe(page);
      }));
  }

  await test('ro: a visitor is told who is signed in (no one) without a failed request on the page', () =>
    stack.withPage(async (page) => {
      const failed = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/bff/session');
      await page.goto(stack.site('ro'));
      const answer = await asked;
      assert.equal(answer.status(), 200);
      assert.deepEqual(await answer.json(), { user: null });
      // The header shows the way to sign in: the host heard "no one".
      await page.getByRole('link', { name: 'Autentifică-te' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(failed, []);
    }));

  await test("gr: the cart page's preload hints are each used once, and the remote loads after the host's first paint", () =>
    stack.withPage(async (page) => {
      const warnings = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      const requests = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(stack.site('gr', routePathOf('gr', 'cart')));
      await page.getByRole('heading', { level: 1, name: 'Το καλάθι μου' }).waitFor();
      const hinted = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="preload"]')].map(
          (link) => /** @type {HTMLLinkElement} */ (link).href,
        ),
      );
      assert.equal(hinted.length, 3, hinted.join(' '));
      assert.equal(new URL(hinted[0]).pathname, chunkFiles()['words-el'][0]);
      assert.match(hinted[1], /\/mf-cart\/[^/]+\/mf-manifest\.json$/);
      assert.match(hinted[2], /\/mf-cart\/[^/]+\/remoteEntry\.js$/);
      // Wait past the window in which Chromium reports a preload it was not asked for.
      await page.waitForTimeout(3500);
      assert.deepEqual(warnings, [], 'every hint is used, with the attributes of its request');
      for (const url of hinted)
        assert.equal(requests.filter((r) => r === url).length, 1, `${url} fetched once`);
      // The federation chunk (the remote's first request the page makes itself) starts after the
      // page's first contentful paint.
      const order = await page.evaluate(
        ([federation]) => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          federation: performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === federation)?.startTime,
        }),
        chunkFiles().federation,
      );
      assert.ok(order.paint > 0 && order.federation > order.paint, JSON.stringify(order));
    }));

  await test('ro: category -> product page -> pick storage, color, shape -> add to cart reaches the cart, each cart chunk fetched once', () =>
    stack.withPage(async (page) => {
      const preloadWarnings = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
      });
      const cartChunks = [];
      page.on('request', (request) => {
        if (/\/mf-cart\/[^/]+\/assets\//.test(request.url())) cartChunks.push(request.url());
      });
      await page.goto(stack.site('ro'));
      await dismissConsent(page, 'Doar cele necesare');
      await page.evaluate(() => {
        window.__cartCommands = [];
        window.addEventListener('refurb:cart.add-phone', (e) =>
          window.__cartCommands.push(/** @type {CustomEvent} */ (e).detail),
        );
      });
      await page
        .getByRole('navigation', { name: 'Navigare principală' })
        .getByRole('link', { name: 'Telefoane' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Telefoane' }).waitFor();
      await page.locator('.card__link').first().click();
      await page.getByRole('button', { name: 'Adaugă în coș' }).waitFor();
      await page.getByRole('group', { name: 'Memorie' }).getByRole('radio').last().check();
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
      await page.getByRole('button', { name: 'Coș, 1 produs' }).waitFor();
      // The cart remote's chunks were preloaded as the button was pointed at: the preloads carry
      // the requests' credentials mode, so none is unused and none is downloaded twice.
      await page.waitForTimeout(3500);
      assert.deepEqual(preloadWarnings, []);
      assert.ok(cartChunks.length > 0, 'the cart remote loaded');
      assert.deepEqual(
        cartChunks.filter((url, i) => cartChunks.indexOf(url) !== i),
        [],
        'each cart chunk fetched once',
      );
    }));
}
