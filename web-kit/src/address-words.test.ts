import { pluralGaps } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { type Country } from '@refurb/shared-contracts';
import { ADDRESS_WORDS } from './address-fields';
import { ADDRESS_CATALOGUES, addressWordsFor } from './address-words';
import { catalogueProblems, untranslated } from './catalogue-checks';

const COMMON = ['retry', 'required', 'optional'];
const FORM_WORDS = ADDRESS_WORDS.filter((word) => !COMMON.includes(word));

describe('the address words', () => {
  it.each(Object.entries(ADDRESS_CATALOGUES))('%s has every word of the form', (_, words) => {
    expect(Object.keys(words).sort()).toEqual([...FORM_WORDS].sort());
    expect(catalogueProblems(ADDRESS_CATALOGUES.ro, words)).toEqual([]);
  });

  it.each(Object.entries(ADDRESS_CATALOGUES))(
    '%s counts in its language’s plural forms',
    (country, words) => {
      expect(pluralGaps(country as Country, words)).toEqual([]);
    },
  );

  it('is not Romanian outside RO', () => {
    for (const country of ['bg', 'hu', 'gr'] as const) {
      expect(untranslated(ADDRESS_CATALOGUES.ro, ADDRESS_CATALOGUES[country])).toEqual([]);
    }
  });

  it('adds the remote’s own words', () => {
    const words = addressWordsFor('hu', {
      retry: 'Próbáld újra',
      required: '(kötelező)',
      optional: '(nem kötelező)',
    });
    expect(Object.keys(words).sort()).toEqual([...ADDRESS_WORDS].sort());
    expect(words.county).toBe('Megye');
    expect(words.retry).toBe('Próbáld újra');
  });
});
