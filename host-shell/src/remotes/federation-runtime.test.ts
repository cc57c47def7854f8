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
import * as zodMini from 'zod/mini';
import { createEventBus, translatorFor } from '@refurb/shared-contracts/page-kit';

const VERSIONS = { react: '19.3.1', 'react-dom': '19.3.1', 'react-toastify': '11.2.0' };
const KIT = { shareKey: 'zod-kit-1234567890', version: '4.6.7' };
const PAGE_KIT = { shareKey: 'contracts-kit-1234567890', version: '0.1.0' };

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
    const shared = hostShared(VERSIONS, KIT, PAGE_KIT);
    expect(Object.keys(shared).sort()).toEqual(
      [
        'react',
        'react-dom',
        'react-dom/client',
        'react-toastify',
        'react/jsx-runtime',
        KIT.shareKey,
        PAGE_KIT.shareKey,
      ].sort(),
    );
    const react = shared['react'] as { version: string; lib: () => unknown; shareConfig: object };
    expect(react.version).toBe('19.3.1');
    const actual = jest.requireActual<{ useState: unknown }>('react');
    expect((react.lib() as { useState: unknown }).useState).toBe(actual.useState);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
    expect(() => hostShared({ react: '19.3.1' }, KIT, PAGE_KIT)).toThrow(
      'no installed version of react-dom',
    );
  });
});

/** A page's host instance with the host's shared modules. */
function hostPage(name: string) {
  return createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: hostShared(VERSIONS, KIT, PAGE_KIT),
  });
}

/** A remote's instance beside a page's host instance, given the page's share scope. */
function remoteBeside(
  page: ModuleFederation,
  name: string,
  shareKey: string,
  version: string = KIT.version,
) {
  const instance = createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      [shareKey]: {
        version,
        get: () => Promise.resolve(() => ({ copy: name })),
        shareConfig: { singleton: false, requiredVersion: version },
      },
    },
  });
  const scope = page.shareScopeMap['default'];
  if (!scope) throw new Error('the page has no default share scope');
  instance.initShareScopeMap('default', scope);
  return instance;
}

describe('hostShared: zod (docs/adr/0013-one-zod-per-page.md)', () => {
  it("gives a remote built with the host's kit the host's zod, and one built with another kit its own", async () => {
    const page = hostPage('host_zod_kit');

    const same = await remoteBeside(page, 'mf_same_kit', KIT.shareKey).loadShare<{
      object: unknown;
    }>(KIT.shareKey);
    const other = await remoteBeside(page, 'mf_other_kit', 'zod-kit-0000000000').loadShare<{
      copy: string;
    }>('zod-kit-0000000000');

    expect(same && same()?.object).toBe(zodMini.object);
    expect(other && other()).toEqual({ copy: 'mf_other_kit' });
  });
});

describe('hostShared: the contracts page kit (docs/adr/0016-contracts-kit-from-the-host.md)', () => {
  it("gives a remote built from the host's contracts the host's modules, and one built from others its own", async () => {
    const page = hostPage('host_page_kit');

    const same = await remoteBeside(
      page,
      'mf_same_contracts',
      PAGE_KIT.shareKey,
      PAGE_KIT.version,
    ).loadShare<{ translatorFor: unknown; createEventBus: unknown }>(PAGE_KIT.shareKey);
    const other = await remoteBeside(
      page,
      'mf_other_contracts',
      'contracts-kit-0000000000',
      PAGE_KIT.version,
    ).loadShare<{ copy: string }>('contracts-kit-0000000000');

    expect(same && same()?.translatorFor).toBe(translatorFor);
    expect(same && same()?.createEventBus).toBe(createEventBus);
    expect(other && other()).toEqual({ copy: 'mf_other_contracts' });
  });
});
