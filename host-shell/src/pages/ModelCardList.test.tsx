/**
 * A card names its model as the shop writes it: the brand said once (issue 35: the catalog names
 * "OnePlus 11" of OnePlus, which read "OnePlus OnePlus 11").
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { ModelCard } from '@refurb/shared-contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { TestSite } from '../test-support/test-site';
import { ModelCardList } from './ModelCardList';

const card = (modelId: number, brand: string, name: string): ModelCard => ({
  modelId,
  legacyModelId: 1000 + modelId,
  type: 'SMARTPHONE',
  brand,
  brandSlug: brand.toLowerCase(),
  name,
  slug: `${brand}-${name}`.toLowerCase().replace(/\s+/g, '-'),
  image: '/content/images/x.png',
  productId: `P${modelId}`,
  storage: '128GB',
  color: 'Black',
  grade: 'BUN',
  fromPrice: 1000,
  previousPrice: null,
  inStock: true,
});

afterEach(cleanup);

describe('ModelCardList', () => {
  it('says the brand once', () => {
    render(
      <TestSite country="ro">
        <ModelCardList
          cards={[card(1, 'OnePlus', 'OnePlus 11'), card(2, 'Apple', 'iPhone 14 Pro')]}
          label="Telefoane"
        />
      </TestSite>,
    );
    const names = [...document.querySelectorAll('.card__name')].map((n) => n.textContent);
    expect(names).toEqual(['OnePlus 11', 'Apple iPhone 14 Pro']);
    expect(screen.queryByText(/OnePlus OnePlus/)).toBeNull();
  });
});
