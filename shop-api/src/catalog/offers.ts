/**
 * What the shop offers with a listing: its extra services, its device accessories (the battery
 * only for a phone that does not already have a new one; professionally fitted items filtered by
 * the rule book) and how it is named and pictured.
 */
import {
  GIFT_WRAP_SUPPRESSING_TYPES,
  fillTemplate,
  productSlug,
  routePath,
  slugify,
  type Country,
} from '@refurb/shared-contracts';
import {
  filterAccessoriesForDevice,
  sortAccessories,
  type CartAccessory,
  type ExtraService,
} from '@refurb/shared-contracts/cart';
import { isSecondInsuranceTab } from '@refurb/shared-contracts/checkout';
import type { AccessoryRow, ExtraServiceRow, ProductRow } from './catalog.repository.js';
import type { LineNames } from '../account/account.repository.js';
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

/**
 * What each kind of extra service is called on each site, for a number of months: ICU plural
 * messages, so the months agree with their number ("12 luni", "24 de luni"; issue 33 point 20).
 */
export const EXTRA_SERVICE_NAMES: Readonly<
  Record<Country, Readonly<Record<'warranty' | 'damage' | 'theft', string>>>
> = {
  ro: {
    warranty: 'Garanție extinsă {months, plural, one {# lună} few {# luni} other {# de luni}}',
    damage:
      'Asigurare daune accidentale {months, plural, one {# lună} few {# luni} other {# de luni}}',
    theft:
      'Asigurare daune accidentale și furt {months, plural, one {# lună} few {# luni} other {# de luni}}',
  },
  bg: {
    warranty: 'Удължена гаранция {months, plural, one {# месец} other {# месеца}}',
    damage: 'Застраховка за случайни щети {months, plural, one {# месец} other {# месеца}}',
    theft: 'Застраховка за случайни щети и кражба {months, plural, one {# месец} other {# месеца}}',
  },
  hu: {
    warranty: 'Kiterjesztett garancia {months, plural, one {# hónap} other {# hónap}}',
    damage: 'Véletlen károk elleni biztosítás {months, plural, one {# hónap} other {# hónap}}',
    theft:
      'Véletlen károk és lopás elleni biztosítás {months, plural, one {# hónap} other {# hónap}}',
  },
  gr: {
    warranty: 'Επέκταση εγγύησης {months, plural, one {# μήνας} other {# μήνες}}',
    damage: 'Ασφάλιση τυχαίας ζημιάς {months, plural, one {# μήνας} other {# μήνες}}',
    theft: 'Ασφάλιση τυχαίας ζημιάς και κλοπής {months, plural, one {# μήνας} other {# μήνες}}',
  },
};

export function extraServiceName(
  country: Country,
  service: Pick<ExtraServiceRow, 'key' | 'type' | 'months'>,
): string {
  const names = EXTRA_SERVICE_NAMES[country];
  const name =
    service.type === 'EXTRA_WARRANTY'
      ? names.warranty
      : isSecondInsuranceTab(service.key)
        ? names.theft
        : names.damage;
  return fillTemplate(name, { months: service.months }, country);
}

/**
 * An order line as the account and the invoice show it: an extra service by its name in the
 * order's language, an accessory by its name there (orders placed before names were translated
 * stored the Romanian one), anything else as stored.
 */
export function orderLineName(
  country: Country,
  line: { readonly kind: string; readonly refId: string; readonly name: string },
  names: LineNames,
): string {
  const service = line.kind === 'extra-service' ? names.services.get(line.refId) : undefined;
  if (service) return extraServiceName(country, service);
  if (line.kind === 'accessory' || line.kind === 'device-accessory') {
    return names.accessories.get(`${country}|${line.refId}`) ?? line.name;
  }
  return line.name;
}

export function toDeviceAccessory(row: AccessoryRow): CartAccessory {
  return {
    id: row.id,
    name: row.name,
    translatedName: row.translatedName,
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
