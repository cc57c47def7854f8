/**
 * The host's federation contract: name `host`, no build-time remotes (they come from remotes.json
 * at run time), react and react-dom (and their subpaths) shared as singletons, `loaded-first` so
 * one broken remote cannot take the host down. swc compiles and minifies; types are checked by tsc.
 */
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const pkg = require('./package.json');
const singleton = (version) => ({ singleton: true, requiredVersion: version });

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: resolve(here, 'dist'),
      publicPath: '/',
      filename: 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        // CSS is small and ours: inlined as text and put in one <style> by bootstrap.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        dts: false,
        shareStrategy: 'loaded-first',
        shared: {
          react: singleton(pkg.dependencies.react),
          'react/': singleton(pkg.dependencies.react),
          'react-dom': singleton(pkg.dependencies['react-dom']),
          'react-dom/': singleton(pkg.dependencies['react-dom']),
        },
      }),
      new HtmlWebpackPlugin({ template: './src/index.html' }),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      host: '127.0.0.1',
      allowedHosts: 'all',
      historyApiFallback: true,
      static: [
        resolve(here, 'public'),
        process.env.HOST_CONFIG_DIR ?? resolve(here, 'config/local'),
      ],
      proxy: [
        {
          context: [
            '/api',
            '/bff',
            '/shop',
            '/product',
            '/search',
            '/courier',
            '/payment',
            '/orders',
            '/content',
            '/common',
            '/sell-service',
          ],
          target: 'http://127.0.0.1:4000',
        },
      ],
    },
  };
};
