/** View data of the cart, read from the machine's snapshot with `useSelector`. */
import {
  BATTERY_ACCESSORY_CATEGORY,
  cartItemCount,
  cartTotal,
  type CartState,
  type ExtraService,
  type PhoneCartItem,
} from '@refurb/shared-contracts/cart';
import { isSecondInsuranceTab } from '@refurb/shared-contracts/checkout';
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine';

type Snapshot = SnapshotFrom<typeof cartMachine>;

const totals = new WeakMap<CartState, number>();

/**
 * The cart's total, worked out once per cart: an edit makes a new cart object, and the cart
 * page's summary, the mini-cart and the `cart.updated` event all read the total of that one
 * cart (three walks of every phone in a click on a long cart, before).
 */
export function totalOf(cart: CartState): number {
  let total = totals.get(cart);
  if (total === undefined) {
    total = cartTotal(cart);
    totals.set(cart, total);
  }
  return total;
}

export const selectCart = (snapshot: Snapshot): CartState => snapshot.context.cart;
export const selectIsRefreshing = (snapshot: Snapshot): boolean => snapshot.matches('refreshing');
export const selectTotal = (snapshot: Snapshot): number => totalOf(snapshot.context.cart);
export const selectDrawerOpen = (snapshot: Snapshot): boolean => snapshot.context.drawerOpen;
export const selectItemCount = (snapshot: Snapshot): number => cartItemCount(snapshot.context.cart);

/** The extra-service tabs of a phone: warranty; insurance; `Ad_Th` insurance in a second tab. */
export type ExtraTab = 'warranty' | 'insurance' | 'theft';

export function extraTabs(phone: PhoneCartItem): { tab: ExtraTab; services: ExtraService[] }[] {
  const tabOf = (s: ExtraService): ExtraTab =>
    s.type === 'EXTRA_WARRANTY' ? 'warranty' : isSecondInsuranceTab(s.key) ? 'theft' : 'insurance';
  const order: ExtraTab[] = ['warranty', 'insurance', 'theft'];
  return order
    .map((tab) => ({
      tab,
      services: phone.available_extra_services.filter((s) => tabOf(s) === tab),
    }))
    .filter((group) => group.services.length > 0);
}

export const batteryOffer = (phone: PhoneCartItem) =>
  phone.deviceAvailableAccessories.find(
    (a) => a.isActive && a.category === BATTERY_ACCESSORY_CATEGORY,
  ) ?? null;

export const isBatteryAccessory = (a: { readonly category?: string | undefined }) =>
  a.category === BATTERY_ACCESSORY_CATEGORY;
