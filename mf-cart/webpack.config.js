/**
 * The cart remote's federation contract: name `mf_cart`; it exposes `./mount` (the cart pages),
 * `./mini-cart` (badge and drawer, which also start the page's cart service), `./embed` (the cart
 * on any page: mini-cart widgets in shadow roots and add-to-cart buttons) and the React components
 * for hosts that render them directly. The standalone dev page is src/bootstrap.tsx.
 *
 * A second build makes the embed's loader, `embed.js` (src/embed/loader.ts): one IIFE of Module
 * Federation's runtime and the contracts, no chunks, no globals, written into the same release
 * folder (the remote's build cleans that folder but keeps embed.js, whichever finishes first); a
 * third, `federation-runtime.js`, is the standalone page's federation runtime.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import TerserPlugin from 'terser-webpack-plugin';
import {
  federatedAppConfig,
  releaseDir,
  standaloneRuntimeConfig,
} from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  const remote = federatedAppConfig({
    dir: here,
    name: 'mf_cart',
    port: 3001,
    production,
    exposes: {
      './mount': './src/exposed/mount.tsx',
      './mini-cart': './src/exposed/mini-cart.tsx',
      './embed': './src/exposed/embed.tsx',
      './CartPage': './src/exposed/CartPage.tsx',
      './MiniCart': './src/exposed/MiniCart.tsx',
    },
    // The standalone page reads the local runtime config, as the host's sites do.
    staticDirs: [resolve(here, '../host-shell/config/local')],
  });
  remote.name = 'mf_cart';
  remote.output.clean = { keep: /^(embed|federation-runtime)\.js(\.map)?$/ };

  const loader = {
    name: 'embed-loader',
    mode: remote.mode,
    context: here,
    entry: './src/embed/loader.ts',
    target: ['web', 'es2020'],
    devtool: production ? 'source-map' : false,
    output: {
      path: releaseDir(here),
      filename: 'embed.js',
      iife: true,
      // One file: nothing to load later, so no chunk-loading global either.
      asyncChunks: false,
      uniqueName: 'refurb_embed',
      clean: false,
    },
    resolve: remote.resolve,
    module: { rules: remote.module.rules },
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
  };
  return [remote, loader, standaloneRuntimeConfig({ dir: here, production })];
};
