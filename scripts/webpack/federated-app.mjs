/**
 * The one webpack setup of the host and every remote (ARCHITECTURE.md, "Runtime composition"), so
 * the federation rules live in one place: an async boundary entry (remotes), swc to compile and minify
 * (types are checked by tsc), a remote's CSS inlined as text (the host's is a linked file),
 * `loaded-first` sharing, and react, react-dom (with their subpaths) and react-toastify shared as
 * singletons at the versions the package declares, so a remote's toasts reach the host's
 * container; zod as the shop's kit of it, provided by the host (ZOD_KIT); the contracts' page kit,
 * provided by the host, which a remote takes in place of its own copies of those modules
 * (page-kit.mjs, docs/adr/0016-contracts-kit-from-the-host.md); xstate and @xstate/react shared
 * between the remotes. Module Federation's runtime core and bundler runtime are the page's, not
 * in any remote's entry. No error SDK is shared: remotes report with an event, and only the host
 * loads Sentry, when there is something to report.
 *
 * A remote's entry and remoteEntry names carry no hash: the federation runtime finds them by name
 * (a hashed entry breaks it). The host's entry scripts and every chunk are content-hashed and
 * cached for a year by the servers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { PageKitImports, pageKit } from './page-kit.mjs';
import { REACT_ON_PREACT } from './react-on-preact.mjs';

export { REACT_ON_PREACT };

export const SERVICE_PREFIXES = [
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
];

/**
 * Where a remote's build goes: `dist/<name>/<version>/` (`mf-cart/dist/mf-cart/0.1.0/`), the
 * folder the release script publishes as is to the CDN, where it is never written again. Its
 * origin serves `dist/`, so the manifest's URL names the version (`/mf-cart/0.1.0/mf-manifest.json`).
 */
export function releaseDir(dir) {
  const pkg = createRequire(join(dir, 'package.json'))('./package.json');
  return join(dir, 'dist', releaseName(dir), pkg.version);
}

/** A remote's name in release paths and tags: its package folder (`mf-cart`). */
export const releaseName = (dir) => basename(dir);

const SINGLETONS = ['react', 'react-dom', 'react-toastify'];

/** The version the pages' `react` and `react-dom` share under: Preact's, installed for `dir`. */
function preactVersion(require) {
  return require('preact/package.json').version;
}

/**
 * Shared, not singletons: the remotes of a page use one copy when their versions agree, and each
 * brings its own otherwise. The host provides none of them (it uses no machine). Measured on the
 * checkout's login step (three remotes): 12 KB gzip less; on a page with one remote 0.6-3.3 KB
 * more, the whole library instead of what the remote uses (bench/parts/pages.mjs).
 */
const SHARED_BETWEEN_REMOTES = ['xstate', '@xstate/react'];

/**
 * zod, one copy per page (docs/adr/0013-one-zod-per-page.md): every browser build resolves
 * `zod/mini` to shared-contracts' kit, the part of it the shop uses, and shares that under a key
 * named by the kit's content and zod's version (`zod-kit-<hash>`). The host provides its copy
 * (host-shell/src/remotes/federation-runtime.ts, `__ZOD_KIT__`); a remote built with the same kit
 * takes it, and one built with another kit (a name added, another zod) keeps its own.
 */
function zodKit(require) {
  const path = fileURLToPath(new URL('../../shared-contracts/src/zod-kit.ts', import.meta.url));
  const version = require('zod/package.json').version;
  const hash = createHash('sha256')
    .update(readFileSync(path))
    .update(version)
    .digest('hex')
    .slice(0, 10);
  return { path, version, shareKey: `zod-kit-${hash}` };
}

/**
 * `react` and `react-dom` are shared under Preact's version (what the bundles hold): a remote
 * built with React's own would not take the page's Preact for it, and would report it.
 *
 * @returns {Record<string, { singleton?: boolean, requiredVersion: string, version?: string, shareKey?: string }>}
 */
function sharedOf(pkg, require, kit, contracts) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  /** @type {Record<string, { singleton?: boolean, requiredVersion: string, version?: string, shareKey?: string }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) continue;
    if (name === 'react' || name === 'react-dom') {
      const version = preactVersion(require);
      const config = { singleton: true, requiredVersion: `^${version}`, version };
      shared[name] = config;
      shared[`${name}/`] = config;
    } else shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  for (const name of SHARED_BETWEEN_REMOTES) {
    if (deps[name]) shared[name] = { requiredVersion: deps[name] };
  }
  if (deps.zod) {
    shared['zod/mini'] = {
      shareKey: kit.shareKey,
      version: kit.version,
      requiredVersion: kit.version,
    };
  }
  // The contracts' page kit (docs/adr/0016-contracts-kit-from-the-host.md), under its own key.
  shared[contracts.path] = {
    shareKey: contracts.shareKey,
    version: contracts.version,
    requiredVersion: contracts.version,
  };
  return shared;
}

/**
 * The versions of the shared singletons installed for the host (what it provides to remotes at run
 * time), read from each package's own package.json: `{ react: '10.29.8', ... }` (`react` and
 * `react-dom` are Preact's, REACT_ON_PREACT).
 */
