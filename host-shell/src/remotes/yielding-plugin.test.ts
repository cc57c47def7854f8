/**
 * The yielding plugin on a real Module Federation instance: a remote's container (set on the page
 * as its entry sets it, so no script is fetched) is loaded through `loadRemote`, and the chain
 * waits for the plugin's yields between its steps without changing what it resolves.
 */
import { describe, expect, it } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import { createYieldingPlugin, YIELDING_PLUGIN } from './yielding-plugin';

type Container = {
  init: (...args: unknown[]) => Promise<void>;
  get: (expose: string) => Promise<() => unknown>;
};

/** Records each step of the chain and each yield, in the order they happen. */
function setUp(name: string, container: Partial<Container> = {}) {
  const steps: string[] = [];
  const real: Container = {
    init: async () => void steps.push('container.init'),
    get: async (expose) => {
      steps.push(`container.get ${expose}`);
      return () => {
        steps.push('factory');
        return { mounted: expose };
      };
    },
    ...container,
  };
  (globalThis as Record<string, unknown>)[name] = real;
  let yields = 0;
  const yieldTask = () =>
    new Promise<void>((resolve) => {
      yields += 1;
      steps.push(`yield ${yields}`);
      setTimeout(resolve, 0);
    });
  const host = createInstance({
    name: `host-of-${name}`,
    remotes: [{ name, entry: `http://remote.test/${name}/remoteEntry.js` }],
    shared: {},
    plugins: [createYieldingPlugin(yieldTask)],
  });
  return { host, steps, yields: () => yields };
}

describe('createYieldingPlugin', () => {
  it('is named, so the instance lists it', () => {
    expect(createYieldingPlugin().name).toBe(YIELDING_PLUGIN);
  });

  it('loads the module as without it, yielding a task before each step of the chain', async () => {
    const { host, steps, yields } = setUp('remote_steps');
    await expect(host.loadRemote('remote_steps/mount')).resolves.toEqual({ mounted: './mount' });
    // Six yields: before the request, after it is resolved, before the entry's init, after it,
    // before the exposed module is asked for and before its factory runs.
    expect(yields()).toBe(6);
    const at = (step: string) => steps.indexOf(step);
    expect(at('container.init')).toBeGreaterThan(at('yield 3'));
    expect(at('container.init')).toBeLessThan(at('yield 4'));
    expect(at('container.get ./mount')).toBeGreaterThan(at('yield 5'));
    expect(at('factory')).toBeGreaterThan(at('yield 6'));
  });

  it('runs the steps in separate tasks: a timer set by one step fires before the next', async () => {
    const order: string[] = [];
    const { host } = setUp('remote_tasks', {
      init: async () => {
        order.push('init');
        setTimeout(() => order.push('timer set by init'), 0);
      },
      get: async () => {
        order.push('get');
        return () => ({});
      },
    });
    await host.loadRemote('remote_tasks/mount');
    expect(order).toEqual(['init', 'timer set by init', 'get']);
  });

  it('lets a failing step fail the load as it would without it', async () => {
    const { host } = setUp('remote_broken', {
      get: async () => {
        throw new Error('no such expose');
      },
    });
    await expect(host.loadRemote('remote_broken/mount')).rejects.toThrow('no such expose');
  });
});
