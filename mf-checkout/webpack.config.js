/**
 * Checkout's federation contract: name `mf_checkout`; it exposes `./mount` (the checkout pages:
 * finalize, login step, thank-you pages, payment processing and failed). The standalone dev page
 * is src/bootstrap.tsx.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig, standaloneRuntimeConfig } from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => [
  federatedAppConfig({
    dir: here,
    name: 'mf_checkout',
    port: 3002,
    production: argv.mode !== 'development',
    exposes: { './mount': './src/exposed/mount.tsx' },
    staticDirs: [resolve(here, '../local-env/config')],
  }),
  standaloneRuntimeConfig({ dir: here, production: argv.mode !== 'development' }),
];
