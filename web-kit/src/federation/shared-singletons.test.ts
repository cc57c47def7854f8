/**
 * The plugin inside the real federation runtime: a host instance shares react as a loaded
 * singleton (as the host's bundle does before any remote loads), and a remote's instance, given
 * the host's share scope as a remote container is, loads it with its own share config.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  createInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { createSharedSingletonsPlugin, type SharedSingletonsReporter } from './shared-singletons';

interface Report {
  readonly message: string;
  readonly tags: Readonly<Record<string, string>>;
}

let instances = 0;
const unique = (name: string) => `${name}_${(instances += 1)}`;

function recorder(): SharedSingletonsReporter & { reports: Report[] } {
  const reports: Report[] = [];
  return {
    reports,
    report(error, { tags }) {
      reports.push({ message: error instanceof Error ? error.message : String(error), tags });
    },
  };
}

/** The host: react 19.3.1 already in memory (`lib`), shared as a singleton. */
function host(plugin: ModuleFederationRuntimePlugin): ModuleFederation {
  return createInstance({
    name: unique('host'),
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [plugin],
    shared: {
      react: {
        version: '19.3.1',
        lib: () => ({ copy: 'host' }),
        shareConfig: { singleton: true, requiredVersion: '19.3.1' },
      },
    },
  });
}

/** A remote's instance with its own react (loaded only if chosen), in the host's share scope. */
function remote(
  plugin: ModuleFederationRuntimePlugin,
  of: ModuleFederation,
  shareConfig: { singleton: boolean; requiredVersion: string },
  name = unique('mf_cart'),
): ModuleFederation {
  const instance = createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [plugin],
    shared: {
      react: {
        version: '18.3.1',
        get: () => Promise.resolve(() => ({ copy: name })),
        shareConfig,
      },
    },
  });
  const scope = of.shareScopeMap['default'];
  if (!scope) throw new Error('the host has no default share scope');
  instance.initShareScopeMap('default', scope);
  return instance;
}

async function loadReact(instance: ModuleFederation): Promise<unknown> {
  const factory = await instance.loadShare<{ copy: string }>('react');
  if (!factory) throw new Error('react was not shared');
  return factory();
}

