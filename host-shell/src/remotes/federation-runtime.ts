/**
 * The real FederationRuntime: Module Federation's runtime, remotes registered by manifest URL, and
 * the shared singletons watched: a remote given react (or another singleton) outside the range it
 * was built for, or loading a second copy, is reported through the host's ErrorReporter. The
 * runtime core is the page's one: remotes' entries read it (web-kit's provideRuntimeCore).
 */
import {
  loadRemote,
  preloadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { createSharedSingletonsPlugin, provideRuntimeCore } from '@refurb/web-kit';
import type { ErrorReporter, FederationRuntime } from './remote-loader';

export function createFederationRuntime(reporter: ErrorReporter): FederationRuntime {
  // Remotes are built without a runtime core of their own: the page's is this one.
  provideRuntimeCore();
  const singletons = createSharedSingletonsPlugin(reporter);
  // A remote's shared modules are loaded by the remote's own instance, created when its entry
  // loads: a global plugin reaches those; the host's instance exists already and is given it too.
  registerGlobalPlugins([singletons]);
  registerPlugins([singletons]);
  return {
    register(release) {
      registerRemotes([{ name: release.name, entry: release.manifestUrl }], { force: true });
    },
    async load(name, expose) {
      const module = await loadRemote(`${name}/${expose}`);
      if (module === null || module === undefined) {
        throw new Error(`remote ${name}: no ./${expose}`);
      }
      return module;
    },
    preload: (name, expose) => preloadRemote([{ nameOrAlias: name, exposes: [`./${expose}`] }]),
  };
}
