import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { compactCss, PageStylesheet } from './federated-app.mjs';
import { runWebpack } from './run-webpack.mjs';

const CSS = `/* the page */
body {
  margin: 0; /* none */
  font: 16px/1.5 system-ui, sans-serif;
}

.card::after {
  content: 'a  b';
}
`;

/** A build of one entry, an HTML page and the stylesheet plugin, as federated-app.mjs sets them up. */
async function build(dir, production) {
  await writeFile(join(dir, 'entry.js'), 'console.log(1);\n');
  await writeFile(join(dir, 'site.css'), CSS);
  await writeFile(join(dir, 'page.html'), '<!doctype html><html><head></head><body></body></html>');
  return runWebpack({
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './entry.js',
    devtool: false,
    output: { path: join(dir, 'out'), publicPath: '/', filename: 'assets/[name].js' },
    // The minimizer of federated-app.mjs (webpack's default one would also rewrite the CSS).
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    plugins: [
      new HtmlWebpackPlugin({ template: './page.html' }),
      new PageStylesheet({ file: join(dir, 'site.css'), production }),
    ],
  });
}

test('the page links its stylesheet, a content-hashed file, in the head before the scripts', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'page-stylesheet-'));
  try {
    const stats = await build(dir, true);
    const [css, ...others] = (await readdir(join(dir, 'out', 'assets'))).filter((f) =>
      f.endsWith('.css'),
    );
    assert.equal(others.length, 0);
    assert.match(css, /^site\.[0-9a-f]{10}\.css$/);
    assert.ok(stats.compilation.fileDependencies.has(join(dir, 'site.css')), 'watched');
    const text = await readFile(join(dir, 'out', 'assets', css), 'utf8');
    assert.equal(text, compactCss(CSS));
    const html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    const link = html.indexOf(`<link rel="stylesheet" href="/assets/${css}">`);
    assert.ok(link > 0 && link < html.indexOf('</head>'), html);
    assert.ok(link < html.indexOf('<script'), html);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a development build links the stylesheet as it is, under a fixed name', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'page-stylesheet-'));
  try {
    await build(dir, false);
    assert.equal(await readFile(join(dir, 'out', 'assets', 'site.css'), 'utf8'), CSS);
    const html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    assert.ok(html.includes('<link rel="stylesheet" href="/assets/site.css">'), html);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('compacting drops comments, indentation and empty lines, and nothing inside a line', () => {
  assert.equal(
    compactCss(CSS),
    "body {\nmargin: 0;\nfont: 16px/1.5 system-ui, sans-serif;\n}\n.card::after {\ncontent: 'a  b';\n}",
  );
});
