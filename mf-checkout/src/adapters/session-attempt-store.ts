/**
 * The OrderAttemptStore over sessionStorage; an unreadable entry is dropped (a new key is made).
 * Storage that refuses (`guardedStorage`) leaves the attempt in memory for this page.
 */
import { guardedStorage, type StorageLike } from '@refurb/shared-contracts/runtime';
import {
  OrderAttemptSchema,
  type OrderAttempt,
  type OrderAttemptStore,
} from '../ports/order-attempt';

export const ATTEMPT_KEY = 'refurb:checkout:attempt';

export function createSessionAttemptStore(
  raw: StorageLike,
  onRefused?: (what: string) => void,
): OrderAttemptStore {
  const storage = guardedStorage(() => raw, onRefused);
  // The last attempt of this page, for when storage refuses to keep it (private mode, quota).
  let memory: OrderAttempt | null = null;
  return {
    read() {
      const stored = storage.getItem(ATTEMPT_KEY);
      if (stored === null) return memory;
      let json: unknown;
      try {
        json = JSON.parse(stored);
      } catch {
        json = undefined;
      }
      const parsed = OrderAttemptSchema.safeParse(json);
      if (parsed.success) return parsed.data;
      storage.removeItem(ATTEMPT_KEY);
      return memory;
    },
    write(attempt) {
      memory = attempt;
      const valid = OrderAttemptSchema.safeParse(attempt);
      // Refused (private mode, quota): the attempt lives in memory for this page.
      if (valid.success) storage.setItem(ATTEMPT_KEY, JSON.stringify(valid.data));
    },
    clear() {
      memory = null;
      storage.removeItem(ATTEMPT_KEY);
    },
  };
}
