/**
 * A Module Federation runtime plugin that gives the browser its turn between the steps of loading
 * a remote. `loadRemote` is one chain of promises: resolve the remote from its manifest and
 * preload its assets, load its entry, initialise the share scope (parse every shared package's
 * version range), ask the entry for the exposed module (which loads its chunks), run the factory.
 * Promise callbacks all run in the task that settled the first of them, so on a cheap phone the
 * chain after the entry's `load` event was one task of 100–650 ms (Lighthouse, 4× CPU): a tap in
 * that time waits, and Total Blocking Time counts all of it.
 *
 * Each hook here waits for a new task (`nextTask`) and changes nothing: the waterfall hooks hand
 * their arguments on as they came, the others resolve to nothing. The chain is as long as before
 * plus a few milliseconds of timers; it is cut into the runtime's steps.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@refurb/web-kit';

export const YIELDING_PLUGIN = 'refurb-yield-between-steps';

export function createYieldingPlugin(
  yieldTask: () => Promise<void> = nextTask,
): ModuleFederationRuntimePlugin {
  /** Hands `args` on in a later task. */
  const pass = async <T>(args: T): Promise<T> => {
    await yieldTask();
    return args;
  };
  // These hooks are AsyncHooks: the runtime awaits what a listener returns (runtime-core's
  // asyncHook.js), though their types say a listener returns nothing.
  const pause = (() => yieldTask()) as () => void;
  return {
    name: YIELDING_PLUGIN,
    // Before the remote is resolved from its manifest; between reading the manifest and adding
    // the preloads of the module's assets (an element each); once it is resolved.
    beforeRequest: pass,
    beforePreloadRemote: pause,
    afterResolve: pass,
    // After the entry's `load` event: before and after the share scope is initialised.
    beforeInitRemote: pause,
    initContainer: pass,
    // Before the exposed module's chunks are asked for, and before its factory runs.
    beforeGetExpose: pause,
    beforeExecuteFactory: pause,
  };
}
