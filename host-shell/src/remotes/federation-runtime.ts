/**
 * The real FederationRuntime, in a chunk of its own that the page loads when it first needs a remote
 * (lazy-federation-runtime.ts): Module Federation's runtime, remotes registered by manifest URL,
 * and the shared singletons watched: a remote given react (or another singleton) outside the range
 * it was built for, or loading a second copy, is reported through the host's ErrorReporter. The
 * runtime core is the page's one: remotes' entries read it (web-kit's provideRuntimeCore).
 *
 * The host is not a federation container (scripts/webpack/federated-app.mjs): its instance is made
 * here, and what it shares are its own React, ReactDOM (and the subpaths remotes import) and
 * react-toastify, at the versions installed for its build (`__SHARED_VERSIONS__`), and its zod:
 * shared-contracts' kit of it, which its build resolves `zod/mini` to, under the kit's own key
 * (`__ZOD_KIT__`; docs/adr/0013-one-zod-per-page.md); and the contracts' page kit, the contracts'
 * modules every bundle of a page speaks, which remotes built from the same contracts take in place
 * of their own copies (`__PAGE_KIT__`; docs/adr/0016-contracts-kit-from-the-host.md).
 */
import { createInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { createSharedSingletonsPlugin, provideRuntimeCore } from '@refurb/web-kit';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as contractsKit from '@refurb/shared-contracts/page-kit';
import * as zodKit from 'zod/mini';
import type { ErrorReporter, FederationRuntime } from './remote-loader';
import { createCrossOriginPreloadPlugin } from './cross-origin-preload';
import { createYieldingPlugin } from './yielding-plugin';

declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;
declare const __ZOD_KIT__: { readonly shareKey: string; readonly version: string };
declare const __PAGE_KIT__: { readonly shareKey: string; readonly version: string };

/** A kit's share key and version, as its build named them. */
export interface Kit {
  readonly shareKey: string;
  readonly version: string;
}

export type SharedModules = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** The host's own singletons, as the share scope holds them (a remote takes these, not its own). */
export function hostShared(
  versions: Readonly<Record<string, string>> = __SHARED_VERSIONS__,
  kit: Kit = __ZOD_KIT__,
  pageKit: Kit = __PAGE_KIT__,
): SharedModules {
  const version = (name: string) => {
    const found = versions[name];
    if (!found) throw new Error(`no installed version of ${name} for the share scope`);
    return found;
  };
  const singleton = (name: string, lib: () => unknown) => ({
    version: version(name),
    lib,
    shareConfig: { singleton: true, requiredVersion: `^${version(name)}` },
  });
  const shared: SharedModules = {
    react: singleton('react', () => React),
    'react/jsx-runtime': singleton('react', () => JsxRuntime),
    'react-dom': singleton('react-dom', () => ReactDOM),
    'react-dom/client': singleton('react-dom', () => ReactDOMClient),
    // Loaded when a toast is first shown (web-kit's showToast), by the host or a remote.
    'react-toastify': {
      version: version('react-toastify'),
      get: () => import('react-toastify').then((module) => () => module),
      shareConfig: { singleton: true, requiredVersion: `^${version('react-toastify')}` },
    },
    // Not a singleton: a remote built with another kit brings its own (what crosses bundles is
    // plain data, parsed at each edge, never a schema).
    [kit.shareKey]: {
      version: kit.version,
      lib: () => zodKit,
      shareConfig: { singleton: false, requiredVersion: kit.version },
    },
    // Not a singleton either, for the same reason. Its few settings (the sites' currencies, the
    // last bus events) live on one copy when it is shared, and are set the same in each.
    [pageKit.shareKey]: {
      version: pageKit.version,
      lib: () => contractsKit,
      shareConfig: { singleton: false, requiredVersion: pageKit.version },
    },
  };
  return shared;
}

export function createFederationRuntime(
  reporter: ErrorReporter,
  shared: SharedModules = hostShared(),
): FederationRuntime {
  // Remotes are built without a runtime core of their own: the page's is this one.
  provideRuntimeCore();
  const singletons = createSharedSingletonsPlugin(reporter);
  // A remote's shared modules are loaded by the remote's own instance, created when its entry
  // loads: a global plugin reaches those; the host's instance is given it too.
  registerGlobalPlugins([singletons]);
  const host = createInstance({
    name: 'host',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared,
    // The host's instance loads the remotes: it gives the browser a task between the steps, and
    // its preloads of their chunks are requests the remotes' loaders reuse.
    plugins: [singletons, createYieldingPlugin(), createCrossOriginPreloadPlugin()],
  });
  return {
    register(release) {
      host.registerRemotes([{ name: release.name, entry: release.manifestUrl }], { force: true });
    },
    async load(name, expose) {
      const module = await host.loadRemote(`${name}/${expose}`);
      if (module === null || module === undefined) {
        throw new Error(`remote ${name}: no ./${expose}`);
      }
      return module;
    },
    preload: (name, expose) =>
      host.preloadRemote([{ nameOrAlias: name, exposes: [`./${expose}`] }]),
  };
}
