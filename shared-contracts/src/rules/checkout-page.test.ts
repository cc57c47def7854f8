import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '../schemas/enums.schema.js';
import {
  checkoutPageUrl,
  checkoutPageVariant,
  isCheckoutRoute,
  localCheckoutVariant,
} from './checkout-page.js';
import { routePath } from './localized-routes.js';
import { ROUTE_NAMES } from './route-names.js';

describe('checkout page variants (spec section 2)', () => {
  it.each([
    [true, true, 'cart-extra'],
    [true, false, 'cart-extra'],
    [false, true, 'cart-finalize'],
    [false, false, 'cart-login'],
  ] as const)('upsell %p, logged in %p -> %s', (isUpsellPageActive, isLoggedIn, variant) => {
    expect(checkoutPageVariant({ isUpsellPageActive, isLoggedIn })).toBe(variant);
  });

  const cases = COUNTRIES.flatMap((country) =>
    (
      [
        [true, false, 'extra', 'cart-extra'],
        [false, true, 'finalize', 'cart-finalize'],
        [false, false, 'login', 'cart-login'],
      ] as const
    ).map(([upsell, loggedIn, local, route]) => [country, upsell, loggedIn, local, route] as const),
  );

  it.each(cases)(
    '%s, upsell %p, logged in %p: local checkout/%s/, else the site route',
    (country, isUpsellPageActive, isLoggedIn, local, route) => {
      const base = {
        country,
        isUpsellPageActive,
        isLoggedIn,
        baseUrl: 'http://localhost:3000/',
        siteBase: `https://${country}.example/`,
      };
      expect(checkoutPageUrl({ ...base, isLocal: true })).toBe(
        `http://localhost:3000/checkout/${local}/`,
      );
      expect(checkoutPageUrl({ ...base, isLocal: false })).toBe(
        `https://${country}.example${routePath(country, route)}`,
      );
    },
  );

  it('RO finalize is under cosul-meu', () => {
    expect(
      checkoutPageUrl({
        country: 'ro',
        isUpsellPageActive: false,
        isLoggedIn: true,
        isLocal: false,
        baseUrl: '',
        siteBase: 'https://ro.example',
      }),
    ).toBe('https://ro.example/cosul-meu/finalizare/');
  });
});

describe('the local checkout paths resolve (spec section 2, issue 33 point 8)', () => {
  it.each([
    ['/checkout/extra/', 'cart-extra'],
    ['/checkout/finalize/', 'cart-finalize'],
    ['/checkout/login', 'cart-login'],
    ['/checkout/', null],
    ['/cosul-meu/finalizare/', null],
  ] as const)('%s names %p', (pathname, variant) => {
    expect(localCheckoutVariant(pathname)).toBe(variant);
  });

  it.each(COUNTRIES)('%s: every local URL checkoutPageUrl builds names a variant', (country) => {
    for (const [isUpsellPageActive, isLoggedIn] of [
      [true, false],
      [false, true],
      [false, false],
    ] as const) {
      const options = { country, isUpsellPageActive, isLoggedIn, siteBase: '' };
      const local = checkoutPageUrl({ ...options, isLocal: true, baseUrl: 'http://x/' });
      expect(local.startsWith('http://x/checkout/')).toBe(true);
      const variant = localCheckoutVariant(local.slice('http://x'.length));
      expect(variant).toBe(checkoutPageVariant(options));
      expect(routePath(country, variant!)).toBe(
        checkoutPageUrl({ ...options, isLocal: false, baseUrl: '' }),
      );
    }
  });
});

describe('the pages of checkout (spec section 4, checkout reset)', () => {
  it('are the three sub-steps and the pages an order ends on; the cart is not one', () => {
    expect(ROUTE_NAMES.filter(isCheckoutRoute)).toEqual([
      'cart-extra',
      'cart-login',
      'cart-finalize',
      'thank-you',
      'thank-you-tbi',
      'thank-you-cofidis',
      'payment-processing',
      'payment-failed',
    ]);
  });
});