describe('the shared singletons plugin', () => {
  beforeEach(() => {
    // The runtime's own console warning on a mismatch.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reports a singleton given outside the range a consumer requires, once', async () => {
    const reporter = recorder();
    const plugin = createSharedSingletonsPlugin(reporter);
    const shell = host(plugin);
    const cart = remote(plugin, shell, { singleton: true, requiredVersion: '^18.0.0' });

    expect(await loadReact(cart)).toEqual({ copy: 'host' });
    expect(await loadReact(cart)).toEqual({ copy: 'host' });

    expect(reporter.reports).toEqual([
      {
        message: `shared singleton react: ${cart.name} requires ^18.0.0, but was given 19.3.1`,
        tags: {
          reason: 'shared-version-mismatch',
          shared: 'react',
          requiredVersion: '^18.0.0',
          loadedVersion: '19.3.1',
          consumer: cart.name,
        },
      },
    ]);
  });

  it('reports each consumer that is given a version outside its range', async () => {
    const reporter = recorder();
    const plugin = createSharedSingletonsPlugin(reporter);
    const shell = host(plugin);
    const cart = remote(plugin, shell, { singleton: true, requiredVersion: '^18.0.0' });
    const sell = remote(plugin, shell, { singleton: true, requiredVersion: '^18.0.0' });

    await loadReact(cart);
    await loadReact(sell);

    expect(reporter.reports.map((report) => report.tags['consumer'])).toEqual([
      cart.name,
      sell.name,
    ]);
  });

  it('reports nothing when the loaded singleton satisfies the range', async () => {
    const reporter = recorder();
    const plugin = createSharedSingletonsPlugin(reporter);
    const shell = host(plugin);
    const cart = remote(plugin, shell, { singleton: true, requiredVersion: '^19.0.0' });

    expect(await loadReact(cart)).toEqual({ copy: 'host' });
    expect(await loadReact(shell)).toEqual({ copy: 'host' });

    expect(reporter.reports).toEqual([]);
  });

  it('swallows a reporter that throws: the share is still given, every report still made', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: string[] = [];
    const plugin = createSharedSingletonsPlugin({
      report(_error, { tags }) {
        calls.push(tags['reason'] ?? '?');
        throw new Error('Sentry is down');
      },
    });
    const shell = host(plugin);
    const cart = remote(plugin, shell, { singleton: true, requiredVersion: '^18.0.0' });
    // Outside the host's scope, with a range its own copy misses: two reports in one load.
    const embed = createInstance({
      name: unique('cart_embed'),
      remotes: [],
      shareStrategy: 'loaded-first',
      plugins: [plugin],
      shared: {
        react: {
          version: '19.3.1',
          get: () => Promise.resolve(() => ({ copy: 'embed' })),
          shareConfig: { singleton: true, requiredVersion: '^18.0.0' },
        },
      },
    });

    await expect(loadReact(cart)).resolves.toEqual({ copy: 'host' });
    await expect(loadReact(embed)).resolves.toEqual({ copy: 'embed' });

    expect(calls).toEqual([
      'shared-version-mismatch',
      'shared-version-mismatch',
      'shared-singleton-doubled',
    ]);
    // Swallowed by the plugin, not left to the runtime's guard around its hooks (which warns).
    const warned = warn.mock.calls.flat().map(String);
    expect(warned.filter((line) => line.includes('Sentry is down'))).toEqual([]);
  });

  it('holds only singleton consumers to their range', async () => {
    const reporter = recorder();
    const plugin = createSharedSingletonsPlugin(reporter);
    const shell = host(plugin);
    // Not a singleton for this remote: given its own copy (a second one, reported as such).
    const cart = remote(plugin, shell, { singleton: false, requiredVersion: '^20.0.0' });

    expect(await loadReact(cart)).toEqual({ copy: cart.name });

    expect(reporter.reports.map((report) => report.tags['reason'])).toEqual([
      'shared-singleton-doubled',
    ]);
  });

  it('reports a second copy of a singleton loaded beside the first', async () => {
    const reporter = recorder();
    const plugin = createSharedSingletonsPlugin(reporter);
    const shell = host(plugin);
    // A remote built with react not declared a singleton gets a copy of its own.
    const cart = remote(plugin, shell, { singleton: false, requiredVersion: '^18.0.0' });

    expect(await loadReact(cart)).toEqual({ copy: cart.name });
    await loadReact(cart);

    expect(reporter.reports).toEqual([
      {
        message: `shared singleton react loaded twice: 18.3.1 for ${cart.name} beside 19.3.1`,
        tags: {
          reason: 'shared-singleton-doubled',
          shared: 'react',
          loadedVersion: '18.3.1',
          otherVersions: '19.3.1',
          consumer: cart.name,
        },
      },
    ]);
  });

  it('reports a copy loaded by an instance outside the host share scope', async () => {
    const reporter = recorder();
    const plugin = createSharedSingletonsPlugin(reporter);
    const shell = host(plugin);
    // An embed whose runtime was never given the host's share scope.
    const embed = createInstance({
      name: unique('cart_embed'),
      remotes: [],
      shareStrategy: 'loaded-first',
      plugins: [plugin],
      shared: {
        react: {
          version: '19.3.1',
          get: () => Promise.resolve(() => ({ copy: 'embed' })),
          shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
        },
      },
    });

    expect(await loadReact(shell)).toEqual({ copy: 'host' });
    expect(await loadReact(embed)).toEqual({ copy: 'embed' });

    expect(reporter.reports.map((report) => report.tags)).toEqual([
      {
        reason: 'shared-singleton-doubled',
        shared: 'react',
        loadedVersion: '19.3.1',
        otherVersions: '19.3.1',
        consumer: embed.name,
      },
    ]);
  });
});
