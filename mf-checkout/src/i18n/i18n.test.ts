import { pluralGaps } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { PLURAL_PROBES, PRODUCT_COUNTS } from '@refurb/shared-contracts/fixtures';
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

/** Issue 33 point 20: each language says 0, 1, 2, 5, 20, 21 and 101 things in its own forms. */
describe('counts', () => {
  it.each(['ro', 'bg', 'hu', 'gr'] as const)(
    '%s: the order summary says its count grammatically',
    (country) => {
      const { t } = createCheckoutI18n(country);
      expect(PLURAL_PROBES.map((count) => t('summary.items', { count }))).toEqual(
        PRODUCT_COUNTS[country],
      );
    },
  );

  it.each([
    [
      'ro',
      ['1 rată', '3 rate', '24 de rate'],
      ['1 rată lunară', '24 de rate lunare'],
      ['1 punct găsit', '20 de puncte găsite'],
      '24 de luni',
      '1 produs',
    ],
    [
      'bg',
      ['1 вноска', '3 вноски', '24 вноски'],
      ['1 месечна вноска', '24 месечни вноски'],
      ['Намерена 1 точка', 'Намерени 20 точки'],
      '24 месеца',
      '1 продукт',
    ],
    [
      'hu',
      ['1 részlet', '3 részlet', '24 részlet'],
      ['1 havi részlet', '24 havi részlet'],
      ['1 átvételi pontot', '20 átvételi pontot'],
      '24 hónapra',
      '1 termék',
    ],
    [
      'gr',
      ['1 δόση', '3 δόσεις', '24 δόσεις'],
      ['1 μηνιαία δόση', '24 μηνιαίες δόσεις'],
      ['Βρέθηκε 1 σημείο', 'Βρέθηκαν 20 σημεία'],
      '24 μήνες',
      '1 προϊόν',
    ],
  ] as const)(
    '%s: installments, pickup points, months and the product limit agree with their number',
    (country, installments, monthly, points, months, oneProduct) => {
      const { t } = createCheckoutI18n(country);
      expect([1, 3, 24].map((count) => t('payment.installmentsOption', { count }))).toEqual(
        installments,
      );
      expect(t('payment.oneyDetail', { count: 1, first: 'A', next: 'B' })).toContain(
        installments[0],
      );
      for (const key of [
        'payment.planDetail',
        'result.installments',
        'result.installmentsByProvider',
      ] as const) {
        expect([key, t(key, { count: 1, monthly: 'M' })]).toEqual([
          key,
          expect.stringContaining(monthly[0]),
        ]);
        expect([key, t(key, { count: 24, monthly: 'M' })]).toEqual([
          key,
          expect.stringContaining(monthly[1]),
        ]);
      }
      expect(t('pickup.results', { count: 1 })).toContain(points[0]);
      expect(t('pickup.results', { count: 20 })).toContain(points[1]);
      expect(t('payment.cofidisPromo', { months: 24 })).toContain(months);
      expect(t('payment.tooManyProducts', { limit: 1 })).toContain(oneProduct);
    },
  );

  it.each((['ro', 'bg', 'hu', 'gr'] as const).map((c) => [c]))(
    '%s: no count is said without plural forms',
    (country) => {
      expect(
        pluralGaps(country, CATALOGUES[country], {
          // "Pasul 2 din 5", "3 de corectat": the numbers count no word next to them.
          'checkout.stepOf': ['n', 'total'],
          'checkout.fixErrors': ['count'],
          // Prices, not counts.
          'payment.belowMinimum': ['limit'],
          'payment.aboveMaximum': ['limit'],
          'result.thankYouPaid': ['total'],
          'result.thankYouOnReceipt': ['total'],
          'result.financingApproved': ['total'],
        }),
      ).toEqual([]);
    },
  );
});
