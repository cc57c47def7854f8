/**
 * The remote loader a page starts with: remote-loader.ts (retries, canaries, contract checks) and
 * the federation runtime's wrapper are a chunk of their own (remote-loading.ts), fetched the first
 * time the page loads, preloads or refreshes a remote. A page that shows no remote (a public page
 * with an empty cart, hydrated from the server's HTML) never downloads that code.
 *
 * Calls keep their order: each waits for the same chunk, so a `refresh` is applied before a `load`
 * asked after it. A chunk that failed to load is fetched again on the next call; a load that could
 * not get it is answered `load-failed` (reported), like a remote that could not load, so the page
 * shows its notice and retry.
 */
import { loadOnce } from './load-once';
import type { RemoteLoader, RemoteLoaderOptions } from './remote-loader';

/** What a page's code uses of the loader. */
export type RemoteLoading = Pick<RemoteLoader, 'load' | 'preload' | 'refresh'>;

export function lazyRemoteLoader(
  options: Omit<RemoteLoaderOptions, 'runtime'>,
  load: () => Promise<{ createRemoteLoading(o: typeof options): RemoteLoader }> = () =>
    import(/* webpackChunkName: "remote-loading" */ './remote-loading'),
): RemoteLoading {
  const real = loadOnce(() => load().then((module) => module.createRemoteLoading(options)));
  return {
    async load(name, expose) {
      try {
        return await (await real()).load(name, expose);
      } catch (error) {
        options.reporter.report(error, {
          tags: { remote: name, remoteVersion: 'none', reason: 'load-failed' },
        });
        return { ok: false, release: null, reason: 'load-failed' };
      }
    },
    preload(name, expose) {
      real().then(
        (loading) => loading.preload(name, expose),
        () => undefined,
      );
    },
    refresh(next) {
      real().then(
        (loading) => loading.refresh(next),
        () => undefined,
      );
    },
  };
}
