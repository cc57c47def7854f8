/**
 * The structured data (issue 34) against the shapes schema.org and Google's rich results ask for,
 * written as zod schemas: what the `schema-dts` types cannot say (a price that is a number, a
 * three-letter currency that is the site's, URLs absolute on the site, breadcrumb positions from
 * 1, a search template with the placeholder its `query-input` names), and a JSON-LD text that no
 * value can close its script element with.
 */
import { describe, expect, it } from '@jest/globals';
import { COUNTRIES, countryConfig, productAddress, type Country } from '@refurb/shared-contracts';
import { ModelPageResponseSchema, type Listing } from '@refurb/shared-contracts/api/catalog';
import { type Review } from '@refurb/shared-contracts/api/content';
import * as z from 'zod';
import { resolveLocation, searchPath } from '../routing/host-routes';
import {
  breadcrumbJsonLd,
  jsonLdScript,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from './structured-data';

const SITES: Readonly<Record<Country, string>> = {
  ro: 'https://www.refurb.ro',
  bg: 'https://refurb.bg/',
  hu: 'http://hu.localhost:3000',
  gr: 'https://refurb.gr',
};
/** The ISO 4217 codes a site of the shop may state. */
const CURRENCIES = ['RON', 'BGN', 'HUF', 'EUR'];
/** schema.org's ItemAvailability values, as URLs. */
const AVAILABILITIES = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
].map((value) => `https://schema.org/${value}`);

const Context = z.literal('https://schema.org');
const NonEmpty = z.string().trim().min(1);
/** An absolute http(s) URL on the site's own origin. */
const SiteUrl = (base: string) =>
  z
    .url({ protocol: /^https?$/ })
    .refine((url) => URL.canParse(url) && new URL(url).origin === new URL(base).origin, {
      message: `not on ${base}`,
    });

/** A buyer's review of a product: Google's review snippet asks for its author and rating. */
const ReviewRichResult = z.object({
  '@type': z.literal('Review'),
  author: z.object({ '@type': z.literal('Person'), name: NonEmpty }),
  reviewRating: z.object({
    '@type': z.literal('Rating'),
    ratingValue: z.int().min(1).max(5),
    bestRating: z.literal(5),
    worstRating: z.optional(z.literal(1)),
  }),
  datePublished: z.iso.date(),
  reviewBody: NonEmpty,
});

const ProductRichResult = (country: Country, base: string) =>
  z.object({
    '@context': Context,
    '@type': z.literal('Product'),
    name: NonEmpty,
    image: SiteUrl(base),
    brand: z.object({ '@type': z.literal('Brand'), name: NonEmpty }),
    sku: NonEmpty,
    itemCondition: z.literal('https://schema.org/RefurbishedCondition'),
    offers: z.object({
      '@type': z.literal('Offer'),
      price: z.number().nonnegative(),
      priceCurrency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .refine((code) => CURRENCIES.includes(code))
        .refine((code) => code === countryConfig(country).currencyCode, {
          message: "not the site's currency",
        }),
      availability: z.enum(AVAILABILITIES),
      itemCondition: z.optional(z.literal('https://schema.org/RefurbishedCondition')),
      url: SiteUrl(base),
    }),
    aggregateRating: z.optional(
      z.object({
        '@type': z.literal('AggregateRating'),
        ratingValue: z.number().min(1).max(5),
        reviewCount: z.int().positive(),
        bestRating: z.optional(z.literal(5)),
        worstRating: z.optional(z.literal(1)),
      }),
    ),
    review: z.optional(z.array(ReviewRichResult).min(1).max(5)),
  });

const BreadcrumbRichResult = (base: string) =>
  z
    .object({
      '@context': Context,
      '@type': z.literal('BreadcrumbList'),
      itemListElement: z
        .array(
          z.object({
            '@type': z.literal('ListItem'),
            position: z.int(),
            name: NonEmpty,
            item: SiteUrl(base),
          }),
        )
        .min(1),
    })
    .refine((list) => list.itemListElement.every((entry, i) => entry.position === i + 1), {
      message: 'positions are not 1..n',
    });

const OrganizationShape = (base: string) =>
  z.object({
    '@context': Context,
    '@type': z.literal('Organization'),
    name: NonEmpty,
    url: SiteUrl(base),
    logo: SiteUrl(base),
  });

const WebsiteShape = (base: string) =>
  z
    .object({
      '@context': Context,
      '@type': z.literal('WebSite'),
      name: NonEmpty,
      url: SiteUrl(base),
      potentialAction: z.object({
        '@type': z.literal('SearchAction'),
        target: z.object({ '@type': z.literal('EntryPoint'), urlTemplate: z.string() }),
        'query-input': z.string().regex(/^required name=\w+$/),
      }),
    })
    .refine(
      ({ potentialAction: action }) => {
        const name = action['query-input'].replace('required name=', '');
        const filled = action.target.urlTemplate.replace(`{${name}}`, 'x');
        return filled !== action.target.urlTemplate && SiteUrl(base).safeParse(filled).success;
      },
      { message: 'the template has no placeholder query-input names, or is not on the site' },
    );

