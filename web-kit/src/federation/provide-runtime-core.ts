/**
 * Module Federation's runtime core, one per page. Remotes are built with
 * `experiments.externalRuntime` (scripts/webpack/federated-app.mjs): their entries carry no
 * runtime core (16 KB gzip each) and use the page's, from `globalThis._FEDERATION_RUNTIME_CORE`.
 * The host calls this as it starts (its own runtime core, the same version: every app pins
 * @module-federation/enhanced to one version); a page without the host calls it before a remote's
 * entry runs: the marketing embed's loader, and a remote's standalone dev page (its
 * `federation-runtime.js`, standalone-runtime.ts). A runtime already there is kept, so the page's
 * remotes share one. (The ES module build, as the bundler runtime imports it: one copy per app.)
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** The global the remotes' builds read (the name @module-federation/enhanced gives it). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** True when this call gave the page its runtime core, false when one was there. */
export function provideRuntimeCore(target: object = globalThis): boolean {
  const holder = target as Record<string, unknown>;
  if (holder[RUNTIME_CORE_GLOBAL]) return false;
  holder[RUNTIME_CORE_GLOBAL] = runtimeCore;
  return true;
}
