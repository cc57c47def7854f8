/**
 * Cart merge and cloud sync decisions (spec section 4, "Cloud sync" and "Merge").
 *
 * Merge: phones are unioned by id, accessories concatenated keeping one gift-wrap tax item,
 * batteries unioned by phone id, wrap-tax accessories dropped when a tablet or laptop is in the
 * cart, and the cloud gift wrap preferred. Where the same id is on both sides the local entry wins:
 * it is the person's latest choice (made as a visitor, just before logging in). "Preferred" is read
 * as: the cloud's gift wrap when it holds a choice (is active), else the local one.
 *
 * "Accessories are concatenated" is read as concatenating the two lists of *distinct* accessories
 * (issue 33, point 1): an accessory id appears once in a merged cart, as in any cart (adding one
 * already there changes nothing), so merging the same carts again adds nothing. Read literally,
 * every log-out and log-in doubled them, because the local cart survives a logout, and the order
 * charged each copy.
 *
 * The promo (kept with the cart, issue 33 point 7) is the local one when there is one (the latest
 * choice, as above), else the cloud's.
 */
import type { CartAccessory, CartState } from '../schemas/cart.schema.js';
import { applyGiftWrapSuppression, emptiedCart } from './cart.js';
import { isCartEmpty } from './cart-storage.js';

function unionBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function keepOneWrapTax(accessories: readonly CartAccessory[]): CartAccessory[] {
  let kept = false;
  return accessories.filter((a) => {
    if (!a.isWrappingTax) return true;
    if (kept) return false;
    kept = true;
    return true;
  });
}

/**
 * Merges the local cart into the cloud cart. A cloud cart of another state version is replaced by
 * an empty one first, so the local items are kept and the old shape is never read.
 */
export function mergeCarts(local: CartState, cloud: CartState): CartState {
  const usableCloud = cloud.stateVersion === local.stateVersion ? cloud : emptiedCart(local);
  const merged: CartState = {
    phoneCart: unionBy([...local.phoneCart, ...usableCloud.phoneCart], (p) => p.id),
    accessoryCart: keepOneWrapTax(
      unionBy([...local.accessoryCart, ...usableCloud.accessoryCart], (a) => a.id),
    ),
    batteryCart: unionBy([...local.batteryCart, ...usableCloud.batteryCart], (b) => b.phoneId),
    giftWrap: usableCloud.giftWrap.isActive ? usableCloud.giftWrap : local.giftWrap,
    timestamp: Math.max(local.timestamp, usableCloud.timestamp),
    expireAt: Math.max(local.expireAt, usableCloud.expireAt),
    stateVersion: local.stateVersion,
    promo: local.promo ?? usableCloud.promo,
  };
  return applyGiftWrapSuppression(merged);
}

export type CloudSnapshotDecision =
  | { readonly action: 'ignore' }
  /** Replace the local cart with `cart` (the cloud's, or empty when its version differs). */
  | { readonly action: 'replace'; readonly cart: CartState }
  /** Use the merged `cart` locally and write it back to the cloud. */
  | { readonly action: 'merge'; readonly cart: CartState };

export interface CloudSnapshotInput {
  /** The local cart; `null` before it has been read. */
  readonly local: CartState | null;
  /** The cloud document's cart; `null` when the document does not exist. */
  readonly cloud: CartState | null;
  readonly mergeAfterLogin: boolean;
}

/**
 * What to do when the cloud cart document changes. With merge-after-login set and a local cart
 * holding phones or accessories, the carts are merged. Otherwise, when the cloud timestamp differs
 * from the local one (local not null), the local cart is replaced; by an empty cart when the cloud
 * state version differs.
 */
export function decideCloudSnapshot({
  local,
  cloud,
  mergeAfterLogin,
}: CloudSnapshotInput): CloudSnapshotDecision {
  if (local === null) return { action: 'ignore' };
  if (mergeAfterLogin && !isCartEmpty(local)) {
    return { action: 'merge', cart: cloud === null ? local : mergeCarts(local, cloud) };
  }
  if (cloud === null || cloud.timestamp === local.timestamp) return { action: 'ignore' };
  if (cloud.stateVersion !== local.stateVersion) {
    return { action: 'replace', cart: { ...emptiedCart(local), timestamp: cloud.timestamp } };
  }
  return { action: 'replace', cart: cloud };
}
