import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import webpack from 'webpack';
import { STRICT_IMPORTS } from './federated-app.mjs';

const root = new URL('../../', import.meta.url);
const APPS = ['host-shell', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-sell'];

/** A build of an entry that imports a name its module does not export. */
async function buildMissingImport(parser) {
  const dir = await mkdtemp(join(tmpdir(), 'strict-imports-'));
  try {
    await writeFile(
      join(dir, 'entry.js'),
      `import { gone } from './words.js';\nconsole.log(gone);\n`,
    );
    await writeFile(join(dir, 'words.js'), `export const kept = 1;\n`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'out') },
      module: parser ? { parser } : {},
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return stats;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('an import of a name its module does not export fails the build (webpack only warns by default)', async () => {
  const lenient = await buildMissingImport(undefined);
  assert.equal(lenient.hasErrors(), false);
  assert.equal(lenient.hasWarnings(), true);
  const strict = await buildMissingImport(STRICT_IMPORTS);
  assert.equal(strict.hasErrors(), true);
  assert.match(
    strict.toString('errors-only'),
    /export 'gone' \(imported as 'gone'\) was not found/,
  );
});

test('every build of the host and the remotes imports strictly', async () => {
  for (const app of APPS) {
    const { default: config } = await import(new URL(`${app}/webpack.config.js`, root).href);
    const builds = [config({}, { mode: 'production' })].flat();
    assert.ok(builds.length > 0, app);
    for (const build of builds) {
      assert.equal(
        build.module?.parser?.javascript?.exportsPresence,
        'error',
        `${app}: ${build.name ?? build.output?.filename ?? 'a build'}`,
      );
    }
  }
});
