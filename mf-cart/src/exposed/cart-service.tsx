/**
 * `./cart-service`: the page's cart service with no view of its own, for a page that reads the cart
 * but does not show the mini-cart: the checkout's enclosed steps (the host's CheckoutHeader draws
 * the cart link there, and follows `cart.updated` for its count). Mounting it starts the service
 * as `./mini-cart` does (or finds the one already running), so the checkout gets its
 * `cart.updated` and a sign-in gets its merge; it draws nothing, not even its loading line or a
 * failure (reported to Sentry; the checkout says when the cart does not come), so the host keeps
 * its own link in its place.
 */
import { mountCart } from './mount-cart';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export const mount = mountCart(null);

export default mount;
