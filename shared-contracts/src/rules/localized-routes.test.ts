import { describe, expect, it } from '@jest/globals';
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';
import { deepFreeze } from '../test-support/fixtures.js';
import { buildRoutePath, matchRoute, routePath, ROUTE_NAMES } from './localized-routes.js';
import type { RouteName } from './route-names.js';
import { ROUTE_TABLE } from './route-table.js';

/** Sample parameters for the routes that take some. */
const SAMPLE: Partial<Record<RouteName, Record<string, string>>> = {
  'shop-brand-seo': { brandSlug: 'apple' },
  'shop-brand-model': {
    brandSlug: 'apple',
    slug: 'telefoane-apple-iphone-13-128gb-midnight',
    legacyModelId: '1005',
    shape: 'FOARTE_BUN',
  },
  'account-sale-details': { saleId: 'S-2026-0042' },
  'sell-step': { step: 'stare' },
};

const ONLY_IN: Partial<Record<RouteName, Country[]>> = {
  'account-insurances': ['ro'],
  'thank-you-tbi': ['ro', 'bg'],
  'thank-you-cofidis': ['hu'],
  'refund-policy': ['hu'],
};
const exists = (country: Country, name: RouteName) =>
  (ONLY_IN[name] ?? COUNTRIES).includes(country);
const everyRoute = COUNTRIES.flatMap((country) =>
  ROUTE_NAMES.map((name) => [country, name] as const),
);

describe('ROUTE_NAMES (spec section 2)', () => {
  it('are the 43 names of the spec and the 4 legal pages of issue 36, kebab-case', () => {
    expect(ROUTE_NAMES).toHaveLength(47);
    expect(ROUTE_NAMES.every((n) => /^[a-z]+(-[a-z]+)*$/.test(n))).toBe(true);
  });
});

