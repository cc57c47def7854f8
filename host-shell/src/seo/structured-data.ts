/**
 * The structured data of the public pages (issue 34): schema.org objects in JSON-LD, which the
 * server writes into the page as non-executable `<script type="application/ld+json">` blocks
 * (`jsonLdScript`), so the strict CSP needs no exception for them.
 *
 * - `Product` on the brand-model page: the listing the page shows (the caller picks it with
 *   `listingOfAddress` exactly as ProductPage does, so the price and stock in the data are the
 *   ones on the page and in shop-api's answer), `itemCondition` RefurbishedCondition (every
 *   device the shop sells is refurbished), one `Offer` with the price as a number in the site's
 *   money (its ISO 4217 code from `countryConfig(country).currencyCode`, never written here),
 *   availability from the listing's stock, and the page's absolute url. `AggregateRating` only
 *   with reviews of that product (count > 0 and a mean), and its newest reviews (at most
 *   REVIEWS_STATED) as `Review`s: the model's own reviews from shop-api (`?model=`, issue 36),
 *   never the site's (no `legacyModelId`): Google's review-snippet rules forbid putting a shop's
 *   reviews of itself on a product.
 * - `BreadcrumbList` on product and category pages: positions 1..n, absolute `item` URLs.
 * - `Organization` and `WebSite` (with a `SearchAction` into the site's own search page,
 *   `searchPath(country)`) on the index.
 *
 * Every URL the data names is absolute on the site's base (`https://ro.example`): shop-api's
 * pictures are site-relative (`/content/images/...`). The builders are typed with `schema-dts`
 * (a wrong property or type name fails typecheck); what the types cannot say (a price that is a
 * number and not a string, a three-letter currency) the tests check against zod schemas of the
 * shapes Google's rich results ask for.
 */
import { countryConfig, modelTitle, type Country } from '@refurb/shared-contracts';
import { type Listing, type ModelPageResponse } from '@refurb/shared-contracts/api/catalog';
import { type Review } from '@refurb/shared-contracts/api/content';
import type {
  AggregateRating,
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product,
  Review as SchemaReview,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { searchPath } from '../routing/host-routes';

const CONTEXT = 'https://schema.org' as const;
const REFURBISHED = 'https://schema.org/RefurbishedCondition' as const;
const IN_STOCK: ItemAvailability = 'https://schema.org/InStock';
const OUT_OF_STOCK: ItemAvailability = 'https://schema.org/OutOfStock';
/** The placeholder of the search action's URL template, which `query-input` names. */
export const SEARCH_TERM = 'search_term_string';

/** `href` as an absolute URL on `siteBase` (an absolute `href` stays as it is). */
export function absoluteUrl(siteBase: string, href: string): string {
  return new URL(href, `${siteBase.replace(/\/+$/, '')}/`).href;
}

/** The mean and number of a product's own reviews (shop-api's answer for the model fits). */
export interface ProductReviews {
  /** Mean rating, 1 to 5; null when there is none. */
  readonly average: number | null;
  /** How many there are; the reviews given when not said. */
  readonly count?: number | undefined;
  /** The newest of them, newest first. */
  readonly reviews?: readonly Review[];
}

/** The most reviews a product's data names (Google reads a handful; the page shows as many). */
export const REVIEWS_STATED = 5;

/** A buyer's review of the product, as schema.org's `Review` of its `Product`. */
function reviewJsonLd(review: Review): SchemaReview {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: 5,
      worstRating: 1,
    },
    // The day it was written (ISO 8601 date).
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: review.text,
  };
}

export interface ProductJsonLdInput {
  readonly country: Country;
  /** The site's base URL (`https://ro.example`, a trailing slash or not). */
  readonly siteBase: string;
  readonly model: ModelPageResponse['model'];
  /** The listing the page shows (`listingOfAddress(model, listings, address).listing`). */
  readonly listing: Listing;
  /** The page's address: absolute, or a path on the site. */
  readonly pageUrl: string;
  /** The product's own reviews; a rating is stated only when there is at least one. */
  readonly reviews?: ProductReviews | null;
}

export function productJsonLd(input: ProductJsonLdInput): WithContext<Product> {
  const { country, siteBase, model, listing, reviews } = input;
  const url = absoluteUrl(siteBase, input.pageUrl);
  const offer: Offer = {
    '@type': 'Offer',
    price: listing.price,
    priceCurrency: countryConfig(country).currencyCode,
    availability: listing.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: REFURBISHED,
    url,
  };
  const count = reviews?.count ?? reviews?.reviews?.length ?? 0;
  const rating: AggregateRating | null =
    reviews && count > 0 && reviews.average !== null
      ? {
          '@type': 'AggregateRating',
          ratingValue: reviews.average,
          reviewCount: count,
          bestRating: 5,
          worstRating: 1,
        }
      : null;
  // Only the model's own reviews: one of the site itself (no model) is never the product's.
  const stated = rating
    ? (reviews?.reviews ?? []).filter((r) => r.legacyModelId === model.legacyModelId)
    : [];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: modelTitle(model.brand, model.name),
    brand: { '@type': 'Brand', name: model.brand },
    image: absoluteUrl(siteBase, listing.image),
    sku: listing.sku,
    color: listing.color,
    itemCondition: REFURBISHED,
    offers: offer,
    ...(rating ? { aggregateRating: rating } : {}),
    ...(stated.length > 0 ? { review: stated.slice(0, REVIEWS_STATED).map(reviewJsonLd) } : {}),
  };
}

export interface BreadcrumbItem {
  readonly name: string;
  /** Absolute, or a path on `siteBase`. */
  readonly url: string;
}

/** The trail to a page, the index first and the page itself last. */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  siteBase?: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: siteBase === undefined ? new URL(item.url).href : absoluteUrl(siteBase, item.url),
    })),
  };
}

export interface OrganizationJsonLdInput {
  readonly country: Country;
  readonly siteBase: string;
  readonly name: string;
  /** The logo's address: absolute or a path on the site (`brandAsset(country, 'logo')`). */
  readonly logo: string;
}

export function organizationJsonLd(input: OrganizationJsonLdInput): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    url: absoluteUrl(input.siteBase, '/'),
    logo: absoluteUrl(input.siteBase, input.logo),
    // ISO 3166-1 alpha-2: the sites' keys are the country codes (gr is Greece's).
    areaServed: input.country.toUpperCase(),
  };
}

/** The site's search page with the placeholder for the words: `<base>/cautare/?q={...}`. */
export function searchUrlTemplate(country: Country, siteBase: string): string {
  return `${absoluteUrl(siteBase, searchPath(country))}?q={${SEARCH_TERM}}`;
}

export interface WebsiteJsonLdInput {
  readonly country: Country;
  readonly siteBase: string;
  readonly name: string;
}

export function websiteJsonLd(input: WebsiteJsonLdInput): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: searchUrlTemplate(input.country, input.siteBase),
    },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: absoluteUrl(input.siteBase, '/'),
    inLanguage: countryConfig(input.country).language,
    potentialAction: search,
  };
}

export { jsonLdScript } from './script-json';
