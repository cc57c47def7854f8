import { describe, expect, it } from '@jest/globals';
import { CATALOGUES, createCartI18n } from './catalogues';
import { loadCartI18n, START_WORDS } from './i18n';

const COUNTRIES = ['ro', 'bg', 'hu', 'gr'] as const;

describe('the cart catalogues', () => {
  it('has every key in every language, none empty', () => {
    const keys = Object.keys(CATALOGUES.ro).sort();
    for (const country of COUNTRIES) {
      expect([country, Object.keys(CATALOGUES[country]).sort()]).toEqual([country, keys]);
      for (const [key, text] of Object.entries(CATALOGUES[country])) {
        expect([country, key, text.trim().length > 0]).toEqual([country, key, true]);
      }
    }
  });

  it('names the remove and add buttons starting with the word they show (WCAG 2.5.3)', () => {
    for (const country of COUNTRIES) {
      const { t } = createCartI18n(country);
      expect([country, t('cart.removeLabel', { title: 'X' })]).toEqual([
        country,
        expect.stringMatching(new RegExp(`^${t('cart.remove')}`)),
      ]);
      expect([country, t('cart.addAccessoryLabel', { name: 'X' })]).toEqual([
        country,
        expect.stringMatching(new RegExp(`^${t('cart.addAccessory')}`)),
      ]);
    }
  });

  it.each(COUNTRIES.map((c) => [c]))(
    '%s: the start words are the catalogue’s, and its own chunk gives the same words',
    async (country) => {
      const all = createCartI18n(country);
      expect(START_WORDS[country]).toEqual({
        loading: all.t('cart.loading'),
        title: all.t('error.title'),
        text: all.t('error.text'),
      });
      const loaded = await loadCartI18n(country);
      expect(loaded.t('cart.removeLabel', { title: 'X' })).toBe(
        all.t('cart.removeLabel', { title: 'X' }),
      );
      expect(loaded.formatPrice(10)).toBe(all.formatPrice(10));
    },
  );
});
