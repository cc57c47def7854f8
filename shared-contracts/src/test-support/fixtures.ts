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
