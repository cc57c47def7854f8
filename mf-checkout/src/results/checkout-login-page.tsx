/**
 * The checkout login page (spec section 2, `cart-login`, shown to visitors): log in (and come
 * back to finalize), register, log in with the partner marketplace when the flag is on, or go on
 * as a guest. A person already logged in goes straight on to finalize.
 */
import { buildRoutePath } from '@refurb/shared-contracts';
import { useEffect } from 'react';
import { useCheckoutServices } from '../app/checkout-context';
import { navigateTo } from '../app/effects';
import { PageLink } from '../app/page-link';
import { useCheckoutI18n } from '../i18n/i18n';

export function CheckoutLoginPage() {
  const { t } = useCheckoutI18n();
  const { country, bus, flags, config } = useCheckoutServices();
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
          <PageLink
            className="co-primary"
            href={`${buildRoutePath(country, 'login') ?? '/'}${back}`}
          >
            {t('login.login')}
          </PageLink>
        </li>
        <li>
          <PageLink href={`${buildRoutePath(country, 'register') ?? '/'}${back}`}>
            {t('login.register')}
          </PageLink>
        </li>
        {flags.showEmagLogin && (
          <li>
            <a href={`${config.services.partnerAuthorization}${back}`}>{t('login.partner')}</a>
          </li>
        )}
        <li>
          <PageLink href={finalize}>{t('login.guest')}</PageLink>
        </li>
      </ul>
    </div>
  );
}
