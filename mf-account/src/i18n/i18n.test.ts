import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, untranslated } from '@refurb/web-kit';
import { CATALOGUES, createAccountI18n } from './i18n';
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
});
