/**
 * The host's calls to shop-api's services, same-origin through the host server's proxy. Every
 * answer is parsed with its contract; an HTTP error, a network failure or a body that does not
 * match comes back as `{ ok: false, error }`, which pages turn into an error state with a retry.
 */
import {
  AvailableShapesResponseSchema,
  createJsonCall,
  queryString,
  CatalogResponseSchema,
  ContentPageSchema,
  ExtraServicesResponseSchema,
  ModelPageResponseSchema,
  RelatedAccessoriesResponseSchema,
  ReviewSchema,
  ReviewsResponseSchema,
  SearchResponseSchema,
  SessionResponseSchema,
  type ContentPageKey,
  type Country,
  type CreateReviewRequest,
  type DeviceTypeKey,
  type ServiceBases,
} from '@refurb/shared-contracts';

export type { ApiFailure, ApiResult } from '@refurb/shared-contracts';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function createShopApi(
  services: ServiceBases,
  fetchImpl: Fetch = (i, init) => fetch(i, init),
) {
  const base = (prefix: string) => prefix.replace(/\/+$/, '');
  const call = createJsonCall((url, init) => fetchImpl(url, init as RequestInit));
  const q = queryString;

  return {
    catalog: (country: Country, type: DeviceTypeKey, filters: URLSearchParams) => {
      const query = new URLSearchParams(filters);
      query.set('country', country);
      query.set('type', type);
      return call(CatalogResponseSchema, `${base(services.product)}/catalog?${query.toString()}`);
    },
    model: (country: Country, legacyModelId: string) =>
      call(
        ModelPageResponseSchema,
        `${base(services.product)}/models/${encodeURIComponent(legacyModelId)}?${q({ country })}`,
      ),
    availableShapes: (country: Country, productId: string) =>
      call(
        AvailableShapesResponseSchema,
        `/api/available-shapes/?${q({ locale: country.toUpperCase(), productId })}`,
      ),
    relatedAccessories: (country: Country, productIds: readonly string[]) =>
      call(
        RelatedAccessoriesResponseSchema,
        `/api/get-related-accessories/?${q({ countryCode: country.toUpperCase(), productIds: productIds.join(',') })}`,
      ),
    extraServices: (country: Country, productId: string) =>
      call(
        ExtraServicesResponseSchema,
        `${base(services.shop)}/v2/extra-services?${q({ country, productId })}`,
      ),
    search: (country: Country, text: string) =>
      call(SearchResponseSchema, `${base(services.search)}?${q({ country, q: text, limit: 24 })}`),
    contentPage: (country: Country, key: ContentPageKey) =>
      call(ContentPageSchema, `${base(services.content)}/pages/${key}?${q({ country })}`),
    reviews: (country: Country, kind: 'shop' | 'sell') =>
      call(ReviewsResponseSchema, `${base(services.content)}/reviews?${q({ country, kind })}`),
    /** Who this browser's session belongs to; 401 for a visitor. */
    me: () => call(SessionResponseSchema, `${base(services.bff)}/me`),
    createReview: (review: CreateReviewRequest) =>
      call(ReviewSchema, `${base(services.content)}/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(review),
      }),
  };
}
export type ShopApi = ReturnType<typeof createShopApi>;
