/**
 * shop-api as the cart sees it, for stories: `POST /shop/cart/refresh` answers from a small shop
 * (the phones it still sells, at today's price), `GET /api/get-related-accessories/` with the
 * suggestions, `GET /shop/promo/:code` with the active codes. Requests are parsed with the
 * contracts as shop-api parses them; answers go through `answer`, so they match the contracts too.
 * The phones and prices are the shared fixtures, in the story country's money.
 */
import { addMonths } from '@refurb/shared-contracts/testing';
import { safeParseWithMessages, type Country } from '@refurb/shared-contracts';
import {
  RelatedAccessoriesResponseSchema,
  type AccessoryOffer,
} from '@refurb/shared-contracts/api/catalog';
import { PromoResponseSchema } from '@refurb/shared-contracts/api/checkout';
import {
  BATTERY_ACCESSORY_CATEGORY,
  RefreshCartRequestSchema,
  RefreshCartResponseSchema,
  type CartAccessory,
  type CartState,
  type PhoneCartItem,
  type Promo,
  type RefreshedPhone,
} from '@refurb/shared-contracts/cart';
import { accessory, cart, extraService, phone } from '@refurb/shared-contracts/fixtures';
import { delay, http, type RequestHandler } from 'msw';
import { answer, failure, never, service, STORY_CONFIG } from './answer';
import {
  deliveryEstimateHandlers,
  deliveryEstimatePendingHandlers,
} from './delivery-estimate-handlers';
import { deviceImage, localPrice, STORY_WORDS } from './words';

/** The phones of the stories, priced for `country`. */
export function storyPhones(country: Country): PhoneCartItem[] {
  const price = (ron: number) => localPrice(country, ron);
  const words = STORY_WORDS[country];
  const warranty = [
    extraService({ id: 'w12', key: 'warranty_12', name: words.w12, price: price(149) }),
    extraService({ id: 'w24', key: 'warranty_24', name: words.w24, price: price(249) }),
    extraService({
      id: 'ins',
      key: 'insurance_damage_12',
      type: 'INSURANCE',
      name: words.ins,
      price: price(199),
    }),
  ];
  const battery: CartAccessory = accessory({
    id: 'battery-new',
    name: words.battery,
    price: price(199),
    category: BATTERY_ACCESSORY_CATEGORY,
  });
  return [
    phone({
      id: 'story-iphone-13',
      order_id: 5101,
      productId: 'prod-iphone-13',
      buy_price: price(2499),
      productImage: deviceImage('iPhone 13'),
      available_extra_services: warranty,
      deviceAvailableAccessories: [battery],
    }),
    phone({
      id: 'story-galaxy-s22',
      order_id: 5102,
      productId: 'prod-galaxy-s22',
      buy_price: price(1899),
      title: 'Samsung Galaxy S22 256GB Phantom Black',
      modelDisplayName: 'Galaxy S22',
      configSummary: '256GB, Phantom Black',
      shortTitle: 'Galaxy S22 256GB',
      brand: 'Samsung',
      model: 'Galaxy S22',
      color: 'Phantom Black',
      storage: '256GB',
      shape: 'BUN',
      sku: 'SKU-S22',
      model_id: 2201,
      productImage: deviceImage('Galaxy S22', 260),
      productUrl: '/magazin/samsung/telefoane-samsung-galaxy-s22-256gb-phantom-black/2201/',
      available_extra_services: warranty,
    }),
  ];
}

/** Accessories the shop suggests with any phone, gift wrap among them. */
export function storyOffers(country: Country): AccessoryOffer[] {
  const price = (ron: number) => localPrice(country, ron);
  const words = STORY_WORDS[country];
  const base = { isWrappingTax: false, image: deviceImage('', 30) };
  return [
    {
      ...base,
      id: 'cover',
      name: STORY_WORDS.ro.case!,
      translatedName: words.case!,
      price: price(49),
      category: 'COVER',
    },
    {
      ...base,
      id: 'glass',
      name: STORY_WORDS.ro.glass!,
      translatedName: words.glass!,
      price: price(39),
      category: 'SCREEN',
    },
    {
      ...base,
      id: 'charger',
      name: STORY_WORDS.ro.charger!,
      translatedName: words.charger!,
      price: price(89),
      category: 'CHARGER',
    },
    {
      ...base,
      id: 'wrap',
      name: STORY_WORDS.ro.wrap!,
      translatedName: words.wrap!,
      price: price(15),
      isWrappingTax: true,
      category: 'WRAP',
    },
  ];
}