describe('routePath', () => {
  it.each(everyRoute)('%s %s exists exactly where the spec says', (country, name) => {
    const path = buildRoutePath(country, name, SAMPLE[name] ?? {});
    if (!exists(country, name)) {
      expect(path).toBeNull();
      return;
    }
    expect(path).not.toBeNull();
    expect(path!.startsWith('/')).toBe(true);
    const beforeQuery = path!.split(/[?#]/)[0]!;
    expect(beforeQuery.endsWith('/')).toBe(true);
    expect(path).toMatch(/^[a-z0-9/_.%#?=&-]+$/i);
  });

  it.each([
    ['login', '/autentifica-te/'],
    ['register', '/inregistreaza-te/'],
    ['account', '/cont/'],
    ['account-settings', '/cont/setari/'],
    ['cart', '/cosul-meu/'],
    ['cart-extra', '/cosul-meu/extra/'],
    ['sell', '/vinde/'],
    ['index', '/'],
  ] as const)('RO %s is %s', (name, path) => {
    expect(routePath('ro', name)).toBe(path);
  });

  it('puts the shape of the brand-model page in the query, after the final slash', () => {
    expect(
      routePath('ro', 'shop-brand-model', {
        brandSlug: 'apple',
        slug: 'telefoane-apple-iphone-13',
        legacyModelId: 1005,
        shape: 'FOARTE_BUN',
      }),
    ).toBe('/magazin/apple/telefoane-apple-iphone-13/1005/?shape=FOARTE_BUN');
    expect(
      routePath('hu', 'shop-brand-model', { brandSlug: 'apple', slug: 'x', legacyModelId: 7 }),
    ).toBe('/bolt/apple/x/7/');
    expect(
      routePath('ro', 'shop-brand-model', {
        brandSlug: 'apple',
        slug: 'x',
        legacyModelId: 7,
        shape: '',
      }),
    ).toBe('/magazin/apple/x/7/');
  });

  it('encodes parameters', () => {
    expect(routePath('ro', 'account-sale-details', { saleId: 'a b/c?' })).toBe(
      '/cont/vanzarile-mele/a%20b%2Fc%3F/',
    );
    expect(
      routePath('ro', 'shop-brand-model', {
        brandSlug: 'a',
        slug: 'b',
        legacyModelId: 1,
        shape: 'A&B',
      }),
    ).toBe('/magazin/a/b/1/?shape=A%26B');
  });

  // Found by rules.property.test.ts: a lone surrogate (text cut in the middle of an emoji) threw a
  // URIError out of encodeURIComponent.
  it('writes half an emoji as U+FFFD, as the URL standard does, and a whole one as it is', () => {
    expect(routePath('ro', 'account-sale-details', { saleId: 'x\ud83d' })).toBe(
      '/cont/vanzarile-mele/x%EF%BF%BD/',
    );
    expect(
      routePath('ro', 'shop-brand-model', {
        brandSlug: '\udcf1a',
        slug: 'b',
        legacyModelId: 1,
        shape: '\ud83d\udcf1',
      }),
    ).toBe('/magazin/%EF%BF%BDa/b/1/?shape=%F0%9F%93%B1');
  });

  it('is null when a required parameter is missing at run time', () => {
    expect(buildRoutePath('ro', 'shop-brand-seo', {})).toBeNull();
    expect(buildRoutePath('ro', 'account-sale-details', { saleId: '' })).toBeNull();
  });

  it.each([
    [
      'ro',
      '/termeni-si-conditii/',
      '/politica-de-confidentialitate/',
      '/politica-de-cookie-uri/',
      '/formular-de-retragere/',
    ],
    [
      'bg',
      '/obshti-usloviya/',
      '/politika-za-poveritelnost/',
      '/politika-za-biskvitkite/',
      '/formulyar-za-otkaz/',
    ],
    ['hu', '/aszf/', '/adatvedelmi-tajekoztato/', '/suti-tajekoztato/', '/elallasi-nyilatkozat/'],
    [
      'gr',
      '/oroi-kai-proypotheseis/',
      '/politiki-aporritou/',
      '/politiki-cookies/',
      '/entypo-ypanachorisis/',
    ],
  ] as const)(
    'gives %s the legal pages of issue 36 under its own slugs',
    (country, terms, privacy, cookies, withdrawal) => {
      expect(routePath(country, 'terms')).toBe(terms);
      expect(routePath(country, 'privacy-policy')).toBe(privacy);
      expect(routePath(country, 'cookie-policy')).toBe(cookies);
      expect(routePath(country, 'withdrawal-form')).toBe(withdrawal);
    },
  );

  it('the contact page is the help page with a contact anchor; sell steps live under /sell/', () => {
    for (const country of COUNTRIES) {
      expect(routePath(country, 'contact')).toBe(`${routePath(country, 'faq')}#contact`);
      expect(routePath(country, 'sell-step', { step: 'oferta' })).toBe('/sell/oferta/');
    }
  });

  it.each(COUNTRIES)('no two routes of %s share a path', (country) => {
    const templates = Object.values(ROUTE_TABLE[country]).filter((t): t is string => t !== null);
    expect(new Set(templates).size).toBe(templates.length);
  });

  it('does not mutate its parameters', () => {
    const params = deepFreeze({ brandSlug: 'apple', slug: 'x', legacyModelId: 1, shape: 'BUN' });
    expect(() => routePath('gr', 'shop-brand-model', params)).not.toThrow();
  });
});

describe('matchRoute', () => {
  it.each(everyRoute.filter(([country, name]) => exists(country, name)))(
    '%s %s round-trips',
    (country, name) => {
      const params = SAMPLE[name] ?? {};
      const path = buildRoutePath(country, name, params)!;
      expect(matchRoute(country, path)).toEqual({ name, params });
    },
  );

  it('accepts a missing trailing slash and ignores unknown query parameters', () => {
    expect(matchRoute('ro', '/cosul-meu')).toEqual({ name: 'cart', params: {} });
    expect(matchRoute('ro', '/cosul-meu/?utm_source=newsletter')).toEqual({
      name: 'cart',
      params: {},
    });
    expect(matchRoute('bg', '/magazin/samsung/telefoni-samsung-galaxy-s23/1020?shape=BUN')).toEqual(
      {
        name: 'shop-brand-model',
        params: {
          brandSlug: 'samsung',
          slug: 'telefoni-samsung-galaxy-s23',
          legacyModelId: '1020',
          shape: 'BUN',
        },
      },
    );
  });

  it('prefers a static page over a parameterised one and decodes parameters', () => {
    expect(matchRoute('ro', '/cont/vanzarile-mele/')?.name).toBe('account-sales');
    expect(matchRoute('ro', '/cont/vanzarile-mele/a%20b/')).toEqual({
      name: 'account-sale-details',
      params: { saleId: 'a b' },
    });
  });

  it('gives null for unknown paths, paths of another country and undecodable parameters', () => {
    expect(matchRoute('ro', '/nu-exista/')).toBeNull();
    expect(matchRoute('hu', '/cosul-meu/')).toBeNull();
    expect(matchRoute('ro', '/cont/vanzarile-mele/%E0%A4%A/')).toBeNull();
    expect(matchRoute('ro', '/magazin/a/b/')).toBeNull();
  });
});

describe('the route table for matching', () => {
  it('has each parameter as a whole segment, which matchRoute compares segment by segment', () => {
    for (const country of COUNTRIES) {
      for (const name of ROUTE_NAMES) {
        const path = ROUTE_TABLE[country][name]?.split('#')[0];
        if (path === undefined) continue;
        for (const part of path.split('/')) {
          if (part.includes(':')) expect(part).toMatch(/^:[A-Za-z]+$/);
        }
      }
    }
  });

  it('never matches a parameter with an empty segment', () => {
    expect(matchRoute('ro', '/magazin//')).toBeNull();
    expect(matchRoute('ro', '/magazin/apple/')).toEqual({
      name: 'shop-brand-seo',
      params: { brandSlug: 'apple' },
    });
  });
});
