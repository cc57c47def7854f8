/**
 * `@refurb/shared-contracts/runtime`: the runtime composition: the remote contract, remotes.json,
 * runtime-config.json and the sites' currencies, releases, which remote draws which route, the
 * event bus, guarded storage, the JSON call every client makes and the security headers every
 * server sends.
 */
export { configureCurrencies } from '../runtime/site-currencies.js';
export { SiteCurrenciesSchema } from '../schemas/site-currency.schema.js';
export { createJsonCall, describeError, fetchJsonWithin, queryString } from '../api/json-call.js';
export { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../api/security-headers.js';
export { guardedStorage } from '../runtime/guarded-storage.js';
export type { GuardedStorage, StorageLike } from '../runtime/guarded-storage.js';
export type { ApiFailure, ApiResult, JsonFetch } from '../api/json-call.js';
export {
  CONTRACTS_MAJOR_VERSION,
  RemoteNameSchema,
  RemotesJsonSchema,
  RuntimeConfigSchema,
  flagsForSite,
  siteForHost,
  isCompatibleRemote,
  parseRemoteProps,
  parseRuntimeConfig,
  preconnectHosts,
  fetchRuntimeConfig,
  pickRelease,
  SESSION_BUCKET_KEY,
} from '../runtime/remote.schema.js';
export {
  PublishedReleaseSchema,
  pointRemote,
  releaseFolder,
  releaseManifestUrl,
} from '../runtime/release.schema.js';
export type {
  Mount,
  MountOutcome,
  RemoteName,
  RemoteProps,
  RemotesJson,
  RuntimeConfig,
  SiteFlags,
  ServiceBases,
  Unmount,
} from '../runtime/remote.schema.js';
export { isSignInRoute, readsCart, remoteOfRoute } from '../runtime/route-remotes.js';
export type { BusPayload } from '../runtime/events.schema.js';
export { createEventBus } from '../runtime/event-bus.js';
export type { EventBus, Sent } from '../runtime/event-bus.js';
export type { JsonResponse } from '../api/json-call.js';
