/**
 * Bundles the server renderer (src/server/render.tsx) for Node into dist-server/render.cjs, with
 * Preact inside in place of React, as in the browser's bundles (REACT_ON_PREACT, ADR 0012: the
 * server's HTML is what the browser's Preact hydrates). esbuild,
 * not a second webpack configuration: the bundle has no federation, no chunks and no assets, and
 * esbuild writes it in about a second where webpack took most of a minute.
 *
 * Also `src/boot.js` (the script that starts a rendered page's scripts once it is painted),
 * minified into `dist/boot.js`: it is in every rendered page's first load, and its comments were
 * half of its bytes.
 */
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REACT_ON_PREACT } from '../../scripts/webpack/react-on-preact.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [join(root, 'src/server/render.tsx')],
  outfile: join(root, 'dist-server/render.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  // `react/jsx-runtime` and `react-dom/server` follow (esbuild aliases subpaths too).
  alias: REACT_ON_PREACT,
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
});

await build({
  entryPoints: [join(root, 'src/boot.js')],
  outfile: join(root, 'dist/boot.js'),
  bundle: false,
  minify: true,
  target: 'es2019',
  legalComments: 'none',
  logLevel: 'warning',
});
