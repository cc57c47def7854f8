/**
 * `./mini-cart`: the header's mini-cart (badge and drawer) for any page. Mounting it starts the
 * page's cart service, so commands from the page (add to cart) are heard from then on.
 *
 * Its modules are evaluated after mount in steps, a task each, the props' parse the first (as
 * `./mount`'s: bad props are told through the unmount's `ready`).
 */
import type { Mount } from '@refurb/shared-contracts/runtime';
import { mountInStages, nextTask } from '@refurb/web-kit';
import { cartRootInSteps } from './cart-root-in-steps';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export const mount: Mount<HTMLElement> = (element, props) => {
  return mountInStages(element, async () => {
    const { parseRemoteProps } = await import(/* webpackMode: "eager" */ '../app/remote-props');
    const { country } = parseRemoteProps(props);
    await nextTask();
    const CartRoot = await cartRootInSteps();
    const { MiniCart } = await import(/* webpackMode: "eager" */ '../cart/mini-cart');
    return (
      <CartRoot country={country}>
        <MiniCart />
      </CartRoot>
    );
  });
};

export default mount;
