/**
 * The product's configuration-independent facts as an island (ProductPage's StaticFactsIsland):
 * the browser that hydrates the server's page keeps the HTML the server wrote for them, with no
 * mismatch and through later renders (a grade chosen); a page drawn in the browser draws them
 * from their chunk.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageContextProvider } from '../app/server-page';
import { iphone14ProAnswers, IPHONE_14_PRO } from '../test-support/iphone-14-pro';
import { RO_PRODUCT_GUIDE } from '../test-support/product-guide';
import { TestSite } from '../test-support/test-site';
import { ProductPage } from './ProductPage';
import { StaticFacts } from './StaticFacts';

const params = {
  brandSlug: 'apple',
  slug: 'telefoane-apple-iphone-14-pro-256gb-gold',
  legacyModelId: '1011',
  shape: 'BUN',
};

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the static facts island', () => {
  it("keeps the server's specifications and promises while hydrating, and after a choice", async () => {
    const page = (
      <PageContextProvider value={iphone14ProAnswers()}>
        <TestSite country="ro">
          <ProductPage params={params} replaceAddress={() => undefined} />
        </TestSite>
      </PageContextProvider>
    );
    // What the server writes in the island (its streaming renderer waits for the chunk; a string
    // render does not, so the island's content is put in as the server would have written it).
    const facts = renderToString(
      <TestSite country="ro">
        <StaticFacts
          specs={IPHONE_14_PRO.specs}
          type="SMARTPHONE"
          guide={RO_PRODUCT_GUIDE}
          extras={[]}
        />
      </TestSite>,
    );
    expect(facts).toContain(RO_PRODUCT_GUIDE.warranty.text);
    const html = renderToString(page).replace(
      /<div class="product__static">.*?<\/div>/,
      `<div class="product__static">${facts}</div>`,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const island = () => container.querySelector('.product__static')?.innerHTML;
    const written = island();
    const template = document.createElement('template');
    template.innerHTML = facts;
    expect(written).toBe(template.innerHTML);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(island()).toBe(written);
    // A render after hydration (another grade chosen) leaves the island as the server wrote it.
    const user = userEvent.setup({ document });
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[name="shape"]')];
    const other = radios.find((r) => !r.checked && !r.disabled);
    if (other) await user.click(other);
    expect(island()).toBe(written);
    container.remove();
  });

  it('draws them from their chunk on a page drawn in the browser', async () => {
    render(
      <TestSite country="ro">
        <StaticFacts
          specs={{ chip: 'Apple A16 Bionic', inBox: ['cable'] }}
          type="SMARTPHONE"
          guide={RO_PRODUCT_GUIDE}
          extras={['EXTRA_WARRANTY']}
        />
      </TestSite>,
    );
    expect(screen.getByRole('heading', { name: 'Garanție și retur' })).toBeTruthy();
    expect(screen.getByText(RO_PRODUCT_GUIDE.extras.EXTRA_WARRANTY)).toBeTruthy();
    expect(screen.getByText('Apple A16 Bionic')).toBeTruthy();
  });
});
