/**
 * `./mini-cart`: the header's mini-cart (badge and drawer) for any page. Mounting it starts the
 * page's cart service, so commands from the page (add to cart) are heard from then on.
 */
import type { Mount } from '@refurb/shared-contracts';
import { createRoot } from 'react-dom/client';
import { CartRoot } from '../app/CartRoot';
import { MiniCart } from '../cart/mini-cart';
import { parseRemoteProps } from '../app/remote-props';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts';

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country } = parseRemoteProps(props);
  const root = createRoot(element);
  root.render(
    <CartRoot country={country}>
      <MiniCart />
    </CartRoot>,
  );
  return () => root.unmount();
};

export default mount;
