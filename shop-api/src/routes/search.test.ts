/**
 * GET /search and GET /search/suggest over the seeded catalog (issue 36): queries in the sites'
 * scripts and languages, category words and typos find what the shopper meant; the suggestions
 * under the search field are few, each a page to go to, and cacheable. The matching's own rules
 * are search-index.test.ts's.
 */
import { SEARCH_SUGGEST_MAX } from '@refurb/shared-contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, matchRoute, type Country } from '@refurb/shared-contracts';
import {
  SearchResponseSchema,
  SearchSuggestResponseSchema,
} from '@refurb/shared-contracts/api/catalog';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe.each(testEngines())('search on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const search = async (country: Country, q: string, limit = 50) => {
    const response = await server.get(
      `/search?country=${country}&q=${encodeURIComponent(q)}&limit=${limit}`,
    );
    expect(response.status).toBe(200);
    return SearchResponseSchema.parse(await response.json()).results;
  };
  const suggest = async (country: Country, q: string, limit?: number) => {
    const response = await server.get(
      `/search/suggest?country=${country}&q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    );
    expect(response.status).toBe(200);
    return {
      cacheControl: response.headers.get('cache-control'),
      suggestions: SearchSuggestResponseSchema.parse(await response.json()).suggestions,
    };
  };
  const brandOf = (brandId: number) => server.seed.brands.find((b) => b.id === brandId)!.name;
  const modelNames = (keep: (m: TestServer['seed']['models'][number]) => boolean) =>
    server.seed.models
      .filter(keep)
      .map((m) => m.name)
      .sort();
  const names = (results: readonly { name: string }[]) => results.map((r) => r.name).sort();

  describe('GET /search', () => {
    it('reads Cyrillic and Greek as the Latin names they mean', async () => {
      expect(names(await search('bg', 'айфон 13'))).toEqual(
        modelNames((m) => /^iPhone 13\b/.test(m.name)),
      );
      expect(names(await search('gr', 'γκάλαξι'))).toEqual(
        modelNames((m) => m.name.startsWith('Galaxy')),
      );
      expect(names(await search('bg', 'шаоми'))).toEqual(
        modelNames((m) => brandOf(m.brandId) === 'Xiaomi'),
      );
    });

    it('takes a category word as the device type: a brand’s phones, every console', async () => {
      expect(names(await search('ro', 'samsung telefoane'))).toEqual(
        modelNames((m) => m.deviceType === 'SMARTPHONE' && brandOf(m.brandId) === 'Samsung'),
      );
      expect(names(await search('hu', 'konzol'))).toEqual(
        modelNames((m) => m.deviceType === 'CONSOLE'),
      );
    });

    it('finds through a typo, after what is written right', async () => {
      expect(names(await search('ro', 'samsnug'))).toEqual(
        modelNames((m) => brandOf(m.brandId) === 'Samsung'),
      );
      const ipads = await search('ro', 'ipad');
      const exact = ipads.filter((card) => card.name.startsWith('iPad'));
      expect(exact.length).toBeGreaterThan(0);
      expect(ipads.slice(0, exact.length)).toEqual(exact);
    });

    it('finds nothing for a model the shop does not sell', async () => {
      expect(await search('ro', 'nokia 3310')).toEqual([]);
    });

    it('answers `limit` models at most', async () => {
      expect(await search('ro', 'telefon', 3)).toHaveLength(3);
      const tooMany = await server.get('/search?country=ro&q=telefon&limit=51');
      expect(tooMany.status).toBe(400);
    });

    it.each([
      ['an empty query', '%20%20'],
      ['a query over 100 characters', 'a'.repeat(101)],
    ])('answers 400 for %s', async (_, q) => {
      const response = await server.get(`/search?country=ro&q=${q}`);
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe('query.q');
    });
  });

  describe('GET /search/suggest', () => {
    it('offers up to six models as they are written, each with its page, for a minute', async () => {
      const { cacheControl, suggestions } = await suggest('ro', 'iph');
      expect(cacheControl).toBe('public, max-age=60');
      expect(suggestions).toHaveLength(SEARCH_SUGGEST_MAX);
      for (const s of suggestions) {
        expect(s).toMatchObject({ kind: 'model', type: 'SMARTPHONE' });
        expect(s.kind === 'model' && s.label.startsWith('Apple iPhone')).toBe(true);
        expect(matchRoute('ro', s.path.split('?')[0]!)?.name).toBe('shop-brand-model');
      }
    });

    it('writes a brand once in a model’s name', async () => {
      const { suggestions } = await suggest('ro', 'oneplus');
      const labels = suggestions.flatMap((s) => (s.kind === 'model' ? [s.label] : []));
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.every((label) => !/OnePlus OnePlus/.test(label))).toBe(true);
    });

    it('offers the device type a word names or starts to name, with its category page first', async () => {
      const consoles = await suggest('hu', 'konzol');
      expect(consoles.suggestions[0]).toEqual({
        kind: 'category',
        type: 'CONSOLE',
        path: '/konzolok/',
      });
      expect(consoles.suggestions.slice(1).every((s) => s.type === 'CONSOLE')).toBe(true);
      expect((await suggest('ro', 'tele')).suggestions).toEqual([
        { kind: 'category', type: 'SMARTPHONE', path: '/telefoane/' },
      ]);
    });

    it('answers in the site asked for: its pages, its scripts', async () => {
      const { suggestions } = await suggest('bg', 'айфон');
      expect(suggestions.length).toBeGreaterThan(0);
      for (const s of suggestions) expect(matchRoute('bg', s.path.split('?')[0]!)).not.toBeNull();
    });

    it('answers `limit` suggestions at most', async () => {
      expect((await suggest('ro', 'a', 2)).suggestions).toHaveLength(2);
    });

    it.each([
      ['no query', 'country=ro', 'query.q'],
      ['an empty query', 'country=ro&q=%20', 'query.q'],
      ['a query over 100 characters', `country=ro&q=${'a'.repeat(101)}`, 'query.q'],
      ['more than six', 'country=ro&q=iph&limit=7', 'query.limit'],
      ['none', 'country=ro&q=iph&limit=0', 'query.limit'],
      ['an unknown site', 'country=de&q=iph', 'query.country'],
    ])('answers 400 for %s', async (_, query, field) => {
      const response = await server.get(`/search/suggest?${query}`);
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(field);
    });
  });
});
