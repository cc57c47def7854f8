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

/**
 * Bulgarian Cyrillic (the official Streamlined System: ж zh, ц ts, щ sht, ъ a, ю yu, я ya) and
 * Greek (ELOT 743: θ th, χ ch, ψ ps, ου ou, αυ av or af) in Latin letters, so a slug made of
 * a name written in either language is still words (`Черен` -> `cheren`, `Μαύρο` -> `mavro`), not
 * an empty string. Greek accents and diaeresis go with the other diacritics (NFD); `й` is mapped
 * before NFD would split it into `и` and a breve.
 */
const TRANSLITERATION: ReadonlyMap<string, string> = new Map(
  [
    'а a б b в v г g д d е e ж zh з z и i й y к k л l м m н n о o п p р r с s т t у u ф f х h',
    'ц ts ч ch ш sh щ sht ъ a ь y ю yu я ya ё yo ы y э e і i ї yi є ye ґ g',
    'α a β v γ g δ d ε e ζ z η i θ th ι i κ k λ l μ m ν n ξ x ο o π p ρ r σ s ς s τ t υ y',
    'φ f χ ch ψ ps ω o',
  ]
    .join(' ')
    .split(' ')
    .flatMap((word, i, words) => (i % 2 === 0 ? [[word, words[i + 1] ?? ''] as const] : [])),
);
const CYRILLIC_OR_GREEK = /[\u0370-\u03ff\u0400-\u04ff]/g;

function transliterate(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .replace(/й/g, 'y')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ου/g, 'ou')
      // αυ, ευ, ηυ: `f` before a voiceless consonant or at the end of a word, else `v` (Μαύρο mavro).
      .replace(/([αεη])υ(?=[θκξπσςτφχψ]|$|[^\u0370-\u03ff])/g, (_, vowel: string) => `${vowel}f`)
      .replace(/([αεη])υ/g, (_, vowel: string) => `${vowel}v`)
      .replace(CYRILLIC_OR_GREEK, (letter) => TRANSLITERATION.get(letter) ?? letter)
  );
}

/**
 * Lowercase ASCII words joined by `-` (spec section 2's slugs): Bulgarian and Greek
 * transliterated, diacritics removed, anything else collapsed.
 */
export function slugify(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    // Printable ASCII (most model names, storages and colours) has nothing to transliterate.
    slug = (ASCII.test(text) ? text.toLowerCase() : transliterate(text))
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (slugs.size >= SLUG_MEMO_MAX) slugs.clear();
    slugs.set(text, slug);
  }
  return slug;
}

const ASCII = /^[ -~]*$/;
/**
 * Slugs already worked out: a product page matches its address against every listing's storage
 * and colour (product-address.ts), and the server renders it per request; the texts are the
 * catalog's few words, so a small table answers nearly all. Bounded: emptied when full.
 */
const SLUG_MEMO_MAX = 4096;
const slugs = new Map<string, string>();

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
