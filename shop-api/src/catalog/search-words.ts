/**
 * How search reads what a shopper types (issue 36): the words to look for, in the Latin letters
 * the catalog's model names are written in, and the device types the query names. The matching
 * of those words against the catalog is search-index.ts's.
 *
 * The shop is searched in Romanian, Bulgarian, Hungarian and Greek, in three scripts, for models
 * named in Latin letters ("iPhone 13", "Galaxy S23"). The tables below are what that takes: a
 * shopper writes a brand as it sounds (`айфон`, `шаоми`, `εξμποξ`), names a device type in the
 * site's language (`telefoane`, `конзола`, `έξυπνο ρολόι`), and spells anything else in the
 * letters of the keyboard at hand. They are made for matching Latin names, not for writing: the
 * page addresses' slugs follow the official systems (shared-contracts' category-slugs.ts, where
 * `ου` is `ou` and `кс` is `ks`); here `σάμσουνγκ` has to come out as `samsung`.
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';

/** At most this many words of a query are looked for (the rest are ignored). */
export const QUERY_MAX_WORDS = 8;

/** Pairs `from to` separated by spaces, as a map. */
function pairs(text: string): ReadonlyMap<string, string> {
  const words = text.trim().split(/\s+/);
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) map.set(words[i]!, words[i + 1]!);
  return map;
}

/** Bulgarian Cyrillic, letter by letter (the Streamlined System; a few Russian letters too). */
const CYRILLIC = pairs(`
  а a б b в v г g д d е e ж zh з z и i й y к k л l м m н n о o п p р r с s т t у u ф f х h
  ц ts ч ch ш sh щ sht ъ a ь y ю yu я ya ы y э e і i
`);

/** Greek, letter by letter (ELOT 743; accents and diaeresis are folded away before). */
const GREEK = pairs(`
  α a β v γ g δ d ε e ζ z η i θ th ι i κ k λ l μ m ν n ξ x ο o π p ρ r σ s ς s τ t υ y
  φ f χ ch ψ ps ω o
`);

const VOWELS = new Set('αεηιοωυaeiouy');

/**
 * A Cyrillic or Greek word in Latin letters, with the digraphs a loanword is written with:
 * `кс` is x (`пиксел` pixel); `ου` is u; `γκ`, `μπ`, `ντ` are g, b, d at the start of a word or
 * after a consonant (`γκάλαξι` galaxi, `σάμσουνγκ` samsung) and ng, mb, nd after a vowel.
 */
function latin(word: string): string {
  if (!/[\u0370-\u03ff\u0400-\u04ff]/.test(word)) return word;
  return word
    .replace(/кс/g, 'x')
    .replace(/ου/g, 'u')
    .replace(/γγ/g, 'ng')
    .replace(/γκ|μπ|ντ/g, (digraph, at: number, whole: string) => {
      const stop = digraph === 'γκ' ? 'g' : digraph === 'μπ' ? 'b' : 'd';
      const nasal = digraph === 'γκ' ? 'n' : digraph === 'μπ' ? 'm' : 'n';
      return at > 0 && VOWELS.has(whole[at - 1]!) ? `${nasal}${stop}` : stop;
    })
    .replace(
      /[\u0370-\u03ff\u0400-\u04ff]/g,
      (letter) => CYRILLIC.get(letter) ?? GREEK.get(letter) ?? '',
    );
}

/**
 * Brand and product words as locals write them, by the catalog's word: what letter-by-letter
 * spelling gets wrong (`айфон` is not `ayfon`, `шаоми` is not `shaomi`). Keys may be two words.
 */
const LOCAL_NAMES: Readonly<Record<string, readonly string[]>> = {
  apple: ['епъл', 'ейпъл', 'άπλ', 'έπλ'],
  iphone: ['айфон', 'айфони', 'άιφον', 'αϊφόν', 'άιφοουν'],
  ipad: ['айпад', 'айпади', 'άιπαντ', 'άιπαδ'],
  macbook: ['макбук', 'макбуци', 'μάκμπουκ'],
  samsung: ['самсунг', 'σάμσουνγκ'],
  galaxy: ['галакси', 'γκάλαξι', 'γκάλαξυ'],
  google: ['гугъл', 'гугл', 'γκούγκλ', 'γκούγκλε'],
  pixel: ['пиксел', 'πίξελ'],
  xiaomi: ['ксиаоми', 'шаоми', 'сяоми', 'ξιαόμι', 'σιαόμι'],
  huawei: ['хуауей', 'хуавей', 'χουαγουέι', 'χουάουεϊ'],
  sony: ['сони', 'σόνι'],
  playstation: ['плейстейшън', 'плейстейшан', 'πλέιστέισον', 'πλεϊστέισον'],
  xbox: ['екс бокс', 'ексбокс', 'иксбокс', 'εξμποξ', 'εξ μποξ', 'ίξμποξ'],
  nintendo: ['нинтендо', 'νιντέντο'],
  switch: ['суич', 'суитч', 'σουίτς'],
  watch: ['уоч', 'уотч', 'γουότς'],
  air: ['еър', 'έαρ'],
  plus: ['плюс', 'πλας'],
  dell: ['дел', 'ντελ'],
  oneplus: ['уанплъс', 'ουανπλάς'],
};

