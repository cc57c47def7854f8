/**
 * The environment's runtime-config.json, read once per page (the host serves it on every site) and
 * parsed with its contract; a bad file is an error that names the field.
 */
import { fetchRuntimeConfig, type RuntimeConfig } from '@refurb/shared-contracts';

const CONFIGS = Symbol.for('refurb.cart.runtime-config');
type Holder = { [CONFIGS]?: Map<string, Promise<RuntimeConfig>> };

const fetchConfig = (url: string) =>
  fetchRuntimeConfig((target, init) => fetch(target, init as RequestInit), url);

export function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const holder = window as unknown as Holder;
  holder[CONFIGS] ??= new Map();
  const cached = holder[CONFIGS].get(url);
  if (cached) return cached;
  const loading = fetchConfig(url);
  holder[CONFIGS].set(url, loading);
  // A failed read may be retried by the next mount.
  loading.catch(() => holder[CONFIGS]?.delete(url));
  return loading;
}
