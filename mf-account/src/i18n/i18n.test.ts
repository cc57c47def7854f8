import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, untranslated } from '@refurb/web-kit';
import { CATALOGUES, createAccountI18n } from './catalogues';
import { loadAccountI18n, START_WORDS } from './i18n';
import { ro } from './messages.ro';

describe('the account catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s has every key of ro with its placeholders',
    (_, messages) => {
      expect(catalogueProblems(ro, messages)).toEqual([]);
    },
  );

  it('is not Romanian outside RO', () => {
    for (const country of ['bg', 'hu', 'gr'] as const) {
      expect(
        untranslated(ro, CATALOGUES[country], (key) => key === 'section.account-genius'),
      ).toEqual([]);
    }
  });

  it('says a field problem with the rule book’s numbers', () => {
    expect(createAccountI18n('ro').t('field.password.too-short', { min: 8 })).toBe(
      'Parola trebuie să aibă cel puțin 8 caractere.',
    );
  });

  it.each(Object.entries(CATALOGUES))(
    '%s: the start words are the catalogue’s, and its own chunk gives the same translator',
    async (country, messages) => {
      const site = country as keyof typeof START_WORDS;
      expect(START_WORDS[site]).toEqual({
        loading: messages['account.loading'],
        title: messages['error.title'],
        text: messages['error.text'],
      });
      const loaded = await loadAccountI18n(site);
      expect(loaded.t('field.password.too-short', { min: 8 })).toBe(
        createAccountI18n(site).t('field.password.too-short', { min: 8 }),
      );
      expect(loaded.language).toBe(createAccountI18n(site).language);
      await expect(loadAccountI18n(site)).resolves.toBe(loaded);
    },
  );
});
