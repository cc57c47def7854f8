import { describe, expect, it } from '@jest/globals';
import { CATALOGUES, createCheckoutI18n } from './catalogues';
import { loadCheckoutI18n, START_WORDS } from './i18n';
import { ro } from './messages.ro';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the checkout catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s has every key with the same placeholders as ro',
    (_, messages) => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(ro).sort());
      for (const [key, text] of Object.entries(ro)) {
        expect([key, placeholders(messages[key as keyof typeof ro])]).toEqual([
          key,
          placeholders(text),
        ]);
        expect(messages[key as keyof typeof ro].trim()).not.toBe('');
      }
    },
  );

  it('is not Romanian outside RO', () => {
    for (const country of ['bg', 'hu', 'gr'] as const) {
      const same = Object.entries(CATALOGUES[country]).filter(
        ([key, text]) =>
          text === ro[key as keyof typeof ro] &&
          !key.startsWith('method.') &&
          key !== 'contact.email' && // "E-mail" is Greek usage too
          /\p{L}{3,}/u.test(text.replace(/\{\w+\}/g, '')),
      );
      expect(same).toEqual([]);
    }
  });

  it('names a step\'s "change" button starting with the words it shows (WCAG 2.5.3)', () => {
    for (const country of ['ro', 'bg', 'hu', 'gr'] as const) {
      const { t } = createCheckoutI18n(country);
      expect(t('checkout.changeLabel', { step: 'X' }).startsWith(t('checkout.change'))).toBe(true);
    }
  });

  it('names a pickup point\'s "choose" button starting with the words it shows (WCAG 2.5.3)', () => {
    for (const country of ['ro', 'bg', 'hu', 'gr'] as const) {
      const { t } = createCheckoutI18n(country);
      expect([country, t('pickup.chooseLabel', { name: 'X' })]).toEqual([
        country,
        expect.stringMatching(new RegExp(`^${t('pickup.choose')}`)),
      ]);
    }
  });

  it('prices with the country label', () => {
    expect(createCheckoutI18n('ro').formatPrice(1234.5)).toBe('1.234,5 lei');
    // hu-HU groups from five digits (Intl): 1234,5 Ft, 12 345 Ft.
    expect(createCheckoutI18n('hu').formatPrice(12345)).toMatch(/^12\s345 Ft$/);
    expect(createCheckoutI18n('bg').formatPrice(12)).toBe('12 Lev');
    expect(createCheckoutI18n('gr').formatPrice(12.5)).toBe('12,5 euro');
  });

  it.each((['ro', 'bg', 'hu', 'gr'] as const).map((c) => [c]))(
    '%s: the start words are the catalogue’s, and its own chunk gives the same words',
    async (country) => {
      const all = createCheckoutI18n(country);
      expect(START_WORDS[country]).toEqual({
        loading: all.t('checkout.loading'),
        title: all.t('error.title'),
        text: all.t('error.text'),
      });
      const loaded = await loadCheckoutI18n(country);
      expect(loaded.t('error.text')).toBe(all.t('error.text'));
      expect(loaded.formatPrice(10)).toBe(all.formatPrice(10));
    },
  );
});
