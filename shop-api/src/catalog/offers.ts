/**
 * What the shop offers with a listing: its extra services, its device accessories (the battery
 * only for a phone that does not already have a new one; professionally fitted items filtered by
 * the rule book) and how it is named and pictured.
 */
import {
  GIFT_WRAP_SUPPRESSING_TYPES,
  filterAccessoriesForDevice,
  isSecondInsuranceTab,
  productSlug,
  routePath,
  slugify,
  sortAccessories,
  type CartAccessory,
  type Country,
  type ExtraService,
} from '@refurb/shared-contracts';
import type { AccessoryRow, ExtraServiceRow, ProductRow } from './catalog.repository.js';
import { servicePrice } from './money.js';

export function productImageUrl(product: Pick<ProductRow, 'modelSlug' | 'color'>): string {
  return `/content/images/${product.modelSlug}-${slugify(product.color)}-320.png`;
}

/** The listing's brand-model page on its country's site, its grade as the `shape` query. */
export function productPageUrl(country: Country, p: ProductRow): string {
  const slug = productSlug(country, {
    type: p.deviceType,
    brand: p.brandName,
    model: p.modelName,
    storage: p.storage,
    color: p.color,
  });
  const params = { brandSlug: p.brandSlug, slug, legacyModelId: p.legacyModelId, shape: p.grade };
  return routePath(country, 'shop-brand-model', params) ?? '/';
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
    name: extraServiceName(country, s),
  }));
}

/** What each kind of extra service is called on each site, for a number of months. */
const EXTRA_SERVICE_NAMES: Record<
  Country,
  Record<'warranty' | 'damage' | 'theft', (months: number) => string>
> = {
  ro: {
    warranty: (m) => `Garanție extinsă ${m} luni`,
    damage: (m) => `Asigurare daune accidentale ${m} luni`,
    theft: (m) => `Asigurare daune accidentale și furt ${m} luni`,
  },
  bg: {
    warranty: (m) => `Удължена гаранция ${m} месеца`,
    damage: (m) => `Застраховка за случайни щети ${m} месеца`,
    theft: (m) => `Застраховка за случайни щети и кражба ${m} месеца`,
  },
  hu: {
    warranty: (m) => `Kiterjesztett garancia ${m} hónap`,
    damage: (m) => `Véletlen károk elleni biztosítás ${m} hónap`,
    theft: (m) => `Véletlen károk és lopás elleni biztosítás ${m} hónap`,
  },
  gr: {
    warranty: (m) => `Επέκταση εγγύησης ${m} μήνες`,
    damage: (m) => `Ασφάλιση τυχαίας ζημιάς ${m} μήνες`,
    theft: (m) => `Ασφάλιση τυχαίας ζημιάς και κλοπής ${m} μήνες`,
  },
};

export function extraServiceName(
  country: Country,
  service: Pick<ExtraServiceRow, 'key' | 'type' | 'months'>,
): string {
  const names = EXTRA_SERVICE_NAMES[country];
  if (service.type === 'EXTRA_WARRANTY') return names.warranty(service.months);
  return isSecondInsuranceTab(service.key)
    ? names.theft(service.months)
    : names.damage(service.months);
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
