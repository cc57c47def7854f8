/**
 * The public banner of spec section 1, where it renders: the header of every page, in the site's
 * language ("Peste €23 milioane" in RO, PAID_OUT_BANNER), the same €23 million on every site.
 */
import { PAID_OUT_BANNER } from '@refurb/shared-contracts/testing';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { routePath, type Country, type RouteName } from '@refurb/shared-contracts';
import { cartStorageKey } from '@refurb/shared-contracts/cart';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { App } from '../app/App';
import { SiteProvider } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { searchPath } from '../routing/host-routes';
import { ANA } from '../test-support/session-user';
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
  /** Puts a phone in the stored cart, as the cart remote stores it. */
  function storePhone() {
    const stored = cart({ phoneCart: [phone()], expireAt: Date.now() + 86_400_000 });
    window.localStorage.setItem(cartStorageKey('1.04'), JSON.stringify(stored));
  }

  /** Renders `route` on the RO site (with what storage holds): the site, once the header is there. */
  async function open(route: RouteName) {
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
    return site;
  }

  const wantsCart = async (route: RouteName) => (await open(route)).cartDemand.wanted();

  it.each<[RouteName]>([['cart'], ['cart-extra'], ['cart-finalize']])(
    '%s: the cart is wanted with the page',
    async (route) => {
      expect(await wantsCart(route)).toBe(true);
    },
  );

  it.each<[RouteName]>([['login'], ['register'], ['sell'], ['forgot'], ['cart-login']])(
    '%s, a visitor with an empty cart: the cart is not loaded for the header',
    async (route) => {
      expect(await wantsCart(route)).toBe(false);
    },
  );

  it.each<[RouteName, boolean]>([
    ['login', true],
    ['sell', true],
    ['cart-login', false],
  ])('%s, a visitor with a phone in the cart: the cart is wanted, %s', async (route, wanted) => {
    storePhone();
    expect(await wantsCart(route)).toBe(wanted);
  });

  it('cart-login: a sign-in wants the cart (its service merges the visitor’s cart then)', async () => {
    // A signed-in person is sent on to finalize (CheckoutLoginPage), which jsdom cannot scroll.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    storePhone();
    const site = await open('cart-login');
    expect(site.cartDemand.wanted()).toBe(false);
    await act(async () => site.bus.publish('session.changed', { user: ANA }));
    expect(site.cartDemand.wanted()).toBe(true);
  });
});

describe('the checkout’s enclosed header (issue 37)', () => {
  it.each<[Country, string, string]>([
    ['ro', 'Finalizare comandă securizată', 'Coș, 1 produs'],
    ['bg', 'Сигурно завършване на поръчката', 'Количка, 1 продукт'],
    ['hu', 'Biztonságos rendelésleadás', 'Kosár, 1 termék'],
    ['gr', 'Ασφαλής ολοκλήρωση παραγγελίας', 'Καλάθι, 1 προϊόν'],
  ])(
    '%s finalize: the logo, “%s” and the cart link, nothing else',
    async (country, secure, cartLink) => {
      const stored = cart({ phoneCart: [phone()], expireAt: Date.now() + 86_400_000 });
      window.localStorage.setItem(cartStorageKey('1.04'), JSON.stringify(stored));
      window.history.replaceState(null, '', routePath(country, 'cart-finalize') ?? '/');
      renderSite(country);
      const header = await screen.findByRole('banner');
      within(header).getByText(secure);
      const link = within(header).getByRole('link', { name: cartLink });
      expect(link.getAttribute('href')).toBe(routePath(country, 'cart'));
      expect(within(header).getByRole('img').closest('a')?.getAttribute('href')).toBe('/');
      expect(within(header).getAllByRole('link')).toHaveLength(3);
      expect(within(header).queryByRole('search')).toBeNull();
      expect(within(header).queryByRole('navigation')).toBeNull();
    },
  );

  it.each<[RouteName]>([['cart'], ['cart-extra'], ['login']])(
    '%s: the shop’s header, with search and categories',
    async (route) => {
      window.history.replaceState(null, '', routePath('ro', route) ?? '/');
      renderSite('ro');
      const header = await screen.findByRole('banner');
      within(header).getByRole('search');
      expect(within(header).queryByText('Finalizare comandă securizată')).toBeNull();
    },
  );
});
