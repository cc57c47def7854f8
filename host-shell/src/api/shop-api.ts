/**
 * The host's calls to shop-api's services, same-origin through the host server's proxy. Every
 * answer is parsed with its contract; an HTTP error, a network failure or a body that does not
 * match comes back as `{ ok: false, error }`, which pages turn into an error state with a retry.
 *
 * The answers' schemas are evaluated in groups, each on its first call (`schemas/`): building a
 * page's worth of zod objects costs tens of milliseconds on a cheap phone, which a page that
 * makes none of those calls (the cart, the checkout) should not pay while it starts. The
 * session's group (`me`, asked on every page) is in the first scripts ("eager"). The catalog's,
 * the product page's and the content's are chunks of their own: a page the server rendered
 * makes none of those calls before its first navigation (its answers came with the HTML), so
 * they are not in its first scripts; a call asks for its chunk beside its request
 * (`createJsonCall` takes a schema still loading), so it waits for no extra round trip.
 */
import { type Country, DEVICE_TYPES, type DeviceTypeKey } from '@refurb/shared-contracts';
import {
  type ContentPageKey,
  type CreateReviewRequest,
} from '@refurb/shared-contracts/api/content';
import {
  createJsonCall,
  queryString,
  type JsonFetch,
  type ServiceBases,
} from '@refurb/shared-contracts/runtime';

export type { ApiFailure, ApiResult } from '@refurb/shared-contracts/runtime';

/** `load()` once, on first use. */
const onFirstUse = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

const sessionSchemas = onFirstUse(() => import(/* webpackMode: "eager" */ './schemas/session'));
const listingSchemas = onFirstUse(
  () => import(/* webpackChunkName: "api-listing" */ './schemas/listing'),
);
const productSchemas = onFirstUse(
  () => import(/* webpackChunkName: "api-product" */ './schemas/product'),
);
const contentSchemas = onFirstUse(
  () => import(/* webpackChunkName: "api-content" */ './schemas/content'),
);

export function createShopApi(
  services: ServiceBases,
  /** The browser's `fetch` by default; the server renderer's own client (server/shop-api-client.ts). */
  fetchImpl: JsonFetch = (i, init) => fetch(i, init as RequestInit),
  /** How long a call waits for its answer (the runtime config's `network.timeoutMs`). */
  timeoutMs?: number,
) {
  const base = (prefix: string) => prefix.replace(/\/+$/, '');
  const call = createJsonCall(fetchImpl, undefined, { timeoutMs });
  const q = queryString;

  return {
    catalog: async (country: Country, type: DeviceTypeKey, filters: URLSearchParams) => {
      const query = new URLSearchParams(filters);
      query.set('country', country);
      // Spec section 3's numeric id is what crosses to the backend (DEVICE_TYPES).
      query.set('type', String(DEVICE_TYPES[type]));
      return call(
        listingSchemas().then((s) => s.CatalogResponseSchema),
        `${base(services.product)}/catalog?${query.toString()}`,
      );
    },
    model: async (country: Country, legacyModelId: string) =>
      call(
        productSchemas().then((s) => s.ModelPageResponseSchema),
        `${base(services.product)}/models/${encodeURIComponent(legacyModelId)}?${q({ country })}`,
      ),
    /** One listing and its model (a column of the compare page). */
    listing: async (country: Country, productId: string) =>
      call(
        productSchemas().then((s) => s.ListingPageResponseSchema),
        `${base(services.product)}/listings/${encodeURIComponent(productId)}?${q({ country })}`,
      ),
    availableShapes: async (country: Country, productId: string) =>
      call(
        productSchemas().then((s) => s.AvailableShapesResponseSchema),
        `/api/available-shapes/?${q({ locale: country.toUpperCase(), productId })}`,
      ),
    relatedAccessories: async (country: Country, productIds: readonly string[]) =>
      call(
        productSchemas().then((s) => s.RelatedAccessoriesResponseSchema),
        `/api/get-related-accessories/?${q({ countryCode: country.toUpperCase(), productIds: productIds.join(',') })}`,
      ),
    extraServices: async (country: Country, productId: string) =>
      call(
        productSchemas().then((s) => s.ExtraServicesResponseSchema),
        `${base(services.shop)}/v2/extra-services?${q({ country, productId })}`,
      ),
    search: async (country: Country, text: string) =>
      call(
        listingSchemas().then((s) => s.SearchResponseSchema),
        `${base(services.search)}?${q({ country, q: text, limit: 24 })}`,
      ),
    /** What the search field offers while `text` is typed (layout/search-suggest.tsx). */
    searchSuggest: async (country: Country, text: string) =>
      call(
        listingSchemas().then((s) => s.SearchSuggestResponseSchema),
        `${base(services.search)}/suggest?${q({ country, q: text })}`,
      ),
    contentPage: async (country: Country, key: ContentPageKey) =>
      call(
        contentSchemas().then((s) => s.ContentPageSchema),
        `${base(services.content)}/pages/${key}?${q({ country })}`,
      ),
    /** When an order placed now arrives, per delivery kind (issue 36). */
    deliveryEstimate: async (country: Country) =>
      call(
        productSchemas().then((s) => s.DeliveryEstimateResponseSchema),
        `${base(services.courier)}/delivery-estimate?${q({ country })}`,
      ),
    /** What the shop promises and how the product page words its facts (issue 36). */
    productGuide: async (country: Country) =>
      call(
        contentSchemas().then((s) => s.ProductGuideSchema),
        `${base(services.content)}/product-guide?${q({ country })}`,
      ),
    /** The company that sells on the site, for the footer (issue 36). */
    company: async (country: Country) =>
      call(
        contentSchemas().then((s) => s.CompanyIdentitySchema),
        `${base(services.content)}/company?${q({ country })}`,
      ),
    reviews: async (country: Country, kind: 'shop' | 'sell') =>
      call(
        contentSchemas().then((s) => s.ReviewsResponseSchema),
        `${base(services.content)}/reviews?${q({ country, kind })}`,
      ),
    /** A product model's newest `limit` reviews, with their average and count (issue 36). */
    modelReviews: async (country: Country, legacyModelId: number, limit: number) =>
      call(
        contentSchemas().then((s) => s.ReviewsResponseSchema),
        `${base(services.content)}/reviews?${q({ country, model: legacyModelId, limit })}`,
      ),
    /** The cards' ratings: `models`, comma-separated legacy model ids (100 at most). */
    ratings: async (country: Country, models: string) =>
      call(
        contentSchemas().then((s) => s.RatingsResponseSchema),
        `${base(services.content)}/ratings?${q({ country, models })}`,
      ),
    /** Who this browser's session belongs to; `user: null` for a visitor. */
    session: async () =>
      call((await sessionSchemas()).SessionStateResponseSchema, `${base(services.bff)}/session`),
    /** A signed-in person's review; 202: held for moderation, shown once published. */
    createReview: async (review: CreateReviewRequest) =>
      call(
        contentSchemas().then((s) => s.CreateReviewResponseSchema),
        `${base(services.content)}/reviews`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(review),
        },
      ),
  };
}
export type ShopApi = ReturnType<typeof createShopApi>;
