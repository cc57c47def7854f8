/**
 * How each of the cart's exposed modules mounts (`./mount`, `./mini-cart`, `./cart-service`):
 * in steps, a task each, the props' parse first (a bad one is told through the unmount's `ready`,
 * the contract's `Unmount`, not thrown by `mount`), then the cart's root a few modules at a time
 * (`cartRootInSteps`), then the view's own modules (`view`: null for the view-less service, which
 * mounts its root `quiet`).
 */
import type { Mount, RemoteProps } from '@refurb/shared-contracts/runtime';
import { mountInStages, nextTask } from '@refurb/web-kit';
import type { ComponentType } from 'react';
import { cartRootInSteps } from './cart-root-in-steps';

export function mountCart(
  view: (props: RemoteProps) => Promise<ComponentType | null>,
): Mount<HTMLElement> {
  return (element, props) =>
    mountInStages(element, async () => {
      const { parseRemoteProps } = await import(/* webpackMode: "eager" */ '../app/remote-props');
      const parsed = parseRemoteProps(props);
      await nextTask();
      const CartRoot = await cartRootInSteps();
      const View = await view(parsed);
      return (
        <CartRoot country={parsed.country} quiet={View === null}>
          {View && <View />}
        </CartRoot>
      );
    });
}
