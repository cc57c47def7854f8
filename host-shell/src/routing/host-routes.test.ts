import { describe, expect, it } from '@jest/globals';
import { buildRoutePath, COUNTRIES, ROUTE_NAMES } from '@refurb/shared-contracts';
import { checkoutPageUrl } from '@refurb/shared-contracts/checkout';
import { remoteOfRoute } from '@refurb/shared-contracts/runtime';
import config from '@refurb/local-env/config/runtime-config.json';
import {
  categoryPath,
  localCheckoutRedirect,
  normalizeListingQuery,
  resolveLocation,
  searchPath,
} from './host-routes';

const at = (href: string) => {
  const url = new URL(href, 'http://ro.localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const on = { consoleEnabled: true };

describe('what a location shows', () => {
  it.each(COUNTRIES.map((c) => [c]))(
    'resolves every route name of the spec on the %s site',
    (country) => {
      const params = {
        brandSlug: 'apple',
        slug: 'x-apple-y',
        legacyModelId: '1011',
        saleId: '7',
        step: 'device',
      };
      for (const name of ROUTE_NAMES) {
        const path = buildRoutePath(country, name, params);
        if (path === null) continue;
        expect(resolveLocation(country, at(path), on)).toMatchObject({ kind: 'spec', name });
      }
    },
  );

  it('shows category listings and search under localized slugs', () => {
    expect(resolveLocation('bg', at(categoryPath('bg', 'TABLET')), on)).toMatchObject({
      kind: 'category',
      type: 'TABLET',
    });
    expect(resolveLocation('hu', at(searchPath('hu', 'iphone 13')), on)).toEqual({
      kind: 'search',
      query: 'iphone 13',
    });
    expect(searchPath('gr', 'x')).toBe('/anazitisi/?q=x');
  });

  it('hides the console category while isConsoleEnabled is off', () => {
    expect(resolveLocation('ro', at('/console/'), { consoleEnabled: false })).toEqual({
      kind: 'not-found',
    });
    expect(resolveLocation('ro', at('/console/'), on)).toMatchObject({
      kind: 'category',
      type: 'CONSOLE',
    });
  });

  it('answers not-found for unknown paths', () => {
    expect(resolveLocation('ro', at('/nu-exista/deloc/'), on)).toEqual({ kind: 'not-found' });
  });

  it('mounts the cart, checkout, account and sell remotes on their routes', () => {
    expect(remoteOfRoute('cart')).toBe('mf_cart');
    expect(remoteOfRoute('cart-finalize')).toBe('mf_checkout');
    expect(remoteOfRoute('account-sale-details')).toBe('mf_account');
    expect(remoteOfRoute('sell-step')).toBe('mf_sell');
    expect(remoteOfRoute('faq')).toBeNull();
  });

  it('keeps every page path clear of the prefixes the host server proxies to shop-api', () => {
    const prefixes = ['/api', ...Object.values(config.services)];
    for (const country of COUNTRIES) {
      for (const name of ROUTE_NAMES) {
        const path = buildRoutePath(country, name, {
          brandSlug: 'a',
          slug: 'b',
          legacyModelId: '1',
          saleId: '1',
          step: 's',
        });
        if (path === null) continue;
        for (const prefix of prefixes)
          expect(`${name}:${path}`.startsWith(`${name}:${prefix}/`)).toBe(false);
      }
    }
  });
});

describe('a listing query, as a link or a GET form writes it (issue 34, works without JavaScript)', () => {
  const normal = (search: string) => normalizeListingQuery(new URLSearchParams(search)).toString();

  it('reads repeated parameters as the comma form the page writes', () => {
    expect(normal('brand=Apple&brand=Samsung')).toBe(normal('brand=Apple,Samsung'));
    expect(new URLSearchParams(normal('brand=Apple&brand=Samsung')).get('brand')).toBe(
      'Apple,Samsung',
    );
    expect(
      new URLSearchParams(normal('grade=BUN&brand=Apple,Samsung&brand=Samsung&grade=CA_NOU')).get(
        'grade',
      ),
    ).toBe('BUN,CA_NOU');
    expect(
      new URLSearchParams(normal('brand=Apple,Samsung&brand=Samsung&brand=Xiaomi')).get('brand'),
    ).toBe('Apple,Samsung,Xiaomi');
  });

  it('drops empty fields and the defaults a form always sends', () => {
    expect(normal('minPrice=&maxPrice=500&brand=&sort=popular&page=1')).toBe('maxPrice=500');
    expect(normal('sort=price-asc&page=2&inStock=true')).toBe('inStock=true&page=2&sort=price-asc');
  });

  it('names one listing by one query: values and parameters in one order', () => {
    expect(normal('storage=256GB&brand=Samsung,Apple')).toBe(
      normal('brand=Apple&storage=256GB&brand=Samsung'),
    );
  });

  it('is what a category route carries: the GET form and the page name the same listing', () => {
    const form = resolveLocation(
      'ro',
      at('/telefoane/?brand=Apple&brand=Samsung&minPrice=&maxPrice=&inStock=true&sort=popular'),
      on,
    );
    const page = resolveLocation('ro', at('/telefoane/?brand=Apple%2CSamsung&inStock=true'), on);
    expect(form.kind === 'category' && form.query.toString()).toBe(
      page.kind === 'category' && page.query.toString(),
    );
    expect(form.kind === 'category' && form.query.get('brand')).toBe('Apple,Samsung');
  });
});

describe('the local checkout addresses (spec section 2, issue 33 point 8)', () => {
  it.each([
    ['ro', '/checkout/login/', '', '/cosul-meu/autentificare/'],
    ['hu', '/checkout/finalize/', '?a=1', '/kosar/veglegesites/?a=1'],
    ['gr', '/checkout/extra/', '', '/kalathi/extra/'],
  ] as const)('%s: %s%s opens the site route %s', (country, pathname, search, target) => {
    expect(localCheckoutRedirect(country, { pathname, search, hash: '' })).toBe(target);
  });

  it('every local URL the checkout page rule builds is a route once followed', () => {
    for (const country of COUNTRIES) {
      for (const isLoggedIn of [true, false]) {
        const local = checkoutPageUrl({
          country,
          isUpsellPageActive: false,
          isLoggedIn,
          isLocal: true,
          baseUrl: 'http://localhost:3000',
          siteBase: '',
        });
        const target = localCheckoutRedirect(country, at(local));
        expect(resolveLocation(country, at(target ?? local), on)).toMatchObject({ kind: 'spec' });
      }
    }
  });

  it('leaves every other address alone', () => {
    expect(localCheckoutRedirect('ro', at('/cosul-meu/finalizare/'))).toBeNull();
    expect(localCheckoutRedirect('ro', at('/checkout/'))).toBeNull();
  });
});
