/**
 * The CartApi over shop-api. On a site the calls are same-origin (the host's server proxies the
 * service bases); a standalone page or an embedding marketing page names shop-api's origin and
 * sends cookies cross-origin (shop-api allows the remote origins, see its http/cors.ts).
 */
import type { AccessoryOffer } from '@refurb/shared-contracts/api/catalog';
import { SessionResponseSchema } from '@refurb/shared-contracts/api/session';
import {
  createJsonCall,
  describeError,
  queryString,
  type ApiResult,
  type JsonFetch,
  type ServiceBases,
} from '@refurb/shared-contracts/runtime';
import * as z from 'zod/mini';
import type { CartApi } from '../ports/cart-api';
import type * as ViewSchemasModule from './view-schemas';

export interface HttpCartApiOptions {
  readonly services: ServiceBases;
  /** shop-api's origin when it is not this page's; '' (same origin) on a site. */
  readonly origin?: string;
  readonly fetch?: JsonFetch;
  /** How long a call waits for its answer (the runtime config's `network.timeoutMs`). */
  readonly timeoutMs?: number;
}

type ViewSchemas = typeof ViewSchemasModule;

/**
 * Runs `use` with the views' schemas (view-schemas.ts), loaded once, with the first call that
 * needs them. A chunk that does not arrive answers as a network failure does: the view offers its
 * retry, as for a call without an answer. (Not web-kit's `lazyPort`: the service's own calls,
 * `refreshCart` and `me`, stay in this adapter and load with it, and a failed load is an
 * `ApiResult` here, where `lazyPort` throws.)
 */
async function withViewSchemas<T>(
  use: (schemas: ViewSchemas) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let schemas: ViewSchemas;
  try {
    schemas = await import(/* webpackChunkName: "cart-view-schemas" */ './view-schemas');
  } catch (error) {
    return { ok: false, error: { status: 0, code: 'network', message: describeError(error) } };
  }
  return use(schemas);
}

export function createHttpCartApi(options: HttpCartApiOptions): CartApi {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const call = createJsonCall(
    options.fetch ?? ((url, init) => fetch(url, init as RequestInit)),
    {
      credentials: origin ? 'include' : 'same-origin',
    },
    { timeoutMs: options.timeoutMs },
  );
  const base = (prefix: string) => `${origin}${prefix.replace(/\/+$/, '')}`;
  return {
    refreshCart: (request) =>
      call(z.unknown(), `${base(options.services.shop)}/cart/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      }),
    relatedAccessories: (country, productIds) =>
      withViewSchemas(async ({ RelatedAccessoriesResponseSchema }) => {
        const query = queryString({
          countryCode: country.toUpperCase(),
          productIds: productIds.join(','),
        });
        const answer = await call(
          RelatedAccessoriesResponseSchema,
          `${origin}/api/get-related-accessories/?${query}`,
        );
        if (!answer.ok) return answer;
        const byId = new Map<string, AccessoryOffer>();
        for (const product of answer.data.data) {
          for (const group of product.accessoriesPerCategory) {
            for (const offer of group.accessories) byId.set(offer.id, offer);
          }
        }
        return { ok: true, data: [...byId.values()] };
      }),
    checkPromo: (code) =>
      withViewSchemas(async ({ PromoResponseSchema }) => {
        const answer = await call(
          PromoResponseSchema,
          `${base(options.services.shop)}/promo/${encodeURIComponent(code.trim())}`,
        );
        return answer.ok ? { ok: true, data: answer.data.promo } : answer;
      }),
    me: () => call(SessionResponseSchema, `${base(options.services.bff)}/me`),
    deliveryEstimate: (country, { fresh = false } = {}) =>
      withViewSchemas(({ DeliveryEstimateResponseSchema }) =>
        call(
          DeliveryEstimateResponseSchema,
          `${base(options.services.courier)}/delivery-estimate?${queryString({ country })}`,
          // The answer is cacheable for a minute; past a cut-off the cached one has run out.
          fresh ? { cache: 'no-cache' } : {},
        ),
      ),
  };
}
