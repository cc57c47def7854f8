/**
 * The SellApi over shop-api. On a site the calls are same-origin (the host's server proxies the
 * service bases); the standalone page names shop-api's origin and sends cookies cross-origin.
 * Every answer is parsed with its contract.
 */
import { DEVICE_TYPES, type Country } from '@refurb/shared-contracts';
import {
  CountiesResponseSchema,
  DeliveryOptionsResponseSchema,
  LocalitiesResponseSchema,
  PickupPointsResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import {
  SaleResponseSchema,
  SellCatalogResponseSchema,
  SellQuestionnaireResponseSchema,
  SellQuoteResponseSchema,
} from '@refurb/shared-contracts/api/sell';
import {
  createJsonCall,
  queryString,
  type ApiResult,
  type JsonFetch,
  type ServiceBases,
} from '@refurb/shared-contracts/runtime';
import type { SellApi } from '../ports/sell-api';

export interface HttpSellApiOptions {
  readonly country: Country;
  readonly services: ServiceBases;
  /** shop-api's origin when it is not this page's; '' (same origin) on a site. */
  readonly origin?: string;
  readonly fetch?: JsonFetch;
  /** How long a call waits for its answer (the runtime config's `network.timeoutMs`). */
  readonly timeoutMs?: number;
}

const mapped = <T, U>(answer: ApiResult<T>, pick: (data: T) => U): ApiResult<U> =>
  answer.ok ? { ok: true, data: pick(answer.data) } : answer;

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function createHttpSellApi(options: HttpSellApiOptions): SellApi {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const fetchImpl: JsonFetch = options.fetch ?? ((url, init) => fetch(url, init as RequestInit));
  const call = createJsonCall(
    fetchImpl,
    { credentials: origin ? 'include' : 'same-origin' },
    { timeoutMs: options.timeoutMs },
  );
  const base = (prefix: string) => `${origin}${prefix.replace(/\/+$/, '')}`;
  const { services, country } = options;
  const sell = base(services.sell);
  const courier = base(services.courier);

  return {
    catalog: () => call(SellCatalogResponseSchema, `${sell}/catalog?${queryString({ country })}`),
    questions: (category) =>
      call(
        SellQuestionnaireResponseSchema,
        // Spec section 3's numeric id is what crosses to the backend (DEVICE_TYPES).
        `${sell}/questions?${queryString({ country, category: String(DEVICE_TYPES[category]) })}`,
      ),
    quote: async (request) =>
      mapped(await call(SellQuoteResponseSchema, `${sell}/pricing`, post(request)), (d) => d.quote),
    submit: async (request) =>
      mapped(
        await call(SaleResponseSchema, `${base(services.bff)}/me/sales`, post(request)),
        (d) => d.sale,
      ),
    pickupPoints: async (kind) =>
      mapped(
        await call(
          PickupPointsResponseSchema,
          `${courier}/pickup-points?${queryString({ country, kind })}`,
        ),
        (d) => d.points,
      ),
    dropOffKinds: async () =>
      mapped(
        await call(
          DeliveryOptionsResponseSchema,
          `${courier}/delivery-options?${queryString({ country })}`,
        ),
        (d) => [
          ...new Set(
            d.options.flatMap((option) =>
              option.kind === 'locker' || option.kind === 'office' ? [option.kind] : [],
            ),
          ),
        ],
      ),
    counties: async () =>
      mapped(
        await call(CountiesResponseSchema, `${courier}/counties?${queryString({ country })}`),
        (d) => d.counties,
      ),
    localities: async (countyId) =>
      mapped(
        await call(
          LocalitiesResponseSchema,
          `${courier}/localities?${queryString({ country, countyId })}`,
        ),
        (d) => d.localities,
      ),
  };
}
