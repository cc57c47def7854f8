import { describe, expect, it } from '@jest/globals';
import { parseEmbedAttributes } from './embed-attributes';

const PAGE = 'https://shop.ro';

describe("the embed's script tag attributes", () => {
  it.each([
    [{ country: 'ro' }, { country: 'ro', siteBase: 'https://shop.ro' }],
    [
      { country: 'hu', siteBase: 'http://hu.localhost:3000' },
      { country: 'hu', siteBase: 'http://hu.localhost:3000' },
    ],
    [
      { country: 'gr', siteBase: ' https://shop.gr/ ' },
      { country: 'gr', siteBase: 'https://shop.gr' },
    ],
  ])('%j gives the site and its base', (dataset, attributes) => {
    expect(parseEmbedAttributes(dataset, PAGE)).toEqual({ ok: true, attributes });
  });

  it.each([
    [{}, 'data-country=(missing): one of ro, bg, hu, gr'],
    [{ country: 'RO' }, 'data-country="RO": one of ro, bg, hu, gr'],
    [{ country: 'el' }, 'data-country="el": one of ro, bg, hu, gr'],
    [{ country: 'ro', siteBase: 'shop.ro' }, 'data-site-base="shop.ro": an http(s) origin'],
    [
      { country: 'ro', siteBase: 'https://shop.ro/campanii/' },
      'data-site-base="https://shop.ro/campanii/"',
    ],
    [{ country: 'ro', siteBase: 'https://shop.ro?x=1' }, 'data-site-base="https://shop.ro?x=1"'],
    [{ country: 'ro', siteBase: 'javascript:alert(1)' }, 'data-site-base="javascript:alert(1)"'],
    [{ country: 'ro', siteBase: 'ftp://shop.ro' }, 'data-site-base="ftp://shop.ro"'],
  ])('%j is refused, naming the attribute and what it must be', (dataset, error) => {
    const parsed = parseEmbedAttributes(dataset, PAGE);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(error);
  });

  it('names every wrong attribute at once', () => {
    const parsed = parseEmbedAttributes({ country: 'xx', siteBase: '/' }, PAGE);
    expect(parsed.ok ? '' : parsed.error).toMatch(/^data-country="xx": .*; data-site-base="\/": /);
  });
});
