/**
 * The CheckoutSessionStore over the browser's sessionStorage. An unreadable entry is removed when
 * read (so it is reported once) and the rest of the session is kept. Storage may refuse (private
 * mode, quota): a write answers false and checkout carries on in memory.
 */
import {
  CHECKOUT_SESSION_KEYS,
  parseSessionEntry,
  serializeSessionEntry,
} from '@refurb/shared-contracts';
import type { CheckoutSessionStore } from '../ports/session-store';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSessionStorageStore(storage: Storage): CheckoutSessionStore {
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
      try {
        storage.setItem(key, serializeSessionEntry(key, value));
        return true;
      } catch {
        return false;
      }
    },
    clear() {
      for (const key of CHECKOUT_SESSION_KEYS) storage.removeItem(key);
    },
  };
}
