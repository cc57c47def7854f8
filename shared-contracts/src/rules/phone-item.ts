/**
 * Turns a listing of the product service into the cart's contract: the phone cart item of spec
 * section 3 (its id is the listing's product id; `order_id` the legacy sell order id the cart's
 * refresh maps by), its chosen extra services, and a new battery as a BATTERY device accessory.
 * One rule for every page that sends `cart.add-phone`: the brand-model page (a person's choice of
 * services and battery) and the marketing embed's add buttons (the listing alone, nothing chosen).
 * The grade's words are the caller's (each front end has its own catalogue).
 */
import type { AccessoryOffer } from '../api/product-api.schema.js';
import type { Listing, ModelPageResponse } from '../api/catalog.schema.js';
import {
  BATTERY_ACCESSORY_CATEGORY,
  type CartAccessory,
  type ExtraService,
  type PhoneCartItem,
} from '../schemas/cart.schema.js';
import type { Country } from '../schemas/enums.schema.js';
import { modelTitle } from './model-title.js';
import { productAddress } from './product-link.js';

/** Where an item was added from (analytics): the brand-model page, its bundle, the embed. */
export const PDP_ORIGIN = 'PDP';
export const BUNDLE_ORIGIN = 'PDP - Bundle';
export const EMBED_ORIGIN = 'Embed';

export interface PhoneChoice {
  readonly country: Country;
  readonly model: ModelPageResponse['model'];
  readonly listing: Listing;
  /** The grade in the site's language (`Ca nou`), shown in the item's summary. */
  readonly gradeLabel: string;
  readonly services: readonly ExtraService[];
  readonly selectedServiceIds: readonly string[];
  readonly battery: AccessoryOffer | null;
  readonly origin: string;
}

export function toCartAccessory(
  offer: AccessoryOffer,
  options: { type: CartAccessory['type']; origin: string; phoneId?: string },
): CartAccessory {
  return {
    id: offer.id,
    name: offer.name,
    translatedName: offer.translatedName,
    price: offer.price,
    type: options.type,
    isActive: true,
    isWrappingTax: offer.isWrappingTax,
    origin: options.origin,
    ...(options.phoneId === undefined ? {} : { phoneId: options.phoneId }),
    category: offer.category,
  };
}

export function phoneCartItem(choice: PhoneChoice): PhoneCartItem {
  const { model, listing, country } = choice;
  const productUrl = productAddress(country, model, listing);
  const battery = choice.battery
    ? [
        toCartAccessory(
          { ...choice.battery, category: BATTERY_ACCESSORY_CATEGORY },
          { type: 'deviceAccessory', origin: choice.origin, phoneId: listing.productId },
        ),
      ]
    : [];
  const services = choice.services.map((service) => ({
    ...service,
    isSelected: choice.selectedServiceIds.includes(service.id),
  }));
  return {
    type: 'phone',
    id: listing.productId,
    order_id: listing.legacySellOrderId,
    productId: listing.productId,
    buy_price: listing.price,
    ...(listing.previousPrice === null ? {} : { previous_buy_price: listing.previousPrice }),
    title: `${modelTitle(model.brand, model.name)} ${listing.storage} ${listing.color}`,
    modelDisplayName: modelTitle(model.brand, model.name),
    configSummary: `${listing.storage}, ${listing.color}, ${choice.gradeLabel}`,
    shortTitle: model.name,
    brand: model.brand,
    model: model.name,
    color: listing.color,
    storage: listing.storage,
    // The device fields of spec section 3 the model has (not the whole specification sheet).
    ...pickDeviceFields(model.specs),
    model_type: model.type,
    shape: listing.grade,
    grade: listing.grade,
    category: model.type,
    selected_extra_services: services.filter((s) => s.isSelected),
    available_extra_services: services,
    deviceAccessories: battery,
    deviceAvailableAccessories: battery,
    availability: listing.stock,
    origin: choice.origin,
    productImage: listing.image,
    productUrl,
    sku: listing.sku,
    model_id: model.modelId,
    batteryType: listing.batteryType,
    batteryHealth: listing.batteryHealth,
  };
}

const DEVICE_FIELDS = ['material', 'size', 'gpu', 'ram', 'cpu'] as const;

function pickDeviceFields(
  specs: ModelPageResponse['model']['specs'],
): Partial<Record<(typeof DEVICE_FIELDS)[number], string>> {
  return Object.fromEntries(
    DEVICE_FIELDS.flatMap((field) => (specs[field] === undefined ? [] : [[field, specs[field]]])),
  );
}
