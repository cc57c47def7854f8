/**
 * The analytics cart product of spec section 3, the accessories beside it in the spec's
 * "checkout and analytics form" (id, name or translatedName, price, origin, image), the fields
 * every data-layer push of the cart carries (addToCart, checkout, purchase) and the consent-mode
 * update of section 6.
 *
 * Choices where the spec is silent:
 * - Availability is written with the spec's own words, `in-stock` and `out-of-stock`.
 * - The accessories reported are the ones bought: the stand-alone accessories (bundle accessories
 *   and the gift-wrap tax item among them) in cart order, then each phone's device accessories (a
 *   new battery is one); an inactive accessory (no longer sold, shown struck out) is not bought and
 *   not reported. The cart form carries a `name` (no translation), so `name` is the one sent.
 * - An accessory's origin defaults to "Default", as a phone's does; "PDP - Bundle" marks a bundle.
 * - The image is the accessories image base of the runtime config plus the lowercased name (.jpg).
 */
import { ANALYTICS_MAX_MODEL_IDS, DEFAULT_ANALYTICS_ORIGIN } from '../constants.js';
import type { AnalyticsCartProduct, ConsentUpdate } from '../schemas/analytics.schema.js';
import type {
  CartAccessory,
  CartState,
  CheckoutAccessory,
  PhoneCartItem,
} from '../schemas/cart.schema.js';
import { accessoryImageUrl } from './accessories.js';
import { roundMoney } from './money.js';

export interface AnalyticsProductOptions {
  /** The category label to report; defaults to the item's category, else its device type. */
  readonly category?: string;
  /** Overrides the item's origin; the origin defaults to "Default". */
  readonly origin?: string;
}

/**
 * Quantity is always 1; the price is the buy price as an integer (rounded to the nearest unit);
 * availability 0 is `out-of-stock`, any other `in-stock`; the discount is the previous buy price
 * minus the buy price when positive, else 0.
 */
export function toAnalyticsProduct(
  item: PhoneCartItem,
  options: AnalyticsProductOptions = {},
): AnalyticsCartProduct {
  const discount =
    item.previous_buy_price !== undefined && item.previous_buy_price > item.buy_price
      ? roundMoney(item.previous_buy_price - item.buy_price)
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
    availability: item.availability === 0 ? 'out-of-stock' : 'in-stock',
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

/** An accessory in the checkout and analytics form: id, name, price, origin, image. */
export function toAnalyticsAccessory(
  accessory: CartAccessory,
  imageBase: string,
): CheckoutAccessory {
  return {
    id: accessory.id,
    name: accessory.name,
    price: accessory.price,
    origin: accessory.origin ?? DEFAULT_ANALYTICS_ORIGIN,
    image: accessoryImageUrl(imageBase, accessory.name),
  };
}

/** The accessories bought with the cart, in the analytics form (see the file's doc). */
export function analyticsAccessories(
  cart: Pick<CartState, 'phoneCart' | 'accessoryCart'>,
  imageBase: string,
): CheckoutAccessory[] {
  return [...cart.accessoryCart, ...cart.phoneCart.flatMap((p) => p.deviceAccessories)]
    .filter((a) => a.isActive)
    .map((a) => toAnalyticsAccessory(a, imageBase));
}

export interface CartAnalytics {
  readonly products: AnalyticsCartProduct[];
  readonly accessories: CheckoutAccessory[];
  readonly [modelId: `modelId${number}`]: number;
}

/**
 * What every data-layer push about the cart carries: the phones as analytics cart products, the
 * accessories in their analytics form and at most 5 modelId fields. No cart yet: empty lists.
 */
export function cartAnalytics(
  cart: Pick<CartState, 'phoneCart' | 'accessoryCart'> | null,
  imageBase: string,
): CartAnalytics {
  const phones = cart?.phoneCart ?? [];
  return {
    products: phones.map((phone) => toAnalyticsProduct(phone)),
    accessories: cart ? analyticsAccessories(cart, imageBase) : [],
    ...analyticsModelIds(phones),
  };
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
