/**
 * The loader a page starts with is a chunk fetched on first use: nothing is fetched until a remote
 * is loaded, preloaded or remotes.json refreshed; calls keep their order (a refresh before the load
 * asked after it); a chunk that failed answers `load-failed`, reported, and is fetched again.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { RemotesJson } from '@refurb/shared-contracts/runtime';
import { lazyRemoteLoader } from './lazy-remote-loader';
import type { RemoteLoad, RemoteLoader } from './remote-loader';

/** remotes.json as the loader is given it (the fake loader never reads it). */
const remotes: RemotesJson = { remotes: {} };

function fakeLoader(calls: string[]): RemoteLoader {
  return {
    release: () => null,
    load: async (name, expose): Promise<RemoteLoad> => {
      calls.push(`load ${name}/${expose ?? 'mount'}`);
      return { ok: false, release: null, reason: 'not-configured' };
    },
    preload: (name, expose) => void calls.push(`preload ${name}/${expose ?? 'mount'}`),
    refresh: () => void calls.push('refresh'),
  };
}

describe('lazyRemoteLoader', () => {
  it('fetches the loader on first use only, once, with the options, and keeps the calls in order', async () => {
    const calls: string[] = [];
    const created: unknown[] = [];
    const load = jest.fn(() =>
      Promise.resolve({
        createRemoteLoading: (options: unknown) => {
          created.push(options);
          return fakeLoader(calls);
        },
      }),
    );
    const reporter = { report: () => undefined };
    const loader = lazyRemoteLoader({ remotes, reporter, sessionBucket: 0.5 }, load);
    expect(load).not.toHaveBeenCalled();
    loader.refresh(Promise.resolve(null));
    loader.preload('mf_cart', 'mini-cart');
    await loader.load('mf_cart');
    expect(calls).toEqual(['refresh', 'preload mf_cart/mini-cart', 'load mf_cart/mount']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(created).toEqual([{ remotes, reporter, sessionBucket: 0.5 }]);
  });

  it('answers a chunk that cannot load as a failed load, reported, and fetches it again', async () => {
    const calls: string[] = [];
    const reports: unknown[] = [];
    const load = jest
      .fn<() => Promise<{ createRemoteLoading: () => RemoteLoader }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ createRemoteLoading: () => fakeLoader(calls) });
    const loader = lazyRemoteLoader(
      {
        remotes,
        reporter: { report: (_error, context) => void reports.push(context.tags) },
        sessionBucket: 0.5,
      },
      load,
    );
    await expect(loader.load('mf_cart')).resolves.toEqual({
      ok: false,
      release: null,
      reason: 'load-failed',
    });
    expect(reports).toEqual([{ remote: 'mf_cart', remoteVersion: 'none', reason: 'load-failed' }]);
    await loader.load('mf_cart', 'mini-cart');
    expect(calls).toEqual(['load mf_cart/mini-cart']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
