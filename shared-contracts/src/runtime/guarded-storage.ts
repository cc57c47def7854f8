/**
 * Web storage that never throws. A browser's localStorage or sessionStorage can refuse at every
 * step: reading `window.localStorage` itself throws where storage is blocked (a sandboxed frame,
 * some privacy settings), `setItem` throws when the quota is full, and a storage test double or a
 * hostile page's override can throw anything. A remote must keep working in memory then, so each
 * refusal becomes a value (`null`, `false`) and a call of `onRefused` saying what was refused.
 */
import { describeError } from '../api/json-call.js';

/** The part of the Storage interface a remote uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface GuardedStorage {
  /** The stored string, or null when there is none or storage refused. */
  getItem(key: string): string | null;
  /** Whether the value was stored. */
  setItem(key: string, value: string): boolean;
  /** Whether the entry is gone (or was never there). */
  removeItem(key: string): boolean;
}

/**
 * `open` returns the storage (`() => window.sessionStorage`) and is called on first use, so a
 * blocked storage is met inside the guard; a `null` storage (none in this environment) stores
 * nothing and reports nothing.
 */
export function guardedStorage(
  open: () => StorageLike | null,
  onRefused: (what: string) => void = () => undefined,
): GuardedStorage {
  let storage: StorageLike | null | undefined;
  const attempt = <T>(what: string, work: (s: StorageLike) => T, otherwise: T): T => {
    try {
      storage ??= open();
      return storage ? work(storage) : otherwise;
    } catch (error) {
      onRefused(`${what}: ${describeError(error)}`);
      return otherwise;
    }
  };
  return {
    getItem: (key) =>
      attempt(
        `storage refused to read ${key}`,
        (s) => {
          const raw: unknown = s.getItem(key);
          return typeof raw === 'string' ? raw : null;
        },
        null,
      ),
    setItem: (key, value) =>
      attempt(`storage refused to write ${key}`, (s) => (s.setItem(key, value), true), false),
    removeItem: (key) =>
      attempt(`storage refused to remove ${key}`, (s) => (s.removeItem(key), true), false),
  };
}
