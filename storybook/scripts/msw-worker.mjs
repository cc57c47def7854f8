/**
 * Puts MSW's service worker (from the installed `msw` package, same version as the stories use)
 * where the Storybook serves static files: `public/mockServiceWorker.js`. Run before `storybook dev`
 * and `storybook build`; the copy is not committed.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const worker = join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
const target = join(import.meta.dirname, '..', 'public');
await mkdir(target, { recursive: true });
await copyFile(worker, join(target, 'mockServiceWorker.js'));