function installedVersions(require, pkg) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const versions = {};
  for (const name of SINGLETONS.filter((n) => deps[n])) {
    if (name === 'react' || name === 'react-dom') {
      versions[name] = preactVersion(require);
      continue;
    }
    let folder = dirname(require.resolve(name));
    while (basename(folder) !== name) folder = dirname(folder);
    versions[name] = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version;
  }
  return versions;
}

/**
 * The host's first load in three scripts, not one: Preact (what runs React's API), zod, and
 * the host's own code with webpack's runtime. Each is evaluated in its own task, so a cheap phone
 * can paint and answer input between them instead of sitting through one long evaluation (the
 * biggest of Lighthouse's Total Blocking Time on every page). The library chunks change only
 * with a library update, so a release of the host's code leaves them in the browser's cache.
 */
const HOST_ENTRY_SPLIT = {
  chunks: 'initial',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    react: {
      test: /[\\/]node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/,
      name: 'react',
      enforce: true,
      priority: 20,
    },
    zod: { test: /[\\/]node_modules[\\/]zod[\\/]/, name: 'zod', enforce: true, priority: 10 },
  },
};

/**
 * The host page's entry scripts as `async`: webpack's runtime (in `main.js`) waits for the chunks
 * it needs whatever order they arrive in, and each async script runs in a task of its own as it
 * arrives (deferred scripts that are all ready run back to back in one task).
 */
class AsyncEntryScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('AsyncEntryScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('AsyncEntryScripts', (data) => {
        for (const tag of data.assetTags.scripts) {
          delete tag.attributes.defer;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}

/** The magic comment of V8's explicit compile hints (Chrome 136 and later). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's explicit compile hint on the first line of every script a page runs as it starts
 * (all but `skip`, chunks that load only when something goes wrong). Without it V8 compiles a
 * function on the main thread when it is first called, after only pre-parsing it: React's and
 * zod's code, run once each at start, was compiled in the middle of the page's first tasks. With
 * it, the whole file is compiled while it streams in, on a background thread. Lighthouse's median
 * mobile TBT of the index page went from 270 to 197 ms over 6 runs each (issue 11's note).
 *
 * It runs after the minifier (which would drop the comment) and before the source maps are
 * written (so they count the added line). Browsers without compile hints read a comment.
 */
export class CompileHints {
  constructor({ skip = [] } = {}) {
    this.skip = skip;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        () => {
          for (const chunk of compilation.chunks) {
            if (this.skip.includes(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (old) => new sources.ConcatSource(`${COMPILE_HINT}\n`, old),
              );
            }
          }
        },
      );
    });
  }
}

/**
 * The host page's stylesheet as a file of its own (`assets/site.<hash>.css`, cached for a year like
 * the chunks), linked from index.html's head. Before, bootstrap put the CSS into a `<style>` once
 * the scripts had run: the styles waited for all the JavaScript, and the CSS (6.5 KB) was parsed
 * with main.js. A linked stylesheet loads beside the scripts and is applied as it arrives.
 *
 * It also changes what Lighthouse's simulation (Lantern) believes about the first paint. Lantern
 * builds its first contentful paint from the render-blocking requests only; async scripts are not,
 * so for a page with nothing but async scripts it put FCP right after the HTML, where no browser
 * paints anything of this shop, and counted every task after it, Chromium's navigation commit
 * (about 50 ms here, 200 simulated) included, as blocking. With the stylesheet its FCP is the HTML
 * plus the CSS, nearer the real one. RO product page, 6 alternating runs each: median TBT 353 →
 * 113 ms, score 91 → 97, LCP unchanged (issue 11's note). The real first paint is unchanged: it is
 * React's first render, which needs the scripts, and the CSS is smaller than any of them.
 *
 * In production the file loses its comments and indentation (no other minifier: nothing in it
 * depends on whitespace inside a line).
 */
export class PageStylesheet {
  /** @param {{ file: string, production: boolean }} options the stylesheet's path */
  constructor({ file, production }) {
    this.file = file;
    this.production = production;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageStylesheet', (compilation) => {
      let href = null;
      compilation.hooks.processAssets.tap(
        { name: 'PageStylesheet', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          const text = readFileSync(this.file, 'utf8');
          const css = this.production ? compactCss(text) : text;
          const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
          const name = this.production ? `assets/site.${hash}.css` : 'assets/site.css';
          compilation.emitAsset(name, new sources.RawSource(css));
          href = `${compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath}${name}`;
        },
      );
      // Before the scripts in the head, so the browser asks for it first.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PageStylesheet', (data) => {
        if (href === null) throw new Error(`PageStylesheet: ${this.file} was not emitted`);
        const link = HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href });
        const firstScript = data.headTags.findIndex((tag) => tag.tagName === 'script');
        data.headTags.splice(firstScript === -1 ? data.headTags.length : firstScript, 0, link);
        return data;
      });
    });
  }
}

