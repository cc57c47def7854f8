/** What the cart machine hears (events), the edits a person makes, and what it tells them. */
import type {
  BatteryType,
  CartAccessory,
  CartState,
  ExtraService,
  PhoneCartItem,
  Promo,
} from '@refurb/shared-contracts';

/** One change to the cart, as a person or another remote asks for it. */
export type CartEdit =
  | { readonly kind: 'phone.add'; readonly item: PhoneCartItem }
  | { readonly kind: 'phone.remove'; readonly phoneId: string; readonly redirectUrl?: string }
  | { readonly kind: 'extra.select'; readonly phoneId: string; readonly service: ExtraService }
  | { readonly kind: 'extra.deselect'; readonly phoneId: string; readonly serviceId: string }
  | { readonly kind: 'accessory.add'; readonly accessory: CartAccessory }
  | { readonly kind: 'accessory.remove'; readonly accessoryId: string }
  | { readonly kind: 'giftwrap.set'; readonly on: boolean; readonly wrapTax: CartAccessory | null }
  | { readonly kind: 'battery.choose'; readonly phoneId: string; readonly choice: BatteryType };

export type CartEvent =
  | { readonly type: 'cart.edit'; readonly edit: CartEdit }
  | { readonly type: 'phone.undo' }
  | { readonly type: 'cart.clear' }
  | { readonly type: 'promo.apply'; readonly promo: Promo }
  | { readonly type: 'promo.remove' }
  | { readonly type: 'cart.refresh' }
  /**
   * Another tab or the cloud wrote the cart. A cloud cart is also kept in this browser
   * (`persist`); another tab's is already there.
   */
  | { readonly type: 'cart.replace'; readonly cart: CartState; readonly persist?: boolean };

/** Something to tell the person, as a toast. */
export type CartNotice =
  | { readonly kind: 'added'; readonly title: string }
  | { readonly kind: 'already-in-cart'; readonly title: string }
  | { readonly kind: 'removed'; readonly title: string; readonly undoable: boolean }
  | {
      readonly kind: 'limit';
      readonly reason: 'max-cart-items' | 'max-limited-items';
      readonly limit: number;
    }
  | { readonly kind: 'phones-vanished'; readonly count: number }
  /** This browser refused to store the cart (full or blocked): it lives as long as the page. */
  | { readonly kind: 'not-saved' };
