import { describe, expect, it } from '@jest/globals';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import config from '@refurb/local-env/config/runtime-config.json';
import { createHttpSellApi } from './http-sell-api';

describe('the sell API over shop-api', () => {
  it('asks for a category’s questions by its numeric device type id (spec section 3)', async () => {
    const asked: string[] = [];
    const api = createHttpSellApi({
      country: 'ro',
      services: RuntimeConfigSchema.parse(config).services,
      fetch: async (url) => {
        asked.push(url);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await api.questions('CONSOLE');
    await api.questions('TABLET');
    const categories = asked.map((url) =>
      new URL(url, 'http://site.invalid').searchParams.get('category'),
    );
    expect(categories).toEqual(['5', '2']);
  });
});
