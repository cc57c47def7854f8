/**
 * How each of the cart's exposed modules mounts (`./mount`, `./mini-cart`, `./cart-service`):
 * in steps, a task each, the props' parse first (a bad one is told through the unmount's `ready`,
 * the contract's `Unmount`, not thrown by `mount`), then the cart's root a few modules at a time
 * (`cartRootInSteps`), then the view's own modules (`view`: null for the view-less service, which
 * mounts its root `quiet`).
 *
 * The cart's CSS is a chunk of its own, fetched as a view starts to mount (beside the root's
 * modules) and put in the page before the view draws: the view-less service's page loads none,
 * and the pages with the cart page and the mini-cart load it once.
 */
import type { Mount, RemoteProps } from '@refurb/shared-contracts/runtime';
import { mountInStages, nextTask } from '@refurb/web-kit';
import type { ComponentType } from 'react';
import { cartRootInSteps } from './cart-root-in-steps';

export function mountCart(
  view: ((props: RemoteProps) => Promise<ComponentType>) | null,
): Mount<HTMLElement> {
  return (element, props) =>
    mountInStages(element, async () => {
      const styles = view && import(/* webpackChunkName: "cart-styles" */ '../styles.css');
      // Awaited below; a failed fetch is told there (the mount's `ready`), not as unhandled.
      styles?.catch(() => undefined);
      const { parseRemoteProps } = await import(/* webpackMode: "eager" */ '../app/remote-props');
      const parsed = parseRemoteProps(props);
      await nextTask();
      const CartRoot = await cartRootInSteps();
      if (!view || !styles)
        return (
          <CartRoot country={parsed.country} quiet>
            {null}
          </CartRoot>
        );
      const [View, css] = await Promise.all([view(parsed), styles]);
      return (
        <CartRoot country={parsed.country} styles={css.default}>
          <View />
        </CartRoot>
      );
    });
}
