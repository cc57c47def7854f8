/**
 * Search that understands the shopper (issue 36), from the issue's own examples: local scripts
 * and diacritics, category words, typos, and the order of what is found. Pure: the catalog is
 * the seeded models' brands and names, no database.
 */
import { describe, expect, it } from '@jest/globals';
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import { buildSearchIndex, editDistance, matchModels } from './search-index.js';
import { QUERY_MAX_WORDS, readQuery, typesSuggestedBy } from './search-words.js';

const SEEDED: Readonly<Record<DeviceTypeKey, readonly (readonly [string, string])[]>> = {
  SMARTPHONE: [
    ['Apple', 'iPhone 11'],
    ['Apple', 'iPhone 12'],
    ['Apple', 'iPhone 12 mini'],
    ['Apple', 'iPhone 13'],
    ['Apple', 'iPhone 13 mini'],
    ['Apple', 'iPhone 13 Pro Max'],
    ['Apple', 'iPhone 15 Pro'],
    ['Apple', 'iPhone SE (2022)'],
    ['Samsung', 'Galaxy S23'],
    ['Samsung', 'Galaxy S23 Ultra'],
    ['Samsung', 'Galaxy Z Fold4'],
    ['Google', 'Pixel 7'],
    ['Google', 'Pixel 8'],
    ['Xiaomi', 'Xiaomi 13'],
    ['Xiaomi', 'Redmi Note 12 Pro'],
    ['OnePlus', 'OnePlus 11'],
  ],
  TABLET: [
    ['Apple', 'iPad (10th generation)'],
    ['Apple', 'iPad Pro 11 (M1)'],
    ['Samsung', 'Galaxy Tab S9'],
    ['Lenovo', 'Tab P11'],
    ['Xiaomi', 'Pad 6'],
  ],
  LAPTOP: [
    ['Apple', 'MacBook Air 13 (M2, 2022)'],
    ['Dell', 'XPS 13 9310'],
    ['Microsoft', 'Surface Laptop 4'],
  ],
  SMARTWATCH: [
    ['Apple', 'Watch Series 8'],
    ['Samsung', 'Galaxy Watch6'],
    ['Huawei', 'Watch GT 3'],
  ],
  CONSOLE: [
    ['Sony', 'PlayStation 5'],
    ['Microsoft', 'Xbox Series X'],
    ['Nintendo', 'Switch OLED'],
  ],
};

const MODELS = (Object.entries(SEEDED) as [DeviceTypeKey, (typeof SEEDED)[DeviceTypeKey]][])
  .flatMap(([type, models]) => models.map(([brand, name]) => ({ type, brand, name })))
  .map((m, i) => ({ ...m, modelId: i + 1, legacyModelId: 1000 + i }));
const index = buildSearchIndex(MODELS);

/** The names `text` finds, best first. */
const find = (text: string) => matchModels(index, readQuery(text)).map((m) => m.model.name);
const namesOf = (keep: (m: (typeof MODELS)[number]) => boolean) =>
  MODELS.filter(keep).map((m) => m.name);
const sorted = (names: readonly string[]) => [...names].sort();

describe('reading a query', () => {
  it.each<[string, string[]]>([
    ['айфон 13', ['iphone', '13']],
    ['самсунг', ['samsung']],
    ['ксиаоми', ['xiaomi']],
    ['шаоми', ['xiaomi']],
    ['пиксел', ['pixel']],
    ['γκάλαξι', ['galaxy']],
    ['άιφον', ['iphone']],
    ['айпад', ['ipad']],
    ['макбук еър', ['macbook', 'air']],
    ['гугъл пиксел 8', ['google', 'pixel', '8']],
    ['плейстейшън 5', ['playstation', '5']],
    ['екс бокс', ['xbox']],
    ['εξμποξ', ['xbox']],
    // Letter by letter, with the digraphs of loanwords.
    ['Леново', ['lenovo']],
    ['σάμσουνγκ', ['samsung']],
    ['πίξελ', ['pixel']],
    ['Макс', ['max']],
    // Diacritics and case.
    ['Telefoáne', []],
    ['Galaxy  S23!', ['galaxy', 's23']],
  ])('%s → %j', (text, words) => {
    expect(readQuery(text).words).toEqual(words);
  });

  it.each<[string, DeviceTypeKey]>([
    ['phones', 'SMARTPHONE'],
    ['telefon', 'SMARTPHONE'],
    ['telefoane', 'SMARTPHONE'],
    ['telefoáne', 'SMARTPHONE'],
    ['телефон', 'SMARTPHONE'],
    ['смартфон', 'SMARTPHONE'],
    ['okostelefon', 'SMARTPHONE'],
    ['κινητό', 'SMARTPHONE'],
    ['τηλέφωνο', 'SMARTPHONE'],
    ['smartphone', 'SMARTPHONE'],
    ['tabletă', 'TABLET'],
    ['таблет', 'TABLET'],
    ['tablet', 'TABLET'],
    ['τάμπλετ', 'TABLET'],
    ['laptop', 'LAPTOP'],
    ['лаптоп', 'LAPTOP'],
    ['notebook', 'LAPTOP'],
    ['λάπτοπ', 'LAPTOP'],
    ['ceas', 'SMARTWATCH'],
    ['smartwatch', 'SMARTWATCH'],
    ['смарт часовник', 'SMARTWATCH'],
    ['okosóra', 'SMARTWATCH'],
    ['okosora', 'SMARTWATCH'],
    ['έξυπνο ρολόι', 'SMARTWATCH'],
    ['consolă', 'CONSOLE'],
    ['конзола', 'CONSOLE'],
    ['konzol', 'CONSOLE'],
    ['κονσόλα', 'CONSOLE'],
  ])('%s names the device type %s, and is no word to find', (text, type) => {
    expect(readQuery(text)).toEqual({ words: [], types: [type] });
  });

  it(`looks for the first ${QUERY_MAX_WORDS} words only`, () => {
    expect(readQuery('a b c d e f g h i j').words).toHaveLength(QUERY_MAX_WORDS);
  });

  it('offers the device types a query names or starts to name', () => {
    expect(typesSuggestedBy('tele')).toEqual(['SMARTPHONE']);
    expect(typesSuggestedBy('samsung telefon')).toEqual(['SMARTPHONE']);
    expect(typesSuggestedBy('конз')).toEqual(['CONSOLE']);
    expect(typesSuggestedBy('смарт ч')).toEqual(['SMARTWATCH']);
    expect(typesSuggestedBy('te')).toEqual([]);
    expect(typesSuggestedBy('iphone')).toEqual([]);
  });
});

