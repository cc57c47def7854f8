/**
 * Refresh against server data (spec section 4): phones not returned are dropped, phones are mapped
 * by legacy sell order id, active accessories are kept with a refreshed price, batteries are rebuilt
 * from active BATTERY device accessories, and a toast is due when any phone vanished. Invalid server
 * data empties the cart (spec section 8: "invalid refresh data"), returned as an error value for the
 * caller to log; no toast then.
 *
 * The refresh runs in the steps spec section 8 names, and a fault in any of them is the same kind of
 * value, named after its step, with the emptied cart: preparing the data (the phones mapped by
 * legacy sell order id), setting the accessories (the stand-alone ones and the batteries) and
 * setting the gift wrap. The rules do not throw on valid data; a step that faults anyway (a broken
 * cart object) empties the cart instead of breaking the page. The caller's own steps (updating the
 * cart state, the local and the cloud write) are the cart machine's (mf-cart, cart.machine.ts).
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

/** The refresh steps of spec section 8 whose errors empty the cart (logged under this name). */
export type RefreshErrorKind =
  'invalid-refresh-data' | 'prepare-data' | 'set-accessories' | 'set-gift-wrap';

export interface RefreshCartResult {
  readonly cart: CartState;
  /** Ids of the phones that vanished; a toast is shown when there are any. */
  readonly phonesRemoved: readonly string[];
  readonly error?: { readonly kind: RefreshErrorKind; readonly message: string };
}

class RefreshStepError extends Error {
  constructor(
    readonly kind: RefreshErrorKind,
    cause: unknown,
  ) {
    super(`refresh step ${kind} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

function step<T>(kind: RefreshErrorKind, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw new RefreshStepError(kind, error);
  }
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

/** Keeps the accessories the server still sells, at the server's price and with its name. */
function keepActive(
  list: readonly CartAccessory[],
  server: ReadonlyMap<
    string,
    { readonly price: number; readonly isActive: boolean; readonly translatedName?: string }
  >,
): CartAccessory[] {
  return list.flatMap((a) => {
    const fresh = server.get(a.id);
    if (!fresh?.isActive) return [];
    const named =
      fresh.translatedName === undefined ? {} : { translatedName: fresh.translatedName };
    return [{ ...a, ...named, price: fresh.price, isActive: true }];
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
  const data = parsed.data;
  try {
    const phonesRemoved: string[] = [];
    const phoneCart = step('prepare-data', () => {
      const byOrderId = new Map(data.phones.map((p) => [p.legacySellOrderId, p]));
      return cart.phoneCart.flatMap((phone) => {
        const server = byOrderId.get(phone.order_id);
        if (!server) {
          phonesRemoved.push(phone.id);
          return [];
        }
        return [refreshPhone(phone, server)];
      });
    });
    const refreshed: CartState = step('set-accessories', () => ({
      ...cart,
      phoneCart,
      accessoryCart: keepActive(
        cart.accessoryCart,
        new Map(data.accessories.map((a) => [a.id, a])),
      ),
      batteryCart: batteriesOf(phoneCart),
    }));
    return {
      cart: step('set-gift-wrap', () => applyGiftWrapSuppression(refreshed)),
      phonesRemoved,
    };
  } catch (error) {
    if (!(error instanceof RefreshStepError)) throw error;
    return {
      cart: emptiedCart(cart),
      phonesRemoved: [],
      error: { kind: error.kind, message: error.message },
    };
  }
}
