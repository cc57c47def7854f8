/**
 * `./mount`: the cart's pages for any host. `mount(element, props)` renders the page the route
 * names (`cart`; `cart-extra` shows the cart until the extras step lands) and returns its unmount.
 * Props are parsed with the contract: a host that sends something else gets an error that says what.
 */
import type { Mount } from '@refurb/shared-contracts';
import { createRoot } from 'react-dom/client';
import { CartRoot } from '../app/CartRoot';
import { parseRemoteProps } from '../app/remote-props';
import { CartPage } from '../cart/cart-page';

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country } = parseRemoteProps(props);
  const root = createRoot(element);
  root.render(
    <CartRoot country={country}>
      <CartPage />
    </CartRoot>,
  );
  return () => root.unmount();
};

export default mount;
