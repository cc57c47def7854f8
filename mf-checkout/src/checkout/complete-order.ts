/**
 * What happens once an order is placed and paid for (or to be paid on receipt): the data layer's
 * purchase (with the phones and the accessories bought, as every cart push carries them:
 * `cartAnalytics`), `cart.clear` through the cart's contract, and checkout reset (spec section 4).
 * Done once per order, whichever page gets there first (review for cash, thank-you after a
 * gateway); only in the browser that placed the order (its attempt names the order).
 */
import { cartAnalytics } from '@refurb/shared-contracts';
import type { CheckoutServices } from '../app/checkout-services';
import { pushDataLayer } from '../app/effects';
import type { CartSnapshot } from './order-request';

export function completeOrder(
  services: Pick<CheckoutServices, 'attempts' | 'bus' | 'session' | 'config'>,
  order: { readonly orderId: string; readonly total: number; readonly paymentMethod: string },
  cart: CartSnapshot | null,
): boolean {
  const attempt = services.attempts.read();
  if (!attempt || attempt.orderId !== order.orderId || attempt.finished) return false;
  pushDataLayer({
    event: 'purchase',
    orderId: order.orderId,
    value: order.total,
    paymentMethod: order.paymentMethod,
    ...cartAnalytics(cart?.cart ?? null, services.config.accessoriesImageBase),
  });
  services.bus.publish('cart.clear', { reason: 'order-placed' });
  services.session.clear();
  services.attempts.write({ ...attempt, finished: true });
  return true;
}
