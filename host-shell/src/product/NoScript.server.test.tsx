/**
 * @jest-environment node
 *
 * The brand-model page without JavaScript (issue 34), as the server renders it (React's
 * streaming renderer, in Node): its HTML, read as a browser with scripts off reads it (a
 * `<noscript>`'s content parsed as markup), lists every other storage, colour and grade
 * configuration as a link to its address, says the cart needs JavaScript, and says the price,
 * stock and grade in words. The browser never renders those parts (NoScript.test.tsx).
 */
import { describe, expect, it } from '@jest/globals';
import type { Country } from '@refurb/shared-contracts';
import { JSDOM } from 'jsdom';
import type { ApiResult } from '../api/shop-api';
import { createServerPage, PageContextProvider, type ServerPage } from '../app/server-page';
import { createI18n } from '../i18n/catalogues';
import { iphone14ProAnswers } from '../test-support/iphone-14-pro';
import { RO_PRODUCT_GUIDE } from '../test-support/product-guide';
import { serverHtml } from '../test-support/server-html';
import { TestSite } from '../test-support/test-site';
import { ProductPage } from './ProductPage';

/** The HTML, in a page's body, as a browser with scripts off builds it. */
const withoutScripts = (html: string) =>
  new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll('noscript a')].map((a) => a.getAttribute('href'));

/** The request's page as the server renders it, its calls answered with the iPhone 14 Pro's answers. */
function served(): ServerPage {
  const answers = iphone14ProAnswers();
  const page = createServerPage({ consentBanner: false });
  const loads = new Map<string, Promise<ApiResult<unknown>>>();
  return Object.assign(page, {
    load: (key: string) => {
      let answer = loads.get(key);
      if (!answer) {
        answer = Promise.resolve(answers.read(key) as ApiResult<unknown>);
        loads.set(key, answer);
      }
      return answer;
    },
  });
}

describe('the brand-model page without JavaScript', () => {
  it.each<[Country, string, string]>([
    [
      'ro',
      '/magazin/apple/telefoane-apple-iphone-14-pro',
      'telefoane-apple-iphone-14-pro-256gb-gold',
    ],
    ['hu', '/bolt/apple/telefonok-apple-iphone-14-pro', 'telefonok-apple-iphone-14-pro-256gb-gold'],
  ])(
    '%s: its HTML links the other configurations and says the cart needs JavaScript',
    async (country, base, slug) => {
      const { t, formatPrice } = createI18n(country);
      const html = await serverHtml(
        <PageContextProvider value={served()}>
          <TestSite country={country}>
            <ProductPage
              params={{ brandSlug: 'apple', slug, legacyModelId: '1011', shape: 'BUN' }}
              replaceAddress={() => undefined}
            />
          </TestSite>
        </PageContextProvider>,
      );
      const page = withoutScripts(html);
      expect(hrefs(page)).toContain(`${base}-512gb-gold/1011/?shape=FOARTE_BUN`);
      expect(hrefs(page)).toContain(`${base}-256gb-deep-purple/1011/?shape=BUN`);
      expect(hrefs(page)).toContain(`${base}-256gb-gold/1011/?shape=CA_NOU`);
      expect(page.querySelector('noscript .product__no-script')?.textContent).toBe(
        t('product.cartNeedsScript'),
      );
      // Price, stock, grade and variant in words, outside any script's reach.
      const text = page.body.textContent ?? '';
      for (const words of [formatPrice(2869), t('card.inStock'), t('grade.BUN'), '256GB', 'Gold'])
        expect(text).toContain(words);
      // The facts island, written by the server (the browser keeps it, StaticFacts.test.tsx).
      const island = page.querySelector('.product__static')?.textContent ?? '';
      expect(island).toContain(RO_PRODUCT_GUIDE.warranty.text);
      expect(island).toContain('Apple A16 Bionic');
    },
  );
});
