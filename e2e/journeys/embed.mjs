/**
 * The cart on any page (host-shell/public/campaign/): a plain HTML page with one script tag gets the
 * mini-cart in a shadow root and working add buttons, on the shop's own origin and so with the
 * shop's cart; hostile page CSS cannot break it, it does not restyle the page, the page's globals
 * stay the page's, and another site's page speaks that site's language and money.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, eventually } from '../support/stack.mjs';
import { logIn } from './cloud.mjs';

/** Globals a page may well have, as a marketing page's libraries leave them. */
const PAGE_GLOBALS = () => {
  window.React = { owner: 'page' };
  /** @type {any} */ (window).process = { env: { NODE_ENV: 'page' } };
  window.define = function define() {};
  window.define.amd = {};
  // Not enumerable: what the page had before the embed, for the test to compare with.
  Object.defineProperty(window, 'refurbTestKeysBefore', { value: Object.keys(window) });
};

/**
 * Names the embed may add to window: its own (`refurb…`, with its chunk list `refurbEmbedChunks`),
 * zod 4's registries (shared on purpose by every copy of zod 4) and the analytics `dataLayer`
 * (GTM's: a page's own is used, not replaced). No React, no Module Federation, no webpack globals.
 */
const ALLOWED_GLOBAL = /^(refurb|__zod_global(Config|Registry)$|dataLayer$)/;

async function addOnCampaignPage(page, stack) {
  await page.goto(stack.site('ro', '/campaign/'));
  await page.getByRole('button', { name: 'Coș, 0 produse' }).waitFor();
  await page.getByRole('button', { name: 'Adaugă în coș Google Pixel 7' }).click();
  await page.getByRole('button', { name: 'Coș, 1 produs' }).waitFor();
}

