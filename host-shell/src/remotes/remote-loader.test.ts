import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RemotesJson } from '@refurb/shared-contracts/runtime';
import {
  createRemoteLoader,
  REMOTE_LOAD_TIMEOUT_MS,
  type FederationRuntime,
  type Release,
} from './remote-loader';

const remotes: RemotesJson = {
  remotes: {
    mf_cart: {
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      version: '1.2.0',
      contractsMajor: 1,
      canary: {
        manifestUrl: 'http://localhost:3001/1.3.0/mf-manifest.json',
        version: '1.3.0',
        contractsMajor: 1,
        share: 0.25,
      },
    },
    mf_sell: {
      manifestUrl: 'http://localhost:3004/mf-manifest.json',
      version: '2.0.0',
      contractsMajor: 2,
    },
  },
};

type Outcome = 'fail' | 'no-mount' | 'ok' | 'ok-v1' | 'ok-v2';

function fakeRuntime(outcomes: Outcome[]) {
  const registered: Release[] = [];
  const exposes: string[] = [];
  const mount = () => () => undefined;
  const runtime: FederationRuntime = {
    register: (release) => void registered.push(release),
    load: async (_name, expose) => {
      exposes.push(expose);
      const next = outcomes.shift() ?? 'fail';
      if (next === 'fail') throw new Error('ScriptExternalLoadError');
      if (next === 'ok-v1') return { mount, contractsMajor: 1 };
      if (next === 'ok-v2') return { mount, contractsMajor: 2 };
      return next === 'ok' ? { mount } : {};
    },
    preload: async () => undefined,
  };
  return { runtime, registered, exposes };
}

const REFRESH_WAIT = 2000;

function setup(outcomes: Outcome[], sessionBucket: number | (() => number) = 0.9) {
  const reports: Array<Record<string, string>> = [];
  const { runtime, registered, exposes } = fakeRuntime(outcomes);
  const loader = createRemoteLoader({
    remotes,
    runtime,
    sessionBucket,
    refreshWaitMs: REFRESH_WAIT,
    // Backoffs pass at once; the wait for a late remotes.json ends when a test says.
    sleep: (ms) => (ms === REFRESH_WAIT ? refreshTimeout.promise : Promise.resolve()),
    reporter: { report: (_error, context) => void reports.push({ ...context.tags }) },
  });
  return { loader, reports, registered, exposes };
}

/** The refresh wait's timer: it ends when a test calls `resolve`. */
function timer() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve: () => resolve() };
}
let refreshTimeout = timer();
beforeEach(() => {
  refreshTimeout = timer();
});

/** remotes.json after releasing mf_cart 1.4.0 (or rolling back: any other version). */
const pointing = (version: string): RemotesJson => ({
  remotes: {
    ...remotes.remotes,
    mf_cart: {
      manifestUrl: `http://localhost:3001/${version}/mf-manifest.json`,
      version,
      contractsMajor: 1,
    },
  },
});

