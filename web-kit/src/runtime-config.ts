/**
 * The environment's runtime-config.json, read once per page (the host serves it on every site)
 * and parsed with its contract; a bad file is an error that names the field. Remotes on one page
 * share the read through a global symbol, so the host page fetches it once.
 */
import { fetchRuntimeConfig, type RuntimeConfig } from '@refurb/shared-contracts/runtime';

const CONFIGS = Symbol.for('refurb.runtime-config');
type Holder = { [CONFIGS]?: Map<string, Promise<RuntimeConfig>> };

export function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const holder = window as unknown as Holder;
  const configs = (holder[CONFIGS] ??= new Map<string, Promise<RuntimeConfig>>());
  const cached = configs.get(url);
  if (cached) return cached;
  const loading = fetchRuntimeConfig((target, init) => fetch(target, init as RequestInit), url);
  configs.set(url, loading);
  // A failed read may be retried by the next mount.
  loading.catch(() => configs.delete(url));
  return loading;
}
