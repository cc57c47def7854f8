/**
 * The CartRepository over this browser's localStorage, under the versioned key of the rule book.
 * Another tab's write arrives as the browser's `storage` event. Storage can refuse (private mode,
 * quota, disabled): that is a failed write, reported by the caller, and the cart keeps working in
 * memory.
 *
 * Every edit reads the stored cart first (another tab may have written). The repository keeps the
 * text it last wrote or read with the cart it is: when storage still holds exactly that text, the
 * cart is not parsed again (a cart of 50 phones is milliseconds of zod on a cheap phone), only its
 * version and expiry checked. Any other text is parsed in full.
 */
import {
  cartStorageKey,
  parseStoredCart,
  storedCartState,
  type CartSettings,
  type CartState,
} from '@refurb/shared-contracts';
import type { CartRepository, WriteResult } from '../ports/cart-repository';

export interface LocalStorageCartOptions {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where `storage` events arrive: the window. */
  readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly settings: () => CartSettings;
}

const failure = (error: unknown): WriteResult => ({
  ok: false,
  error: `local storage: ${error instanceof Error ? error.message : String(error)}`,
});

export function createLocalStorageCartRepository(options: LocalStorageCartOptions): CartRepository {
  const { storage, events, settings } = options;
  const key = () => cartStorageKey(settings().stateVersion);
  let known: { readonly raw: string; readonly cart: CartState } | null = null;
  const read = () => {
    try {
      const raw = storage.getItem(key());
      if (known && raw === known.raw) return storedCartState(known.cart, settings());
      const result = parseStoredCart(raw, settings());
      known = result.ok && raw !== null ? { raw, cart: result.cart } : null;
      return result;
    } catch (error) {
      return { ok: false as const, reason: 'corrupt' as const, message: String(error) };
    }
  };
  return {
    load: () => Promise.resolve(read()),
    save(cart: CartState) {
      try {
        const raw = JSON.stringify(cart);
        storage.setItem(key(), raw);
        known = { raw, cart };
        return Promise.resolve({ ok: true });
      } catch (error) {
        return Promise.resolve(failure(error));
      }
    },
    clear() {
      try {
        storage.removeItem(key());
        return Promise.resolve({ ok: true });
      } catch (error) {
        return Promise.resolve(failure(error));
      }
    },
    watch(listener) {
      const onStorage = (event: StorageEvent) => {
        // `key` is null when another tab cleared all of storage.
        if (event.key === key() || event.key === null) listener(read());
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
