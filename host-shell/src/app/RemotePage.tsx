/**
 * The page of a route a remote owns: the remote mounted in its slot (or its notice when it cannot
 * load), and the checkout login step composed of two remotes. A chunk of its own (App.tsx): the
 * host's pages, which the server renders, carry none of it.
 */
import { buildRoutePath, type RouteName } from '@refurb/shared-contracts';
import { remoteOfRoute } from '@refurb/shared-contracts/runtime';
import { useState } from 'react';
import { useI18n, type I18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { Link } from '../routing/router';
import { useSite } from './site';

export function remoteTitle(t: I18n['t'], name: RouteName): string {
  if (name.startsWith('account')) return t('route.account');
  if (name.startsWith('cart')) return t('route.cart');
  if (name.startsWith('thank-you')) return t('route.thank-you');
  if (name.startsWith('sell')) return t('route.sell');
  switch (name) {
    case 'login':
    case 'register':
    case 'forgot':
    case 'logout':
    case 'payment-processing':
    case 'payment-failed':
      return t(`route.${name}`);
    default:
      return t('site.name');
  }
}

export function RemotePage({
  name,
  params,
}: {
  name: RouteName;
  params: Readonly<Record<string, string>>;
}) {
  const { t } = useI18n();
  usePageHead(remoteTitle(t, name), { name, params }, { noindex: true });
  const remote = remoteOfRoute(name);
  if (!remote) return <NotFoundPage />;
  const route = { name, params: { ...params } };
  if (name === 'cart-login') return <CheckoutLoginPage route={route} />;
  return <RemoteSlot key={remote} name={remote} route={route} />;
}

/**
 * The checkout login step: checkout's page (guest, register) and the account remote's sign-in
 * form, composed here so neither remote imports the other. While the form loads, or when it
 * cannot, a link to the login page stands in for it.
 */
function CheckoutLoginPage({
  route,
}: {
  route: { name: RouteName; params: Record<string, string> };
}) {
  const { t } = useI18n();
  const site = useSite();
  const finalize = buildRoutePath(site.country, 'cart-finalize') ?? '/';
  const login = `${buildRoutePath(site.country, 'login') ?? '/'}?redirect=${encodeURIComponent(finalize)}`;
  // The sign-in form shows once checkout's choices above it have drawn themselves (or could not
  // load): they are taller than their loading line and would push a form already there down.
  const [choicesSettled, setChoicesSettled] = useState(false);
  return (
    <div className="checkout-login">
      <RemoteSlot name="mf_checkout" route={route} onSettled={() => setChoicesSettled(true)} />
      <div hidden={!choicesSettled}>
        <RemoteWidget
          name="mf_account"
          expose="login-form"
          route={route}
          fallback={
            <p className="checkout-login__fallback">
              <Link href={login}>{t('route.login')}</Link>
            </p>
          }
        />
      </div>
    </div>
  );
}
