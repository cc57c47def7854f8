import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ChunkFiles } from './federated-app.mjs';
import { runWebpack } from './run-webpack.mjs';

test("chunk-files.json names each named async chunk's content-hashed files, not the entry's", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'chunk-files-'));
  try {
    await writeFile(
      join(dir, 'entry.js'),
      'import(\'./words.js\' /* webpackChunkName: "words-ro" */).then((m) => console.log(m.words));\n' +
        "import('./other.js').then((m) => console.log(m.other));\n",
    );
    await writeFile(join(dir, 'words.js'), "export const words = 'salut';\n");
    await writeFile(join(dir, 'other.js'), "export const other = 'unnamed';\n");
    await runWebpack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      devtool: false,
      output: {
        path: join(dir, 'out'),
        publicPath: '/',
        filename: 'assets/[name].[contenthash:10].js',
        chunkFilename: 'assets/[name].[contenthash:10].js',
      },
      plugins: [new ChunkFiles()],
    });
    const files = JSON.parse(await readFile(join(dir, 'out', 'chunk-files.json'), 'utf8'));
    const written = await readdir(join(dir, 'out', 'assets'));
    const words = written.find((file) => file.startsWith('words-ro.'));
    assert.match(words ?? '', /^words-ro\.[0-9a-f]{10}\.js$/);
    assert.deepEqual(files, { 'words-ro': [`/assets/${words}`] });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
