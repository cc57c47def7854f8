/**
 * A CartApi for component and service tests: shop-api as the cart sees it when everything is
 * still sold at the price it was added (2499 a phone), with the given extra services and
 * suggestions, and one promo code (REFURB10, 10%), for a visitor (`me` answers 401), with no
 * delivery estimate unless one is given. The real adapter is tested by the e2e journeys.
 */
import type { Country } from '@refurb/shared-contracts';
import type { AccessoryOffer } from '@refurb/shared-contracts/api/catalog';
import type { DeliveryEstimateResponse } from '@refurb/shared-contracts/api/delivery';
import type { ExtraService } from '@refurb/shared-contracts/cart';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import type { CartApi } from '../ports/cart-api';

export function fakeCartApi(
  options: {
    services?: ExtraService[];
    offers?: AccessoryOffer[];
    /** The delivery estimate's answer (`fresh`: asked past the cache); none by default. */
    estimate?: (
      country: Country,
      fresh: boolean,
    ) => ApiResult<DeliveryEstimateResponse> | Promise<ApiResult<DeliveryEstimateResponse>>;
  } = {},
): CartApi {
  const offers = options.offers ?? [];
  return {
    refreshCart: async (request) => ({
      ok: true,
      data: {
        phones: request.phones.map((p) => ({
          legacySellOrderId: p.legacySellOrderId,
          productId: 'prod-1',
          buy_price: 2499,
          availability: 3,
          available_extra_services: options.services ?? [],
          deviceAccessories: [],
          deviceAvailableAccessories: [],
        })),
        accessories: request.accessoryIds.map((id) => ({
          id,
          price: offers.find((o) => o.id === id)?.price ?? 0,
          isActive: true,
        })),
      },
    }),
    relatedAccessories: async () => ({ ok: true, data: offers }),
    checkPromo: async (code) =>
      code.trim().toUpperCase() === 'REFURB10'
        ? { ok: true, data: { code: 'REFURB10', percentage: 10 } }
        : {
            ok: false,
            error: { status: 404, code: 'not_found', message: 'This promo code is not valid.' },
          },
    me: async () => ({
      ok: false,
      error: { status: 401, code: 'unauthorized', message: 'Not signed in.' },
    }),
    deliveryEstimate: async (country, { fresh = false } = {}) =>
      options.estimate
        ? options.estimate(country, fresh)
        : { ok: true, data: { country, timeZone: 'Europe/Bucharest', estimates: [] } },
  };
}
