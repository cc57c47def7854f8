/**
 * The page of a route a remote owns: the remote mounted in its slot (or its notice when it cannot
 * load), and the checkout login step, whose choices the host draws beside the account's sign-in
 * form. A chunk of its own (App.tsx): the host's pages, which the server renders, carry none of it.
 */
import { buildRoutePath, type RouteName } from '@refurb/shared-contracts';
import { remoteOfRoute } from '@refurb/shared-contracts/runtime';
import { useSessionUser } from '@refurb/web-kit';
import { useEffect } from 'react';
import { useI18n, type I18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { Link, navigate } from '../routing/router';
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
 * The checkout login step (spec section 2, `cart-login`, shown to visitors): how to go on, as a
 * guest or by registering, drawn here, and the account remote's sign-in form below it. The choices
 * are two links and a heading: the host draws them, so the step loads one remote (the account's)
 * besides the header's cart, not the checkout's as well (31.5 KB gzip less on the page, issue 37;
 * docs/adr/0014-checkout-login-step-in-the-host.md). While the form loads, or when it cannot, a
 * link to the login page stands in for it. A person who is signed in (on arrival, or by the form)
 * goes on to finalize.
 */
function CheckoutLoginPage({
  route,
}: {
  route: { name: RouteName; params: Record<string, string> };
}) {
  const { t } = useI18n();
  const site = useSite();
  const user = useSessionUser(site.bus);
  const finalize = buildRoutePath(site.country, 'cart-finalize') ?? '/';
  // Both lead back to finalize once the person is signed in.
  const back = `?redirect=${encodeURIComponent(finalize)}`;
  const login = `${buildRoutePath(site.country, 'login') ?? '/'}${back}`;
  const register = `${buildRoutePath(site.country, 'register') ?? '/'}${back}`;
  useEffect(() => {
    if (user) navigate(finalize, { replace: true });
  }, [user, finalize]);
  return (
    <div className="checkout-login">
      <h1>{t('checkoutLogin.title')}</h1>
      <p>{t('checkoutLogin.text')}</p>
      <ul className="checkout-login__options">
        <li>
          <Link href={finalize} className="checkout-login__guest">
            {t('checkoutLogin.guest')}
          </Link>
        </li>
        <li>
          <Link href={register}>{t('checkoutLogin.register')}</Link>
        </li>
      </ul>
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
  );
}
