import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import { createI18n, MESSAGE_CATALOGUES } from './catalogues';
import { loadI18n } from './i18n';
import { CONFIG_ERROR_WORDS } from '../app/ConfigErrorPage';
import { ro } from './messages.ro';

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

describe('the catalogue chunks', () => {
  it.each(COUNTRIES.map((c) => [c]))(
    '%s: loadI18n gives the words of the catalogue, and the config error page says its own',
    async (country) => {
      const loaded = await loadI18n(country);
      const all = createI18n(country);
      expect(loaded.t('configError.title')).toBe(all.t('configError.title'));
      expect(loaded.formatPrice(10)).toBe(all.formatPrice(10));
      expect(CONFIG_ERROR_WORDS[country]).toEqual({
        title: all.t('configError.title'),
        text: all.t('configError.text'),
        details: all.t('state.error'),
        retry: all.t('state.retry'),
      });
    },
  );
});
