/**
 * The host's runtime with the real Module Federation runtime: the host's instance shares what it is
 * given, the shared singletons plugin reaches it and a remote's instance created after it (as a
 * remote's entry creates one), and its reports go to the host's ErrorReporter.
 */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { SHARED_SINGLETONS_PLUGIN } from '@refurb/web-kit';
import { createFederationRuntime, hostShared } from './federation-runtime';
import type { ErrorReporter } from './remote-loader';
import { YIELDING_PLUGIN } from './yielding-plugin';

const reports: Array<Readonly<Record<string, string>>> = [];
const reporter: ErrorReporter = { report: (_error, { tags }) => void reports.push(tags) };
let host: ModuleFederation;

/** A remote's instance, react 18 inside, given the host's share scope as its container is. */
function remoteInstance(name: string, requiredVersion: string): ModuleFederation {
  const instance = createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: {
        version: '18.3.1',
        get: () => Promise.resolve(() => ({ copy: name })),
        shareConfig: { singleton: true, requiredVersion },
      },
    },
  });
  const scope = host.shareScopeMap['default'];
  if (!scope) throw new Error('the host has no default share scope');
  instance.initShareScopeMap('default', scope);
  return instance;
}

describe('createFederationRuntime', () => {
  beforeAll(() => {
    createFederationRuntime(reporter, {
      react: {
        version: '19.3.1',
        lib: () => ({ copy: 'host' }),
        shareConfig: { singleton: true, requiredVersion: '19.3.1' },
      },
    });
    const instances = (
      globalThis as unknown as { __FEDERATION__: { __INSTANCES__: ModuleFederation[] } }
    ).__FEDERATION__.__INSTANCES__;
    host = instances.find((instance) => instance.name === 'host')!;
  });
  afterEach(() => {
    reports.length = 0;
    jest.restoreAllMocks();
  });

  it("registers the shared singletons plugin on the host's instance", () => {
    expect(host.options.plugins.map((plugin) => plugin.name)).toContain(SHARED_SINGLETONS_PLUGIN);
  });

  it("gives the host's instance the plugin that yields between a remote's loading steps", () => {
    expect(host.options.plugins.map((plugin) => plugin.name)).toContain(YIELDING_PLUGIN);
  });

  it('reports a remote given react outside its range, with the tags Sentry groups by', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cart = remoteInstance('mf_cart', '^18.0.0');

    const factory = await cart.loadShare<{ copy: string }>('react');

    expect(factory && factory()).toEqual({ copy: 'host' });
    expect(reports).toEqual([
      {
        reason: 'shared-version-mismatch',
        shared: 'react',
        requiredVersion: '^18.0.0',
        loadedVersion: '19.3.1',
        consumer: 'mf_cart',
      },
    ]);
  });

  it('reports nothing for a remote whose range the host react satisfies', async () => {
    const sell = remoteInstance('mf_sell', '^19.0.0');

    await sell.loadShare('react');

    expect(reports).toEqual([]);
  });

  it("shares the host's own React, ReactDOM and their subpaths, at the installed versions", () => {
    const shared = hostShared({
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-toastify': '11.2.0',
    });
    expect(Object.keys(shared).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react-toastify',
      'react/jsx-runtime',
    ]);
    const react = shared['react'] as { version: string; lib: () => unknown; shareConfig: object };
    expect(react.version).toBe('19.3.1');
    const actual = jest.requireActual<{ useState: unknown }>('react');
    expect((react.lib() as { useState: unknown }).useState).toBe(actual.useState);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
    expect(() => hostShared({ react: '19.3.1' })).toThrow('no installed version of react-dom');
  });
});
