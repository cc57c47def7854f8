import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config.js';

const local = (env: Record<string, string> = {}) => readConfig({ SHOP_API_MODE: 'local', ...env });

describe('SITE_CURRENCIES: each site’s currency', () => {
  it('is spec section 1’s when unset', () => {
    expect(local().SITE_CURRENCIES).toBeUndefined();
  });

  it('reads the runtime config’s `currencies`, with the same schema', () => {
    const config = local({ SITE_CURRENCIES: '{"bg":{"code":"EUR","label":"€"}}' });
    expect(config.SITE_CURRENCIES).toEqual({ bg: { code: 'EUR', label: '€' } });
  });

  it.each([
    ['text that is not JSON', '{bg: EUR}', /bad setting SITE_CURRENCIES: not JSON/],
    ['an unknown currency', '{"bg":{"code":"USD","label":"$"}}', /SITE_CURRENCIES\.bg\.code/],
    ['no label', '{"bg":{"code":"EUR"}}', /SITE_CURRENCIES\.bg\.label/],
    ['an unknown country', '{"de":{"code":"EUR","label":"€"}}', /SITE_CURRENCIES/],
    [
      'a currency the seed’s amounts have no fixed rate to',
      '{"ro":{"code":"EUR","label":"€"}}',
      /SITE_CURRENCIES\.ro: the seed's ro amounts are in RON and no fixed rate converts them to EUR/,
    ],
  ])('stops the start on %s', (_name, value, message) => {
    expect(() => local({ SITE_CURRENCIES: value })).toThrow(message);
  });
});
