import { pluralGaps } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, untranslated } from '@refurb/web-kit';
import { CATALOGUES, createAccountI18n } from './catalogues';
import { loadAccountI18n, START_WORDS } from './i18n';
import * as signIn from './messages.ro';
import { bg } from './messages.bg';
import { el } from './messages.el';
import { hu } from './messages.hu';
import * as pages from './pages-messages.ro';
import { bg as bgPages } from './pages-messages.bg';
import { el as elPages } from './pages-messages.el';
import { hu as huPages } from './pages-messages.hu';

const ro = CATALOGUES.ro;

describe('the account catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s has every key of ro with its placeholders',
    (_, messages) => {
      expect(catalogueProblems(ro, messages)).toEqual([]);
    },
  );

  // A key in the other file of its language would be missing where that file alone is loaded.
  it.each([
    ['bg', bg, bgPages],
    ['hu', hu, huPages],
    ['gr', el, elPages],
  ] as const)('%s: the sign-in words and the pages’ words have the keys of ro’s own', (_, a, b) => {
    expect(catalogueProblems(signIn.ro, a)).toEqual([]);
    expect(catalogueProblems(pages.ro, b)).toEqual([]);
    expect(Object.keys(signIn.ro).filter((key) => key in pages.ro)).toEqual([]);
  });

  it('is not Romanian outside RO', () => {
    for (const country of ['bg', 'hu', 'gr'] as const) {
      expect(
        untranslated(ro, CATALOGUES[country], (key) => key === 'section.account-genius'),
      ).toEqual([]);
    }
  });

  // WCAG 2.5.3 (label in name): a voice user says the word they see. A button whose name adds
  // its address starts with that word, whole (HU's "A(z) … cím módosítása" held "Módosítás"
  // only inside another word, issue 35).
  it.each(Object.entries(CATALOGUES))(
    '%s: the address buttons’ names start with their visible word',
    (country, messages) => {
      const t = createAccountI18n(country as keyof typeof CATALOGUES).t;
      for (const action of ['Edit', 'Delete'] as const) {
        const shown = t(`settings.address${action}`);
        const named = t(`settings.address${action}Label`, { address: 'Str. Horea 7, Cluj' });
        expect(named.startsWith(shown)).toBe(true);
        expect(named.charAt(shown.length)).toMatch(/[\s:]/);
        expect(messages[`settings.address${action}Label`]).toContain('{address}');
      }
    },
  );

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

/** Issue 33 point 20: each language says a number of days, years and characters in its own forms. */
describe('counts', () => {
  it.each([
    [
      'ro',
      ['1 zi', '2 zile', '20 de zile', '101 zile'],
      ['1 an', '2 ani', '20 de ani'],
      ['1 caracter', '8 caractere', '2.000 de caractere'],
    ],
    [
      'bg',
      ['1 ден', '2 дни', '20 дни', '101 дни'],
      ['1 година', '2 години', '20 години'],
      ['1 знак', '8 знака', '2000 знака'],
    ],
    [
      'hu',
      ['1 napon', '2 napon', '20 napon', '101 napon'],
      ['1 év', '2 év', '20 év'],
      ['1 karakter', '8 karakter', '2000 karakter'],
    ],
    [
      'gr',
      ['1 ημέρας', '2 ημερών', '20 ημερών', '101 ημερών'],
      ['1 έτος', '2 έτη', '20 έτη'],
      ['1 χαρακτήρα', '8 χαρακτήρες', '2.000 χαρακτήρες'],
    ],
  ] as const)(
    '%s: days, years and characters agree with their number',
    (country, days, years, characters) => {
      const { t } = createAccountI18n(country);
      expect([1, 2, 20, 101].map((n) => t('returns.policyDays', { days: n }))).toEqual(
        days.map((said) => expect.stringContaining(said)),
      );
      expect([1, 2, 20].map((n) => t('warranties.years', { years: n }))).toEqual(years);
      expect(t('warrantyCase.issueShort', { min: 1 })).toContain(characters[0]);
      expect(t('field.password.hint', { min: 8 })).toContain(characters[1]);
      expect(t('warrantyCase.issueLong', { max: 2000 }).replace(/\s/g, ' ')).toContain(
        characters[2],
      );
    },
  );

  it.each(Object.keys(CATALOGUES).map((c) => [c as keyof typeof CATALOGUES]))(
    '%s: no count is said without plural forms',
    (country) => {
      expect(
        pluralGaps(country, CATALOGUES[country], {
          // "2 de corectat", "12 din 500 de caractere", "(cel puțin 10)": no word counted.
          'form.fixErrors': ['count'],
          'returnForm.commentCount': ['count'],
          'warrantyCase.issueCount': ['count', 'min'],
          // A price.
          'returns.policyGenius': ['min'],
        }),
      ).toEqual([]);
    },
  );
});
