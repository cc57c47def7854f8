/**
 * Builders of valid entities for tests: each returns a fresh object that passes its schema, with
 * overrides for what a test cares about. Not part of the published build.
 */
import type {
  CartAccessory,
  CartState,
  ExtraService,
  PhoneCartItem,
} from '../schemas/cart.schema.js';
import type { SellCatalogResponse, SellQuestionnaireResponse } from '../api/sell.schema.js';
import type { County, Locality } from '../api/delivery.schema.js';

export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

export function extraService(overrides: Partial<ExtraService> = {}): ExtraService {
  return {
    id: 'w12',
    key: 'warranty_12',
    type: 'EXTRA_WARRANTY',
    price: 99,
    isSelected: false,
    ...overrides,
  };
}

export function accessory(overrides: Partial<CartAccessory> = {}): CartAccessory {
  return {
    id: 'acc-1',
    name: 'Husa silicon',
    price: 49.9,
    type: 'accessory',
    isActive: true,
    isWrappingTax: false,
    ...overrides,
  };
}

export function wrapTax(overrides: Partial<CartAccessory> = {}): CartAccessory {
  return accessory({
    id: 'wrap',
    name: 'Ambalaj cadou',
    price: 15,
    isWrappingTax: true,
    ...overrides,
  });
}

export function phone(overrides: Partial<PhoneCartItem> = {}): PhoneCartItem {
  return {
    type: 'phone',
    id: 'p1',
    order_id: 1001,
    productId: 'prod-1',
    buy_price: 2499,
    title: 'Apple iPhone 13 128GB Midnight',
    modelDisplayName: 'iPhone 13',
    configSummary: '128GB, Midnight',
    shortTitle: 'iPhone 13 128GB',
    brand: 'Apple',
    model: 'iPhone 13',
    color: 'Midnight',
    storage: '128GB',
    model_type: 'SMARTPHONE',
    shape: 'FOARTE_BUN',
    selected_extra_services: [],
    available_extra_services: [],
    deviceAccessories: [],
    deviceAvailableAccessories: [],
    availability: 3,
    productImage: 'https://img.example/iphone-13-320.jpg',
    productUrl: '/magazin/apple/telefoane-apple-iphone-13-128gb-midnight/1234/',
    sku: 'SKU-1',
    model_id: 1234,
    batteryType: 'Standard',
    ...overrides,
  };
}

export function cart(overrides: Partial<CartState> = {}): CartState {
  return {
    phoneCart: [],
    accessoryCart: [],
    batteryCart: [],
    giftWrap: { isActive: false, is_wrapping_tax: false },
    timestamp: NOW,
    expireAt: NOW + 30 * 86_400_000,
    stateVersion: '1.04',
    promo: null,
    ...overrides,
  };
}

/** Deep-freezes a value so that a test fails with a TypeError if a rule mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** A slice of a sell catalog (RO, lei). */
export const SELL_CATALOG: SellCatalogResponse = deepFreeze({
  country: 'ro',
  currencyLabel: 'lei',
  models: [
    {
      id: 'apple-iphone-13',
      category: 'SMARTPHONE',
      brand: 'Apple',
      name: 'iPhone 13',
      releaseYear: 2021,
      storages: [
        { storage: '128 GB', maxPrice: 1450 },
        { storage: '256 GB', maxPrice: 1600 },
      ],
    },
    {
      id: 'samsung-galaxy-s23',
      category: 'SMARTPHONE',
      brand: 'Samsung',
      name: 'Galaxy S23',
      releaseYear: 2023,
      storages: [{ storage: '128 GB', maxPrice: 1700 }],
    },
    {
      id: 'apple-ipad-air-5',
      category: 'TABLET',
      brand: 'Apple',
      name: 'iPad Air (2022)',
      releaseYear: 2022,
      storages: [{ storage: '64 GB', maxPrice: 1500 }],
    },
  ],
});

