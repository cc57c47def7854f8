/**
 * The in-memory CartRepository: a shared store opened by several handles, like tabs over one
 * localStorage or devices over one cloud document. A write through one handle is seen by the
 * others' `watch`, never by its own (as the browser's storage event behaves).
 */
import { parseStoredCart, type CartSettings, type CartState } from '@refurb/shared-contracts/cart';
import type { CartRepository } from '../ports/cart-repository';

export interface MemoryCartStore {
  /** What is stored, as the raw text a browser would hold (or null). */
  raw: string | null;
  open(settings: () => CartSettings): CartRepository;
}

export function createMemoryCartStore(raw: string | null = null): MemoryCartStore {
  const listeners = new Set<{ owner: object; notify: () => void }>();
  const store: MemoryCartStore = {
    raw,
    open(settings) {
      const owner = {};
      const write = (value: string | null) => {
        store.raw = value;
        for (const l of listeners) if (l.owner !== owner) l.notify();
        return Promise.resolve({ ok: true as const });
      };
      return {
        load: () => Promise.resolve(parseStoredCart(store.raw, settings())),
        save: (cart: CartState) => write(JSON.stringify(cart)),
        clear: () => write(null),
        watch(listener) {
          const entry = { owner, notify: () => listener(parseStoredCart(store.raw, settings())) };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
      };
    },
  };
  return store;
}