describe('finding models', () => {
  const iphones = namesOf((m) => m.name.startsWith('iPhone'));
  it.each<[string, string[]]>([
    ['айфон 13', ['iPhone 13', 'iPhone 13 mini', 'iPhone 13 Pro Max']],
    ['самсунг', namesOf((m) => m.brand === 'Samsung')],
    ['ксиаоми', namesOf((m) => m.brand === 'Xiaomi')],
    ['шаоми', namesOf((m) => m.brand === 'Xiaomi')],
    ['пиксел', ['Pixel 7', 'Pixel 8']],
    ['γκάλαξι', namesOf((m) => m.name.startsWith('Galaxy'))],
    ['άιφον', iphones],
    ['екс бокс', ['Xbox Series X']],
    ['telefoane', namesOf((m) => m.type === 'SMARTPHONE')],
    ['telefoáne', namesOf((m) => m.type === 'SMARTPHONE')],
    ['okosóra', namesOf((m) => m.type === 'SMARTWATCH')],
    ['okosora', namesOf((m) => m.type === 'SMARTWATCH')],
    ['samsung telefon', ['Galaxy S23', 'Galaxy S23 Ultra', 'Galaxy Z Fold4']],
    ['konzol', namesOf((m) => m.type === 'CONSOLE')],
    ['apple laptop', ['MacBook Air 13 (M2, 2022)']],
    ['surface laptop', ['Surface Laptop 4']],
    ['iphnoe', iphones],
    ['samsnug', namesOf((m) => m.brand === 'Samsung')],
    ['galxy', namesOf((m) => m.name.startsWith('Galaxy'))],
    ['iphone13', ['iPhone 13', 'iPhone 13 mini', 'iPhone 13 Pro Max']],
    ['watch 6', ['Galaxy Watch6']],
  ])('%s finds %j', (text, names) => {
    expect(sorted(find(text))).toEqual(sorted(names));
  });

  it.each([
    ['a model the shop does not sell', 'nokia 3310'],
    ['a brand in a type it does not make', 'samsung konzol'],
    ['a number one away from a model’s (numbers are never typos)', 'iphone 9'],
    ['a short word one letter away (no typos under 4 letters)', 'ipd'],
    ['a word two letters away from any of 4 to 7 letters', 'galxxi'],
    ['nothing to look for', '!?'],
  ])('finds nothing for %s: %s', (_, text) => {
    expect(find(text)).toEqual([]);
  });

  it('ranks exact matches before prefixes, prefixes before parts, parts before typos', () => {
    // `pad`: Xiaomi's Pad 6 by its word, the iPads by a part of theirs.
    expect(find('pad')[0]).toBe('Pad 6');
    expect(sorted(find('pad').slice(1))).toEqual(['iPad (10th generation)', 'iPad Pro 11 (M1)']);
    // `ipad`: the iPads by their word, then Pad 6 a letter away.
    expect(find('ipad')).toHaveLength(3);
    expect(find('ipad').at(-1)).toBe('Pad 6');
    // `one`: OnePlus by the start of its word, then the iPhones by a part of theirs.
    expect(find('one')[0]).toBe('OnePlus 11');
    expect(find('one').slice(1)).toHaveLength(iphones.length);
  });

  it('says how many words were typos and how many edits they took', () => {
    const [first] = matchModels(index, readQuery('galaxxy'));
    expect(first).toMatchObject({ fuzzy: 1, edits: 1 });
  });
});

describe('edit distance', () => {
  it.each<[string, string, number]>([
    ['iphnoe', 'iphone', 1],
    ['samsnug', 'samsung', 1],
    ['galxy', 'galaxy', 1],
    ['galaxy', 'galaxy', 0],
    ['xiaomi', 'ksiaomi', 2],
  ])('%s to %s: %i', (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d);
  });

  it('stops past its bound', () => {
    expect(editDistance('playstation', 'xbox', 2)).toBe(3);
  });
});
