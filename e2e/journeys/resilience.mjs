/**
 * The shop when the visitor's browser or the network is not on its side: a browser that blocks
 * cookies and site data (reading `window.localStorage` throws; the whole site used to be blank),
 * and a remote whose server accepts the connection and never answers (the page used to say it was
 * loading forever).
 */
import assert from 'node:assert/strict';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { startHostServer } from '@refurb/host-shell/server/host-server.mjs';
import { freePort } from '../../scripts/emulators.mjs';
import { dismissConsent, onPort, toRoPhones } from '../support/stack.mjs';

/** host-shell/src/remotes/remote-loader.ts's REMOTE_LOAD_TIMEOUT_MS. */
const REMOTE_LOAD_TIMEOUT_MS = 12_000;

export async function resilienceJourneys(stack) {
  await test('ro, cookies and site data blocked: the index, a phone, add to cart and the cart work, with the notice', () =>
    stack.withBlockedStorage(async (page) => {
      await page.goto(stack.site('ro'));
      assert.match(
        await page.evaluate(() => {
          try {
            return typeof window.localStorage;
          } catch (error) {
            return String(error);
          }
        }),
        /SecurityError/,
        'the profile blocks storage',
      );
      const nav = page.getByRole('navigation', { name: 'Navigare principală' });
      await nav.getByRole('link', { name: 'Telefoane' }).waitFor();
      // The choice cannot be kept, but the banner still closes for this page.
      await dismissConsent(page, 'Doar cele necesare');
      await nav.getByRole('link', { name: 'Telefoane' }).click();
      await page.getByRole('heading', { level: 1, name: 'Telefoane' }).waitFor();
      await page.locator('.card__link').first().click();
      await page.getByRole('button', { name: 'Adaugă în coș' }).click();
      await page.getByText('a fost adăugat în coș').first().waitFor();
      await page.getByText('Coșul nu a putut fi salvat pe acest dispozitiv').first().waitFor();
      // The cart lives for the page's life: the mini-cart and the cart page have the phone.
      await page.getByRole('button', { name: 'Coș, 1 produs' }).click();
      await page.getByRole('link', { name: 'Vezi coșul' }).click();
      await page.getByRole('heading', { level: 1, name: 'Coșul meu' }).waitFor();
      assert.equal(await page.getByRole('article').count(), 1);
      await page.getByTestId('cart-not-kept').first().waitFor();
      assert.match(
        await page.getByTestId('cart-not-kept').first().textContent(),
        /Browserul nu permite păstrarea coșului pe acest dispozitiv/,
      );
    }));

  await test('a remote whose server never answers gives up with the localized notice and its retry', async () => {
    // Accepts every connection and never answers: a hung origin, not a refused one.
    const sockets = new Set();
    const hung = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise((resolve) => hung.listen(0, '127.0.0.1', () => resolve(undefined)));
    const configDir = join(stack.work, 'hung-config');
    await cp(stack.pointerConfig, configDir, { recursive: true });
    const remotesFile = join(configDir, 'remotes.json');
    const remotes = JSON.parse(await readFile(remotesFile, 'utf8'));
    remotes.remotes.mf_sell.manifestUrl = onPort(
      remotes.remotes.mf_sell.manifestUrl,
      /** @type {import('node:net').AddressInfo} */ (hung.address()).port,
    );
    await writeFile(remotesFile, JSON.stringify(remotes));
    const host = await startHostServer({
      port: await freePort(),
      apiOrigin: stack.apiOrigin,
      configDir,
    });
    try {
      await stack.withPage(async (page) => {
        await page.goto(`http://ro.localhost:${new URL(host.url).port}/vinde/`);
        await page.getByText('Se încarcă secțiunea…').waitFor();
        const started = Date.now();
        const alert = page.getByRole('alert');
        await alert
          .getByText('Această secțiune nu este disponibilă acum')
          .waitFor({ timeout: REMOTE_LOAD_TIMEOUT_MS + 15_000 });
        // It waited for the hung server (its manifest was asked for), not for a refusal.
        assert.ok(sockets.size > 0, 'the page asked the hung server');
        assert.ok(
          Date.now() - started > REMOTE_LOAD_TIMEOUT_MS - 3000,
          `gave up after ${Date.now() - started} ms`,
        );
        await alert.getByRole('button', { name: 'Încearcă din nou' }).waitFor();
        // The rest of the page works.
        await toRoPhones(page);
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
      await host.close();
    }
  });
}
