/**
 * One edit of the cart, as a pure function: the rule of the rule book it calls, and what follows
 * from it (what to tell the person, where to go, what to track, what can be undone). The machine
 * stamps, persists and publishes the cart it returns; the same cart back means nothing changed.
 */
import {
  accessoryLabel,
  addAccessory,
  addPhone,
  checkoutStepOf,
  chooseBattery,
  deselectExtraService,
  removeAccessory,
  removePhone,
  selectExtraService,
  setGiftWrap,
  PromoSchema,
  type CartLimitations,
  type CartState,
} from '@refurb/shared-contracts/cart';
import type { CartEdit, CartNotice } from './cart.events';

export interface EditOutcome {
  readonly cart: CartState;
  readonly notices: readonly CartNotice[];
  /** The cart before a phone removal, so the removal can be undone. */
  readonly undo?: CartState;
  readonly navigate?: string;
  /**
   * What was just added, for the addToCart analytics push (spec section 7): a phone, or an
   * accessory (on its own, from a product page's bundle, the gift wrap's tax item, a new battery).
   */
  readonly tracked?: TrackedAdd;
}

export interface TrackedAdd {
  readonly kind: 'phone' | 'accessory';
  readonly id: string;
}

/** The accessory `next` holds that `cart` did not (the one an edit added), for tracking. */
function addedAccessory(cart: CartState, next: CartState): TrackedAdd | undefined {
  const before = new Set([
    ...cart.accessoryCart.map((a) => a.id),
    ...cart.phoneCart.flatMap((p) => p.deviceAccessories.map((a) => `${p.id}/${a.id}`)),
  ]);
  const added =
    next.accessoryCart.find((a) => !before.has(a.id)) ??
    next.phoneCart
      .flatMap((p) => p.deviceAccessories.map((a) => ({ key: `${p.id}/${a.id}`, a })))
      .find(({ key }) => !before.has(key))?.a;
  return added ? { kind: 'accessory', id: added.id } : undefined;
}

export function applyCartEdit(
  cart: CartState,
  edit: CartEdit,
  limitations?: CartLimitations | null,
): EditOutcome {
  switch (edit.kind) {
    case 'phone.add': {
      const result = addPhone(cart, edit.item, limitations);
      if (!result.ok) {
        const { reason, limit } = result.limit;
        return { cart, notices: [{ kind: 'limit', reason, limit }] };
      }
      if (!result.added) {
        return { cart, notices: [{ kind: 'already-in-cart', title: edit.item.title }] };
      }
      return {
        cart: result.cart,
        notices: [{ kind: 'added', title: edit.item.title }],
        ...(edit.restored ? {} : { tracked: { kind: 'phone' as const, id: edit.item.id } }),
      };
    }
    case 'phone.remove': {
      const phone = cart.phoneCart.find((p) => p.id === edit.phoneId);
      if (!phone) return { cart, notices: [] };
      const removed = removePhone(cart, edit.phoneId);
      const leaves = removed.isEmpty && edit.redirectUrl !== undefined;
      // What went with it (a last phone takes every accessory and the gift wrap): said in the
      // notice, so nothing leaves the cart unannounced (issue 35); the undo brings it all back.
      const kept = new Set(removed.cart.accessoryCart.map((a) => a.id));
      const gone = cart.accessoryCart.filter((a) => !kept.has(a.id));
      const alsoRemoved = {
        accessories: gone.filter((a) => !a.isWrappingTax).length,
        giftWrap: gone.some((a) => a.isWrappingTax),
      };
      return {
        cart: removed.cart,
        notices: [
          {
            kind: 'removed',
            title: phone.title,
            undoable: !leaves,
            ...(alsoRemoved.accessories > 0 || alsoRemoved.giftWrap ? { alsoRemoved } : {}),
          },
        ],
        undo: cart,
        ...(leaves ? { navigate: edit.redirectUrl } : {}),
      };
    }
    case 'extra.select':
      return { cart: selectExtraService(cart, edit.phoneId, edit.service), notices: [] };
    case 'extra.deselect':
      return { cart: deselectExtraService(cart, edit.phoneId, edit.serviceId), notices: [] };
    case 'accessory.add': {
      const next = addAccessory(cart, edit.accessory);
      if (next === cart) return { cart, notices: [] };
      const tracked = edit.restored ? undefined : addedAccessory(cart, next);
      return {
        cart: next,
        notices: [{ kind: 'added', title: accessoryLabel(edit.accessory) }],
        ...(tracked ? { tracked } : {}),
      };
    }
    case 'accessory.remove':
      return { cart: removeAccessory(cart, edit.accessoryId), notices: [] };
    case 'giftwrap.set': {
      const next = setGiftWrap(cart, edit.on, edit.wrapTax);
      const tracked = addedAccessory(cart, next);
      return { cart: next, notices: [], ...(tracked ? { tracked } : {}) };
    }
    case 'battery.choose': {
      const next = chooseBattery(cart, edit.phoneId, edit.choice);
      const tracked = addedAccessory(cart, next);
      return { cart: next, notices: [], ...(tracked ? { tracked } : {}) };
    }
    case 'promo.apply': {
      // Parsed again: the code is kept and synced, so only a bounded, valid promo gets in.
      const promo = PromoSchema.safeParse(edit.promo);
      if (!promo.success) return { cart, notices: [] };
      const same =
        cart.promo?.code === promo.data.code && cart.promo.percentage === promo.data.percentage;
      return { cart: same ? cart : { ...cart, promo: promo.data }, notices: [] };
    }
    case 'promo.remove':
      return { cart: cart.promo === null ? cart : { ...cart, promo: null }, notices: [] };
    case 'step.set':
      // The step the cart is at already (COSUL_MEU when it names none) is no change, no write.
      return {
        cart: checkoutStepOf(cart) === edit.step ? cart : { ...cart, checkoutStep: edit.step },
        notices: [],
      };
  }
}
