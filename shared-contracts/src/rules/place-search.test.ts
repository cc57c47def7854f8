import { describe, expect, it } from '@jest/globals';
import { findPlaces, latinKey, placeMatchRank } from './place-search.js';

const place = (name: string, latinName: string) => ({ name, latinName });

describe('latinKey', () => {
  it.each([
    ['София', 'sofia'],
    ['Пловдив', 'plovdiv'],
    ['Велико Търново', 'veliko tarnovo'],
    ['Шумен', 'shumen'],
    ['Щипско', 'shtipsko'],
    ['Αθήνα', 'athina'],
    ['Θεσσαλονίκη', 'thessaloniki'],
    ['Ευκαρπία', 'evkarpia'],
    ['Ηράκλειο', 'irakleio'],
    ['Iași', 'iasi'],
    ['Gödöllő', 'godollo'],
    ['Cluj-Napoca', 'cluj napoca'],
  ])('%s → %s', (text, key) => {
    expect(latinKey(text)).toBe(key);
  });
});

describe('finding a place by what a shopper types', () => {
  const sofia = place('София', 'Sofia');
  const athens = place('Αθήνα', 'Athens');
  const iasi = place('Iași', 'Iasi');

  it('finds a Cyrillic or Greek name typed in either script, and a Latin one without diacritics', () => {
    for (const typed of ['София', 'соф', 'Sofia', 'sof'])
      expect(placeMatchRank(typed, sofia)).toBe(2);
    for (const typed of ['Αθήνα', 'αθηνα', 'Athina', 'Athens', 'ath']) {
      expect([typed, placeMatchRank(typed, athens)]).toEqual([typed, 2]);
    }
    expect(placeMatchRank('iasi', iasi)).toBe(2);
    expect(placeMatchRank('IAȘI', iasi)).toBe(2);
    expect(placeMatchRank('Plovdiv', sofia)).toBe(0);
  });

  it('matches any word of a name, ranks names starting with the text first', () => {
    const places = [
      place('Nea Ionia', 'Nea Ionia'),
      place('Ioannina', 'Ioannina'),
      place('Agios Ioannis', 'Agios Ioannis'),
    ];
    expect(findPlaces('ioan', places, 10).map((p) => p.name)).toEqual([
      'Ioannina',
      'Agios Ioannis',
    ]);
    expect(findPlaces('io', places, 10).map((p) => p.name)).toEqual([
      'Ioannina',
      'Nea Ionia',
      'Agios Ioannis',
    ]);
  });

  it('lists everything for an empty text, in list order, up to the limit', () => {
    expect(findPlaces('  ', [sofia, athens, iasi], 2)).toEqual([sofia, athens]);
    expect(findPlaces('x', [sofia], -1)).toEqual([]);
  });
});
