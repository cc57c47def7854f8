/**
 * The people's cloud carts (spec sections 3, 4 and 7): `carts/{uid}` in Firestore, written here
 * with the Firebase Admin SDK and nowhere else (firestore.rules refuse every browser write; a
 * person's browsers read their own document through the listener). Only `PUT /bff/me/cart`
 * (routes/cloud-cart.ts) calls `write`, with the session's person and a cart the contract has
 * parsed and bounded (`CloudCartWriteRequestSchema`).
 *
 * A write is a merge-write of the whole cart (spec: "cloud cart writes are merge-writes"): every
 * field of the cart state is set, one the parsed cart lacks is deleted, so the document holds
 * exactly the cart that was sent, and fields of an old release outside the cart stay untouched.
 * It runs in a transaction that reads the document's `revision` and writes the next one:
 * `max(previous + 1, server time in ms)`. Revisions order the writes of a document by this
 * server's transaction, never by a device's clock, and keep growing when a document is deleted
 * and written again (a store restored empty). `writer` names the page that wrote (its listener
 * ignores its own echo) and `updatedAt` is Firestore's server time, for people reading the store.
 *
 * Firestore that does not answer in `timeoutMs` is `CloudCartUnavailable` (the route's 503). A
 * transaction retried after that time gives up before writing, so a write the caller was told
 * failed cannot land later over a newer one.
 */
import { CartStateSchema, type CartState } from '@refurb/shared-contracts/cart';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../services.js';

export interface CloudCartStore {
  /** Writes `cart` as `uid`'s cloud cart for the page `writer`; answers the write's revision. */
  write(uid: string, cart: CartState, writer: string): Promise<number>;
}

/** Firestore did not answer in time or refused for a reason of its own (down, overloaded). */
export class CloudCartUnavailable extends Error {}

export interface FirestoreCartOptions {
  readonly projectId: string;
  /** `host:port` of the Firestore emulator (a `demo-` project); unset: Google's Firestore. */
  readonly emulatorHost?: string | undefined;
  readonly collection: string;
  readonly clock: Clock;
  /** How long a write may take before it is given up (default 8 s). */
  readonly timeoutMs?: number;
}

/** One Firestore client per project and host, made at the first write (never at start-up). */
const clients = new Map<string, Firestore>();

function firestoreOf(projectId: string, emulatorHost: string | undefined): Firestore {
  const key = `${projectId}@${emulatorHost ?? 'google'}`;
  let db = clients.get(key);
  if (!db) {
    const name = `shop-api-carts-${key}`;
    const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
    db = getFirestore(app);
    db.settings({
      ignoreUndefinedProperties: true,
      ...(emulatorHost ? { host: emulatorHost, ssl: false } : {}),
    });
    clients.set(key, db);
  }
  return db;
}

const CART_FIELDS = Object.keys(CartStateSchema.shape) as (keyof CartState)[];

/** Firestore's own "cannot now" codes (gRPC status names and numbers). */
const UNAVAILABLE = new Set<unknown>([
  'unavailable',
  'deadline-exceeded',
  'resource-exhausted',
  'aborted',
  4,
  8,
  10,
  14,
]);

export function createFirestoreCartStore(options: FirestoreCartOptions): CloudCartStore {
  const timeoutMs = options.timeoutMs ?? 8000;
  return {
    async write(uid, cart, writer) {
      const db = firestoreOf(options.projectId, options.emulatorHost);
      const ref = db.collection(options.collection).doc(uid);
      const deadline = Date.now() + timeoutMs;
      const fields: Record<string, unknown> = {};
      for (const field of CART_FIELDS) fields[field] = cart[field] ?? FieldValue.delete();
      const transaction = db.runTransaction(async (tx) => {
        if (Date.now() > deadline) throw new CloudCartUnavailable('cart write given up');
        const current = await tx.get(ref);
        const previous: unknown = current.exists ? current.get('revision') : undefined;
        const before =
          typeof previous === 'number' && Number.isSafeInteger(previous) ? previous : 0;
        const revision = Math.max(before + 1, options.clock().getTime());
        tx.set(
          ref,
          { ...fields, revision, writer, updatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
        return revision;
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new CloudCartUnavailable(`Firestore did not answer in ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([transaction, timeout]);
      } catch (error) {
        if (error instanceof CloudCartUnavailable) throw error;
        const code = (error as { code?: unknown }).code;
        if (UNAVAILABLE.has(code)) {
          throw new CloudCartUnavailable(`Firestore: ${(error as Error).message}`);
        }
        throw error;
      } finally {
        clearTimeout(timer);
        // The race's loser must not be an unhandled rejection.
        transaction.catch(() => {});
      }
    },
  };
}
