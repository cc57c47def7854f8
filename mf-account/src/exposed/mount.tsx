/**
 * `./mount`: the account's pages for any host. `mount(element, props)` renders the page the
 * route names (login, register, forgot, logout, the account and its sub-pages) and returns its
 * unmount. Props are parsed with the contract.
 */
import { parseRemoteProps, type Mount } from '@refurb/shared-contracts';
import { mountRoot } from '@refurb/web-kit';
import { AccountRoot } from '../app/AccountRoot';
import { accountPageFor, type RouteParams } from '../account/account-routes';
import { RequireSession } from '../account/require-session';
import { ForgotPage } from '../auth/forgot-page';
import { LoginPage } from '../auth/login-page';
import { LogoutPage } from '../auth/logout-page';
import { RegisterPage } from '../auth/register-page';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts';

const NO_PARAMS: RouteParams = {};

export function AccountRoute({
  name,
  params = NO_PARAMS,
}: {
  readonly name: string;
  /** The route's path parameters (the standalone page has none). */
  readonly params?: RouteParams;
}) {
  switch (name) {
    case 'login':
      return <LoginPage />;
    case 'register':
      return <RegisterPage />;
    case 'forgot':
      return <ForgotPage />;
    case 'logout':
      return <LogoutPage />;
    default:
      return <RequireSession>{(user) => accountPageFor(name, params, user)}</RequireSession>;
  }
}

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country, route } = parseRemoteProps('mf_account', props);
  return mountRoot(
    element,
    <AccountRoot country={country}>
      <AccountRoute name={route.name} params={route.params} />
    </AccountRoot>,
  );
};

export default mount;
