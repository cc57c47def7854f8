/**
 * The person's cart in the cloud (spec sections 4 and 7), as cloud sync sees it: the document
 * read and listened to (the cart, the revision shop-api gave its last write and the page that
 * wrote it), and writes, which go through shop-api (`PUT /bff/me/cart`): firestore.rules let no
 * browser write. Answers are values; the machine decides what follows.
 */
import type { CartState, StoredCartResult } from '@refurb/shared-contracts/cart';

/** One state of the cloud document. */
export interface CloudCartSnapshot {
  /** The cart, or why there is none (`missing`, `version`: another state version, ...). */
  readonly result: StoredCartResult;
  /** The revision of the document's last write (shop-api's); null without one. */
  readonly revision: number | null;
  /** The page that made the document's last write; null without one. */
  readonly writer: string | null;
}

export type CloudWriteResult =
  | { readonly ok: true; readonly revision: number }
  | {
      readonly ok: false;
      /** Starts with 'error in set doc', the name spec section 8 gives a failed cloud write. */
      readonly error: string;
      /**
       * Worth trying again later: shop-api or Firestore did not answer or said "not now" (0, 429,
       * 5xx). A refusal (a 400, no session) is not.
       */
      readonly retry: boolean;
    };

/** Writes the person's cloud cart for the page `writer` (shop-api's `PUT /bff/me/cart`). */
export interface CloudCartWriter {
  write(cart: CartState, writer: string): Promise<CloudWriteResult>;
}

/** The person's cloud cart document: read and listened to here, written through the writer. */
export interface CloudCartStore extends CloudCartWriter {
  read(): Promise<CloudCartSnapshot>;
  /** Calls `listener` with each state of the document the server confirms; answers a stop. */
  watch(listener: (snapshot: CloudCartSnapshot) => void): () => void;
}
