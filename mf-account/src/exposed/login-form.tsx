/**
 * `./login-form`: the sign-in form of the checkout login step (spec section 2, `cart-login`),
 * which the host shows above checkout's other choices (register, partner, guest). After signing
 * in the person goes on to finalize.
 */
import { buildRoutePath } from '@refurb/shared-contracts';
import { parseRemoteProps, type Mount } from '@refurb/shared-contracts/runtime';
import { mountRoot } from '@refurb/web-kit';
import { AccountRoot } from '../app/AccountRoot';
import { LoginPage } from '../auth/login-page';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country } = parseRemoteProps('mf_account', props);
  return mountRoot(
    element,
    <AccountRoot country={country} words="sign-in">
      <LoginPage checkout redirect={buildRoutePath(country, 'cart-finalize') ?? '/'} />
    </AccountRoot>,
  );
};

export default mount;
