/** The real FederationRuntime: Module Federation's runtime, remotes registered by manifest URL. */
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './remote-loader';

export function createFederationRuntime(): FederationRuntime {
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
    preload: (name) => preloadRemote([{ nameOrAlias: name, exposes: ['./mount'] }]),
  };
}
