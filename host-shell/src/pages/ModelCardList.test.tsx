/**
 * A card names its model as the shop writes it: the brand said once (issue 35: the catalog names
 * "OnePlus 11" of OnePlus, which read "OnePlus OnePlus 11"). A card whose model has reviews shows
 * its rating, "★ 4,6 (12)", said in words to a screen reader (issue 36).
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Country } from '@refurb/shared-contracts';
import type { ModelCard } from '@refurb/shared-contracts/api/catalog';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { TestSite, testSite } from '../test-support/test-site';
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

type Ratings = Site['api']['ratings'];

function cardsWithRatings(country: Country, answer: Awaited<ReturnType<Ratings>>) {
  const ratings = jest.fn<Ratings>(async () => answer);
  const site = testSite(country);
  render(
    <SiteProvider value={{ ...site, api: { ...site.api, ratings } }}>
      <I18nProvider value={createI18n(country)}>
        <ModelCardList
          cards={[card(11, 'Apple', 'iPhone 14 Pro'), card(12, 'Apple', 'iPhone 13')]}
          label="Telefoane"
        />
      </I18nProvider>
    </SiteProvider>,
  );
  return ratings;
}

describe('the cards’ ratings', () => {
  it.each<[Country, string]>([
    ['ro', 'Nota medie: 4,6 din 5, 12 recenzii'],
    ['bg', 'Средна оценка: 4,6 от 5, 12 отзива'],
    ['hu', 'Átlagos értékelés: 4,6 / 5, 12 vélemény'],
    ['gr', 'Μέση βαθμολογία: 4,6 από 5, 12 κριτικές'],
  ])('%s: shows a rated model’s stars and count, said in words', async (country, label) => {
    const ratings = cardsWithRatings(country, {
      ok: true,
      data: { ratings: { '1011': { average: 4.6, count: 12 } } },
    });
    const rating = await screen.findByRole('img', { name: label });
    expect(rating.textContent).toBe('★ 4,6 (12)');
    expect(rating.closest('li')?.textContent).toContain('iPhone 14 Pro');
    // One call for the list; the unrated model shows no rating.
    expect(ratings).toHaveBeenCalledTimes(1);
    expect(ratings).toHaveBeenCalledWith(country, '1011,1012');
    expect(document.querySelectorAll('.card__rating')).toHaveLength(1);
  });

  it('shows the cards without ratings when they cannot be read', async () => {
    const ratings = cardsWithRatings('ro', {
      ok: false,
      error: { status: 503, code: 'unavailable', message: 'down' },
    });
    await screen.findByText('Apple iPhone 13');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(ratings).toHaveBeenCalled();
    expect(document.querySelector('.card__rating')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
