/**
 * The host's federation contract: name `host`, no build-time remotes (they come from remotes.json
 * at run time); everything else is the shared setup of scripts/webpack/federated-app.mjs.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { federatedAppConfig } from '../scripts/webpack/federated-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * shared-contracts' every-site route table, `rules/route-table.js`, is replaced in the browser's
 * build by the tables the page has loaded (src/routing/site-route-table.ts): a page's first
 * scripts carry its own site's table (docs/adr/0003-one-sites-route-table.md). The server
 * renderer (esbuild, scripts/build-server.mjs), tests and stories keep the whole table.
 */
const SITE_ROUTE_TABLE = resolve(here, 'src/routing/site-route-table.ts');
const siteRouteTable = new webpack.NormalModuleReplacementPlugin(
  /^\.\/route-table\.js$/,
  (data) => {
    if (/[\\/]shared-contracts[\\/]dist[\\/]rules$/.test(data.context))
      data.request = SITE_ROUTE_TABLE;
  },
);

export default (_env, argv) => {
  const config = federatedAppConfig({
    dir: here,
    name: 'host',
    port: 3000,
    production: argv.mode !== 'development',
    // Linked from index.html, not put in by the scripts (PageStylesheet).
    stylesheet: resolve(here, 'src/styles.css'),
    staticDirs: [
      resolve(here, 'public'),
      process.env.HOST_CONFIG_DIR ?? resolve(here, '../local-env/config'),
    ],
  });
  config.plugins.push(siteRouteTable);
  return config;
};
