import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  DEVICE_TYPE_KEYS,
  type Country,
  type DeviceTypeKey,
} from '../schemas/enums.schema.js';
import {
  categorySlug,
  categoryTypeFromSlug,
  productSlug,
  slugify,
  translateProductSlug,
} from './category-slugs.js';

describe('category slugs (spec section 2)', () => {
  it.each<[Country, DeviceTypeKey, string]>([
    ['ro', 'SMARTPHONE', 'telefoane'],
    ['ro', 'TABLET', 'tablete'],
    ['ro', 'LAPTOP', 'laptopuri'],
    ['ro', 'SMARTWATCH', 'smartwatch-uri'],
    ['ro', 'CONSOLE', 'console'],
    ['bg', 'SMARTPHONE', 'telefoni'],
    ['bg', 'TABLET', 'tableti'],
    ['bg', 'LAPTOP', 'laptopi'],
    ['bg', 'SMARTWATCH', 'smart-chasovnitsi'],
    ['bg', 'CONSOLE', 'konzoli'],
    ['hu', 'SMARTPHONE', 'telefonok'],
    ['hu', 'TABLET', 'tabletek'],
    ['hu', 'LAPTOP', 'laptopok'],
    ['hu', 'SMARTWATCH', 'okosorak'],
    ['hu', 'CONSOLE', 'konzolok'],
    ['gr', 'SMARTPHONE', 'kinita'],
    ['gr', 'TABLET', 'tablet'],
    ['gr', 'LAPTOP', 'laptop'],
    ['gr', 'SMARTWATCH', 'smartwatch'],
    ['gr', 'CONSOLE', 'konsoles'],
  ])('%s %s <-> %s', (country, type, slug) => {
    expect(categorySlug(country, type)).toBe(slug);
    expect(categoryTypeFromSlug(country, slug)).toBe(type);
    expect(categoryTypeFromSlug(country, slug.toUpperCase())).toBe(type);
  });

  it.each(COUNTRIES)('%s has five distinct slugs', (country) => {
    expect(new Set(DEVICE_TYPE_KEYS.map((type) => categorySlug(country, type))).size).toBe(5);
  });

  it('maps an unknown slug, or another country slug, to null', () => {
    expect(categoryTypeFromSlug('ro', 'frigidere')).toBeNull();
    expect(categoryTypeFromSlug('ro', 'telefoni')).toBeNull();
  });
});

describe('product slugs', () => {
  it('is category-brand-model-storage-color, lowercase ASCII', () => {
    expect(
      productSlug('ro', {
        type: 'SMARTPHONE',
        brand: 'Apple',
        model: 'iPhone 13 Pro',
        storage: '128GB',
        color: 'Sierra Blue',
      }),
    ).toBe('telefoane-apple-iphone-13-pro-128gb-sierra-blue');
    expect(
      productSlug('hu', {
        type: 'SMARTWATCH',
        brand: 'Huawei',
        model: 'Watch GT 3',
        storage: '4GB',
        color: 'Fekete',
      }),
    ).toBe('okosorak-huawei-watch-gt-3-4gb-fekete');
  });

  it.each([
    ['Fără  diacritice!', 'fara-diacritice'],
    ['--Árvíztűrő--', 'arvizturo'],
    ['a/b\\c', 'a-b-c'],
    // Bulgarian and Greek transliterated (spec section 2), not dropped.
    ['Черен', 'cheren'],
    ['Щастлив Йордан', 'shtastliv-yordan'],
    ['Ъгъл, Юг и Ябълка', 'agal-yug-i-yabalka'],
    ['Μαύρο Διαστήματος', 'mavro-diastimatos'],
    ['ΟΥΡΑΝΟΣ Ψηφιακός', 'ouranos-psifiakos'],
    ['Χρυσό (Θαλασσί)', 'chryso-thalassi'],
    ['Ευχαριστώ, αύριο', 'efcharisto-avrio'],
  ])('slugify(%p) = %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('translates the category part between sites, and leaves other slugs alone', () => {
    expect(translateProductSlug('ro', 'bg', 'telefoane-apple-iphone-13-128gb-midnight')).toBe(
      'telefoni-apple-iphone-13-128gb-midnight',
    );
    expect(translateProductSlug('ro', 'gr', 'smartwatch-uri-apple-watch-ultra')).toBe(
      'smartwatch-apple-watch-ultra',
    );
    expect(translateProductSlug('gr', 'ro', 'smartwatch-apple-watch-ultra')).toBe(
      'smartwatch-uri-apple-watch-ultra',
    );
    expect(translateProductSlug('ro', 'hu', 'ceva-fara-categorie')).toBe('ceva-fara-categorie');
  });
});
