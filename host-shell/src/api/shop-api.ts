/**
 * The host's calls to shop-api's services, same-origin through the host server's proxy. Every
 * answer is parsed with its contract; an HTTP error, a network failure or a body that does not
 * match comes back as `{ ok: false, error }`, which pages turn into an error state with a retry.
 *
 * The answers' schemas are evaluated in groups, each on its first call (`schemas/`): building a
 * page's worth of zod objects costs tens of milliseconds on a cheap phone, which a page that
 * makes none of those calls (the cart, the checkout) should not pay while it starts. The groups
 * are in the first scripts ("eager"), so a call waits for no request.
 */
import {
  createJsonCall,
  queryString,
  type ContentPageKey,
  type Country,
  type CreateReviewRequest,
  DEVICE_TYPES,
  type DeviceTypeKey,
  type ServiceBases,
} from '@refurb/shared-contracts';

export type { ApiFailure, ApiResult } from '@refurb/shared-contracts';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** `load()` once, on first use. */
const onFirstUse = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

const sessionSchemas = onFirstUse(() => import(/* webpackMode: "eager" */ './schemas/session'));
const listingSchemas = onFirstUse(() => import(/* webpackMode: "eager" */ './schemas/listing'));
const productSchemas = onFirstUse(() => import(/* webpackMode: "eager" */ './schemas/product'));
const contentSchemas = onFirstUse(() => import(/* webpackMode: "eager" */ './schemas/content'));

export function createShopApi(
  services: ServiceBases,
  fetchImpl: Fetch = (i, init) => fetch(i, init),
  /** How long a call waits for its answer (the runtime config's `network.timeoutMs`). */
  timeoutMs?: number,
) {
  const base = (prefix: string) => prefix.replace(/\/+$/, '');
  const call = createJsonCall((url, init) => fetchImpl(url, init as RequestInit), undefined, {
    timeoutMs,
  });
  const q = queryString;

  return {
    catalog: async (country: Country, type: DeviceTypeKey, filters: URLSearchParams) => {
      const query = new URLSearchParams(filters);
      query.set('country', country);
      // Spec section 3's numeric id is what crosses to the backend (DEVICE_TYPES).
      query.set('type', String(DEVICE_TYPES[type]));
      const { CatalogResponseSchema } = await listingSchemas();
      return call(CatalogResponseSchema, `${base(services.product)}/catalog?${query.toString()}`);
    },
    model: async (country: Country, legacyModelId: string) =>
      call(
        (await productSchemas()).ModelPageResponseSchema,
        `${base(services.product)}/models/${encodeURIComponent(legacyModelId)}?${q({ country })}`,
      ),
    availableShapes: async (country: Country, productId: string) =>
      call(
        (await productSchemas()).AvailableShapesResponseSchema,
        `/api/available-shapes/?${q({ locale: country.toUpperCase(), productId })}`,
      ),
    relatedAccessories: async (country: Country, productIds: readonly string[]) =>
      call(
        (await productSchemas()).RelatedAccessoriesResponseSchema,
        `/api/get-related-accessories/?${q({ countryCode: country.toUpperCase(), productIds: productIds.join(',') })}`,
      ),
    extraServices: async (country: Country, productId: string) =>
      call(
        (await productSchemas()).ExtraServicesResponseSchema,
        `${base(services.shop)}/v2/extra-services?${q({ country, productId })}`,
      ),
    search: async (country: Country, text: string) =>
      call(
        (await listingSchemas()).SearchResponseSchema,
        `${base(services.search)}?${q({ country, q: text, limit: 24 })}`,
      ),
    contentPage: async (country: Country, key: ContentPageKey) =>
      call(
        (await contentSchemas()).ContentPageSchema,
        `${base(services.content)}/pages/${key}?${q({ country })}`,
      ),
    reviews: async (country: Country, kind: 'shop' | 'sell') =>
      call(
        (await contentSchemas()).ReviewsResponseSchema,
        `${base(services.content)}/reviews?${q({ country, kind })}`,
      ),
    /** Who this browser's session belongs to; 401 for a visitor. */
    me: async () =>
      call((await sessionSchemas()).SessionResponseSchema, `${base(services.bff)}/me`),
    /** A signed-in person's review; 202: held for moderation, shown once published. */
    createReview: async (review: CreateReviewRequest) =>
      call(
        (await contentSchemas()).CreateReviewResponseSchema,
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
