/**
 * The CloudCartStore over the person's Firestore document, `<collection>/<uid>` (spec section 7):
 * read and listened to with the Firestore SDK (another device's write arrives through the
 * real-time listener), written through the CloudCartWriter (shop-api: firestore.rules let no
 * browser write, issue 32). The cart is parsed with the rule book's `parseStoredCart`, which reads
 * the state version first: a document of another state version comes back as `version` whatever
 * its shape, so cloud sync can follow the spec ("an empty cart is used") instead of taking it for
 * an unreadable document (issue 33 point 3). Beside the cart, the revision and writer shop-api
 * stamped the document with (`CloudCartStampSchema`); a document without them has neither.
 */
import { CloudCartStampSchema } from '@refurb/shared-contracts/api/cloud-cart';
import { parseStoredCart, type CartSettings } from '@refurb/shared-contracts/cart';
import { doc, getDoc, onSnapshot, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import type { CloudCartSnapshot, CloudCartStore, CloudCartWriter } from '../ports/cloud-cart';

export interface FirestoreCartOptions {
  readonly db: Firestore;
  readonly collection: string;
  readonly uid: string;
  readonly settings: () => CartSettings;
  readonly writer: CloudCartWriter;
  /** The listener failed (rules, network): reported by the caller; the local cart carries on. */
  readonly onListenError?: (error: Error) => void;
}

export function createFirestoreCartStore(options: FirestoreCartOptions): CloudCartStore {
  const { db, collection, uid, settings } = options;
  const ref = doc(db, collection, uid);
  const snapshotOf = (snapshot: DocumentSnapshot): CloudCartSnapshot => {
    const data: unknown = snapshot.exists() ? snapshot.data() : null;
    const stamp = CloudCartStampSchema.safeParse(data);
    return {
      result: parseStoredCart(data, settings()),
      revision: stamp.success ? stamp.data.revision : null,
      writer: stamp.success ? stamp.data.writer : null,
    };
  };
  return {
    read: async () => snapshotOf(await getDoc(ref)),
    write: (cart, writer) => options.writer.write(cart, writer),
    watch(listener) {
      return onSnapshot(
        ref,
        // Only what the server confirms counts: a first answer from the (empty) cache says
        // "missing" before the server has spoken. Metadata changes are asked for, so the
        // server's confirmation of an unchanged document (fromCache turning false) arrives too.
        { includeMetadataChanges: true },
        (snapshot) => {
          if (snapshot.metadata.fromCache || snapshot.metadata.hasPendingWrites) return;
          listener(snapshotOf(snapshot));
        },
        (error) => options.onListenError?.(error),
      );
    },
  };
}
