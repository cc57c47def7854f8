import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RuntimeConfig } from '@refurb/shared-contracts/runtime';
import type * as ErrorReporterModule from './error-reporter';
import type { SentryClient } from './error-reporter';
import { newBus } from '../test-support/bus';

type Module = typeof ErrorReporterModule;

const config = (sentryDsn: string | null) =>
  ({ sentryDsn, environment: 'test' }) as unknown as RuntimeConfig;

/**
 * A fresh error-reporter module (its SDK and listeners are the page's) and an SDK that records
 * what it is asked; `module.createErrorReporter` is given it.
 */
function load(failing = false) {
  const calls: unknown[][] = [];
  let loads = 0;
  const sdk: SentryClient = {
    startSentry: (options) => void calls.push(['start', options]),
    capture: (error, tags) => void calls.push(['capture', String(error), tags]),
  };
  const loadSdk = () => {
    loads += 1;
    return failing ? Promise.reject(new Error('blocked')) : Promise.resolve(sdk);
  };
  let isolated: Module | undefined;
  jest.isolateModules(() => {
    isolated = jest.requireActual<Module>('./error-reporter');
  });
  const module = isolated as Module;
  return {
    module: {
      ...module,
      createErrorReporter: (c: RuntimeConfig, country: 'ro' | 'hu' | 'gr') =>
        module.createErrorReporter(c, country, loadSdk),
    },
    calls,
    loads: () => loads,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the error reporter', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('logs and loads no SDK when the config names no DSN', async () => {
    const { module, calls } = load();
    module.createErrorReporter(config(null), 'ro').report(new Error('boom'), { tags: { a: 'b' } });
    await settle();
    expect(console.error).toHaveBeenCalledWith('[refurb]', { a: 'b' }, new Error('boom'));
    expect(calls).toEqual([]);
  });

  it('loads and starts Sentry with the first report only, then sends every report with its tags', async () => {
    const { module, calls, loads } = load();
    const reporter = module.createErrorReporter(config('https://k@sentry.example/1'), 'hu');
    await settle();
    expect(loads()).toBe(0);
    reporter.report(new Error('one'), { tags: { reason: 'x' } });
    reporter.report(new Error('two'), { tags: { reason: 'y' } });
    await settle();
    expect(loads()).toBe(1);
    expect(calls).toEqual([
      ['start', { dsn: 'https://k@sentry.example/1', environment: 'test', site: 'hu' }],
      ['capture', 'Error: one', { reason: 'x' }],
      ['capture', 'Error: two', { reason: 'y' }],
    ]);
  });

  it('catches uncaught errors and unhandled rejections from the start, before the SDK is there', async () => {
    const { module, calls } = load();
    module.createErrorReporter(config('https://k@sentry.example/1'), 'ro');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('thrown'), message: 'thrown' }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected');
    window.dispatchEvent(rejection);
    await settle();
    expect(calls.slice(1)).toEqual([
      ['capture', 'Error: thrown', { reason: 'uncaught' }],
      ['capture', 'Error: rejected', { reason: 'unhandled-rejection' }],
    ]);
  });

  it("sends a remote's error.reported on, tagged with the remote, without a second console line", async () => {
    const { module, calls } = load();
    const bus = newBus();
    module.forwardRemoteReports(bus, module.createErrorReporter(config('https://k@s/1'), 'gr'));
    bus.publish('error.reported', { source: 'mf_cart', message: 'no cart', tags: { area: 'c' } });
    await settle();
    expect(calls.slice(1)).toEqual([
      ['capture', 'Error: no cart', { remote: 'mf_cart', area: 'c' }],
    ]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps the console line when the SDK cannot load', async () => {
    const { module } = load(true);
    module.createErrorReporter(config('https://k@s/1'), 'ro').report('x', { tags: {} });
    await settle();
    expect(console.error).toHaveBeenCalledWith('[refurb]', {}, 'x');
    expect(console.error).toHaveBeenCalledWith(
      '[refurb] the error reporter could not load',
      expect.any(Error),
    );
  });
});
