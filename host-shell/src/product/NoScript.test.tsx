/**
 * The brand-model page without JavaScript (issue 34): its server HTML, read as a browser with
 * scripts off reads it (DOMParser parses `<noscript>` content as markup), lists every other
 * storage, colour and grade configuration as a link to its address, says the cart needs
 * JavaScript, and says the stock in words; in a browser with scripts the same HTML hydrates
 * without a mismatch (the `<noscript>` content is text there and React leaves it alone).
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Country } from '@refurb/shared-contracts';
import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ApiResult } from '../api/shop-api';
import { PageContextProvider, type HydratingPage } from '../app/server-page';
import { SiteProvider } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { iphone14ProListings, IPHONE_14_PRO } from '../test-support/iphone-14-pro';
import { testSite } from '../test-support/test-site';
import { CartNeedsScript, VariantLinks } from './NoScript';
import { ProductPage } from './ProductPage';

const model = IPHONE_14_PRO;
const listings = iphone14ProListings();
const shown = { storage: '256GB', color: 'Gold', grade: 'BUN' };

function Site({ country, children }: { country: Country; children: ReactNode }) {
  return (
    <SiteProvider value={testSite(country)}>
      <I18nProvider value={createI18n(country)}>{children}</I18nProvider>
    </SiteProvider>
  );
}

/** The HTML, in a page's body, as a browser with scripts off builds it. */
const withoutScripts = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');

const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll('noscript a')].map((a) => a.getAttribute('href'));

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the configurations as links (VariantLinks)', () => {
  it.each<[Country, string]>([
    ['ro', '/magazin/apple/telefoane-apple-iphone-14-pro'],
    ['gr', '/katastima/apple/kinita-apple-iphone-14-pro'],
  ])('%s: every other storage, colour and grade is a link to its address', (country, base) => {
    const html = renderToString(
      <Site country={country}>
        <VariantLinks model={model} listings={listings} selection={shown} />
      </Site>,
    );
    const page = withoutScripts(html);
    // The configuration each radio would pick: 128GB has no Gold (its first colour, the same
    // grade), 512GB only FOARTE_BUN; the colours of 256GB; the grades of 256GB Gold.
    expect(hrefs(page)).toEqual([
      `${base}-128gb-deep-purple/1011/?shape=BUN`,
      `${base}-512gb-gold/1011/?shape=FOARTE_BUN`,
      `${base}-256gb-deep-purple/1011/?shape=BUN`,
      `${base}-256gb-gold/1011/?shape=CA_NOU`,
      `${base}-256gb-gold/1011/?shape=ACCEPTABIL`,
    ]);
    const { t } = createI18n(country);
    const current = [...page.querySelectorAll('noscript [aria-current="true"]')];
    expect(current.map((c) => c.textContent)).toEqual(['256GB', 'Gold', t('grade.BUN')]);
    expect(page.querySelector(`noscript a[href$="ACCEPTABIL"]`)?.textContent).toBe(
      `${t('grade.ACCEPTABIL')} (${t('card.outOfStock')})`,
    );
  });

  it('hydrates without a mismatch, even once the configuration shown has changed', async () => {
    const html = renderToString(
      <Site country="ro">
        <VariantLinks model={model} listings={listings} selection={shown} />
        <CartNeedsScript />
      </Site>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <Site country="ro">
          <VariantLinks
            model={model}
            listings={listings}
            selection={{ storage: '512GB', color: 'Gold', grade: 'FOARTE_BUN' }}
          />
          <CartNeedsScript />
        </Site>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});

/** The page's answers as the server rendered with them (the first render starts from them). */
function answered(country: Country): HydratingPage {
  const answers: Record<string, ApiResult<unknown>> = {
    model: { ok: true, data: { model, listings } },
    shapes: {
      ok: true,
      data: {
        success: true,
        data: {
          productId: 'P00004',
          relatedSpecs: [
            {
              name: 'shape',
              items: listings
                .filter((l) => l.storage === '256GB' && l.color === 'Gold')
                .map((l) => ({ value: l.grade, inStock: l.stock > 0 })),
            },
          ],
        },
      },
    },
    extras: { ok: true, data: { productId: 'P00004', services: [] } },
    acc: { ok: true, data: { success: true, data: [] } },
  };
  void country;
  return { mode: 'hydrate', consentBanner: false, read: (key) => answers[key.split(':')[0] ?? ''] };
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
    (country, base, slug) => {
      const { t, formatPrice } = createI18n(country);
      const html = renderToString(
        <PageContextProvider value={answered(country)}>
          <Site country={country}>
            <ProductPage
              params={{ brandSlug: 'apple', slug, legacyModelId: '1011', shape: 'BUN' }}
              replaceAddress={() => undefined}
            />
          </Site>
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
    },
  );
});

describe('the brand-model page before its scripts run', () => {
  it('draws its controls disabled, and hydrates them enabled without a mismatch', async () => {
    const { t } = createI18n('ro');
    const page = (
      <PageContextProvider value={answered('ro')}>
        <Site country="ro">
          <ProductPage
            params={{
              brandSlug: 'apple',
              slug: 'telefoane-apple-iphone-14-pro-256gb-gold',
              legacyModelId: '1011',
              shape: 'BUN',
            }}
            replaceAddress={() => undefined}
          />
        </Site>
      </PageContextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const addButton = () =>
      [...container.querySelectorAll('button')].find(
        (b) => b.textContent === t('product.addToCart'),
      );
    // The server's HTML: painted before the scripts start (src/boot.js), nothing clickable.
    expect(addButton()?.disabled).toBe(true);
    expect(
      [...container.querySelectorAll('input[type="radio"]')].every(
        (input) => (input as HTMLInputElement).disabled,
      ),
    ).toBe(true);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(addButton()?.disabled).toBe(false);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
