/**
 * `./mount`: the cart's pages for any host. `mount(element, props)` renders the page the route
 * names (`cart`, or the extras step `cart-extra`) and returns its unmount.
 * Props are parsed with the contract: a host that sends something else gets an error that says what.
 *
 * The page's modules are in this module's chunks but evaluated after mount, in steps (a task
 * each: the props' parse with this bundle's zod, the cart's services a few modules at a time
 * (`mountCart`), the selectors, the page), so no step is a long task. Props are parsed in
 * the first step, so a bad one is told through the unmount's `ready` (the contract's `Unmount`), not thrown by `mount`.
 */
import { nextTask } from '@refurb/web-kit';
import { mountCart } from './mount-cart';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export const mount = mountCart(async ({ route }) => {
  await import(/* webpackMode: "eager" */ '../cart/cart.selectors');
  await nextTask();
  return route.name === 'cart-extra'
    ? (await import(/* webpackMode: "eager" */ '../cart/extras-page')).ExtrasPage
    : (await import(/* webpackMode: "eager" */ '../cart/cart-page')).CartPage;
});

export default mount;