const page = ModelPageResponseSchema.parse({
  model: {
    modelId: 7,
    legacyModelId: 107,
    type: 'SMARTPHONE',
    brand: 'Apple',
    brandSlug: 'apple',
    name: 'iPhone 13',
    slug: 'iphone-13',
    specs: {},
  },
  listings: [
    {
      productId: 'p-1',
      legacySellOrderId: 11,
      sku: 'IP13-128-BLK-A',
      storage: '128GB',
      color: 'Black',
      grade: 'FOARTE_BUN',
      stock: 3,
      batteryType: 'Standard',
      batteryHealth: 92,
      price: 2149.9,
      previousPrice: null,
      image: '/content/images/iphone-13-black-320.png',
    },
    {
      productId: 'p-2',
      legacySellOrderId: 12,
      sku: 'IP13-256-BLU-B',
      storage: '256GB',
      color: 'Blue',
      grade: 'BUN',
      stock: 0,
      batteryType: 'Noua',
      batteryHealth: 100,
      price: 0,
      previousPrice: 2599,
      image: 'https://cdn.example/iphone-13-blue.png',
    },
  ],
});
const [inStock, soldOut] = page.listings as [Listing, Listing];

/** A published review of the page's model, written `daysAgo` days before 20 November 2026. */
const buyerReview = (rating: number, daysAgo: number): Review => ({
  id: `R-ro-${200 + daysAgo}`,
  kind: 'shop',
  author: `Buyer ${daysAgo}`,
  rating,
  text: 'Arată ca nou, bateria ține toată ziua.',
  createdAt: new Date(Date.UTC(2026, 10, 20 - daysAgo, 9)).toISOString(),
  verifiedPurchase: true,
  legacyModelId: page.model.legacyModelId,
});

const product = (
  country: Country,
  listing: Listing,
  reviews?: Parameters<typeof productJsonLd>[0]['reviews'],
) =>
  productJsonLd({
    country,
    siteBase: SITES[country],
    model: page.model,
    listing,
    pageUrl: productAddress(country, page.model, listing),
    reviews,
  });

