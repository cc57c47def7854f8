/** The mini-cart as a React component, for hosts that render remotes' components directly. */
import type { RemoteProps } from '@refurb/shared-contracts';
import { CartRoot } from '../app/CartRoot';
import { MiniCart } from '../cart/mini-cart';

export default function MiniCartRemote({ country }: Pick<RemoteProps, 'country'>) {
  return (
    <CartRoot country={country}>
      <MiniCart />
    </CartRoot>
  );
}
