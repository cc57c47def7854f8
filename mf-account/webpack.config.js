/**
 * The account remote's federation contract: name `mf_account`; it exposes `./mount` (login,
 * register, forgot, logout and the account pages), `./account-menu` (the header's account menu)
 * and `./login-form` (the sign-in form the checkout login step shows). The standalone dev page is
 * src/bootstrap.tsx, with its federation runtime from a second, small build.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig, standaloneRuntimeConfig } from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => [
  federatedAppConfig({
    dir: here,
    name: 'mf_account',
    port: 3003,
    production: argv.mode !== 'development',
    exposes: {
      './mount': './src/exposed/mount.tsx',
      './account-menu': './src/exposed/account-menu.tsx',
      './login-form': './src/exposed/login-form.tsx',
    },
    staticDirs: [resolve(here, '../local-env/config')],
  }),
  standaloneRuntimeConfig({ dir: here, production: argv.mode !== 'development' }),
];
