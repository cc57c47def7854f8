/**
 * Remotes that fail: killed mid-session, never there, and a broken remotes.json; and remotes.json
 * as the pointer an open tab follows on its next page.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { startRemoteOrigin } from '@refurb/host-shell/server/remote-origin.mjs';
import { freePort } from '../../scripts/emulators.mjs';
import { dismissConsent, eventually, onPort, root, toRoPhones } from '../support/stack.mjs';
import { teamClone } from '../support/team-clone.mjs';

const exec = promisify(execFile);

export async function remoteJourneys(stack) {
  await test('a remote killed mid-session shows the localized fallback, is reported to Sentry, and comes back on retry', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('hu'));
      // An empty cart on the index: the host's cart link; the cart remote is not loaded yet.
      const cartLink = page.getByRole('link', { name: /^Kosár, 0/ });
      await cartLink.waitFor();
      await dismissConsent(page, 'Csak a szükségesek');
      await stack.cart.stop();
      try {
        // The person goes to the cart page: the cart's code cannot be loaded any more.
        await cartLink.click();
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
        // The rest of the page keeps working: the header's cart link (the mini-cart's fallback)
        // and the categories.
        await cartLink.waitFor();
        await page
          .getByRole('navigation', { name: 'Fő navigáció' })
          .getByRole('link')
          .first()
          .waitFor();
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
      await toRoPhones(page);
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
          remotes.mf_sell.manifestUrl = onPort(remotes.mf_sell.manifestUrl, ports.mf_sell);
          remotes.mf_sell.version = '0.2.0';
        });
        await toPhonesThenSell();
        await page
          .getByRole('heading', { level: 1, name: 'Vinde-ne dispozitivul tău' })
          .waitFor({ timeout: 30_000 });
        // A build against contracts 2: refused with the fallback, reported with both majors.
        await stack.pointRemotes((remotes, ports) => {
          remotes.mf_sell.manifestUrl = onPort(remotes.mf_sell.manifestUrl, ports.mf_sell);
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

  await test('the cart team releases alone: B goes live by remotes.json in an open tab, rolls back to A, a build for contracts 2 is refused', async () => {
    const cdnDir = join(stack.work, 'cdn');
    const cdn = await startRemoteOrigin({ distDir: cdnDir, port: await freePort() });
    const point = (version) =>
      exec(process.execPath, [
        join(root, 'scripts/point.mjs'),
        'mf_cart',
        version,
        '--config',
        stack.pointerConfig,
        '--cdn-dir',
        cdnDir,
        '--cdn-url',
        cdn.url.replace('127.0.0.1', 'localhost'),
      ]);
    try {
      // A: the repository's build, published as it is (its first release).
      await exec(
        'npm',
        ['run', 'release', '-w', '@refurb/mf-cart', '--', '--publish-only', '--no-build'],
        {
          cwd: root,
          env: { ...process.env, REFURB_CDN_DIR: cdnDir },
        },
      );
      const a = JSON.parse(await readFile(join(root, 'mf-cart/package.json'), 'utf8')).version;
      // A published version is never written again.
      await assert.rejects(
        exec(
          'node',
          [join(root, 'scripts/release.mjs'), 'mf-cart', '--publish-only', '--no-build'],
          {
            env: { ...process.env, REFURB_CDN_DIR: cdnDir },
          },
        ),
        /is published already; a release is never written again/,
      );
      // B: the cart team changes its heading in its own checkout and releases: lerna versions
      // mf-cart alone from the commit, the build is published beside A. Nobody else builds.
      const team = await teamClone(root, join(stack.work, 'cart-team'));
      const messages = join(team.dir, 'mf-cart/src/i18n/messages.ro.ts');
      const ro = await readFile(messages, 'utf8');
      assert.match(ro, /'cart\.title': 'Coșul meu',/);
      await writeFile(
        messages,
        ro.replace(/'cart\.title': 'Coșul meu',/, "'cart.title': 'Coșul meu de cumpărături',"),
      );
      await team.commit('feat(mf-cart): the cart page says what the cart is for');
      await team.release('mf-cart', cdnDir);
      const b = await team.version('mf-cart');
      assert.notEqual(b, a);
      // The release commit moves the local stack's pointer to B, so a fresh clone builds it.
      const local = JSON.parse(
        await readFile(join(team.dir, 'local-env/config/remotes.json'), 'utf8'),
      );
      assert.equal(local.remotes.mf_cart.version, b);
      assert.match(
        local.remotes.mf_cart.manifestUrl,
        new RegExp(`/mf-cart/${b}/mf-manifest\\.json$`),
      );
      assert.equal(
        await team.run('git', ['status', '--porcelain']),
        '',
        'the release committed all',
      );
      const changelog = await readFile(join(team.dir, 'mf-cart/CHANGELOG.md'), 'utf8');
      assert.match(changelog, /the cart page says what the cart is for/);
      for (const other of ['host-shell', 'mf-checkout', 'shared-contracts']) {
        assert.equal(await team.version(other), a, `${other} keeps its version`);
      }

      await point(a);
      await stack.withPage(async (page) => {
        const heading = () => page.getByRole('heading', { level: 1 });
        const toPhonesThenCart = async () => {
          await toRoPhones(page);
          await page.getByRole('button', { name: /^Coș, 0/ }).click();
          await page.getByRole('link', { name: 'Vezi coșul' }).click();
        };
        await page.goto(stack.pointerSite('ro', '/cosul-meu/'));
        await page
          .getByRole('heading', { level: 1, name: 'Coșul meu', exact: true })
          .waitFor({ timeout: 30_000 });
        await dismissConsent(page, 'Doar cele necesare');

        // The release is remotes.json alone: the open tab shows B on its next page.
        await point(b);
        await toPhonesThenCart();
        await page
          .getByRole('heading', { level: 1, name: 'Coșul meu de cumpărături' })
          .waitFor({ timeout: 30_000 });

        // The rollback, the same way.
        await point(a);
        await toPhonesThenCart();
        await page
          .getByRole('heading', { level: 1, name: 'Coșul meu', exact: true })
          .waitFor({ timeout: 30_000 });
        assert.equal(await heading().count(), 1);

        // C: the contracts move to major 2; the cart team builds against them and releases.
        const contracts = join(team.dir, 'shared-contracts/src/runtime/remote.schema.ts');
        const source = await readFile(contracts, 'utf8');
        assert.match(source, /CONTRACTS_MAJOR_VERSION = 1;/);
        await writeFile(
          contracts,
          source.replace('CONTRACTS_MAJOR_VERSION = 1;', 'CONTRACTS_MAJOR_VERSION = 2;'),
        );
        const cartPackage = join(team.dir, 'mf-cart/package.json');
        await writeFile(
          cartPackage,
          (await readFile(cartPackage, 'utf8')).replace(
            '"@refurb/shared-contracts": "0.1.0"',
            '"@refurb/shared-contracts": "0.1.0 || 2.0.0"',
          ),
        );
        await team.commit(
          'feat(mf-cart)!: built against contracts 2\n\nBREAKING CHANGE: events and props of contracts 2',
        );
        await team.run('npm', ['run', 'build', '-w', '@refurb/shared-contracts']);
        await team.release('mf-cart', cdnDir);
        const c = await team.version('mf-cart');
        const record = JSON.parse(
          await readFile(join(cdnDir, 'mf-cart', c, 'release.json'), 'utf8'),
        );
        assert.equal(record.contractsMajor, 2);

        // Pointed at C, the host refuses it before loading, with the fallback, reported with both
        // majors; the rest of the page works (the header's cart, the catalog).
        await point(c);
        await toPhonesThenCart();
        await page.getByRole('alert').getByRole('button').waitFor({ timeout: 30_000 });
        const report = await eventually(() => {
          const found = stack.envelopes.find(
            (e) => e.includes('"reason":"incompatible"') && e.includes(`"remoteVersion":"${c}"`),
          );
          assert.ok(found, `a Sentry event for the refused mf_cart ${c}`);
          return found;
        });
        assert.match(report, /"remoteContractsMajor":"2"/);
        assert.match(report, /"hostContractsMajor":"1"/);

        // A pointer that is wrong about C (declares contracts 1): C's own module says 2, refused.
        const file = join(stack.pointerConfig, 'remotes.json');
        const remotes = JSON.parse(await readFile(file, 'utf8'));
        remotes.remotes.mf_cart.contractsMajor = 1;
        await writeFile(file, JSON.stringify(remotes));
        const before = stack.envelopes.length;
        await toPhonesThenCart();
        await page.getByRole('alert').getByRole('button').waitFor({ timeout: 30_000 });
        await eventually(() => {
          const found = stack.envelopes
            .slice(before)
            .find(
              (e) =>
                e.includes('"reason":"incompatible"') && e.includes('"remoteContractsMajor":"2"'),
            );
          assert.ok(found, 'the module of C refused though the pointer said contracts 1');
        });
        await toRoPhones(page);
      });
    } finally {
      await stack.pointRemotes(() => undefined);
      await cdn.close();
    }
  });

  await test('a malformed remotes.json shows a clear error page', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.badSite('bg'));
      await page.getByRole('heading', { name: 'Магазинът не може да стартира' }).waitFor();
      assert.match(await page.getByRole('alert').textContent(), /remotes\.json/);
    }));
}
