/**
 * One edit of the cart, as a pure function: the rule of the rule book it calls, and what follows
 * from it (what to tell the person, where to go, what to track, what can be undone). The machine
 * stamps, persists and publishes the cart it returns; the same cart back means nothing changed.
 */
import {
  addAccessory,
  addPhone,
  chooseBattery,
  deselectExtraService,
  removeAccessory,
  removePhone,
  selectExtraService,
  setGiftWrap,
  type CartLimitations,
  type CartState,
} from '@refurb/shared-contracts';
import type { CartEdit, CartNotice } from './cart.events';

export interface EditOutcome {
  readonly cart: CartState;
  readonly notices: readonly CartNotice[];
  /** The cart before a phone removal, so the removal can be undone. */
  readonly undo?: CartState;
  readonly navigate?: string;
  /** The id of a phone just added, for the addToCart analytics push. */
  readonly tracked?: string;
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
        tracked: edit.item.id,
      };
    }
    case 'phone.remove': {
      const phone = cart.phoneCart.find((p) => p.id === edit.phoneId);
      if (!phone) return { cart, notices: [] };
      const removed = removePhone(cart, edit.phoneId);
      const leaves = removed.isEmpty && edit.redirectUrl !== undefined;
      return {
        cart: removed.cart,
        notices: [{ kind: 'removed', title: phone.title, undoable: !leaves }],
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
      const notices: CartNotice[] =
        next === cart ? [] : [{ kind: 'added', title: edit.accessory.name }];
      return { cart: next, notices };
    }
    case 'accessory.remove':
      return { cart: removeAccessory(cart, edit.accessoryId), notices: [] };
    case 'giftwrap.set':
      return { cart: setGiftWrap(cart, edit.on, edit.wrapTax), notices: [] };
    case 'battery.choose':
      return { cart: chooseBattery(cart, edit.phoneId, edit.choice), notices: [] };
  }
}