/** A stored cart as the browser keeps it, stamped now (so it has not expired). */
export function storyCart(overrides: Partial<CartState> = {}): CartState {
  const now = Date.now();
  return cart({
    timestamp: now,
    expireAt: addMonths(now, STORY_CONFIG.cart.expiryMonths),
    stateVersion: STORY_CONFIG.cart.stateVersion,
    ...overrides,
  });
}

export interface CartShop {
  /** Phones still sold, at the price the server has now. */
  readonly phones: readonly PhoneCartItem[];
  readonly offers: readonly AccessoryOffer[];
  readonly promos?: readonly Promo[];
  /** The server's new price for a phone (by order id): the cart shows the change. */
  readonly priceNow?: Readonly<Record<number, number>>;
}

const refreshed = (item: PhoneCartItem, price: number | undefined): RefreshedPhone => ({
  legacySellOrderId: item.order_id,
  productId: item.productId,
  buy_price: price ?? item.buy_price,
  ...(price !== undefined && price !== item.buy_price
    ? { previous_buy_price: item.buy_price }
    : {}),
  availability: item.availability,
  title: item.title,
  ...(item.productImage ? { productImage: item.productImage } : {}),
  available_extra_services: item.available_extra_services,
  deviceAccessories: item.deviceAccessories,
  deviceAvailableAccessories: item.deviceAvailableAccessories,
});

/** The shop of the stories: the phones and suggestions above, and the code REFURB10 (−10 %). */
export const storyShop = (country: Country): CartShop => ({
  phones: storyPhones(country),
  offers: storyOffers(country),
  promos: [{ code: 'REFURB10', percentage: 10 }],
});

const countryOf = (code: string | null): Country => {
  const lower = (code ?? 'ro').toLowerCase();
  return lower === 'bg' || lower === 'hu' || lower === 'gr' ? lower : lower === 'el' ? 'gr' : 'ro';
};

/** shop-api's cart endpoints over the site's shop (the request names the country). */
export function cartHandlers(shopOf: (country: Country) => CartShop = storyShop): RequestHandler[] {
  return [
    http.post(service('shop', '/cart/refresh'), async ({ request }) => {
      const parsed = safeParseWithMessages(RefreshCartRequestSchema, await request.json());
      if (!parsed.success) return failure(400, 'invalid_request', parsed.error.message);
      const shop = shopOf(parsed.data.country);
      const phones = parsed.data.phones.flatMap(({ legacySellOrderId }) => {
        const item = shop.phones.find((p) => p.order_id === legacySellOrderId);
        return item ? [refreshed(item, shop.priceNow?.[legacySellOrderId])] : [];
      });
      const accessories = parsed.data.accessoryIds.flatMap((id) => {
        const offer = shop.offers.find((o) => o.id === id);
        return offer ? [{ id, price: offer.price, isActive: true }] : [];
      });
      return answer(RefreshCartResponseSchema, { phones, accessories });
    }),
    http.get('/api/get-related-accessories/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const shop = shopOf(countryOf(query.get('countryCode')));
      const ids = (query.get('productIds') ?? '').split(',');
      return answer(RelatedAccessoriesResponseSchema, {
        success: true,
        data: ids.filter(Boolean).map((productId) => ({
          productId,
          accessoriesPerCategory: [...new Set(shop.offers.map((o) => o.category))].map(
            (category) => ({
              category,
              accessories: shop.offers.filter((o) => o.category === category),
            }),
          ),
        })),
      });
    }),
    http.get(service('shop', '/promo/:code'), ({ params }) => {
      const code = String(params.code).toUpperCase();
      const promo = shopOf('ro').promos?.find((p) => p.code === code);
      return promo
        ? answer(PromoResponseSchema, { promo })
        : failure(404, 'not_found', 'This promo code is not valid.');
    }),
    // The summary's delivery dates (issue 36).
    ...deliveryEstimateHandlers(),
  ];
}

/** The cart's endpoints when shop-api is down: the refresh and the suggestions fail. */
export const cartDownHandlers: RequestHandler[] = [
  http.post(service('shop', '/cart/refresh'), () =>
    failure(503, 'unavailable', 'shop-api is down'),
  ),
  http.get('/api/get-related-accessories/', async () => {
    await delay(50);
    return failure(503, 'unavailable', 'shop-api is down');
  }),
  // The delivery dates still answer: the story is the cart's refresh and suggestions.
  ...deliveryEstimateHandlers(),
];

/** The cart's endpoints when shop-api has not answered yet. */
export const cartPendingHandlers: RequestHandler[] = [
  http.post(service('shop', '/cart/refresh'), never),
  http.get('/api/get-related-accessories/', never),
  ...deliveryEstimatePendingHandlers,
];
