/** The OrderAttemptStore over sessionStorage; an unreadable entry is dropped (a new key is made). */
import {
  OrderAttemptSchema,
  type OrderAttempt,
  type OrderAttemptStore,
} from '../ports/order-attempt';

export const ATTEMPT_KEY = 'refurb:checkout:attempt';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSessionAttemptStore(storage: Storage): OrderAttemptStore {
  // The last attempt of this page, for when storage refuses to keep it (private mode, quota).
  let memory: OrderAttempt | null = null;
  return {
    read() {
      try {
        const raw = storage.getItem(ATTEMPT_KEY);
        const parsed = raw === null ? null : OrderAttemptSchema.safeParse(JSON.parse(raw));
        if (parsed?.success) return parsed.data;
        if (parsed) storage.removeItem(ATTEMPT_KEY);
        return memory;
      } catch {
        storage.removeItem(ATTEMPT_KEY);
        return memory;
      }
    },
    write(attempt) {
      memory = attempt;
      try {
        storage.setItem(ATTEMPT_KEY, JSON.stringify(OrderAttemptSchema.parse(attempt)));
      } catch {
        // Storage refused (private mode, quota): the attempt lives in memory for this page.
      }
    },
    clear() {
      memory = null;
      storage.removeItem(ATTEMPT_KEY);
    },
  };
}
