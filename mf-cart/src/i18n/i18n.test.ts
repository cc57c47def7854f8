import { pluralGaps } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { PLURAL_PROBES, PRODUCT_COUNTS } from '@refurb/shared-contracts/fixtures';
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

/** Issue 33 point 20: each language says 0, 1, 2, 5, 20, 21 and 101 things in its own forms. */
describe('counts', () => {
  it.each([
    ['ro', 'Coș, '],
    ['bg', 'Количка, '],
    ['hu', 'Kosár, '],
    ['gr', 'Καλάθι, '],
  ] as const)('%s: the mini cart says its count grammatically', (country, cart) => {
    const { t } = createCartI18n(country);
    expect(PLURAL_PROBES.map((count) => t('mini.label', { count }))).toEqual(
      PRODUCT_COUNTS[country].map((count) => `${cart}${count}`),
    );
  });

  it.each([
    ['ro', '1 produs.', '20 de bucăți din'],
    ['bg', '1 продукт.', '20 броя от'],
    ['hu', '1 termék lehet.', '20 darabot rendelhetsz.'],
    ['gr', '1 προϊόν.', '20 τεμάχια αυτού'],
  ] as const)('%s: the limit toasts agree with their limit', (country, cartOfOne, twentyPieces) => {
    const { t } = createCartI18n(country);
    expect(t('toast.limitCart', { limit: 1 })).toContain(cartOfOne);
    expect(t('toast.limitItem', { limit: 20 })).toContain(twentyPieces);
  });

  it.each(COUNTRIES.map((c) => [c]))('%s: no count is said without plural forms', (country) => {
    // "Produse (3)": the number in brackets counts no word next to it.
    expect(pluralGaps(country, CATALOGUES[country], { 'cart.subtotal': ['count'] })).toEqual([]);
  });
});
