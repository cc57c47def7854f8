/**
 * The browser's localStorage and sessionStorage: the one module that names them (an ESLint rule
 * forbids `localStorage`, `sessionStorage` and `window.localStorage` everywhere else). Storage can
 * refuse at every step: reading `window.localStorage` itself throws where the browser blocks
 * cookies and site data, `setItem` throws on a full quota. So a page never holds the browser's
 * storage object; it asks here for
 * - `webStorage(kind)`: shared-contracts' guardedStorage over it, which never throws (a refusal is
 *   `null` or `false` and a call of `onRefused`), for every read and write of a flag or a choice;
 * - `lazyWebStorage(kind)`: a storage that opens the browser's on each call, for an adapter that
 *   guards each call itself because it must say what was refused (the cart's repository answers a
 *   refused write as a failed result and the person is told). Where storage is blocked each call
 *   throws there, inside that adapter's guard, never while the page starts.
 */
import {
  guardedStorage,
  type GuardedStorage,
  type StorageLike,
} from '@refurb/shared-contracts/runtime';

export type WebStorageKind = 'localStorage' | 'sessionStorage';

/**
 * The browser's storage of that kind (null where there is no window): throws where storage is
 * blocked, so it is only called inside a guard (guardedStorage's `open`, an adapter's `try`).
 */
export function openWebStorage(kind: WebStorageKind): StorageLike | null {
  return typeof window === 'undefined' ? null : window[kind];
}

/** The browser's storage of that kind behind guardedStorage: nothing it does throws. */
export function webStorage(
  kind: WebStorageKind,
  onRefused?: (what: string) => void,
): GuardedStorage {
  return guardedStorage(() => openWebStorage(kind), onRefused);
}

/** The browser's storage of that kind, opened on each call: a refusal throws from that call. */
export function lazyWebStorage(kind: WebStorageKind): StorageLike {
  const open = (): StorageLike => {
    const storage = openWebStorage(kind);
    if (!storage) throw new Error(`no ${kind} in this environment`);
    return storage;
  };
  return {
    getItem: (key) => open().getItem(key),
    setItem: (key, value) => open().setItem(key, value),
    removeItem: (key) => open().removeItem(key),
  };
}
