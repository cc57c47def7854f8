import { describe, expect, it } from '@jest/globals';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import config from '@refurb/local-env/config/runtime-config.json';
import { createShopApi } from './shop-api';

describe('the shop-api client', () => {
  it('asks the catalog for a device type by its numeric id of spec section 3', async () => {
    const asked: string[] = [];
    const api = createShopApi(RuntimeConfigSchema.parse(config).services, async (url) => {
      asked.push(url);
      return new Response(JSON.stringify({}), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    await api.catalog('hu', 'CONSOLE', new URLSearchParams('sort=price-asc'));
    await api.catalog('ro', 'SMARTPHONE', new URLSearchParams());
    const types = asked.map((url) => new URL(url, 'http://site.invalid').searchParams.get('type'));
    expect(types).toEqual(['5', '1']);
  });

  it('asks the search service for suggestions and reads them with their contract', async () => {
    const asked: string[] = [];
    const answers = [
      {
        query: 'iph',
        suggestions: [{ kind: 'category', type: 'SMARTPHONE', path: '/telefoane/' }],
      },
      { query: 'iph', suggestions: [{ kind: 'brand', path: '/apple/' }] },
    ];
    const api = createShopApi(RuntimeConfigSchema.parse(config).services, async (url) => {
      const body = answers[asked.push(url) - 1];
      return { ok: true, status: 200, statusText: 'OK', json: async () => body };
    });
    const good = await api.searchSuggest('ro', 'iph');
    expect(good.ok && good.data.suggestions).toEqual(answers[0]!.suggestions);
    expect((await api.searchSuggest('ro', 'iph')).ok).toBe(false);
    expect(asked[0]).toBe('/search/suggest?country=ro&q=iph');
  });
});
