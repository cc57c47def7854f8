/**
 * What happens once an order is placed and paid for (or to be paid on receipt): the data layer's
 * purchase (with the phones and the accessories bought, as every cart push carries them:
 * `cartAnalytics`), `cart.clear` through the cart's contract, and checkout reset (spec section 4).
 * Done once per order, whichever page gets there first (review for cash, thank-you after a
 * gateway); only in the browser that placed the order (its attempt names the order).
 *
 * A financing the lender put under review (issue 35) is bought subject to the lender, in two
 * steps. Payment processing holds the order (`holdOrder`): the cart is emptied and checkout reset
 * at once, as for a placed order (the units are the order's; the person may shop on), and the
 * cart's lines are kept with the attempt, but no purchase is recorded. Then either the lender
 * approves, and thank-you completes it (`completeOrder`: the purchase, named from the kept lines,
 * once; the cart, emptied already, is left alone), or it declines (or never decides), and payment
 * failed puts the kept lines back in the cart that no longer holds them (`restoreHeldCart`, once,
 * by `cart.add-phone` / `cart.add-accessory` marked `restored`), so "try another way to pay" finds
 * them there.
 */
import { cartAnalytics } from '@refurb/shared-contracts/cart';
import type { CheckoutServices } from '../app/checkout-services';
import { pushDataLayer } from '../app/effects';
import type { OrderAttempt } from '../ports/order-attempt';
import type { CartSnapshot } from './order-request';

type Services = Pick<CheckoutServices, 'attempts' | 'bus' | 'session' | 'config'>;

/** This browser's attempt at `orderId`, while it is not finished. */
function openAttempt(services: Pick<Services, 'attempts'>, orderId: string): OrderAttempt | null {
  const attempt = services.attempts.read();
  return attempt && attempt.orderId === orderId && !attempt.finished ? attempt : null;
}

/** Whether this browser holds `orderId` for a lender's review (its cart emptied, steps reset). */
export const isHeldHere = (services: Pick<Services, 'attempts'>, orderId: string): boolean =>
  openAttempt(services, orderId)?.held !== undefined;

export function completeOrder(
  services: Services,
  order: { readonly orderId: string; readonly total: number; readonly paymentMethod: string },
  cart: CartSnapshot | null,
): boolean {
  const attempt = openAttempt(services, order.orderId);
  if (!attempt) return false;
  const { held, ...rest } = attempt;
  pushDataLayer({
    event: 'purchase',
    orderId: order.orderId,
    value: order.total,
    paymentMethod: order.paymentMethod,
    // A held order's cart was emptied while the lender decided: what was bought is what it held.
    ...cartAnalytics(held ?? cart?.cart ?? null, services.config.accessoriesImageBase),
  });
  if (!held) {
    services.bus.publish('cart.clear', { reason: 'order-placed' });
    services.session.clear();
  }
  services.attempts.write({ ...rest, finished: true });
  return true;
}

/**
 * The lender is reviewing the order's financing: the cart is emptied and checkout reset as for a
 * placed order, the cart's lines kept with the attempt, and no purchase recorded (see the file's
 * comment). Once per order: false when already held, finished, or not this browser's.
 */
export function holdOrder(
  services: Pick<Services, 'attempts' | 'bus' | 'session'>,
  order: { readonly orderId: string },
  cart: CartSnapshot,
): boolean {
  const attempt = openAttempt(services, order.orderId);
  if (!attempt || attempt.held) return false;
  // Kept first: the lines are never only in a cart about to be emptied.
  services.attempts.write({
    ...attempt,
    held: { phoneCart: cart.cart.phoneCart, accessoryCart: cart.cart.accessoryCart },
  });
  services.bus.publish('cart.clear', { reason: 'order-placed' });
  services.session.clear();
  return true;
}

/**
 * A held order did not go through (declined, or cancelled when the review ran out): its products
 * go back in the cart, those it does not hold now (`cart`: its snapshot; null sends them all, the
 * cart ignores what it has), once. True when this browser held the order (its steps were reset
 * then, so "try another way to pay" starts checkout again rather than at the payment step).
 */
export function restoreHeldCart(
  services: Pick<Services, 'attempts' | 'bus'>,
  order: { readonly orderId: string },
  cart: CartSnapshot | null,
): boolean {
  const attempt = openAttempt(services, order.orderId);
  const held = attempt?.held;
  if (!attempt || !held) return false;
  if (held.restored) return true;
  const phones = new Set(cart?.cart.phoneCart.map((phone) => phone.id));
  const accessories = new Set(cart?.cart.accessoryCart.map((accessory) => accessory.id));
  services.attempts.write({ ...attempt, held: { ...held, restored: true } });
  for (const item of held.phoneCart) {
    if (!phones.has(item.id)) services.bus.publish('cart.add-phone', { item, restored: true });
  }
  for (const accessory of held.accessoryCart) {
    if (!accessories.has(accessory.id)) {
      services.bus.publish('cart.add-accessory', { accessory, restored: true });
    }
  }
  return true;
}
