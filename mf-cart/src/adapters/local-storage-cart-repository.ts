/**
 * The CartRepository over this browser's localStorage, under the versioned key of the rule book.
 * Another tab's write arrives as the browser's `storage` event. Storage can refuse (private mode,
 * quota, disabled): that is a failed write, reported by the caller, and the cart keeps working in
 * memory. A refused read (storage blocked: opening it throws) is no stored cart, and `onRefused`
 * says so, so the page can tell the person their cart lives only as long as the page.
 *
 * Every edit reads the stored cart first (another tab may have written). The repository keeps the
 * text it last wrote or read with the cart it is: when storage still holds exactly that text, the
 * cart is not parsed again (a cart of 50 phones is milliseconds of zod on a cheap phone), only its
 * version and expiry checked. Any other text is parsed in full.
 *
 * Writes land after the next paint, not in the click that made them: writing a cart of 50 phones
 * (JSON and `setItem`) is ~15 ms on this machine and four times that on a cheap phone, which the
 * person would otherwise wait for before seeing their choice. Saves made before the write lands
 * are one write of the last cart; each save's promise answers that write's result. Nothing is read
 * past a pending write: a read, a clear, leaving the page (`pagehide`) or hiding it writes first.
 */
import {
  cartStorageKey,
  parseStoredCart,
  storedCartState,
  type CartSettings,
  type CartState,
} from '@refurb/shared-contracts/cart';
import { afterNextPaint } from '@refurb/web-kit';
import type { CartRepository, WriteResult } from '../ports/cart-repository';

export interface LocalStorageCartOptions {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where `storage` events arrive: the window. */
  readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly settings: () => CartSettings;
  /** Called when storage refuses a read (blocked): the cart then lives in memory alone. */
  readonly onRefused?: (error: string) => void;
  /**
   * Runs `write` when the pending cart should land: by default after the next paint (a frame,
   * then a task), or after 250 ms where frames do not come (a hidden tab).
   */
  readonly schedule?: (write: () => void) => void;
}

const refusal = (error: unknown) =>
  `local storage: ${error instanceof Error ? error.message : String(error)}`;
const failure = (error: unknown): WriteResult => ({ ok: false, error: refusal(error) });

export function createLocalStorageCartRepository(options: LocalStorageCartOptions): CartRepository {
  const {
    storage,
    events,
    settings,
    onRefused = () => undefined,
    schedule = (write) => void afterNextPaint().then(write),
  } = options;
  const key = () => cartStorageKey(settings().stateVersion);
  let known: { readonly raw: string; readonly cart: CartState } | null = null;
  let pending: { cart: CartState; answers: ((result: WriteResult) => void)[] } | null = null;
  const write = (cart: CartState): WriteResult => {
    try {
      const raw = JSON.stringify(cart);
      storage.setItem(key(), raw);
      known = { raw, cart };
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  };
  /** Lands the pending cart, if any, and answers every save it stands for. */
  const flush = () => {
    if (!pending) return;
    const { cart, answers } = pending;
    pending = null;
    const result = write(cart);
    for (const answer of answers) answer(result);
  };
  events.addEventListener('pagehide', flush);
  events.addEventListener('visibilitychange', flush);
  const read = () => {
    flush();
    let raw: string | null;
    try {
      raw = storage.getItem(key());
    } catch (error) {
      onRefused(refusal(error));
      return { ok: false as const, reason: 'missing' as const, message: 'storage refused' };
    }
    try {
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
      return new Promise<WriteResult>((answer) => {
        if (pending) {
          pending.cart = cart;
          pending.answers.push(answer);
          return;
        }
        pending = { cart, answers: [answer] };
        schedule(flush);
      });
    },
    clear() {
      flush();
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
