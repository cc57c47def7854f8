/**
 * Remotes that fail: killed mid-session, never there, and a broken remotes.json; and remotes.json
 * as the pointer an open tab follows on its next page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dismissConsent, eventually } from '../support/stack.mjs';

export async function remoteJourneys(stack) {
  await test('a remote killed mid-session shows the localized fallback, is reported to Sentry, and comes back on retry', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('hu'));
      await page.getByRole('button', { name: /^Kosár, 0/ }).waitFor();
      await dismissConsent(page, 'Csak a szükségesek');
      await stack.cart.stop();
      try {
        // The person opens the mini-cart (loaded before) and goes to the cart page: its code is gone.
        await page.getByRole('button', { name: /^Kosár, 0/ }).click();
        await page.getByRole('link', { name: 'Kosár megtekintése' }).click();
        await page
          .getByRole('alert')
          .getByText('Ez a rész most nem érhető el')
          .waitFor({ timeout: 30_000 });
        const report = await eventually(() => {
          const found = stack.envelopes.find(
            (e) => e.includes('"remote":"mf_cart"') && e.includes('"reason":"load-failed"'),
          );
          assert.ok(found, `a Sentry event for mf_cart (got ${stack.envelopes.length} envelopes)`);
          return found;
        });
        assert.match(report, /"remoteVersion":"0\.1\.0"/);
        assert.match(report, /"site":"hu"/);
        // The rest of the page keeps working: the mini-cart opens and closes around the notice.
        await page.getByRole('button', { name: /^Kosár, 0/ }).click();
        await page.getByRole('button', { name: 'Kosár bezárása' }).click();
      } finally {
        await stack.cart.start();
      }
      // The remote is back: the retry on the notice brings the cart page.
      await page.getByRole('button', { name: 'Próbáld újra' }).click();
      await page.getByRole('heading', { level: 1, name: 'Kosaram' }).waitFor({ timeout: 30_000 });
    }));

  await test('a remote that is not deployed shows the fallback with a retry while the page works', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.undeployedSite('ro', '/vinde/'));
      await page.getByRole('alert').getByRole('button').waitFor({ timeout: 30_000 });
      await page
        .getByRole('navigation', { name: 'Navigare principală' })
        .getByRole('link', { name: 'Telefoane' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Telefoane' }).waitFor();
    }));

  await test('an open tab follows remotes.json on its next page: a release mounts, a build for other contracts is refused', () =>
    stack.withPage(async (page) => {
      const nav = () => page.getByRole('navigation', { name: 'Navigare principală' });
      const toPhonesThenSell = async () => {
        await nav().getByRole('link', { name: 'Telefoane' }).click();
        await page.getByRole('heading', { level: 1, name: 'Telefoane' }).waitFor();
        await page.getByRole('banner').getByRole('link', { name: 'Vinde-ți dispozitivul' }).click();
      };
      await page.goto(stack.pointerSite('ro', '/vinde/'));
      await page.getByRole('alert').getByRole('button').waitFor({ timeout: 30_000 });
      try {
        // The release: remotes.json names the deployed sell remote; the tab is not reloaded.
        await stack.pointRemotes((remotes, ports) => {
          remotes.mf_sell.manifestUrl = `http://localhost:${ports.mf_sell}/mf-manifest.json`;
          remotes.mf_sell.version = '0.2.0';
        });
        await toPhonesThenSell();
        await page
          .getByRole('heading', { level: 1, name: 'Vinde-ne dispozitivul tău' })
          .waitFor({ timeout: 30_000 });
        // A build against contracts 2: refused with the fallback, reported with both majors.
        await stack.pointRemotes((remotes, ports) => {
          remotes.mf_sell.manifestUrl = `http://localhost:${ports.mf_sell}/mf-manifest.json`;
          remotes.mf_sell.version = '3.0.0';
          remotes.mf_sell.contractsMajor = 2;
        });
        await toPhonesThenSell();
        await page.getByRole('alert').getByRole('button').waitFor({ timeout: 30_000 });
        const report = await eventually(() => {
          const found = stack.envelopes.find(
            (e) => e.includes('"reason":"incompatible"') && e.includes('"remoteVersion":"3.0.0"'),
          );
          assert.ok(found, 'a Sentry event for the refused mf_sell 3.0.0');
          return found;
        });
        assert.match(report, /"remoteContractsMajor":"2"/);
        assert.match(report, /"hostContractsMajor":"1"/);
        // The rest of the page works.
        await nav().getByRole('link', { name: 'Telefoane' }).click();
        await page.getByRole('heading', { level: 1, name: 'Telefoane' }).waitFor();
      } finally {
        await stack.pointRemotes(() => undefined);
      }
    }));

  await test('a malformed remotes.json shows a clear error page', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.badSite('bg'));
      await page.getByRole('heading', { name: 'Магазинът не може да стартира' }).waitFor();
      assert.match(await page.getByRole('alert').textContent(), /remotes\.json/);
    }));
}
