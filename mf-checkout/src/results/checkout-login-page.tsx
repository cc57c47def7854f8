/**
 * The checkout login page (spec section 2, `cart-login`, shown to visitors): go on as a guest or
 * register. The sign-in form itself is the account remote's (`mf_account/login-form`), which the
 * host shows beside this page; after signing in there the person goes on to finalize. A person
 * already logged in goes straight on to finalize.
 */
import { buildRoutePath } from '@refurb/shared-contracts';
import { useEffect } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { navigateTo } from '../app/effects';
import { PageLink } from '@refurb/web-kit';
import { useCheckoutI18n } from '../i18n/i18n';

export function CheckoutLoginPage() {
  const { t } = useCheckoutI18n();
  const { country, bus } = useCheckoutServices();
  const finalize = buildRoutePath(country, 'cart-finalize') ?? '/';
  const back = `?redirect=${encodeURIComponent(finalize)}`;
  useEffect(
    () => bus.subscribe('session.changed', ({ user }) => user && navigateTo(finalize)),
    [bus, finalize],
  );
  return (
    <div className="co-page co-login">
      <h1>{t('login.title')}</h1>
      <p>{t('login.text')}</p>
      <ul className="co-login-options">
        <li>
          <PageLink className="co-primary" href={finalize}>
            {t('login.guest')}
          </PageLink>
        </li>
        <li>
          <PageLink href={`${buildRoutePath(country, 'register') ?? '/'}${back}`}>
            {t('login.register')}
          </PageLink>
        </li>
      </ul>
    </div>
  );
}
