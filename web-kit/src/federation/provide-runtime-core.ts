/**
 * Module Federation's runtime, one per page: its core and the bundler runtime every container's
 * entry runs (docs/adr/0016-contracts-kit-from-the-host.md has the figures). Remotes are built
 * with `experiments.externalRuntime` and with the bundler runtime as an external
 * (scripts/webpack/federated-app.mjs): their entries carry neither (16 KB gzip and 4.5 KB gzip
 * each) and use the page's, from `globalThis._FEDERATION_RUNTIME_CORE` and
 * `globalThis._FEDERATION_BUNDLER_RUNTIME`. The host calls this as it starts (its own copies,
 * the same version: every app pins @module-federation/enhanced to one version); a page without the
 * host calls it before a remote's entry runs: a remote's standalone dev page (its
 * `federation-runtime.js`, standalone-runtime.ts). What is already there is kept, so the page's
 * remotes share one. (The ES module builds, as the bundler runtime imports them: one copy per app.)
 *
 * The bundler runtime holds no state of a container's own: each entry copies its functions onto
 * its own `__webpack_require__.federation` and passes its own `__webpack_require__` to each call,
 * so the containers of a page keep their instances, share scopes and chunk tables apart.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as bundlerRuntime from '@module-federation/webpack-bundler-runtime';

/** The global the remotes' builds read (the name @module-federation/enhanced gives it). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** The global the remotes' builds read the bundler runtime from (federated-app.mjs names it). */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** True when this call gave the page its runtime, false when one was there. */
export function provideRuntimeCore(target: object = globalThis): boolean {
  const holder = target as Record<string, unknown>;
  holder[BUNDLER_RUNTIME_GLOBAL] ??= bundlerRuntime;
  if (holder[RUNTIME_CORE_GLOBAL]) return false;
  holder[RUNTIME_CORE_GLOBAL] = runtimeCore;
  return true;
}