/** A phone's condition questions (RO words). */
export const SELL_QUESTIONS: SellQuestionnaireResponse = deepFreeze({
  category: 'SMARTPHONE',
  questions: [
    {
      key: 'powersOn',
      kind: 'single',
      label: 'Telefonul pornește?',
      options: [
        { key: 'yes', label: 'Da' },
        { key: 'no', label: 'Nu' },
      ],
    },
    {
      key: 'screen',
      kind: 'single',
      label: 'Starea ecranului',
      options: [
        { key: 'flawless', label: 'Impecabil' },
        { key: 'cracked', label: 'Spart' },
      ],
    },
    {
      key: 'battery',
      kind: 'single',
      label: 'Sănătatea bateriei',
      showWhen: { question: 'powersOn', anyOf: ['yes'] },
      options: [
        { key: 'good', label: '85% sau mai mult' },
        { key: 'poor', label: 'Sub 80%' },
      ],
    },
    {
      key: 'defects',
      kind: 'multi',
      label: 'Defecte',
      showWhen: { question: 'powersOn', anyOf: ['yes'] },
      options: [
        { key: 'camera', label: 'Camera' },
        { key: 'speakers', label: 'Difuzoare' },
      ],
    },
    {
      key: 'accountLock',
      kind: 'single',
      label: 'Contul iCloud / Google a fost șters?',
      options: [
        { key: 'removed', label: 'Da' },
        { key: 'not-removed', label: 'Nu' },
      ],
    },
  ],
});

/**
 * Issue 33 point 20: the counts every language's plural forms are tried with (CLDR's one, few and
 * other in ro; one and other in bg, hu and el), and how each site says that many products.
 */
export const PLURAL_PROBES = [0, 1, 2, 5, 20, 21, 101] as const;

export const PRODUCT_COUNTS: Readonly<Record<'ro' | 'bg' | 'hu' | 'gr', readonly string[]>> = {
  ro: [
    '0 produse',
    '1 produs',
    '2 produse',
    '5 produse',
    '20 de produse',
    '21 de produse',
    '101 produse',
  ],
  bg: [
    '0 продукта',
    '1 продукт',
    '2 продукта',
    '5 продукта',
    '20 продукта',
    '21 продукта',
    '101 продукта',
  ],
  hu: ['0 termék', '1 termék', '2 termék', '5 termék', '20 termék', '21 termék', '101 termék'],
  gr: [
    '0 προϊόντα',
    '1 προϊόν',
    '2 προϊόντα',
    '5 προϊόντα',
    '20 προϊόντα',
    '21 προϊόντα',
    '101 προϊόντα',
  ],
};

/**
 * A few places as the courier service lists them (GeoNames ids for towns, as the shop-api seed),
 * for the address form's tests and stories: two RO counties with towns, and a BG province whose
 * names are Cyrillic, to search across scripts. Postal codes are unknown, as in the real data.
 */
export const PLACE_COUNTIES: readonly County[] = deepFreeze([
  { id: 12, code: 'RO-CJ', name: 'Cluj', latinName: 'Cluj', region: null },
  { id: 26, code: 'RO-IS', name: 'Iași', latinName: 'Iasi', region: null },
  { id: 116, code: 'BG-16', name: 'Пловдив', latinName: 'Plovdiv', region: null },
]);

export const PLACE_LOCALITIES: readonly Locality[] = deepFreeze([
  { id: 681290, countyId: 12, name: 'Cluj-Napoca', latinName: 'Cluj-Napoca', postalCode: null },
  { id: 664518, countyId: 12, name: 'Turda', latinName: 'Turda', postalCode: null },
  { id: 684039, countyId: 12, name: 'Câmpia Turzii', latinName: 'Campia Turzii', postalCode: null },
  { id: 675810, countyId: 26, name: 'Iași', latinName: 'Iasi', postalCode: null },
  { id: 728193, countyId: 116, name: 'Пловдив', latinName: 'Plovdiv', postalCode: null },
  { id: 733191, countyId: 116, name: 'Асеновград', latinName: 'Asenovgrad', postalCode: null },
]);

export function placeLocalities(countyId: number): Locality[] {
  return PLACE_LOCALITIES.filter((locality) => locality.countyId === countyId);
}
