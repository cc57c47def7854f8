/**
 * `./mini-cart`: the header's mini-cart (badge and drawer) for any page. Mounting it starts the
 * page's cart service, so commands from the page (add to cart) are heard from then on.
 *
 * Its modules are evaluated after mount in steps, a task each, the props' parse the first (as
 * `./mount`'s: bad props are told through the unmount's `ready`).
 */
import { mountCart } from './mount-cart';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export const mount = mountCart(
  async () => (await import(/* webpackMode: "eager" */ '../cart/mini-cart')).MiniCart,
);

export default mount;
