/**
 * A product by its id, as the marketing embed's add buttons need it (they know nothing else): the
 * listing and its model from the product service (`GET <product>/listings/:productId`) and the
 * extra services offered with it (`GET <shop>/v2/extra-services`), both parsed with their
 * contracts. Services that cannot be read leave the phone without any, as the brand-model page
 * does; a product the shop does not know is `not-found`, anything else `unavailable`.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  ExtraServicesResponseSchema,
  ListingPageResponseSchema,
  type ListingPageResponse,
} from '@refurb/shared-contracts/api/catalog';
import { type ExtraService } from '@refurb/shared-contracts/cart';
import {
  createJsonCall,
  queryString,
  type JsonFetch,
  type ServiceBases,
} from '@refurb/shared-contracts/runtime';

export type ProductLookupResult =
  | {
      readonly ok: true;
      readonly page: ListingPageResponse;
      readonly services: readonly ExtraService[];
    }
  | { readonly ok: false; readonly reason: 'not-found' | 'unavailable'; readonly message: string };

export type ProductLookup = (country: Country, productId: string) => Promise<ProductLookupResult>;

export interface HttpProductLookupOptions {
  readonly services: ServiceBases;
  /** shop-api's origin when it is not this page's; '' (same origin) on the shop's own pages. */
  readonly origin?: string;
  readonly fetch?: JsonFetch;
  /** How long a call waits for its answer (the runtime config's `network.timeoutMs`). */
  readonly timeoutMs?: number;
}

export function createHttpProductLookup(options: HttpProductLookupOptions): ProductLookup {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const call = createJsonCall(
    options.fetch ?? ((url, init) => fetch(url, init as RequestInit)),
    {
      credentials: origin ? 'include' : 'same-origin',
    },
    { timeoutMs: options.timeoutMs },
  );
  const base = (prefix: string) => `${origin}${prefix.replace(/\/+$/, '')}`;
  return async (country, productId) => {
    const [listing, extras] = await Promise.all([
      call(
        ListingPageResponseSchema,
        `${base(options.services.product)}/listings/${encodeURIComponent(productId)}?${queryString({ country })}`,
      ),
      call(
        ExtraServicesResponseSchema,
        `${base(options.services.shop)}/v2/extra-services?${queryString({ country, productId })}`,
      ),
    ]);
    if (!listing.ok) {
      return {
        ok: false,
        reason: listing.error.status === 404 ? 'not-found' : 'unavailable',
        message: `${listing.error.status} ${listing.error.message}`,
      };
    }
    return { ok: true, page: listing.data, services: extras.ok ? extras.data.services : [] };
  };
}
