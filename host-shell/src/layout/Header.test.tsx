/**
 * The public banner of spec section 1, where it renders: the header of every page, in the site's
 * language ("Peste €23 milioane" in RO, PAID_OUT_BANNER), the same €23 million on every site.
 */
import { PAID_OUT_BANNER } from '@refurb/shared-contracts/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { routePath, type Country, type RouteName } from '@refurb/shared-contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from '../app/App';
import { SiteProvider } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { searchPath } from '../routing/host-routes';
import { renderSite, testSite } from '../test-support/test-site';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the public banner', () => {
  it.each<[Country, string]>([
    ['ro', PAID_OUT_BANNER],
    ['bg', 'Над €23 милиона'],
    ['hu', 'Több mint €23 millió'],
    ['gr', 'Πάνω από €23 εκατομμύρια'],
  ])('%s: the header of the page says %s', async (country, text) => {
    renderSite(country);
    const header = await screen.findByRole('banner');
    const banner = within(header).getByText(text);
    expect(banner.tagName).toBe('STRONG');
    expect(banner.textContent).toContain('€23');
  });
});

describe('the search form without JavaScript (issue 34)', () => {
  it.each<[Country]>([['ro'], ['bg'], ['hu'], ['gr']])(
    '%s: a GET form to the search page, the words as q',
    async (country) => {
      renderSite(country);
      const form = await screen.findByRole('search');
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe(searchPath(country));
      const input = within(form).getByRole<HTMLInputElement>('searchbox');
      expect(input.name).toBe('q');
    },
  );
});

describe("the cart's demand: the cart remote only where the page reads the cart (issue 37)", () => {
  /** Renders `route` on the RO site with an empty stored cart: does the page want the cart? */
  async function wantsCart(route: RouteName) {
    window.history.replaceState(null, '', routePath('ro', route) ?? '/');
    const site = testSite('ro');
    render(
      <SiteProvider value={site}>
        <I18nProvider value={createI18n('ro')}>
          <App />
        </I18nProvider>
      </SiteProvider>,
    );
    await screen.findByRole('banner');
    return site.cartDemand.wanted();
  }

  it.each<[RouteName]>([['cart'], ['cart-extra'], ['cart-login'], ['cart-finalize']])(
    '%s: the cart is wanted with the page',
    async (route) => {
      expect(await wantsCart(route)).toBe(true);
    },
  );

  it.each<[RouteName]>([['login'], ['register'], ['sell'], ['forgot']])(
    '%s, a visitor with an empty cart: the cart is not loaded for the header',
    async (route) => {
      expect(await wantsCart(route)).toBe(false);
    },
  );
});
