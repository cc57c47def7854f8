import { afterEach, describe, expect, it } from '@jest/globals';
import { countryConfig } from '@refurb/shared-contracts';
import { configureCurrencies } from '@refurb/shared-contracts/runtime';
import { createI18n } from '../i18n/catalogues';
import { productJsonLd } from '../seo/structured-data';
import { IPHONE_14_PRO, testListing } from '../test-support/iphone-14-pro';
import { loadRemotesJson, loadStartupConfig } from './startup-config';

import localConfig from '@refurb/local-env/config/runtime-config.json';
import localRemotes from '@refurb/local-env/config/remotes.json';

const local = (file: string): unknown => (file === 'remotes.json' ? localRemotes : localConfig);

function serve(files: Record<string, unknown>) {
  return async (url: string) => {
    const name = url.replace(/^\//, '');
    if (!(name in files)) return { ok: false, status: 404, json: async () => null };
    const body = files[name];
    return {
      ok: true,
      status: 200,
      json: async () => {
        if (body instanceof Error) throw body;
        return body;
      },
    };
  };
}

describe('startup files', () => {
  it('parses the local runtime-config.json and remotes.json', async () => {
    const result = await loadStartupConfig(
      serve({
        'runtime-config.json': local('runtime-config.json'),
        'remotes.json': local('remotes.json'),
      }),
    );
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(Object.keys(result.remotes.remotes).sort()).toEqual([
        'mf_account',
        'mf_cart',
        'mf_checkout',
        'mf_sell',
      ]);
  });

  it('names the file and the field when remotes.json is malformed', async () => {
    const result = await loadStartupConfig(
      serve({
        'runtime-config.json': local('runtime-config.json'),
        'remotes.json': { remotes: { mf_cart: { version: 'latest' } } },
      }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatch(/^\/remotes\.json: remotes\.mf_cart\./);
  });

  it('names a missing file and a body that is not JSON', async () => {
    const result = await loadStartupConfig(
      serve({ 'runtime-config.json': new SyntaxError('Unexpected token <') }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([
        '/runtime-config.json: Unexpected token <',
        '/remotes.json: HTTP 404',
      ]);
  });

  it('reads remotes.json again on its own (a navigation), or says what is wrong', async () => {
    const read = await loadRemotesJson(serve({ 'remotes.json': local('remotes.json') }));
    expect(read.ok && read.data.remotes.mf_cart?.version).toBe(
      localRemotes.remotes.mf_cart.version,
    );
    expect(await loadRemotesJson(serve({ 'remotes.json': { remotes: 1 } }))).toEqual({
      ok: false,
      problem: expect.stringMatching(/^\/remotes\.json: remotes: /),
    });
  });
});

describe('the site currencies of the runtime config', () => {
  afterEach(() => configureCurrencies(undefined));
  const start = (config: unknown) =>
    loadStartupConfig(serve({ 'runtime-config.json': config, 'remotes.json': localRemotes }));

  it('reach the prices and the structured data, words loaded before included', async () => {
    const words = createI18n('bg');
    const result = await start({ ...localConfig, currencies: { bg: { code: 'EUR', label: '€' } } });
    expect(result.ok).toBe(true);
    expect(words.formatPrice(1234.5)).toBe('1234,5 €');
    expect(words.currencyLabel).toBe('€');
    expect(createI18n('ro').formatPrice(1234.5)).toBe('1.234,5 lei');
    const listing = testListing('128GB', 'Deep Purple', 'BUN', 1199.99);
    const data = productJsonLd({
      country: 'bg',
      siteBase: 'https://refurb.bg',
      model: IPHONE_14_PRO,
      listing,
      pageUrl: '/p/',
    });
    expect(data.offers).toMatchObject({ price: 1199.99, priceCurrency: 'EUR' });
  });

  it('are the spec’s in the local config, which names none', async () => {
    configureCurrencies({ bg: { code: 'EUR', label: '€' } });
    expect((await start(localConfig)).ok).toBe(true);
    expect(countryConfig('bg')).toMatchObject({ currencyCode: 'BGN', currencyLabel: 'Lev' });
    expect(createI18n('bg').formatPrice(1234.5)).toBe('1234,5 Lev');
  });
});
