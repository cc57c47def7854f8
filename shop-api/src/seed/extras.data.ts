/**
 * Seeded accessories and extra services. Names are the shop's Romanian product names (the
 * storefront shows a translated name where it has one). Prices are in euro; the seed converts them.
 */
import type { DeviceTypeKey, ExtraServiceType } from '@refurb/shared-contracts';

export interface AccessorySeed {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  /** `null`: fits every device type. */
  readonly type: DeviceTypeKey | null;
  readonly price: number;
  readonly isWrappingTax?: boolean;
  readonly isActive?: boolean;
}

export const ACCESSORIES: readonly AccessorySeed[] = [
  {
    id: 'acc-case-silicone',
    name: 'Husa silicon',
    category: 'CASE',
    type: 'SMARTPHONE',
    price: 12,
  },
  { id: 'acc-case-leather', name: 'Husa piele', category: 'CASE', type: 'SMARTPHONE', price: 25 },
  {
    id: 'acc-case-clear',
    name: 'Husa transparenta',
    category: 'CASE',
    type: 'SMARTPHONE',
    price: 9,
    isActive: false,
  },
  {
    id: 'acc-glass',
    name: 'Folie sticla',
    category: 'SCREEN_PROTECTOR',
    type: 'SMARTPHONE',
    price: 8,
  },
  {
    id: 'acc-glass-fitted',
    name: 'Folie sticla montata profesional',
    category: 'SCREEN_PROTECTOR',
    type: 'SMARTPHONE',
    price: 14,
  },
  {
    id: 'acc-charger-20w',
    name: 'Incarcator rapid 20W',
    category: 'CHARGER',
    type: 'SMARTPHONE',
    price: 19,
  },
  { id: 'acc-cable-usbc', name: 'Cablu USB-C 1m', category: 'CABLE', type: 'SMARTPHONE', price: 9 },
  {
    id: 'acc-battery-new',
    name: 'Baterie noua',
    category: 'BATTERY',
    type: 'SMARTPHONE',
    price: 39,
  },
  {
    id: 'acc-tablet-case',
    name: 'Husa tableta cu stand',
    category: 'CASE',
    type: 'TABLET',
    price: 22,
  },
  {
    id: 'acc-tablet-glass',
    name: 'Folie sticla tableta',
    category: 'SCREEN_PROTECTOR',
    type: 'TABLET',
    price: 12,
  },
  {
    id: 'acc-tablet-glass-fitted',
    name: 'Folie sticla tableta montata profesional',
    category: 'SCREEN_PROTECTOR',
    type: 'TABLET',
    price: 16,
  },
  {
    id: 'acc-tablet-charger',
    name: 'Incarcator rapid 30W',
    category: 'CHARGER',
    type: 'TABLET',
    price: 25,
  },
  {
    id: 'acc-laptop-sleeve',
    name: 'Husa laptop 14 inch',
    category: 'CASE',
    type: 'LAPTOP',
    price: 24,
  },
  {
    id: 'acc-laptop-charger',
    name: 'Incarcator laptop USB-C 65W',
    category: 'CHARGER',
    type: 'LAPTOP',
    price: 39,
  },
  { id: 'acc-laptop-mouse', name: 'Mouse wireless', category: 'MOUSE', type: 'LAPTOP', price: 15 },
  {
    id: 'acc-watch-strap',
    name: 'Curea silicon',
    category: 'STRAP',
    type: 'SMARTWATCH',
    price: 12,
  },
  {
    id: 'acc-watch-film',
    name: 'Folie protectie ceas',
    category: 'SCREEN_PROTECTOR',
    type: 'SMARTWATCH',
    price: 7,
  },
  {
    id: 'acc-watch-charger',
    name: 'Incarcator ceas',
    category: 'CHARGER',
    type: 'SMARTWATCH',
    price: 15,
  },
  {
    id: 'acc-console-controller',
    name: 'Controller wireless',
    category: 'CONTROLLER',
    type: 'CONSOLE',
    price: 55,
  },
  {
    id: 'acc-console-dock',
    name: 'Statie incarcare controller',
    category: 'CHARGER',
    type: 'CONSOLE',
    price: 25,
  },
  { id: 'acc-console-hdmi', name: 'Cablu HDMI 2.1', category: 'CABLE', type: 'CONSOLE', price: 12 },
  {
    id: 'acc-gift-wrap',
    name: 'Ambalaj cadou',
    category: 'GIFT_WRAP',
    type: null,
    price: 3,
    isWrappingTax: true,
  },
];

export interface ExtraServiceSeed {
  readonly key: string;
  readonly type: ExtraServiceType;
  readonly months: number;
  /** Price as a percentage of the device's price. */
  readonly percent: number;
}

/** Offered for every device type. The `Ad_Th` (accident and theft) insurance is the second tab. */
export const EXTRA_SERVICES: readonly ExtraServiceSeed[] = [
  { key: 'extended_warranty_12', type: 'EXTRA_WARRANTY', months: 12, percent: 8 },
  { key: 'extended_warranty_24', type: 'EXTRA_WARRANTY', months: 24, percent: 13 },
  { key: 'insurance_damage_12', type: 'INSURANCE', months: 12, percent: 9 },
  { key: 'insurance_Ad_Th_12', type: 'INSURANCE', months: 12, percent: 14 },
];