/**
 * The words that name a device type, in every site's language and in English, singular and
 * plural, separated by commas; a word naming a type filters the search to it (`samsung telefon`:
 * Samsung's phones). An entry may be two words (`смарт часовник`).
 */
const CATEGORY_WORDS: Readonly<Record<DeviceTypeKey, string>> = {
  SMARTPHONE:
    'phone, phones, smartphone, smartphones, telefon, telefoane, telefonul, telefoanele, ' +
    'mobil, mobile, gsm, телефон, телефони, смартфон, смартфони, telefonok, okostelefon, ' +
    'okostelefonok, mobiltelefon, mobiltelefonok, κινητό, κινητά, τηλέφωνο, τηλέφωνα',
  TABLET:
    'tablet, tablets, tabletă, tablete, tableta, таблет, таблети, tabletek, τάμπλετ, ' +
    'ταμπλέτα, ταμπλέτες',
  LAPTOP:
    'laptop, laptops, laptopuri, notebook, notebooks, лаптоп, лаптопи, laptopok, λάπτοπ, ' +
    'φορητός υπολογιστής, φορητοί υπολογιστές',
  SMARTWATCH:
    'smartwatch, smartwatches, smartwatch uri, ceas, ceasuri, ceas inteligent, ' +
    'ceasuri inteligente, смарт часовник, смарт часовници, часовник, часовници, okosóra, ' +
    'okosórák, έξυπνο ρολόι, έξυπνα ρολόγια, ρολόι, ρολόγια',
  CONSOLE:
    'console, consoles, consolă, consola, конзола, конзоли, konzol, konzolok, κονσόλα, κονσόλες',
};

/**
 * Lower case, without diacritics: `Telefoáne` is `telefoane`, `okosóra` `okosora`, `Άιφον`
 * `αιφον`. Bulgarian `й` is a letter of its own, not `и` with a mark, and stays.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\u0438\u0306/g, '\u0439')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

/** The words of a text, folded: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words of a catalog text (a brand, a model's name) as a query's are read: folded, in Latin
 * letters. The catalog writes its names in Latin already; this keeps the two sides alike.
 */
export function catalogWords(text: string): string[] {
  return wordsOf(text).map(latin);
}

/** A table by the folded words of its keys (one or two words, joined by a space). */
function byFoldedKey<V>(entries: Iterable<readonly [string, V]>): ReadonlyMap<string, V> {
  const map = new Map<string, V>();
  for (const [key, value] of entries) map.set(wordsOf(key).join(' '), value);
  return map;
}

const LOCAL = byFoldedKey(
  Object.entries(LOCAL_NAMES).flatMap(([word, locals]) => locals.map((l) => [l, word] as const)),
);
const CATEGORY = byFoldedKey(
  (Object.entries(CATEGORY_WORDS) as [DeviceTypeKey, string][]).flatMap(([type, words]) =>
    words.split(/\s*,\s*/).map((w) => [w, type] as const),
  ),
);

/** What a query asks for. */
export interface ReadQuery {
  /** Words to find in a model's brand and name: Latin letters, folded. */
  readonly words: readonly string[];
  /** The device types its words name; none: any type. */
  readonly types: readonly DeviceTypeKey[];
}

/**
 * Reads a query: folds it (`fold`), takes one or two words at a time as a category word
 * (CATEGORY_WORDS: a device type) or as a brand or product word as locals write it
 * (LOCAL_NAMES: the catalog's word), and spells any other word in Latin letters (`latin`: the
 * Cyrillic and Greek tables with the digraphs of loanwords). `самсунг телефон` asks for
 * `samsung` among SMARTPHONEs, `γκάλαξι` for `galaxy`, `пиксел 8` for `pixel` and `8`.
 */
export function readQuery(text: string): ReadQuery {
  const typed = wordsOf(text);
  const words: string[] = [];
  const types = new Set<DeviceTypeKey>();
  for (let i = 0; i < typed.length && words.length < QUERY_MAX_WORDS;) {
    const two = i + 1 < typed.length ? `${typed[i]} ${typed[i + 1]}` : null;
    const key = two !== null && (CATEGORY.has(two) || LOCAL.has(two)) ? two : typed[i]!;
    const type = CATEGORY.get(key);
    if (type) types.add(type);
    else words.push(LOCAL.get(key) ?? latin(key));
    i += key === two ? 2 : 1;
  }
  return { words, types: [...types] };
}

/** The shortest start of a category word that is offered while it is typed (`tel`, `кон`). */
const CATEGORY_PREFIX_MIN = 3;

/**
 * The device types a query names, or whose word its last words start (being typed: `tele`,
 * `konz`, `λάπ`, `смарт ч`), for the suggestions under the search field; phones first, in the
 * order of CATEGORY_WORDS.
 */
export function typesSuggestedBy(text: string): DeviceTypeKey[] {
  const named = new Set(readQuery(text).types);
  const typed = wordsOf(text);
  const last = typed.at(-1) ?? '';
  const lastTwo = typed.length > 1 ? typed.slice(-2).join(' ') : null;
  for (const [word, type] of CATEGORY) {
    const started =
      (last.length >= CATEGORY_PREFIX_MIN && word.startsWith(last)) ||
      (lastTwo !== null && word.includes(' ') && word.startsWith(lastTwo));
    if (started) named.add(type);
  }
  return (Object.keys(CATEGORY_WORDS) as DeviceTypeKey[]).filter((type) => named.has(type));
}
