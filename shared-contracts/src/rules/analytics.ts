/**
 * The analytics cart product of spec section 3 and the consent-mode update of section 6.
 */
import { ANALYTICS_MAX_MODEL_IDS, DEFAULT_ANALYTICS_ORIGIN } from '../constants.js';
import type { AnalyticsCartProduct, ConsentUpdate } from '../schemas/analytics.schema.js';
import type { PhoneCartItem } from '../schemas/cart.schema.js';

export interface AnalyticsProductOptions {
  /** The category label to report; defaults to the item's category, else its device type. */
  readonly category?: string;
  /** Overrides the item's origin; the origin defaults to "Default". */
  readonly origin?: string;
}

/**
 * Quantity is always 1; the price is the buy price as an integer (rounded to the nearest unit);
 * availability 0 is out of stock; the discount is the previous buy price minus the buy price when
 * positive, else 0.
 */
export function toAnalyticsProduct(
  item: PhoneCartItem,
  options: AnalyticsProductOptions = {},
): AnalyticsCartProduct {
  const discount =
    item.previous_buy_price !== undefined && item.previous_buy_price > item.buy_price
      ? Math.round((item.previous_buy_price - item.buy_price) * 100) / 100
      : 0;
  return {
    id: item.id,
    productId: item.productId,
    name: item.title,
    modelDisplayName: item.modelDisplayName,
    shortTitle: item.shortTitle,
    category: options.category ?? item.category ?? item.model_type,
    brand: item.brand,
    quantity: 1,
    price: Math.round(item.buy_price),
    storage: item.storage ?? '',
    shape: item.shape,
    color: item.color,
    url: item.productUrl,
    availability: item.availability === 0 ? 'out of stock' : 'in stock',
    image: item.productImage,
    origin: options.origin ?? item.origin ?? DEFAULT_ANALYTICS_ORIGIN,
    configSummary: item.configSummary,
    discount,
  };
}

/** Checkout analytics carries at most 5 modelId fields: `modelId1` ... `modelId5`, first phones first. */
export function analyticsModelIds(
  phones: readonly Pick<PhoneCartItem, 'model_id'>[],
): Record<string, number> {
  return Object.fromEntries(
    phones.slice(0, ANALYTICS_MAX_MODEL_IDS).map((p, i) => [`modelId${i + 1}`, p.model_id]),
  );
}

/**
 * Google consent mode (spec section 6): ad and analytics storage follow the person's choice,
 * functionality is always granted, ad user data and personalization follow ad storage.
 */
export function consentUpdate(choice: {
  readonly ad: boolean;
  readonly analytics: boolean;
}): ConsentUpdate {
  const ad = choice.ad ? 'granted' : 'denied';
  return {
    ad_storage: ad,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    functionality_storage: 'granted',
    ad_user_data: ad,
    ad_personalization: ad,
  };
}
