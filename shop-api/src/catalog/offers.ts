/**
 * What the shop offers with a listing: its extra services, its device accessories (the battery
 * only for a phone that does not already have a new one; professionally fitted items filtered by
 * the rule book) and how it is named and pictured.
 */
import {
  GIFT_WRAP_SUPPRESSING_TYPES,
  filterAccessoriesForDevice,
  sortAccessories,
  type CartAccessory,
  type Country,
  type ExtraService,
} from '@refurb/shared-contracts';
import type { AccessoryRow, ExtraServiceRow, ProductRow } from './catalog.repository.js';
import { servicePrice } from './money.js';

export function productImageUrl(product: Pick<ProductRow, 'modelSlug' | 'color'>): string {
  const color = product.color
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/content/images/${product.modelSlug}-${color}-320.svg`;
}

export function productNaming(p: ProductRow) {
  const full = p.modelName.startsWith(p.brandName) ? p.modelName : `${p.brandName} ${p.modelName}`;
  return {
    title: `${full} ${p.storage} ${p.color}`,
    modelDisplayName: p.modelName,
    shortTitle: `${p.modelName} ${p.storage}`,
    configSummary: `${p.storage}, ${p.color}`,
  };
}

export function extraServicesOffer(
  country: Country,
  product: ProductRow,
  services: readonly ExtraServiceRow[],
): ExtraService[] {
  return services.map((s) => ({
    id: s.id,
    key: s.key,
    type: s.type,
    price: servicePrice(country, product.price, s.pricePercent),
    isSelected: false,
    name: s.key,
  }));
}

export function toDeviceAccessory(row: AccessoryRow): CartAccessory {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    type: 'deviceAccessory',
    isActive: row.isActive,
    isWrappingTax: false,
    category: row.category,
  };
}

/**
 * The active accessories offered with a listing, in the spec's display order: those that fit its
 * device type, no battery for a unit that already has a new one, professionally fitted items
 * filtered by the rule book, and the gift-wrap tax only when asked for and not suppressed by a
 * tablet or laptop.
 */
export function accessoriesOffer(
  product: ProductRow,
  rows: readonly AccessoryRow[],
  options: { readonly withGiftWrap: boolean },
): AccessoryRow[] {
  const wrapAllowed =
    options.withGiftWrap && !GIFT_WRAP_SUPPRESSING_TYPES.includes(product.deviceType);
  const fitting = rows.filter(
    (a) =>
      a.isActive &&
      (a.deviceType === null || a.deviceType === product.deviceType) &&
      (!a.isWrappingTax || wrapAllowed) &&
      !(a.category === 'BATTERY' && product.batteryType === 'Noua'),
  );
  return sortAccessories(
    filterAccessoriesForDevice(fitting, { model: product.modelName, grade: product.grade }),
  );
}