describe.each(COUNTRIES)('structured data of the %s site', (country) => {
  const base = SITES[country];

  it("states a product as Google's Product rich result asks, in the site's money", () => {
    const data = product(country, inStock);
    expect(ProductRichResult(country, base).safeParse(data).error).toBeUndefined();
    expect(data).toMatchObject({
      name: 'Apple iPhone 13',
      sku: 'IP13-128-BLK-A',
      image: `${base.replace(/\/$/, '')}/content/images/iphone-13-black-320.png`,
      offers: {
        price: 2149.9,
        priceCurrency: countryConfig(country).currencyCode,
        availability: 'https://schema.org/InStock',
        url: `${base.replace(/\/$/, '')}${productAddress(country, page.model, inStock)}`,
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('says a sold-out listing is out of stock, at its own price', () => {
    const data = product(country, { ...soldOut, image: '/x.png' });
    expect(ProductRichResult(country, base).safeParse(data).error).toBeUndefined();
    expect(data.offers).toMatchObject({
      price: 0,
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('rates the product only with reviews of it', () => {
    for (const none of [undefined, null, { average: null, count: 0 }, { average: 4, count: 0 }])
      expect(product(country, inStock, none)).not.toHaveProperty('aggregateRating');
    const rated = product(country, inStock, { average: 4.6, count: 12 });
    expect(ProductRichResult(country, base).safeParse(rated).error).toBeUndefined();
    expect(rated).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12 },
    });
    expect(rated).not.toHaveProperty('review');
  });

  it('names its newest reviews, five at most, each by a person with its rating and day', () => {
    const reviews = [5, 4, 5, 3, 5, 4, 5].map((rating, i) => buyerReview(rating, i));
    const rated = product(country, inStock, { average: 4.4, count: 7, reviews });
    expect(ProductRichResult(country, base).safeParse(rated).error).toBeUndefined();
    expect(rated.aggregateRating).toMatchObject({
      ratingValue: 4.4,
      reviewCount: 7,
      bestRating: 5,
    });
    expect(rated.review).toHaveLength(5);
    expect(rated.review).toEqual(
      reviews.slice(0, 5).map((r) =>
        expect.objectContaining({
          author: { '@type': 'Person', name: r.author },
          reviewRating: expect.objectContaining({ ratingValue: r.rating, bestRating: 5 }),
          datePublished: r.createdAt.slice(0, 10),
          reviewBody: r.text,
        }),
      ),
    );
    // Without a count the reviews given are counted.
    const counted = product(country, inStock, { average: 5, reviews: reviews.slice(0, 1) });
    expect(counted.aggregateRating).toMatchObject({ reviewCount: 1 });
  });

  it("never names the site's own reviews, nor reviews without a rating, on the product", () => {
    const { legacyModelId: _model, ...ofTheSite } = buyerReview(5, 0);
    const other = { ...buyerReview(5, 1), legacyModelId: page.model.legacyModelId + 1 };
    const data = product(country, inStock, { average: 5, count: 1, reviews: [ofTheSite, other] });
    expect(data).toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    const unrated = product(country, inStock, {
      average: null,
      count: 0,
      reviews: [buyerReview(5, 0)],
    });
    expect(unrated).not.toHaveProperty('review');
  });

  it('numbers a breadcrumb trail from 1 with absolute addresses of the site', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Refurb', url: '/' },
        { name: 'Telefoane', url: '/telefoane/' },
        { name: 'Apple iPhone 13', url: productAddress(country, page.model, inStock) },
      ],
      base,
    );
    expect(BreadcrumbRichResult(base).safeParse(data).error).toBeUndefined();
    expect(data.itemListElement).toHaveLength(3);
    const absolute = breadcrumbJsonLd([{ name: 'Refurb', url: `${base}` }]);
    expect(BreadcrumbRichResult(base).safeParse(absolute).error).toBeUndefined();
  });

  it('names the organization with its logo on the site', () => {
    const data = organizationJsonLd({
      country,
      siteBase: base,
      name: 'Refurb',
      logo: `/brand/logo${country === 'hu' ? '-hu' : ''}.svg`,
    });
    expect(OrganizationShape(base).safeParse(data).error).toBeUndefined();
  });

  it("searches the site's own search page, whose address the router reads back", () => {
    const data = websiteJsonLd({ country, siteBase: base, name: 'Refurb' });
    expect(WebsiteShape(base).safeParse(data).error).toBeUndefined();
    const action = WebsiteShape(base).parse(data).potentialAction;
    const url = new URL(
      action.target.urlTemplate.replace('{search_term_string}', encodeURIComponent('iphone 13')),
    );
    expect(url.pathname).toBe(searchPath(country));
    expect(resolveLocation(country, url, { consoleEnabled: false })).toEqual({
      kind: 'search',
      query: 'iphone 13',
    });
  });
});

describe('the zod shapes refuse what Google would not take', () => {
  const valid = product('ro', inStock);
  const shape = ProductRichResult('ro', SITES.ro);
  it.each([
    ['a price as a string', { offers: { ...(valid.offers as object), price: '2149.90 lei' } }],
    ['a negative price', { offers: { ...(valid.offers as object), price: -1 } }],
    ['another site currency', { offers: { ...(valid.offers as object), priceCurrency: 'EUR' } }],
    ['a currency label', { offers: { ...(valid.offers as object), priceCurrency: 'lei' } }],
    ['a relative url', { offers: { ...(valid.offers as object), url: '/telefoane/' } }],
    [
      'availability as a word',
      { offers: { ...(valid.offers as object), availability: 'in stock' } },
    ],
    ['a relative image', { image: '/content/images/a.png' }],
    ['another condition', { itemCondition: 'https://schema.org/UsedCondition' }],
  ])('%s', (_, change) => {
    expect(shape.safeParse(valid).success).toBe(true);
    expect(shape.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('positions from 0 or with a gap', () => {
    const list = breadcrumbJsonLd([
      { name: 'a', url: 'https://www.refurb.ro/' },
      { name: 'b', url: 'https://www.refurb.ro/b/' },
    ]);
    const [a, b] = list.itemListElement as object[];
    const shapeOf = BreadcrumbRichResult(SITES.ro);
    expect(shapeOf.safeParse(list).success).toBe(true);
    for (const positions of [
      [0, 1],
      [1, 3],
    ])
      expect(
        shapeOf.safeParse({
          ...list,
          itemListElement: [
            { ...a, position: positions[0] },
            { ...b, position: positions[1] },
          ],
        }).success,
      ).toBe(false);
  });

  it('a search template without the placeholder query-input names', () => {
    const site = websiteJsonLd({ country: 'ro', siteBase: SITES.ro, name: 'Refurb' });
    const action = site.potentialAction as { target: { urlTemplate: string } };
    expect(
      WebsiteShape(SITES.ro).safeParse({
        ...site,
        potentialAction: { ...action, 'query-input': 'required name=q' },
      }).success,
    ).toBe(false);
  });
});

describe('jsonLdScript', () => {
  const parsedScripts = (text: string) => {
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head><script type="application/ld+json">${text}</script></head><body><p id="after">after</p></body></html>`,
      'text/html',
    );
    return { scripts: [...doc.querySelectorAll('script')], after: doc.getElementById('after') };
  };

  it.each([
    '</script><script>alert(1)</script>',
    '<!--<script>',
    '</SCRIPT >',
    'a & b > c \u2028 d \u2029',
  ])('keeps a product named %j inside its element, meaning the same', (name) => {
    const data = product('ro', inStock);
    const named = { ...data, name };
    const text = jsonLdScript(named);
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    const { scripts, after } = parsedScripts(text);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(named);
    // The element ended where it should: what follows is still the page's.
    expect(after?.textContent).toBe('after');
  });
});
