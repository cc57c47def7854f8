/**
 * The CheckoutSessionStore over the browser's sessionStorage. An unreadable entry is removed when
 * read (so it is reported once) and the rest of the session is kept. Storage may refuse at any
 * step (blocked, private mode, quota; `guardedStorage`): a refused read is an empty entry, a
 * refused write answers false, and checkout carries on in memory. No call here throws.
 */
import { CHECKOUT_SESSION_KEYS } from '@refurb/shared-contracts';
import { parseSessionEntry, serializeSessionEntry } from '@refurb/shared-contracts/checkout';
import { guardedStorage, type StorageLike } from '@refurb/shared-contracts/runtime';
import type { CheckoutSessionStore } from '../ports/session-store';

export function createSessionStorageStore(
  raw: StorageLike,
  onRefused?: (what: string) => void,
): CheckoutSessionStore {
  const storage = guardedStorage(() => raw, onRefused);
  return {
    read() {
      const session: Record<string, unknown> = {};
      const problems: string[] = [];
      for (const key of CHECKOUT_SESSION_KEYS) {
        const entry = parseSessionEntry(key, storage.getItem(key));
        if (entry.ok) session[key] = entry.value;
        else if (entry.reason !== 'missing') {
          problems.push(entry.message);
          storage.removeItem(key);
        }
      }
      return { session, problems };
    },
    write(key, value) {
      let serialized: string;
      try {
        serialized = serializeSessionEntry(key, value);
      } catch {
        return false;
      }
      return storage.setItem(key, serialized);
    },
    clear() {
      for (const key of CHECKOUT_SESSION_KEYS) storage.removeItem(key);
    },
  };
}
