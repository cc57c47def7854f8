/**
 * The sell remote's federation contract: name `mf_sell`; it exposes `./mount` (the sell flow: the
 * `sell` page and each `sell-step`). The standalone dev page is src/bootstrap.tsx.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig, standaloneRuntimeConfig } from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => [
  federatedAppConfig({
    dir: here,
    name: 'mf_sell',
    port: 3004,
    production: argv.mode !== 'development',
    exposes: { './mount': './src/exposed/mount.tsx' },
    staticDirs: [resolve(here, '../local-env/config')],
  }),
  standaloneRuntimeConfig({ dir: here, production: argv.mode !== 'development' }),
];
