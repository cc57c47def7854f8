/**
 * The checkout login step, which the host draws (docs/adr/0014-checkout-login-step-in-the-host.md):
 * its choices in each language with the remote's form loading below them, and a signed-in person
 * sent on to finalize.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { buildRoutePath, COUNTRIES, type Country } from '@refurb/shared-contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { testSite } from '../test-support/test-site';
import { RemotePage } from './RemotePage';
import { SiteProvider, type Site } from './site';
import { ANA } from '../test-support/session-user';

function renderStep(site: Site) {
  return render(
    <SiteProvider value={site}>
      <I18nProvider value={createI18n(site.country)}>
        <RemotePage name="cart-login" params={{}} />
      </I18nProvider>
    </SiteProvider>,
  );
}

describe('the checkout login step', () => {
  beforeEach(() => {
    // A navigation scrolls to the top, which jsdom does not implement.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it.each(COUNTRIES.map((country) => [country]))(
    '%s: asks how to go on, as a guest or by registering, with a login link while the form loads',
    async (country: Country) => {
      const site = testSite(country);
      window.history.replaceState(null, '', buildRoutePath(country, 'cart-login'));
      renderStep(site);
      // The widget's mounting code (a chunk of the host's) arrives; the remote never does here.
      await act(async () => undefined);
      const { t } = createI18n(country);
      const finalize = buildRoutePath(country, 'cart-finalize')!;
      expect(
        screen.getByRole('heading', { level: 1, name: t('checkoutLogin.title') }),
      ).toBeTruthy();
      expect(screen.getByText(t('checkoutLogin.text'))).toBeTruthy();
      expect(
        screen.getByRole('link', { name: t('checkoutLogin.guest') }).getAttribute('href'),
      ).toBe(finalize);
      expect(
        screen.getByRole('link', { name: t('checkoutLogin.register') }).getAttribute('href'),
      ).toBe(`${buildRoutePath(country, 'register')}?redirect=${encodeURIComponent(finalize)}`);
      expect(screen.getByRole('link', { name: t('route.login') }).getAttribute('href')).toBe(
        `${buildRoutePath(country, 'login')}?redirect=${encodeURIComponent(finalize)}`,
      );
      // The sign-in form is the account remote's.
      expect(
        document.querySelector('[data-remote="mf_account"][data-expose="login-form"]'),
      ).toBeTruthy();
    },
  );

  it('sends a person who is signed in on to finalize, in place of the step', async () => {
    const site = testSite('ro');
    window.history.replaceState(null, '', buildRoutePath('ro', 'cart-login'));
    const before = window.history.length;
    renderStep(site);
    await act(async () => undefined);
    await act(async () => site.bus.publish('session.changed', { user: null }));
    expect(window.location.pathname).toBe(buildRoutePath('ro', 'cart-login'));
    await act(async () => site.bus.publish('session.changed', { user: ANA }));
    expect(window.location.pathname).toBe(buildRoutePath('ro', 'cart-finalize'));
    expect(window.history.length).toBe(before);
  });
});
