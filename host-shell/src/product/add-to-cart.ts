/**
 * Adding from the product page: the phone as the cart's contract takes it (`phoneCartItem`) and,
 * for a bundle, each ticked accessory with the "PDP - Bundle" origin, published on the event bus
 * (the cart remote owns the cart). A chunk of its own (`product-add`), asked for when the shopper
 * points at or focuses the button, with the cart remote: building a cart item is code the page
 * needs at the add, not to show the product (the product page's first scripts stay in budget).
 */
import { type AccessoryOffer } from '@refurb/shared-contracts/api/catalog';
import {
  BUNDLE_ORIGIN,
  PDP_ORIGIN,
  phoneCartItem,
  toCartAccessory,
  type PhoneChoice,
} from '@refurb/shared-contracts/cart';
import { type EventBus, type Sent } from '@refurb/shared-contracts/runtime';

export function publishAdd(
  bus: EventBus,
  choice: Omit<PhoneChoice, 'origin'>,
  /** The accessories ticked below the button: the phone and these go as a bundle. */
  bundle: readonly AccessoryOffer[],
): readonly Sent[] {
  const asBundle = bundle.length > 0;
  const item = phoneCartItem({ ...choice, origin: asBundle ? BUNDLE_ORIGIN : PDP_ORIGIN });
  const sent = [bus.publish('cart.add-phone', { item })];
  for (const offer of bundle) {
    const accessory = bus.publish('cart.add-accessory', {
      accessory: toCartAccessory(offer, {
        type: 'accessory',
        origin: BUNDLE_ORIGIN,
        phoneId: choice.listing.productId,
      }),
    });
    sent.push(accessory);
  }
  return sent;
}
