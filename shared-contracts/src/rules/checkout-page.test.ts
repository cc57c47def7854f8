import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '../schemas/enums.schema.js';
import { checkoutPageUrl, checkoutPageVariant } from './checkout-page.js';
import { routePath } from './localized-routes.js';

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
