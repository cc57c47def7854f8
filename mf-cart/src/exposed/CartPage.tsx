/** The cart page as a React component, for hosts that render remotes' components directly. */
import type { RemoteProps } from '@refurb/shared-contracts';
import { CartRoot } from '../app/CartRoot';
import { CartPage } from '../cart/cart-page';

export default function CartPageRemote({ country }: Pick<RemoteProps, 'country'>) {
  return (
    <CartRoot country={country}>
      <CartPage />
    </CartRoot>
  );
}
