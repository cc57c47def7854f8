/** The cart page as a React component, for hosts that render remotes' components directly. */
import type { RemoteProps } from '@refurb/shared-contracts/runtime';
import { CartRoot } from '../app/CartRoot';
import styles from '../styles.css';
import { CartPage } from '../cart/cart-page';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export default function CartPageRemote({ country }: Pick<RemoteProps, 'country'>) {
  return (
    <CartRoot country={country} styles={styles}>
      <CartPage />
    </CartRoot>
  );
}