/**
 * `chunk-files.json` beside index.html: the files of each named async chunk (`words-ro`,
 * `federation`, `page-product`) by name, without those the page's own script tags load. The host
 * server reads it to put preload hints for a page's next chunks into its HTML
 * (host-shell/server/page-hints.mjs), which cannot know their content-hashed names otherwise.
 */
export class ChunkFiles {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final (RealContentHashPlugin renames files before this).
        { name: 'ChunkFiles', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath =
            compilation.outputOptions.publicPath === 'auto'
              ? ''
              : compilation.outputOptions.publicPath;
          const initial = new Set();
          for (const entry of compilation.entrypoints.values())
            for (const chunk of entry.chunks) for (const file of chunk.files) initial.add(file);
          const byName = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            const files = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js') && !initial.has(file));
            if (files.length > 0)
              byName[name] = [...new Set(files)].map((file) => `${publicPath}${file}`);
          }
          const sorted = Object.fromEntries(
            Object.entries(byName).sort(([a], [b]) => a.localeCompare(b)),
          );
          compilation.emitAsset(
            'chunk-files.json',
            new sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** CSS without comments, indentation or empty lines. */
export function compactCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The standalone page's first script: the federation runtime core its remote's entries read. */
const STANDALONE_RUNTIME = 'federation-runtime.js';
const STANDALONE_RUNTIME_FILE = /^federation-runtime\.js(\.map)?$/;

/** Puts `federation-runtime.js` before the entries in a remote's standalone page. */
class StandaloneRuntimeTag {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTag', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StandaloneRuntimeTag', (data) => {
        data.assetTags.scripts.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { src: STANDALONE_RUNTIME, defer: true }),
        );
        return data;
      });
    });
  }
}

/**
 * The second build of every remote: `federation-runtime.js` for its standalone dev page, one
 * small script (web-kit/src/federation/standalone-runtime.ts) into the release folder.
 */
export function standaloneRuntimeConfig({ dir, production }) {
  const require = createRequire(join(dir, 'package.json'));
  return {
    name: 'standalone-runtime',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: require.resolve('@refurb/web-kit/src/federation/standalone-runtime.ts'),
    target: ['web', 'es2020'],
    devtool: production ? 'hidden-source-map' : false,
    output: {
      path: releaseDir(dir),
      filename: STANDALONE_RUNTIME,
      iife: true,
      asyncChunks: false,
      uniqueName: 'refurb_standalone_runtime',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [swcRule(production)], parser: STRICT_IMPORTS },
    plugins: production ? [new CompileHints()] : [],
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
  };
}

/**
 * An import of a name its module does not export fails the build: webpack's default is a warning
 * and an `undefined` at run time (a contract built before its new export was added would ship so).
 */
export const STRICT_IMPORTS = { javascript: { exportsPresence: 'error' } };

/** TypeScript and JSX of ours (not node_modules) through swc; types are checked by tsc. */
function swcRule(production) {
  return {
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
  };
}

/**
 * A remote's entry imports the bundler runtime by its file (what @module-federation/enhanced's
 * entry template writes): the page's, from the global web-kit's provideRuntimeCore sets.
 */
function bundlerRuntimeExternal({ request }, callback) {
  if (request && /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/.test(request)) {
    callback(null, 'global _FEDERATION_BUNDLER_RUNTIME');
  } else callback();
}

/**
 * @param {object} options
 * @param {string} options.dir the package folder
 * @param {string} options.name the federation name (`host`, `mf_cart`, ...)
 * @param {Record<string, string>} [options.exposes] what a remote exposes
 * @param {number} options.port the dev server's port
 * @param {string[]} [options.staticDirs] folders the dev server also serves
 * @param {string} [options.stylesheet] the page's CSS, linked from its HTML (the host's)
 * @param {boolean} options.production
 */
