/**
 * Spec section 2: category slugs per country for the five device types, the filter mapping back to
 * canonical types, and the product slug "category-brand-model-storage-color". Slugs are lowercase
 * ASCII (Bulgarian and Greek transliterated).
 */
import { DEVICE_TYPE_KEYS, type Country, type DeviceTypeKey } from '../schemas/enums.schema.js';

const CATEGORY_SLUGS: Readonly<Record<Country, Readonly<Record<DeviceTypeKey, string>>>> =
  Object.freeze({
    ro: {
      SMARTPHONE: 'telefoane',
      TABLET: 'tablete',
      LAPTOP: 'laptopuri',
      SMARTWATCH: 'smartwatch-uri',
      CONSOLE: 'console',
    },
    bg: {
      SMARTPHONE: 'telefoni',
      TABLET: 'tableti',
      LAPTOP: 'laptopi',
      SMARTWATCH: 'smart-chasovnitsi',
      CONSOLE: 'konzoli',
    },
    hu: {
      SMARTPHONE: 'telefonok',
      TABLET: 'tabletek',
      LAPTOP: 'laptopok',
      SMARTWATCH: 'okosorak',
      CONSOLE: 'konzolok',
    },
    gr: {
      SMARTPHONE: 'kinita',
      TABLET: 'tablet',
      LAPTOP: 'laptop',
      SMARTWATCH: 'smartwatch',
      CONSOLE: 'konsoles',
    },
  });

export function categorySlug(country: Country, type: DeviceTypeKey): string {
  return CATEGORY_SLUGS[country][type];
}

/** The canonical type of a category slug (case-insensitive), `null` for an unknown slug. */
export function categoryTypeFromSlug(country: Country, slug: string): DeviceTypeKey | null {
  const wanted = slug.trim().toLowerCase();
  return DEVICE_TYPE_KEYS.find((type) => CATEGORY_SLUGS[country][type] === wanted) ?? null;
}

/** Lowercase ASCII words joined by `-`: diacritics removed, anything else collapsed. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface ProductSlugParts {
  readonly type: DeviceTypeKey;
  readonly brand: string;
  readonly model: string;
  readonly storage: string;
  readonly color: string;
}

/** The brand-model page's slug: category-brand-model-storage-color. */
export function productSlug(country: Country, parts: ProductSlugParts): string {
  return slugify(
    [categorySlug(country, parts.type), parts.brand, parts.model, parts.storage, parts.color].join(
      ' ',
    ),
  );
}

/**
 * Swaps the leading category slug of `from` for the one of `to` (the hreflang and filter mapping);
 * a slug with no known category prefix comes back unchanged.
 */
export function translateProductSlug(from: Country, to: Country, slug: string): string {
  const match = DEVICE_TYPE_KEYS.map((type) => ({ type, prefix: `${CATEGORY_SLUGS[from][type]}-` }))
    .filter(({ prefix }) => slug.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return match ? `${CATEGORY_SLUGS[to][match.type]}-${slug.slice(match.prefix.length)}` : slug;
}
