/**
 * The CartRepository over the person's Firestore document, `<collection>/<uid>` (spec section 7):
 * reads parse with the rule book, every write is a merge-write, and another device's write
 * arrives through the real-time listener. A failed write is a value whose message starts with
 * 'error in set doc', the name the spec gives it.
 */
import { parseStoredCart, type CartSettings, type CartState } from '@refurb/shared-contracts';
import { deleteDoc, doc, getDoc, onSnapshot, setDoc, type Firestore } from 'firebase/firestore';
import type { CartRepository, WriteResult } from '../ports/cart-repository';

export interface FirestoreCartOptions {
  readonly db: Firestore;
  readonly collection: string;
  readonly uid: string;
  readonly settings: () => CartSettings;
  /** The listener failed (rules, network): reported by the caller; the local cart carries on. */
  readonly onListenError?: (error: Error) => void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createFirestoreCartRepository(options: FirestoreCartOptions): CartRepository {
  const { db, collection, uid, settings } = options;
  const ref = doc(db, collection, uid);
  const parse = (data: unknown) => parseStoredCart(data ?? null, settings());
  return {
    async load() {
      const snapshot = await getDoc(ref);
      return parse(snapshot.exists() ? snapshot.data() : null);
    },
    async save(cart: CartState): Promise<WriteResult> {
      try {
        await setDoc(ref, cart, { merge: true });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: `error in set doc: ${message(error)}` };
      }
    },
    async clear(): Promise<WriteResult> {
      try {
        await deleteDoc(ref);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: `error in delete doc: ${message(error)}` };
      }
    },
    watch(listener) {
      return onSnapshot(
        ref,
        // Only what the server confirms counts: a first answer from the (empty) cache says
        // "missing" before the server has spoken, and our own writes come back first as pending
        // local writes. Metadata changes are asked for, so the server's confirmation of an
        // unchanged document (fromCache turning false) arrives too.
        { includeMetadataChanges: true },
        (snapshot) => {
          if (snapshot.metadata.fromCache || snapshot.metadata.hasPendingWrites) return;
          listener(parse(snapshot.exists() ? snapshot.data() : null));
        },
        (error) => options.onListenError?.(error),
      );
    },
  };
}
