/**
 * The cart's root for an exposed module's `mountInStages`, its modules evaluated a few at a time,
 * a task each: the state machines' library, the shop-api adapter (its response schemas), the
 * stored cart's, the cart's machine, then the root that starts them. On a cheap phone each is a
 * few tens of milliseconds at most; together they were one long task.
 */
import { nextTask } from '@refurb/web-kit';

export async function cartRootInSteps() {
  await import(/* webpackMode: "eager" */ 'xstate');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../adapters/http-cart-api');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../adapters/local-storage-cart-repository');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../cart/cart.machine');
  await nextTask();
  const { CartRoot } = await import(/* webpackMode: "eager" */ '../app/CartRoot');
  await nextTask();
  return CartRoot;
}
