import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ApiErrorSchema,
  CONTENT_PAGE_KEYS,
  COUNTRIES,
  ContentPageSchema,
  ReviewsResponseSchema,
} from '@refurb/shared-contracts';
import { CONTENT_PAGES } from '../content/pages.data.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';

describe('content pages data', () => {
  it.each(COUNTRIES.map((c) => [c]))('gives %s every page but the HU-only refund policy', (c) => {
    const keys = Object.keys(CONTENT_PAGES[c]).sort();
    const expected = CONTENT_PAGE_KEYS.filter((k) => k !== 'refund-policy' || c === 'hu');
    expect(keys).toEqual([...expected].sort());
  });

  it.each(COUNTRIES.map((c) => [c]))('puts the contact anchor on the %s help page', (c) => {
    expect(CONTENT_PAGES[c].faq?.sections.some((s) => s.anchor === 'contact')).toBe(true);
  });
});

describe.each(testEngines())('content service on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a page in the site language', async () => {
    const response = await server.get('/content/pages/about-us?country=bg');
    expect(response.status).toBe(200);
    const page = ContentPageSchema.parse(await response.json());
    expect(page.title).toBe('За нас');
  });

  it.each([
    ['/content/pages/refund-policy?country=ro', 404, 'not_found'],
    ['/content/pages/unknown?country=ro', 404, 'not_found'],
    ['/content/pages/faq?country=de', 400, 'invalid_request'],
  ])('refuses %s with %i', async (path, status, code) => {
    const response = await server.get(path);
    expect(response.status).toBe(status);
    expect(ApiErrorSchema.parse(await response.json()).error.code).toBe(code);
  });

  it('lists the published reviews of a site with their average, newest first', async () => {
    const response = await server.get('/content/reviews?country=hu');
    const body = ReviewsResponseSchema.parse(await response.json());
    expect(body.reviews.map((r) => r.author)).toEqual(['Nagy Péter', 'Kovács Anna']);
    expect(body.average).toBe(4.5);
    // The shipped reviews were written by no account: no purchase is claimed for them.
    expect(body.reviews.every((r) => !r.verifiedPurchase)).toBe(true);
    const sell = ReviewsResponseSchema.parse(
      await (await server.get('/content/reviews?country=hu&kind=sell')).json(),
    );
    expect(sell.reviews).toHaveLength(1);
  });

  // Writing, holding and moderating reviews: reviews.test.ts.
});
