/**
 * `./mount`: the cart's pages for any host. `mount(element, props)` renders the page the route
 * names (`cart`, or the extras step `cart-extra`) and returns its unmount.
 * Props are parsed with the contract: a host that sends something else gets an error that says what.
 */
import type { Mount } from '@refurb/shared-contracts';
import { createRoot } from 'react-dom/client';
import { CartRoot } from '../app/CartRoot';
import { parseRemoteProps } from '../app/remote-props';
import { CartPage } from '../cart/cart-page';
import { ExtrasPage } from '../cart/extras-page';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts';

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country, route } = parseRemoteProps(props);
  const root = createRoot(element);
  root.render(
    <CartRoot country={country}>
      {route.name === 'cart-extra' ? <ExtrasPage /> : <CartPage />}
    </CartRoot>,
  );
  return () => root.unmount();
};

export default mount;
