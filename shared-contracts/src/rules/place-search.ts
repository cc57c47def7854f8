/**
 * Finding a place (county, locality, pickup point) by what a shopper types, in either script and
 * with or without diacritics: "София", "Sofia" and "sofia" find the same town, as do "Αθήνα",
 * "Athina" and "athens" (the place's Latin name), and "Iasi" finds "Iași".
 *
 * Both the typed text and the place's names are folded to one Latin key: Bulgarian Cyrillic by the
 * official Streamlined System (ж zh, ц ts, щ sht, ъ a; "-ия" at a word's end is "ia"), Greek by
 * ELOT 743 (αυ av, ευ ev, ου ou, χ ch, ψ ps, η/ι/υ i), then diacritics removed and lower case. A place
 * matches when every word typed starts a word of one of its names; places whose name starts with
 * the text come first, then the more populous (their order in the list), then the rest.
 */

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};

const GREEK_PAIRS: Readonly<Record<string, string>> = {
  αυ: 'av',
  ευ: 'ev',
  ηυ: 'iv',
  ου: 'ou',
  γγ: 'ng',
  γχ: 'nch',
  μπ: 'mp',
  ντ: 'nt',
};

const GREEK: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Lower case without diacritics (Greek tonos and dialytika included). */
function bare(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

function transliterate(lower: string): string {
  let out = '';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower[i]!;
    const pair = GREEK_PAIRS[lower.slice(i, i + 2)];
    if (pair !== undefined) {
      out += pair;
      i += 1;
      continue;
    }
    if (char === 'и' && lower[i + 1] === 'я' && !/\p{L}/u.test(lower[i + 2] ?? '')) {
      out += 'ia';
      i += 1;
      continue;
    }
    out += CYRILLIC[char] ?? GREEK[char] ?? char;
  }
  return out;
}

/** The Latin key of a text: transliterated, without diacritics, lower case, words single-spaced. */
export function latinKey(text: string): string {
  return transliterate(bare(text))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What a place is found by: its name in the site's script and its Latin name. */
export interface SearchablePlace {
  readonly name: string;
  readonly latinName: string;
}

function words(key: string): string[] {
  return key === '' ? [] : key.split(' ');
}

/**
 * 2 when the place's name (either form) starts with the typed text, 1 when every typed word starts
 * a word of one of its names, 0 when it does not match. An empty text matches everything with 1.
 */
export function placeMatchRank(query: string, place: SearchablePlace): 0 | 1 | 2 {
  const typed = latinKey(query);
  if (typed === '') return 1;
  const keys = [latinKey(place.name), latinKey(place.latinName)];
  if (keys.some((key) => key.startsWith(typed))) return 2;
  const typedWords = words(typed);
  const matches = keys.some((key) => {
    const own = words(key);
    return typedWords.every((word) => own.some((w) => w.startsWith(word)));
  });
  return matches ? 1 : 0;
}

/** The places matching the text, best first, at most `limit` (list order breaks ties). */
export function findPlaces<T extends SearchablePlace>(
  query: string,
  places: readonly T[],
  limit: number,
): T[] {
  const ranked = places
    .map((place, index) => ({ place, index, rank: placeMatchRank(query, place) }))
    .filter((entry) => entry.rank > 0);
  ranked.sort((a, b) => b.rank - a.rank || a.index - b.index);
  return ranked.slice(0, Math.max(0, limit)).map((entry) => entry.place);
}