export async function embedJourneys(stack) {
  await test('embed: a plain campaign page adds to the shop’s cart, which the shop then shows', () =>
    stack.withPage(async (page) => {
      await page.addInitScript(PAGE_GLOBALS);
      await addOnCampaignPage(page, stack);
      await page
        .getByRole('status')
        .filter({ hasText: 'Google Pixel 7 128GB Snow a fost adăugat în coș.' })
        .waitFor();

      // The mini-cart lists it; Escape closes it and gives focus back to its button.
      const miniCart = page.getByRole('button', { name: 'Coș, 1 produs' });
      await miniCart.click();
      const drawer = page.getByRole('dialog', { name: 'Coșul tău' });
      await drawer.getByText(/^Pixel 7\b/).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      assert.equal(
        await page.evaluate(
          () => document.querySelector('[data-refurb-cart]').shadowRoot.activeElement?.className,
        ),
        'mini-cart__button',
      );

      // The page's globals are the page's; the embed added only its own names.
      const globals = await page.evaluate(() => ({
        react: window.React.owner,
        process: window.process.env.NODE_ENV,
        amd: typeof window.define === 'function' && typeof window.define.amd === 'object',
        added: Object.keys(window).filter((k) => !window.refurbTestKeysBefore.includes(k)),
      }));
      assert.deepEqual(
        { ...globals, added: globals.added.filter((name) => !ALLOWED_GLOBAL.test(name)) },
        { react: 'page', process: 'page', amd: true, added: [] },
        `added to window: ${globals.added.join(', ')}`,
      );

      // The shop's cart page, a full page load away, has the same phone.
      await miniCart.click();
      await axe(page);
      await drawer.getByRole('link', { name: 'Vezi coșul' }).click();
      await page.waitForURL(stack.site('ro', '/cosul-meu/'));
      await page.getByRole('heading', { level: 1, name: 'Coșul meu' }).waitFor();
      await page.getByRole('article').filter({ hasText: 'Pixel 7' }).waitFor();
      assert.equal(await page.getByRole('article').count(), 1);
      await page.getByRole('button', { name: 'Coș, 1 produs' }).waitFor();
    }));

  await test('embed: a logged-in person’s add on the campaign page reaches their cart in the cloud', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro', '/campaign/'));
      const person = await logIn(page, stack, 'embed@example.com');
      await page.reload();
      await page.getByRole('button', { name: 'Coș, 0 produse' }).waitFor();
      await page.getByRole('button', { name: 'Adaugă în coș Samsung Galaxy S23' }).click();
      await page.getByRole('button', { name: 'Coș, 1 produs' }).waitFor();
      await eventually(async () => {
        const stored = await stack.cloudCart(person.id);
        const ids = stored?.fields.phoneCart.arrayValue.values?.map(
          (phone) => phone.mapValue.fields.id.stringValue,
        );
        assert.deepEqual(ids, ['P00438']);
      });
    }));

  await test('embed: a sold-out product, on a button the page adds later, is told and not added', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro', '/campaign/'));
      await page.getByRole('button', { name: 'Coș, 0 produse' }).waitFor();
      await page.evaluate(() => {
        const late = document.createElement('button');
        late.type = 'button';
        late.textContent = 'Adaugă în coș Pixel 7 epuizat';
        late.setAttribute('data-refurb-add-to-cart', 'P00526');
        document.querySelector('main').append(late);
      });
      await page.getByRole('button', { name: 'Adaugă în coș Pixel 7 epuizat' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Google Pixel 7 nu mai este în stoc.' })
        .waitFor();
      await page.getByRole('button', { name: 'Coș, 0 produse' }).waitFor();
    }));

  await test('embed: a page with hostile CSS still shows a usable widget, and keeps its own styles', () =>
    stack.withPage(async (page) => {
      await addOnCampaignPage(page, stack);
      await page.goto(stack.site('ro', '/campaign/hostile.html'));
      const miniCart = page.getByRole('button', { name: 'Coș, 1 produs' });
      await miniCart.waitFor({ state: 'visible' });
      // The page's CSS reaches neither the widget's button nor its text.
      const look = await miniCart.evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          display: style.display,
          font: getComputedStyle(button.closest('.refurb-embed')).fontFamily,
          textTransform: getComputedStyle(button.closest('.refurb-embed')).textTransform,
        };
      });
      assert.notEqual(look.display, 'none');
      assert.doesNotMatch(look.font, /Comic Sans/);
      assert.equal(look.textTransform, 'none');
      // And the widget's CSS reaches nothing of the page: its buttons stay as the page made them.
      assert.deepEqual(
        await page.evaluate(() => ({
          pageButtons: [...document.querySelectorAll('button')].map(
            (b) => getComputedStyle(b).display,
          ),
          styles: document.querySelectorAll('style').length,
        })),
        { pageButtons: ['none', 'none', 'none', 'none'], styles: 1 },
      );
      await miniCart.click();
      const drawer = page.getByRole('dialog', { name: 'Coșul tău' });
      await drawer.getByText(/^Pixel 7\b/).waitFor({ state: 'visible' });
      // On screen, though the widget sits at the page's left edge.
      const box = await drawer.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box));
      await drawer.getByRole('link', { name: 'Vezi coșul' }).click();
      await page.waitForURL(stack.site('ro', '/cosul-meu/'));
      await page.getByRole('article').filter({ hasText: 'Pixel 7' }).waitFor();
    }));

  await test('embed: the Hungarian campaign page speaks Hungarian, in Ft', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('hu', '/campaign/hu/'));
      await page.getByRole('button', { name: 'Kosár, 0 termék' }).waitFor();
      await page.getByRole('button', { name: 'Kosárba Google Pixel 7' }).click();
      await page.getByRole('button', { name: 'Kosár, 1 termék' }).click();
      const drawer = page.getByRole('dialog', { name: 'A kosarad' });
      await drawer.getByText(/Összesen: .*Ft/).waitFor();
      assert.equal(
        await drawer.getByRole('link', { name: 'Kosár megtekintése' }).getAttribute('href'),
        stack.site('hu', '/kosar/'),
      );
    }));

  await test('embed: a page that owns the names of a federated cart keeps them, and gets the widget', () =>
    stack.withPage(async (page) => {
      const errors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        window.mf_cart = 'page value';
        window.__FEDERATION__ = 'page federation';
      });
      await addOnCampaignPage(page, stack);
      assert.deepEqual(
        await page.evaluate(() => ({ cart: window.mf_cart, federation: window.__FEDERATION__ })),
        { cart: 'page value', federation: 'page federation' },
      );
      assert.deepEqual(
        errors.filter((text) => text.startsWith('[refurb:embed]')),
        [],
      );
    }));
}