export function federatedAppConfig({
  dir,
  name,
  exposes,
  port,
  staticDirs = [],
  stylesheet,
  production,
}) {
  const require = createRequire(join(dir, 'package.json'));
  const pkg = require(join(dir, 'package.json'));
  const remote = exposes !== undefined;
  const kit = zodKit(require);
  const contracts = pageKit({
    zodShareKey: kit.shareKey,
    version: require('@refurb/shared-contracts/package.json').version,
  });
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './src/index.ts',
    // Production: hidden source maps, beside the bundles for the error tracker (README: source
    // maps) and never served (static-files.mjs); no bundle names its map.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: remote ? releaseDir(dir) : join(dir, 'dist'),
      // A remote's chunks load from wherever its remoteEntry was served.
      publicPath: remote ? 'auto' : '/',
      // The host's entry scripts are named by its index.html, which is never cached, so they
      // carry a hash and are cached for a year like its other chunks.
      filename: remote || !production ? 'assets/[name].js' : 'assets/[name].[contenthash:10].js',
      // The host's chunks by id, not name: webpack's runtime in every page's main script maps
      // each chunk to its file, and the names were a quarter of a kilobyte of it (gzip). What each
      // named chunk's files are is in chunk-files.json (ChunkFiles, below).
      chunkFilename: production
        ? `assets/${remote ? '[name]' : '[id]'}.[contenthash:10].js`
        : 'assets/[name].js',
      crossOriginLoading: 'anonymous',
      // Versioned, so two releases of a remote on one page (an open tab that moved to the next
      // release) keep their chunks and module tables apart (`webpackChunkmf_cart_0_2_0`).
      uniqueName: remote ? `${name}_${pkg.version.replace(/\W/g, '_')}` : name,
      // A remote's folder also holds what its other builds write (standaloneRuntimeConfig).
      clean: remote ? { keep: STANDALONE_RUNTIME_FILE } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { ...REACT_ON_PREACT, 'zod/mini$': kit.path },
    },
    // The bundler runtime every container's entry runs is the page's, as its runtime core is
    // (`experiments.externalRuntime`, below): 4.5 KB gzip less per remoteEntry.
    ...(remote ? { externals: [bundlerRuntimeExternal] } : {}),
    module: {
      rules: [
        swcRule(production),
        // A remote's CSS is small and ours: inlined as text and put in one <style> by the code that
        // needs it (a widget brings its styles to any page). The host page's is PageStylesheet's.
        { test: /\.css$/, type: 'asset/source' },
      ],
      parser: STRICT_IMPORTS,
    },
    plugins: [
      // A remote is a federation container. The host is not built with the plugin at all: it
      // bundles React as any app does, and creates its federation instance only when a page first
      // needs a remote (host-shell/src/remotes/federation-runtime.ts, a lazy chunk), giving it
      // its own copies of the singletons to share; so a page with no remote on it loads no
      // federation runtime (25 KB gzip) and waits for no share-scope negotiation.
      remote
        ? new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes,
            manifest: true,
            dts: false,
            shareStrategy: 'loaded-first',
            shared: sharedOf(pkg, require, kit, contracts),
            // One federation runtime core per page: the host's. A remote's entries read it from
            // the page (16 KB gzip less per remote on a page), which gets it from web-kit's
            // provideRuntimeCore: the host's federation chunk (not `provideExternalRuntime`, whose
            // plugin brings a second, CommonJS copy of the runtime), the embed's loader, the
            // standalone page's first script.
            experiments: {
              externalRuntime: true,
              // Its bundler runtime without the code for Node and for loading remotes of its own
              // (no remote loads another; the host does): 0.66 KB gzip less per remoteEntry.
              optimization: { target: 'web', disableRemote: true },
            },
          })
        : new webpack.DefinePlugin({
            __SHARED_VERSIONS__: JSON.stringify(installedVersions(require, pkg)),
            __ZOD_KIT__: JSON.stringify({ shareKey: kit.shareKey, version: kit.version }),
            __PAGE_KIT__: JSON.stringify({
              shareKey: contracts.shareKey,
              version: contracts.version,
            }),
            // The federation runtime's own switch (what `optimization.target` sets for a
            // container): its chunk without the code that loads remotes in Node, 1.7 KB gzip less.
            ENV_TARGET: JSON.stringify('web'),
          }),
      new HtmlWebpackPlugin({ template: './src/index.html' }),
      ...(stylesheet ? [new PageStylesheet({ file: stylesheet, production })] : []),
      ...(remote
        ? [new StandaloneRuntimeTag(), new PageKitImports(contracts)]
        : [new AsyncEntryScripts(), new ChunkFiles()]),
      ...(production ? [new CompileHints({ skip: ['sentry'] })] : []),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      ...(remote ? {} : { splitChunks: HOST_ENTRY_SPLIT }),
    },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      allowedHosts: 'all',
      historyApiFallback: true,
      // Served where the built release is, so remotes.json's URLs work in dev as well.
      ...(remote ? { devMiddleware: { publicPath: `/${releaseName(dir)}/${pkg.version}/` } } : {}),
      headers: remote ? { 'access-control-allow-origin': '*' } : {},
      static: staticDirs,
      proxy: [{ context: SERVICE_PREFIXES, target: 'http://127.0.0.1:4000' }],
    },
  };
}
