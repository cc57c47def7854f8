/** The chunk lazy-remote-loader.ts fetches: the loader, with the federation runtime behind it. */
import { lazyFederationRuntime } from './lazy-federation-runtime';
import { createRemoteLoader, type RemoteLoader, type RemoteLoaderOptions } from './remote-loader';

export function createRemoteLoading(options: Omit<RemoteLoaderOptions, 'runtime'>): RemoteLoader {
  return createRemoteLoader({ ...options, runtime: lazyFederationRuntime(options.reporter) });
}
