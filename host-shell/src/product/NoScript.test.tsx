/**
 * The brand-model page's parts for a browser without JavaScript (issue 34): the configurations as
 * links (read as a browser with scripts off reads them: DOMParser parses `<noscript>` content as
 * markup); in a browser with scripts the server's HTML hydrates without a mismatch (the
 * `<noscript>` content is text there and React leaves it alone). The whole page's server HTML
 * without scripts: NoScript.server.test.tsx.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Country } from '@refurb/shared-contracts';
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageContextProvider } from '../app/server-page';
import { createI18n } from '../i18n/catalogues';
import {
  iphone14ProAnswers,
  iphone14ProListings,
  IPHONE_14_PRO,
} from '../test-support/iphone-14-pro';
import { TestSite } from '../test-support/test-site';
import { CartNeedsScript, VariantLinks } from './NoScript';
import { ProductPage } from './ProductPage';

const model = IPHONE_14_PRO;
const listings = iphone14ProListings();
const shown = { storage: '256GB', color: 'Gold', grade: 'BUN' };

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
      <TestSite country={country}>
        <VariantLinks model={model} listings={listings} selection={shown} />
      </TestSite>,
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
      <TestSite country="ro">
        <VariantLinks model={model} listings={listings} selection={shown} />
        <CartNeedsScript />
      </TestSite>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <TestSite country="ro">
          <VariantLinks
            model={model}
            listings={listings}
            selection={{ storage: '512GB', color: 'Gold', grade: 'FOARTE_BUN' }}
          />
          <CartNeedsScript />
        </TestSite>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('the brand-model page before its scripts run', () => {
  it('draws its controls disabled, and hydrates them enabled without a mismatch', async () => {
    const { t } = createI18n('ro');
    const page = (
      <PageContextProvider value={iphone14ProAnswers()}>
        <TestSite country="ro">
          <ProductPage
            params={{
              brandSlug: 'apple',
              slug: 'telefoane-apple-iphone-14-pro-256gb-gold',
              legacyModelId: '1011',
              shape: 'BUN',
            }}
            replaceAddress={() => undefined}
          />
        </TestSite>
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