describe('remote loader', () => {
  it('loads a remote by its manifest URL and hands back its mount', async () => {
    const { loader, registered, reports } = setup(['ok']);
    const result = await loader.load('mf_cart');
    expect(result.ok).toBe(true);
    expect(registered.map((r) => r.manifestUrl)).toEqual([
      'http://localhost:3001/mf-manifest.json',
    ]);
    expect(reports).toEqual([]);
  });

  it('loads ./mount unless another exposed module is named', async () => {
    const { loader, exposes } = setup(['ok', 'ok']);
    await loader.load('mf_cart');
    await loader.load('mf_cart', 'mini-cart');
    expect(exposes).toEqual(['mount', 'mini-cart']);
  });

  it('gives a session inside the canary share the canary release', async () => {
    const { loader } = setup(['ok'], 0.1);
    expect(loader.release('mf_cart')?.version).toBe('1.3.0');
  });

  it('reads the session bucket once, when a release is first picked, not before', async () => {
    const read = jest.fn(() => 0.1);
    const { loader } = setup(['ok'], read);
    expect(read).not.toHaveBeenCalled();
    expect(loader.release('mf_cart')?.version).toBe('1.3.0');
    expect((await loader.load('mf_cart')).ok).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load after registering the remote again', async () => {
    const { loader, registered } = setup(['fail', 'fail', 'ok']);
    expect((await loader.load('mf_cart')).ok).toBe(true);
    expect(registered).toHaveLength(3);
  });

  it('reports the remote name and version once every attempt failed', async () => {
    const { loader, reports } = setup(['fail', 'fail', 'fail']);
    const result = await loader.load('mf_cart');
    expect(result).toMatchObject({ ok: false, reason: 'load-failed' });
    expect(reports).toEqual([{ remote: 'mf_cart', remoteVersion: '1.2.0', reason: 'load-failed' }]);
  });

  it('refuses a remote built against another contracts major without loading it', async () => {
    const { loader, registered, reports } = setup(['ok']);
    expect(await loader.load('mf_sell')).toMatchObject({ ok: false, reason: 'incompatible' });
    expect(registered).toEqual([]);
    expect(reports[0]).toMatchObject({
      remote: 'mf_sell',
      remoteVersion: '2.0.0',
      remoteContractsMajor: '2',
      hostContractsMajor: '1',
    });
  });

  it('refuses a module that declares another contracts major than remotes.json says', async () => {
    const { loader, reports } = setup(['ok-v2']);
    expect(await loader.load('mf_cart')).toMatchObject({ ok: false, reason: 'incompatible' });
    expect(reports).toEqual([
      {
        remote: 'mf_cart',
        remoteVersion: '1.2.0',
        reason: 'incompatible',
        remoteContractsMajor: '2',
        hostContractsMajor: '1',
      },
    ]);
    expect((await setup(['ok-v1']).loader.load('mf_cart')).ok).toBe(true);
  });

  it('names a remote remotes.json does not list, and a module without mount', async () => {
    expect(await setup([]).loader.load('mf_account')).toMatchObject({
      ok: false,
      reason: 'not-configured',
    });
    expect(await setup(['no-mount']).loader.load('mf_cart')).toMatchObject({
      ok: false,
      reason: 'invalid-module',
    });
  });

  it('loads the release a refreshed remotes.json names, registering its manifest once', async () => {
    const { loader, registered } = setup(['ok', 'ok', 'ok', 'ok']);
    await loader.load('mf_cart');
    loader.refresh(Promise.resolve(pointing('1.4.0')));
    expect(await loader.load('mf_cart')).toMatchObject({ ok: true, release: { version: '1.4.0' } });
    await loader.load('mf_cart');
    loader.refresh(Promise.resolve(pointing('1.2.0')));
    expect(await loader.load('mf_cart')).toMatchObject({ ok: true, release: { version: '1.2.0' } });
    expect(registered.map((r) => r.version)).toEqual(['1.2.0', '1.4.0', '1.2.0']);
  });

  it('keeps the pointer it has when remotes.json cannot be read or is late', async () => {
    const { loader } = setup(['ok', 'ok']);
    loader.refresh(Promise.resolve(null));
    expect(loader.release('mf_cart')?.version).toBe('1.2.0');
    expect(await loader.load('mf_cart')).toMatchObject({ ok: true, release: { version: '1.2.0' } });
    loader.refresh(new Promise(() => undefined));
    const waiting = loader.load('mf_cart');
    refreshTimeout.resolve();
    expect(await waiting).toMatchObject({ ok: true, release: { version: '1.2.0' } });
  });

  it('gives up on a remote whose manifest or entry never answers, and reports it', async () => {
    jest.useFakeTimers();
    try {
      const reports: Array<Record<string, string>> = [];
      let loads = 0;
      const loader = createRemoteLoader({
        remotes,
        runtime: {
          register: () => undefined,
          preload: async () => undefined,
          // The manifest's server accepted the connection and never answers.
          load: () => {
            loads += 1;
            return new Promise(() => undefined);
          },
        },
        sessionBucket: 0.9,
        sleep: async () => undefined,
        reporter: { report: (_error, context) => void reports.push({ ...context.tags }) },
      });
      let outcome: unknown = 'pending';
      void loader.load('mf_cart').then((result) => (outcome = result));
      await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
      expect(outcome).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ ok: false, reason: 'timed-out' });
      expect(reports).toEqual([{ remote: 'mf_cart', remoteVersion: '1.2.0', reason: 'timed-out' }]);
      // A hung attempt is not followed by more: they would hang the same way.
      expect(loads).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
