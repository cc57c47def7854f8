import { pluralGaps } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, untranslated } from '@refurb/web-kit';
import { CATALOGUES, createSellI18n } from './catalogues';
import { loadSellI18n, START_WORDS } from './i18n';
import { ro } from './messages.ro';

describe('the sell catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s has every key of ro with its placeholders',
    (_, messages) => {
      expect(catalogueProblems(ro, messages)).toEqual([]);
    },
  );

  it('is not Romanian outside RO', () => {
    for (const country of ['bg', 'hu', 'gr'] as const) {
      // "IBAN" is the same word in every language.
      expect(untranslated(ro, CATALOGUES[country], (key) => key === 'details.iban')).toEqual([]);
    }
  });

  it('asks for an IBAN of the site’s own country', () => {
    for (const country of ['ro', 'bg', 'hu', 'gr'] as const) {
      expect(createSellI18n(country).t('problem.iban-country')).toContain(
        `IBAN ${country.toUpperCase()}…`,
      );
    }
  });

  it.each((['ro', 'bg', 'hu', 'gr'] as const).map((c) => [c]))(
    '%s: the start words are the catalogue’s, and its own chunk gives the same words',
    async (country) => {
      const all = createSellI18n(country);
      expect(START_WORDS[country]).toEqual({
        loading: all.t('sell.loading'),
        title: all.t('error.title'),
        text: all.t('error.text'),
      });
      const loaded = await loadSellI18n(country);
      expect(loaded.t('error.text')).toBe(all.t('error.text'));
      expect(loaded.formatPrice(10)).toBe(all.formatPrice(10));
    },
  );
});

/** Issue 33 point 20: each language says a number of days in its own forms. */
describe('counts', () => {
  it.each([
    ['ro', ['2 zile', '5 zile', '20 de zile', '21 de zile', '101 zile']],
    ['bg', ['2 дни', '5 дни', '20 дни', '21 дни', '101 дни']],
    ['hu', ['2 napig', '5 napig', '20 napig', '21 napig', '101 napig']],
    ['gr', ['2 ημέρες', '5 ημέρες', '20 ημέρες', '21 ημέρες', '101 ημέρες']],
  ] as const)('%s: an offer says how many days it is valid', (country, said) => {
    const { t } = createSellI18n(country);
    expect([2, 5, 20, 21, 101].map((days) => t('offer.validUntil', { days, date: 'D' }))).toEqual(
      said.map((days) => expect.stringContaining(days)),
    );
  });

  it.each((['ro', 'bg', 'hu', 'gr'] as const).map((c) => [c]))(
    '%s: no count is said without plural forms',
    (country) => {
      expect(
        pluralGaps(country, CATALOGUES[country], {
          // "2 de corectat", "Rezultate: 3", "Întrebări fără răspuns: 2": no word counted.
          'form.fixErrors': ['count'],
          'device.results': ['count'],
          'condition.left': ['count'],
        }),
      ).toEqual([]);
    },
  );
});
