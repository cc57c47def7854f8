/**
 * Accessory rules: the image URL (spec section 3), the name a shopper reads, the sort order
 * (section 8) and the 'montata profesional' filter (section 5).
 */
import { PROFESSIONAL_FITTING_MARKER } from '../constants.js';
import { KNOWN_CONDITION_GRADES } from '../schemas/enums.schema.js';
import { encodeUrlPart } from './uri.js';

/**
 * The accessories image base plus the lowercased name as `.jpg`. Exactly one `/` joins them, and
 * the name is URL-encoded so that a space, `#` or `?` in a product name cannot break the URL.
 */
export function accessoryImageUrl(base: string, name: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${prefix}${encodeUrlPart(name.toLowerCase())}.jpg`;
}

/** What the shopper reads: the name in the site's language, else the shop's product name. */
export function accessoryLabel(accessory: {
  readonly name?: string | undefined;
  readonly translatedName?: string | undefined;
}): string {
  return accessory.translatedName ?? accessory.name ?? '';
}

export function isProfessionallyFitted(accessory: { readonly name?: string | undefined }): boolean {
  return (accessory.name ?? '').toLowerCase().includes(PROFESSIONAL_FITTING_MARKER);
}

interface SortableAccessory {
  readonly name?: string | undefined;
  readonly isWrappingTax?: boolean | undefined;
}

/**
 * Wrap-tax items last, then 'montata profesional' items last: regular accessories first, fitted
 * ones after them, the wrap tax at the very end. The sort is stable and returns a new list.
 */
export function sortAccessories<T extends SortableAccessory>(list: readonly T[]): T[] {
  const rank = (a: T): number => (a.isWrappingTax ? 2 : isProfessionallyFitted(a) ? 1 : 0);
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

export interface AccessoryDevice {
  /** The device's model name, e.g. "iPhone 13". */
  readonly model: string;
  readonly grade?: string | undefined;
}

/**
 * The devices for which professionally fitted accessories are not offered: every iPhone, and the
 * shop's internal test device (used by QA on production; its model name starts with "Test Device").
 */
const FITTING_EXCLUDED_MODELS: readonly RegExp[] = Object.freeze([/iphone/i, /^test device/i]);

/**
 * Accessories with a name containing 'montata profesional' are filtered out for iPhones and the
 * test device in grade FOARTE_BUN or BUN; every other device keeps the full list.
 */
export function filterAccessoriesForDevice<T extends { readonly name?: string | undefined }>(
  list: readonly T[],
  device: AccessoryDevice,
): T[] {
  const excludedModel = FITTING_EXCLUDED_MODELS.some((pattern) => pattern.test(device.model));
  const excludedGrade = (KNOWN_CONDITION_GRADES as readonly string[]).includes(device.grade ?? '');
  if (!excludedModel || !excludedGrade) return [...list];
  return list.filter((a) => !isProfessionallyFitted(a));
}
