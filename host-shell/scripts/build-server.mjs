/**
 * Bundles the server renderer (src/server/render.tsx) for Node into dist-server/render.cjs, with
 * React's production build inside (the host server runs it with no NODE_ENV of its own). esbuild,
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

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [join(root, 'src/server/render.tsx')],
  outfile: join(root, 'dist-server/render.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
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
