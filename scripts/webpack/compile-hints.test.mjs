import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import TerserPlugin from 'terser-webpack-plugin';
import { COMPILE_HINT, CompileHints } from './federated-app.mjs';
import { runWebpack } from './run-webpack.mjs';

/** A production build of two chunks (an entry and a lazy one named `rare`) with the plugin. */
async function build(dir, plugin) {
  await writeFile(
    join(dir, 'entry.js'),
    `import(/* webpackChunkName: "rare" */ './rare.js').then((m) => m.rare());\n`,
  );
  await writeFile(join(dir, 'rare.js'), 'export function rare() {\n  return 42;\n}\n');
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: join(dir, 'out'), filename: '[name].js', chunkFilename: '[name].js' },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      chunkIds: 'named',
    },
    plugins: [plugin],
  });
}

test('the compile hint opens every script but the skipped ones, after minification, and the source maps count its line', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
  try {
    const stats = await build(dir, new CompileHints({ skip: ['rare'] }));
    const files = Object.keys(stats.compilation.assets).filter((f) => f.endsWith('.js'));
    assert.deepEqual(files.sort(), ['main.js', 'rare.js']);
    const main = await readFile(join(dir, 'out', 'main.js'), 'utf8');
    assert.ok(main.startsWith(`${COMPILE_HINT}\n`), main.slice(0, 60));
    const rare = await readFile(join(dir, 'out', 'rare.js'), 'utf8');
    assert.ok(!rare.includes(COMPILE_HINT));
    // the map's first line (the comment) maps nothing; the code's mappings start on line 2
    const map = JSON.parse(await readFile(join(dir, 'out', 'main.js.map'), 'utf8'));
    assert.match(map.mappings, /^;[A-Za-z0-9+/]/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
