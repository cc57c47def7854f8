/**
 * Where a cart is kept: this browser's localStorage, or memory in tests. (The person's Firestore
 * document is a CloudCartStore, ports/cloud-cart.ts: read here, written by shop-api.) Every adapter parses what it reads with the rule book's `parseStoredCart`, so a corrupt,
 * expired or other-version cart comes back as a reason, never as a half-valid cart. Writes answer
 * a value; only a programming error throws.
 */
import type { CartState, StoredCartResult } from '@refurb/shared-contracts/cart';

export type WriteResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

export interface CartRepository {
  load(): Promise<StoredCartResult>;
  save(cart: CartState): Promise<WriteResult>;
  clear(): Promise<WriteResult>;
  /** Calls `listener` with the stored cart whenever it changes from elsewhere (tab, device). */
  watch(listener: (result: StoredCartResult) => void): () => void;
}
