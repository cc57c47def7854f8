import { pluralGaps } from '@refurb/shared-contracts/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { COUNTRIES, ROUTE_TABLE as EVERY_SITE } from '@refurb/shared-contracts';
import { PLURAL_PROBES, PRODUCT_COUNTS } from '@refurb/shared-contracts/fixtures';
import { createI18n, MESSAGE_CATALOGUES } from './catalogues';
import { loadI18n } from './i18n';
import { ro } from './messages.ro';
import { CONFIG_ERROR_WORDS } from '../app/ConfigErrorPage';

describe('the four languages', () => {
  it.each(COUNTRIES.map((c) => [c]))(
    '%s has every message, none empty or left in Romanian',
    (country) => {
      const messages = MESSAGE_CATALOGUES[country];
      expect(Object.keys(messages).sort()).toEqual(Object.keys(ro).sort());
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
      if (country !== 'ro') {
        const same = Object.entries(messages).filter(
          ([key, text]) => text === ro[key as keyof typeof ro],
        );
        // Brand names, RAM and "Blog" are the same everywhere; prose is not.
        expect(same.length).toBeLessThan(6);
      }
    },
  );

  it.each([
    ['ro', 1234.5, '1.234,5 lei'],
    ['bg', 1234.5, 'Lev'],
    ['hu', 189990, 'Ft'],
    ['gr', 99.9, '99,9 euro'],
  ] as const)('formats %s prices with the country currency label', (country, amount, expected) => {
    expect(createI18n(country).formatPrice(amount).replace(/\s/g, ' ')).toContain(expected);
  });

  it('fills placeholders and keeps the language and time zone of the site', () => {
    const i18n = createI18n('gr');
    expect(i18n.t('nav.cartCount', { count: 2 })).toBe('Καλάθι, 2 προϊόντα');
    expect(i18n).toMatchObject({ language: 'el', locale: 'el-GR', timeZone: 'Europe/Athens' });
    expect(createI18n('bg').formatDate('2026-01-31T23:30:00Z')).toContain('1');
  });
});

/** Issue 33 point 20: each language says 0, 1, 2, 5, 20, 21 and 101 things in its own forms. */
describe('counts', () => {
  it.each([
    ['ro', 'Coș, '],
    ['bg', 'Количка, '],
    ['hu', 'Kosár, '],
    ['gr', 'Καλάθι, '],
  ] as const)('%s: the cart link says its count grammatically', (country, cart) => {
    const { t } = createI18n(country);
    expect(PLURAL_PROBES.map((count) => t('nav.cartCount', { count }))).toEqual(
      PRODUCT_COUNTS[country].map((count) => `${cart}${count}`),
    );
  });

  it.each([
    ['ro', ['1 model', '2 modele', '20 de modele', '101 modele']],
    ['bg', ['1 модел', '2 модела', '20 модела', '101 модела']],
    ['hu', ['1 modell', '2 modell', '20 modell', '101 modell']],
    ['gr', ['1 μοντέλο', '2 μοντέλα', '20 μοντέλα', '101 μοντέλα']],
  ] as const)('%s: a listing says how many models it has', (country, said) => {
    const { t } = createI18n(country);
    expect([1, 2, 20, 101].map((count) => t('listing.count', { count }))).toEqual(said);
  });

  it.each([
    ['ro', ['1 recenzie', '2 recenzii', '20 de recenzii', '101 recenzii']],
    ['bg', ['1 отзив', '2 отзива', '20 отзива', '101 отзива']],
    ['hu', ['1 vélemény', '2 vélemény', '20 vélemény', '101 vélemény']],
    ['gr', ['1 κριτική', '2 κριτικές', '20 κριτικές', '101 κριτικές']],
  ] as const)('%s: a model’s rating says how many reviews it has (issue 36)', (country, said) => {
    const { t } = createI18n(country);
    expect([1, 2, 20, 101].map((count) => t('reviews.count', { count }))).toEqual(said);
  });

  it.each(COUNTRIES.map((c) => [c]))(
    '%s: no count is said without plural forms (pluralGaps)',
    (country) => {
      // "Pagina 2 din 5": the number of pages counts no word next to it.
      expect(
        pluralGaps(country, MESSAGE_CATALOGUES[country], { 'listing.page': ['pages'] }),
      ).toEqual([]);
    },
  );
});

describe('the catalogue chunks', () => {
  it.each(COUNTRIES.map((c) => [c]))(
    '%s: loadI18n gives the words of the catalogue, and the config error page says its own',
    async (country) => {
      const loaded = await loadI18n(country);
      const all = createI18n(country);
      expect(loaded.t('notFound.title')).toBe(all.t('notFound.title'));
      expect(loaded.formatPrice(10)).toBe(all.formatPrice(10));
      expect(CONFIG_ERROR_WORDS[country]).toMatchObject({
        details: all.t('state.error'),
        retry: all.t('state.retry'),
      });
      expect(CONFIG_ERROR_WORDS[country].title).not.toBe('');
    },
  );

  it("brings the site's route table with its words, and no other site's", async () => {
    await jest.isolateModulesAsync(async () => {
      const tables = await import('../routing/site-route-table');
      const i18n = await import('./i18n');
      expect(() => tables.ROUTE_TABLE.gr).toThrow('site gr');
      await i18n.loadI18n('gr');
      expect(tables.ROUTE_TABLE.gr).toEqual(EVERY_SITE.gr);
      expect(() => tables.ROUTE_TABLE.hu).toThrow('site hu');
    });
  });
});
