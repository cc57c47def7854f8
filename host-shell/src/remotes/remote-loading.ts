/**
 * The chunk lazy-remote-loader.ts fetches: the loader, with the federation runtime behind it. A
 * load starts after the page's first paint (after-first-paint.ts): the host draws before any
 * remote's download or code shares the page's bandwidth and main thread.
 */
import { afterFirstPaint } from './after-first-paint';
import { lazyFederationRuntime } from './lazy-federation-runtime';
import { createRemoteLoader, type RemoteLoader, type RemoteLoaderOptions } from './remote-loader';

export function createRemoteLoading(options: Omit<RemoteLoaderOptions, 'runtime'>): RemoteLoader {
  const loader = createRemoteLoader({
    ...options,
    runtime: lazyFederationRuntime(options.reporter),
  });
  return {
    ...loader,
    load: async (name, expose) => {
      await afterFirstPaint();
      return loader.load(name, expose);
    },
  };
}
