/**
 * The host's federation runtime is a chunk fetched on first use: nothing is fetched until a remote
 * is registered, preloaded or loaded; calls keep their order; a chunk that failed is fetched again.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ErrorReporter, FederationRuntime, Release } from './remote-loader';
import { lazyFederationRuntime } from './lazy-federation-runtime';

const reporter: ErrorReporter = { report: () => undefined };
const release: Release = {
  name: 'mf_cart',
  manifestUrl: 'http://localhost:3001/mf-cart/0.1.0/mf-manifest.json',
  version: '0.1.0',
  contractsMajor: 1,
};

function fakeRuntime(calls: string[]): FederationRuntime {
  return {
    register: (r) => void calls.push(`register ${r.name}`),
    load: async (name, expose) => {
      calls.push(`load ${name}/${expose}`);
      return { mount: () => () => undefined };
    },
    preload: async (name, expose) => void calls.push(`preload ${name}/${expose}`),
  };
}

describe('lazyFederationRuntime', () => {
  it('fetches the runtime on first use only, once, and keeps the calls in order', async () => {
    const calls: string[] = [];
    const load = jest.fn(() =>
      Promise.resolve({ createFederationRuntime: () => fakeRuntime(calls) }),
    );
    const runtime = lazyFederationRuntime(reporter, load);
    expect(load).not.toHaveBeenCalled();
    runtime.register(release);
    await runtime.load('mf_cart', 'mount');
    await runtime.preload('mf_cart', 'mini-cart');
    expect(calls).toEqual(['register mf_cart', 'load mf_cart/mount', 'preload mf_cart/mini-cart']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the chunk again after it failed to load', async () => {
    const calls: string[] = [];
    const load = jest
      .fn<() => Promise<{ createFederationRuntime: () => FederationRuntime }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ createFederationRuntime: () => fakeRuntime(calls) });
    const runtime = lazyFederationRuntime(reporter, load);
    runtime.register(release);
    await expect(runtime.load('mf_cart', 'mount')).rejects.toThrow('ChunkLoadError');
    runtime.register(release);
    await runtime.load('mf_cart', 'mount');
    expect(calls).toEqual(['register mf_cart', 'load mf_cart/mount']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
