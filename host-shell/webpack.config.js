/**
 * The host's federation contract: name `host`, no build-time remotes (they come from remotes.json
 * at run time); everything else is the shared setup of scripts/webpack/federated-app.mjs.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  federatedAppConfig({
    dir: here,
    name: 'host',
    port: 3000,
    production: argv.mode !== 'development',
    // Linked from index.html, not put in by the scripts (PageStylesheet).
    stylesheet: resolve(here, 'src/styles.css'),
    staticDirs: [
      resolve(here, 'public'),
      process.env.HOST_CONFIG_DIR ?? resolve(here, 'config/local'),
    ],
  });
