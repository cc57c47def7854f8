/**
 * `./mount`: the account's pages for any host. `mount(element, props)` renders the page the
 * route names (login, register, forgot, logout, the account and its sub-pages) and returns its
 * unmount. Props are parsed with the contract.
 *
 * The signed-in pages (account-routes.tsx) are a chunk of their own, loaded once a person is
 * known to be signed in: a visitor on the login page does not download the account's eleven
 * pages (19 KB gzip, issue 37), nor their words (i18n.ts).
 */
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { parseRemoteProps, type Mount } from '@refurb/shared-contracts/runtime';
import { mountRoot, useModule } from '@refurb/web-kit';
import { AccountRoot } from '../app/AccountRoot';
import type { RouteParams } from '../account/account-routes';
import { ApiView } from '../account/page-states';
import { RequireSession } from '../account/require-session';
import { useAccountI18n } from '../i18n/i18n';
import { ForgotPage } from '../auth/forgot-page';
import { LoginPage } from '../auth/login-page';
import { LogoutPage } from '../auth/logout-page';
import { RegisterPage } from '../auth/register-page';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

const NO_PARAMS: RouteParams = {};

const loadSignedInPages = () => import('../account/account-routes');

/** A signed-in page, once its chunk is here: a status line until then, a retry if it failed. */
function SignedInPage({
  name,
  params,
  user,
}: {
  readonly name: string;
  readonly params: RouteParams;
  readonly user: SessionUser;
}) {
  const { t } = useAccountI18n();
  const pages = useModule('signed-in-pages', loadSignedInPages);
  return (
    <ApiView state={pages} failed={t('error.title')}>
      {(module) => module.accountPageFor(name, params, user)}
    </ApiView>
  );
}

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
      return (
        <RequireSession>
          {(user) => <SignedInPage name={name} params={params} user={user} />}
        </RequireSession>
      );
  }
}

/** The routes whose pages say sign-in words only (i18n.ts): their root loads no other. */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set(['login', 'register', 'forgot', 'logout']);

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country, route } = parseRemoteProps('mf_account', props);
  return mountRoot(
    element,
    <AccountRoot country={country} words={SIGN_IN_PAGES.has(route.name) ? 'sign-in' : 'all'}>
      <AccountRoute name={route.name} params={route.params} />
    </AccountRoot>,
  );
};

export default mount;
