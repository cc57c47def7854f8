/**
 * Refresh against server data (spec section 4): phones not returned are dropped, phones are mapped
 * by legacy sell order id, active accessories are kept with a refreshed price, batteries are rebuilt
 * from active BATTERY device accessories, and a toast is due when any phone vanished. Invalid server
 * data empties the cart (spec section 8: "invalid refresh data"), returned as an error value for the
 * caller to log; no toast then.
 */
import { safeParseWithMessages } from '../issue-messages.js';
import {
  BATTERY_ACCESSORY_CATEGORY,
  type BatteryEntry,
  type CartAccessory,
  type CartState,
  type PhoneCartItem,
} from '../schemas/cart.schema.js';
import {
  RefreshCartResponseSchema,
  type RefreshCartRequest,
  type RefreshedPhone,
} from '../schemas/cart-refresh.schema.js';
import type { Country } from '../schemas/enums.schema.js';
import { applyGiftWrapSuppression, emptiedCart } from './cart.js';

export interface RefreshCartResult {
  readonly cart: CartState;
  /** Ids of the phones that vanished; a toast is shown when there are any. */
  readonly phonesRemoved: readonly string[];
  readonly error?: { readonly kind: 'invalid-refresh-data'; readonly message: string };
}

/** The request the cart sends for a refresh. */
export function refreshRequestFor(cart: CartState, country: Country): RefreshCartRequest {
  return {
    country,
    phones: cart.phoneCart.map((p) => ({
      legacySellOrderId: p.order_id,
      deviceAccessoryIds: p.deviceAccessories.map((a) => a.id),
      selectedExtraServiceIds: p.selected_extra_services.map((s) => s.id),
    })),
    // The server answers each id once; the same accessory twice in the cart is asked for once.
    accessoryIds: [...new Set(cart.accessoryCart.map((a) => a.id))],
  };
}

/** Keeps the accessories the server still sells, at the server's price. */
function keepActive(
  list: readonly CartAccessory[],
  server: ReadonlyMap<string, { readonly price: number; readonly isActive: boolean }>,
): CartAccessory[] {
  return list.flatMap((a) => {
    const fresh = server.get(a.id);
    return fresh?.isActive ? [{ ...a, price: fresh.price, isActive: true }] : [];
  });
}

function refreshPhone(phone: PhoneCartItem, server: RefreshedPhone): PhoneCartItem {
  const services = new Map(server.available_extra_services.map((s) => [s.id, s]));
  const selected = phone.selected_extra_services.flatMap((s) => {
    const fresh = services.get(s.id);
    return fresh ? [{ ...fresh, isSelected: true }] : [];
  });
  return {
    ...phone,
    productId: server.productId,
    buy_price: server.buy_price,
    previous_buy_price: server.previous_buy_price,
    availability: server.availability,
    title: server.title ?? phone.title,
    modelDisplayName: server.modelDisplayName ?? phone.modelDisplayName,
    shortTitle: server.shortTitle ?? phone.shortTitle,
    configSummary: server.configSummary ?? phone.configSummary,
    productImage: server.productImage ?? phone.productImage,
    productUrl: server.productUrl ?? phone.productUrl,
    selected_extra_services: selected,
    available_extra_services: server.available_extra_services.map((s) => ({
      ...s,
      isSelected: selected.some((x) => x.id === s.id),
    })),
    deviceAccessories: keepActive(
      phone.deviceAccessories,
      new Map(server.deviceAccessories.map((a) => [a.id, a])),
    ),
    deviceAvailableAccessories: server.deviceAvailableAccessories,
  };
}

function batteriesOf(phones: readonly PhoneCartItem[]): BatteryEntry[] {
  return phones.flatMap((phone) =>
    phone.deviceAccessories
      .filter((a) => a.isActive && a.category === BATTERY_ACCESSORY_CATEGORY)
      .map((a) => ({ phoneId: phone.id, id: a.id, price: a.price })),
  );
}

export function refreshCart(cart: CartState, serverData: unknown): RefreshCartResult {
  const parsed = safeParseWithMessages(RefreshCartResponseSchema, serverData);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      cart: emptiedCart(cart),
      phonesRemoved: [],
      error: {
        kind: 'invalid-refresh-data',
        message: `refresh data invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
      },
    };
  }
  const byOrderId = new Map(parsed.data.phones.map((p) => [p.legacySellOrderId, p]));
  const phonesRemoved: string[] = [];
  const phoneCart = cart.phoneCart.flatMap((phone) => {
    const server = byOrderId.get(phone.order_id);
    if (!server) {
      phonesRemoved.push(phone.id);
      return [];
    }
    return [refreshPhone(phone, server)];
  });
  const refreshed: CartState = {
    ...cart,
    phoneCart,
    accessoryCart: keepActive(
      cart.accessoryCart,
      new Map(parsed.data.accessories.map((a) => [a.id, a])),
    ),
    batteryCart: batteriesOf(phoneCart),
  };
  return { cart: applyGiftWrapSuppression(refreshed), phonesRemoved };
}
