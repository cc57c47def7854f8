import { describe, expect, it } from '@jest/globals';
import { deepFreeze } from '../test-support/fixtures.js';
import { hreflangAlternates } from './hreflang-alternates.js';

describe('hreflangAlternates (spec section 2)', () => {
  it('lists the page on the other three sites with their languages', () => {
    expect(hreflangAlternates('cart', {}, { current: 'ro' })).toEqual([
      { country: 'bg', hreflang: 'bg', path: '/kolichka/' },
      { country: 'hu', hreflang: 'hu', path: '/kosar/' },
      { country: 'gr', hreflang: 'el', path: '/kalathi/' },
    ]);
  });

  it('lists all four sites without a current one', () => {
    expect(hreflangAlternates('index').map((a) => a.hreflang)).toEqual(['ro', 'bg', 'hu', 'el']);
  });

  it('leaves out sites where the route does not exist', () => {
    expect(hreflangAlternates('account-insurances', {}, { current: 'ro' })).toEqual([]);
    expect(
      hreflangAlternates('thank-you-tbi', {}, { current: 'ro' }).map((a) => a.country),
    ).toEqual(['bg']);
  });

  it('links each legal page of issue 36 to the same page of the other sites', () => {
    expect(hreflangAlternates('terms', {}, { current: 'hu' })).toEqual([
      { country: 'ro', hreflang: 'ro', path: '/termeni-si-conditii/' },
      { country: 'bg', hreflang: 'bg', path: '/obshti-usloviya/' },
      { country: 'gr', hreflang: 'el', path: '/oroi-kai-proypotheseis/' },
    ]);
    for (const name of ['privacy-policy', 'cookie-policy', 'withdrawal-form'] as const) {
      expect(hreflangAlternates(name).map((a) => a.hreflang)).toEqual(['ro', 'bg', 'hu', 'el']);
    }
  });

  it('translates the category of a brand-model slug and gives absolute URLs with site bases', () => {
    const params = deepFreeze({
      brandSlug: 'apple',
      slug: 'telefoane-apple-iphone-13-128gb-midnight',
      legacyModelId: '1005',
      shape: 'BUN',
    });
    const alternates = hreflangAlternates('shop-brand-model', params, {
      current: 'ro',
      siteBases: { bg: 'https://bg.example/', hu: 'https://hu.example' },
    });
    expect(alternates).toEqual([
      {
        country: 'bg',
        hreflang: 'bg',
        path: '/magazin/apple/telefoni-apple-iphone-13-128gb-midnight/1005/?shape=BUN',
        href: 'https://bg.example/magazin/apple/telefoni-apple-iphone-13-128gb-midnight/1005/?shape=BUN',
      },
      {
        country: 'hu',
        hreflang: 'hu',
        path: '/bolt/apple/telefonok-apple-iphone-13-128gb-midnight/1005/?shape=BUN',
        href: 'https://hu.example/bolt/apple/telefonok-apple-iphone-13-128gb-midnight/1005/?shape=BUN',
      },
      {
        country: 'gr',
        hreflang: 'el',
        path: '/katastima/apple/kinita-apple-iphone-13-128gb-midnight/1005/?shape=BUN',
      },
    ]);
  });
});
