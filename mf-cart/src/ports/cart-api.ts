/** The cart's calls to shop-api; answers are values (`ApiResult`), parsed by contract. */
import type { Country } from '@refurb/shared-contracts';
import type { AccessoryOffer } from '@refurb/shared-contracts/api/catalog';
import type { DeliveryEstimateResponse } from '@refurb/shared-contracts/api/delivery';
import type { SessionResponse } from '@refurb/shared-contracts/api/session';
import type { Promo, RefreshCartRequest } from '@refurb/shared-contracts/cart';
import type { ApiResult } from '@refurb/shared-contracts/runtime';

export interface CartApi {
  /** The raw refresh answer: the rule book's `refreshCart` parses it (spec: invalid data empties). */
  refreshCart(request: RefreshCartRequest): Promise<ApiResult<unknown>>;
  /** Accessories that go with the phones in the cart, wrap tax and batteries among them. */
  relatedAccessories(
    country: Country,
    productIds: readonly string[],
  ): Promise<ApiResult<AccessoryOffer[]>>;
  /** An active promo code; a 404 means there is none by that name. */
  checkPromo(code: string): Promise<ApiResult<Promo>>;
  /** Who is signed in (`GET /bff/me`); a 401 means a visitor. */
  me(): Promise<ApiResult<SessionResponse>>;
  /**
   * When an order placed now arrives, per delivery kind the country offers, and the cut-off to
   * order by (`GET {courier}/delivery-estimate`); `fresh` asks past the browser's cache.
   */
  deliveryEstimate(
    country: Country,
    options?: { readonly fresh?: boolean },
  ): Promise<ApiResult<DeliveryEstimateResponse>>;
}
