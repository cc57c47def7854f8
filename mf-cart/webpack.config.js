/**
 * The cart remote's federation contract: name `mf_cart`; it exposes `./mount` (the cart pages),
 * `./mini-cart` (badge and drawer, which also start the page's cart service), `./cart-service`
 * (the service alone, for the checkout's enclosed steps), `./embed` (the cart
 * on any page: mini-cart widgets in shadow roots and add-to-cart buttons) and the React components
 * for hosts that render them directly. The standalone dev page is src/bootstrap.tsx.
 *
 * A second build makes the marketing embed, `embed.js` (src/embed/loader.ts): the mini-cart and
 * the add buttons as one script of their own, not federated (a marketing page has no host to share
 * React with), with Preact through preact/compat in place of React and ReactDOM as on every
 * page of the shop (REACT_ON_PREACT), its lazy chunks (languages, cloud sync) under `embed-chunks/`, written into
 * the same release folder (the remote's build cleans that folder but keeps the embed's files,
 * whichever finishes first). A third, `federation-runtime.js`, is the standalone page's
 * federation runtime.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import {
  CompileHints,
  federatedAppConfig,
  releaseDir,
  standaloneRuntimeConfig,
  REACT_ON_PREACT,
} from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packageVersion = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')).version;

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
      './cart-service': './src/exposed/cart-service.tsx',
      './CartPage': './src/exposed/CartPage.tsx',
      './MiniCart': './src/exposed/MiniCart.tsx',
    },
    // The standalone page reads the local runtime config, as the host's sites do.
    staticDirs: [resolve(here, '../local-env/config')],
  });
  remote.name = 'mf_cart';
  remote.output.clean = { keep: /^((embed|federation-runtime)\.js(\.map)?$|embed-chunks\/)/ };

  const embed = {
    name: 'embed',
    mode: remote.mode,
    context: here,
    entry: './src/embed/loader.ts',
    target: ['web', 'es2020'],
    devtool: production ? 'hidden-source-map' : false,
    output: {
      path: releaseDir(here),
      filename: 'embed.js',
      chunkFilename: 'embed-chunks/[name].[contenthash:10].js',
      iife: true,
      uniqueName: 'refurb_embed',
      // The one global the embed adds (its lazy chunks announce themselves on it).
      chunkLoadingGlobal: 'refurbEmbedChunks',
      // From the script's address, or set by loader.ts to the release's folder.
      publicPath: 'auto',
      clean: false,
    },
    resolve: {
      ...remote.resolve,
      // `react/jsx-runtime`, `react-dom/client` and the rest follow (prefix aliases).
      alias: REACT_ON_PREACT,
    },
    plugins: [
      new webpack.DefinePlugin({ __EMBED_RELEASE__: JSON.stringify(packageVersion) }),
      ...(production ? [new CompileHints()] : []),
    ],
    module: remote.module,
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
  };
  return [remote, embed, standaloneRuntimeConfig({ dir: here, production })];
};
