/**
 * A model's reviews on its product page (issue 36), as a shopper sees them: the rating by the
 * name in stars and words, in each site's language and plural forms, opening onto the newest
 * reviews, each a verified purchase, and the link to write one for this model; a model without
 * reviews shows the link alone, and a failed call shows nothing.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { routePath, type Country } from '@refurb/shared-contracts';
import { type Review, type ReviewsResponse } from '@refurb/shared-contracts/api/content';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { testSite } from '../test-support/test-site';
import { ProductReviews, stars } from './ProductReviews';

const review = (id: number, rating: number, author: string): Review => ({
  id: `R-ro-${id}`,
  kind: 'shop',
  author,
  rating,
  text: `Telefonul arată ca nou (${id}).`,
  createdAt: new Date(Date.UTC(2026, 10, 20 - id, 9)).toISOString(),
  verifiedPurchase: true,
  legacyModelId: 1011,
});

const TWELVE: ReviewsResponse = {
  reviews: [review(1, 5, 'Andrei V.'), review(2, 4, 'Elena M.')],
  average: 4.6,
  count: 12,
};

type ModelReviews = Site['api']['modelReviews'];

function show(country: Country, answer: Awaited<ReturnType<ModelReviews>>) {
  const site = testSite(country);
  render(
    <SiteProvider value={site}>
      <I18nProvider value={createI18n(country)}>
        <ProductReviews legacyModelId={1011} list={answer.ok ? answer.data : null} />
      </I18nProvider>
    </SiteProvider>,
  );
}

afterEach(cleanup);

describe('a model’s reviews on its page', () => {
  it('rates it by its name and opens onto its newest reviews, each a verified purchase', async () => {
    const { t, formatDate } = createI18n('ro');
    show('ro', { ok: true, data: TWELVE });
    const summary = await screen.findByText(/4,6 \/ 5 · 12 recenzii/);
    expect(summary.closest('summary')?.textContent).toBe('★★★★★ 4,6 / 5 · 12 recenzii');

    const items = screen.getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('img', { hidden: true }).getAttribute('aria-label')).toBe(
      t('reviews.rating', { rating: 5 }),
    );
    expect(items[0]!.textContent).toContain('Andrei V.');
    expect(items[0]!.textContent).toContain(formatDate(TWELVE.reviews[0]!.createdAt));
    expect(items[0]!.textContent).toContain(t('reviews.verified'));
    expect(items[1]!.textContent).toContain('★★★★☆');

    const write = screen.getByRole('link', { name: t('reviews.add'), hidden: true });
    expect(write.getAttribute('href')).toBe(`${routePath('ro', 'add-review')}?model=1011`);
  });

  it.each<[Country, string]>([
    ['bg', '4,6 / 5 · 12 отзива'],
    ['hu', '4,6 / 5 · 12 vélemény'],
    ['gr', '4,6 / 5 · 12 κριτικές'],
  ])('%s: says the rating in its own words', async (country, said) => {
    show(country, { ok: true, data: TWELVE });
    expect(await screen.findByText(said, { exact: false })).toBeTruthy();
  });

  it('says one review in the singular', async () => {
    show('ro', { ok: true, data: { reviews: [review(1, 4, 'Ana')], average: 4, count: 1 } });
    expect(await screen.findByText(/4 \/ 5 · 1 recenzie$/)).toBeTruthy();
  });

  it('offers only the link to write the first review when there is none', async () => {
    const { t } = createI18n('ro');
    show('ro', { ok: true, data: { reviews: [], average: null, count: 0 } });
    const write = await screen.findByRole('link', { name: t('reviews.add') });
    expect(write.getAttribute('href')).toBe(`${routePath('ro', 'add-review')}?model=1011`);
    expect(document.querySelector('details')).toBeNull();
  });

  it('shows nothing when the reviews could not be read', async () => {
    show('ro', {
      ok: false,
      error: { status: 503, code: 'unavailable', message: 'down' },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.body.textContent).toBe('');
  });
});

describe('stars', () => {
  it.each([
    [5, '★★★★★'],
    [4.6, '★★★★★'],
    [4.4, '★★★★☆'],
    [1, '★☆☆☆☆'],
  ])('%s is %s', (rating, text) => {
    expect(stars(rating)).toBe(text);
  });
});
