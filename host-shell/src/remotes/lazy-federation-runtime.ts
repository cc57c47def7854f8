/**
 * The FederationRuntime the host starts with: Module Federation's runtime is a chunk of its own
 * (federation-runtime.ts), fetched when a page first registers, preloads or loads a remote, so a
 * page that shows no remote never loads it. Calls keep their order (a register before the load
 * that follows it); a chunk that failed to load is fetched again on the next call.
 */
import { loadOnce } from './load-once';
import type { ErrorReporter, FederationRuntime } from './remote-loader';

type RuntimeModule = {
  createFederationRuntime: (reporter: ErrorReporter) => FederationRuntime;
};

/** The federation chunk, fetched once (again after a failure). */
const federationChunk = loadOnce(
  (): Promise<RuntimeModule> => import(/* webpackChunkName: "federation" */ './federation-runtime'),
);

export function lazyFederationRuntime(
  reporter: ErrorReporter,
  load: () => Promise<RuntimeModule> = federationChunk,
): FederationRuntime {
  const runtime = loadOnce(() => load().then((module) => module.createFederationRuntime(reporter)));
  return {
    register(release) {
      // A failed chunk is reported by the load that needed it (the loader retries and reports).
      runtime().then(
        (federation) => federation.register(release),
        () => undefined,
      );
    },
    load: async (name, expose) => (await runtime()).load(name, expose),
    preload: async (name, expose) => (await runtime()).preload(name, expose),
  };
}
