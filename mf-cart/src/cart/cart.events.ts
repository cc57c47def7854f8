/** What the cart machine hears (events), the edits a person makes, and what it tells them. */
import type { BatteryType, CheckoutStep } from '@refurb/shared-contracts';
import type {
  CartAccessory,
  CartState,
  ExtraService,
  PhoneCartItem,
  Promo,
} from '@refurb/shared-contracts/cart';

/**
 * One change to the cart, as a person or another remote asks for it. An add that is `restored`
 * puts back the products of an order that did not go through (checkout, issue 35): it is no
 * person's add, so it is not tracked (no add-to-cart, no cross-sell offer).
 */
export type CartEdit =
  | { readonly kind: 'phone.add'; readonly item: PhoneCartItem; readonly restored?: boolean }
  | { readonly kind: 'phone.remove'; readonly phoneId: string; readonly redirectUrl?: string }
  | { readonly kind: 'extra.select'; readonly phoneId: string; readonly service: ExtraService }
  | { readonly kind: 'extra.deselect'; readonly phoneId: string; readonly serviceId: string }
  | {
      readonly kind: 'accessory.add';
      readonly accessory: CartAccessory;
      readonly restored?: boolean;
    }
  | { readonly kind: 'accessory.remove'; readonly accessoryId: string }
  | { readonly kind: 'giftwrap.set'; readonly on: boolean; readonly wrapTax: CartAccessory | null }
  | { readonly kind: 'battery.choose'; readonly phoneId: string; readonly choice: BatteryType }
  /**
   * The promo is part of the cart state (issue 33, point 7): applying or removing a code is an edit
   * like any other, stamped, stored, published and synced, so it follows the cart to other tabs,
   * a reopened browser and the person's other devices. The code was checked with shop-api first.
   */
  | { readonly kind: 'promo.apply'; readonly promo: Promo }
  | { readonly kind: 'promo.remove' }
  /**
   * The buy-level checkout step (spec section 3) is part of the cart state too: the cart page
   * sets COSUL_MEU (the default step, spec section 4), the extras step EXTRA.
   */
  | { readonly kind: 'step.set'; readonly step: CheckoutStep };

export type CartEvent =
  /**
   * An edit a person or another remote asks for: made after the stored cart is read again (another
   * tab may have written since), one at a time, in the order asked, each on the freshest cart.
   */
  | { readonly type: 'cart.request-edit'; readonly edit: CartEdit }
  /** An edit made now on the cart this page holds (the queue's own step, and tests). */
  | { readonly type: 'cart.edit'; readonly edit: CartEdit }
  /** Opens or closes the mini-cart's drawer. */
  | { readonly type: 'drawer.set'; readonly open: boolean }
  | { readonly type: 'phone.undo' }
  | { readonly type: 'cart.clear' }
  | { readonly type: 'cart.refresh' }
  /**
   * The cloud refused to save the cart stamped `timestamp` (cloud sync's 'error in set doc'). When
   * that cart was a refresh's, the refresh failed (spec section 8, cloud save errors): the cart is
   * emptied. Cloud sync sends it for a failed write it gives up on; a write it sends again later
   * because the store cannot be reached now is not an error yet (like shop-api unreachable during
   * a refresh, not one the spec's list names).
   */
  | { readonly type: 'cart.cloud-save-failed'; readonly timestamp: number; readonly error: string }
  /**
   * Another tab or the cloud wrote the cart. A cloud cart is also kept in this browser
   * (`persist`); another tab's is already there.
   */
  | { readonly type: 'cart.replace'; readonly cart: CartState; readonly persist?: boolean };

/** Something to tell the person, as a toast. */
export type CartNotice =
  | { readonly kind: 'added'; readonly title: string }
  | { readonly kind: 'already-in-cart'; readonly title: string }
  | {
      readonly kind: 'removed';
      readonly title: string;
      readonly undoable: boolean;
      /** What went with the phone: its accessories (a last phone takes every one) and gift wrap. */
      readonly alsoRemoved?: { readonly accessories: number; readonly giftWrap: boolean };
    }
  | {
      readonly kind: 'limit';
      readonly reason: 'max-cart-items' | 'max-limited-items';
      readonly limit: number;
    }
  | { readonly kind: 'phones-vanished'; readonly count: number }
  /** This browser refused to store the cart (full or blocked): it lives as long as the page. */
  | { readonly kind: 'not-saved' };
