/**
 * The cart remote's federation contract: name `mf_cart`; it exposes `./mount` (the cart pages),
 * `./mini-cart` (badge and drawer, which also start the page's cart service) and the React
 * components for hosts that render them directly. The standalone dev page is src/bootstrap.tsx.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  federatedAppConfig({
    dir: here,
    name: 'mf_cart',
    port: 3001,
    production: argv.mode !== 'development',
    exposes: {
      './mount': './src/exposed/mount.tsx',
      './mini-cart': './src/exposed/mini-cart.tsx',
      './CartPage': './src/exposed/CartPage.tsx',
      './MiniCart': './src/exposed/MiniCart.tsx',
    },
    // The standalone page reads the local runtime config, as the host's sites do.
    staticDirs: [resolve(here, '../host-shell/config/local')],
  });
