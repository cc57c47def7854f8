/** The environment's runtime-config.json, read once per page by this remote and parsed. */
import { fetchRuntimeConfig, type RuntimeConfig } from '@refurb/shared-contracts';

const loaded = new Map<string, Promise<RuntimeConfig>>();

export function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const cached = loaded.get(url);
  if (cached) return cached;
  const loading = fetchRuntimeConfig((target, init) => fetch(target, init as RequestInit), url);
  loaded.set(url, loading);
  // A failed read may be retried by the next mount.
  loading.catch(() => loaded.delete(url));
  return loading;
}
