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
