/**
 * The contracts' page kit in a remote's build (docs/adr/0016-contracts-kit-from-the-host.md), on a
 * small contracts folder of its own: what the kit reaches and its key, and a real federated build
 * in which the remote's imports of the kit's modules are the consumed kit, with its own copy only
 * in the fallback chunk, and a build that uses a name the kit lacks fails and says which.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { PageKitImports, pageKit } from './page-kit.mjs';

/** A contracts dist: the kit re-exports `format`'s and `bus`'s names; `format` imports `money`. */
async function contracts(dir, kitNames = 'formatPrice, FORMAT_MARK') {
  const dist = join(dir, 'contracts', 'dist');
  await mkdir(join(dist, 'entries'), { recursive: true });
  await mkdir(join(dist, 'rules'), { recursive: true });
  await writeFile(
    join(dist, 'entries', 'page-kit.js'),
    `export { ${kitNames} } from '../rules/format.js';\nexport { createBus } from '../rules/bus.js';\n`,
  );
  await writeFile(
    join(dist, 'entries', 'runtime.js'),
    "export { formatPrice, FORMAT_MARK } from '../rules/format.js';\nexport { createBus } from '../rules/bus.js';\nexport { OWN_MARK } from '../rules/own.js';\n",
  );
  await writeFile(
    join(dist, 'rules', 'format.js'),
    "import { round } from './money.js';\nexport const FORMAT_MARK = 'format-module-text';\nexport function formatPrice(n) { return `${round(n)} lei`; }\n",
  );
  await writeFile(join(dist, 'rules', 'money.js'), 'export const round = (n) => Math.round(n);\n');
  await writeFile(join(dist, 'rules', 'bus.js'), 'export const createBus = () => ({ bus: 1 });\n');
  await writeFile(join(dist, 'rules', 'own.js'), "export const OWN_MARK = 'own-module-text';\n");
  return dist;
}

async function buildRemote(dir, dist) {
  const kit = pageKit({ zodShareKey: 'zod-kit-test', version: '0.1.0', dist });
  await writeFile(
    join(dir, 'expose.js'),
    "import { formatPrice, FORMAT_MARK, createBus, OWN_MARK } from './contracts/dist/entries/runtime.js';\n" +
      'export const out = [formatPrice(1.4), FORMAT_MARK, createBus(), OWN_MARK];\n',
  );
  await writeFile(join(dir, 'index.js'), "import('./expose.js');\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: false,
    output: { path: join(dir, 'out'), publicPath: 'auto', uniqueName: 'kit_test' },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'kit_test',
        filename: 'remoteEntry.js',
        exposes: { './expose': './expose.js' },
        manifest: false,
        dts: false,
        shared: {
          [kit.path]: { shareKey: kit.shareKey, version: kit.version, requiredVersion: '0.1.0' },
        },
      }),
      new PageKitImports(kit),
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return { kit, stats };
}

test('the kit reaches what its modules import, and its key follows what it reaches', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'page-kit-'));
  try {
    const dist = await contracts(dir);
    const first = pageKit({ zodShareKey: 'zod-kit-test', version: '0.1.0', dist });
    const names = (set) => [...set].map((path) => path.slice(dist.length + 1)).sort();
    assert.deepEqual(names(first.exported), ['rules/bus.js', 'rules/format.js']);
    assert.deepEqual(names(first.modules), [
      'entries/page-kit.js',
      'rules/bus.js',
      'rules/format.js',
      'rules/money.js',
    ]);
    assert.match(first.shareKey, /^contracts-kit-[0-9a-f]{10}$/);

    await writeFile(join(dist, 'rules', 'own.js'), "export const OWN_MARK = 'changed';\n");
    const unreached = pageKit({ zodShareKey: 'zod-kit-test', version: '0.1.0', dist });
    assert.equal(unreached.shareKey, first.shareKey, 'a module the kit does not reach');
    await writeFile(
      join(dist, 'rules', 'money.js'),
      'export const round = (n) => Math.floor(n);\n',
    );
    const reached = pageKit({ zodShareKey: 'zod-kit-test', version: '0.1.0', dist });
    assert.notEqual(reached.shareKey, first.shareKey, 'a module the kit reaches');
    const otherZod = pageKit({ zodShareKey: 'zod-kit-other', version: '0.1.0', dist });
    assert.notEqual(otherZod.shareKey, reached.shareKey, 'another zod kit');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a remote's imports of the kit's modules are the consumed kit; its own copy is the fallback", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'page-kit-'));
  try {
    const { kit, stats } = await buildRemote(dir, await contracts(dir));
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const out = join(dir, 'out');
    const files = (await readdir(out)).filter((file) => file.endsWith('.js'));
    const withText = async (text) => {
      const found = [];
      for (const file of files) {
        if ((await readFile(join(out, file), 'utf8')).includes(text)) found.push(file);
      }
      return found;
    };
    const [exposeChunk] = await withText('own-module-text');
    const [fallback] = await withText('format-module-text');
    assert.ok(exposeChunk && fallback, 'both modules are built');
    // The expose's chunk holds the module the kit does not have, and not the kit's.
    assert.notEqual(exposeChunk, fallback);
    assert.deepEqual(await withText('format-module-text'), [fallback]);
    // The remote's entry consumes the kit under its key.
    const entry = await readFile(join(out, 'remoteEntry.js'), 'utf8');
    assert.ok(entry.includes(kit.shareKey), 'the remote entry names the kit');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a remote that uses a name of a kit module that the kit does not export fails to build', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'page-kit-'));
  try {
    const dist = await contracts(dir, 'formatPrice');
    const { stats } = await buildRemote(dir, dist);
    assert.equal(stats.hasErrors(), true);
    assert.match(
      stats.toString('errors-only'),
      /uses FORMAT_MARK, which shared-contracts\/src\/entries\/page-kit\.ts does not export/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
