/**
 * Reviews: the shop's and the sellers' lists with their average, no review yet, loading, failed;
 * the add-review form empty, sent invalid (the person is told what to fix), reopened with the
 * draft a failed sending kept, and sent (the content service publishes it); the two outcome pages.
 */
import { routePath, type Review } from '@refurb/shared-contracts';
import {
  catalogFailing,
  catalogHandlers,
  catalogPending,
  STORY_SHOP,
  storyReviews,
} from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage, network } from '../test-support/story-site';
import { AddReviewPage, REVIEW_DRAFT_KEY, ReviewOutcomePage, ReviewsPage } from './ReviewsPages';

interface ReviewsArgs {
  readonly page: 'shop' | 'sell' | 'add' | 'thanks' | 'error';
}

const meta = {
  title: 'host-shell/Pages/Reviews',
  render: ({ page }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StoryPage key={`${id}|${country}`} country={country}>
        {page === 'shop' || page === 'sell' ? (
          <ReviewsPage kind={page} />
        ) : page === 'add' ? (
          <AddReviewPage />
        ) : (
          <ReviewOutcomePage outcome={page} />
        )}
      </StoryPage>
    );
  },
  args: { page: 'shop' },
  // The form's draft lives in session storage: every story starts without one.
  beforeEach: () => {
    window.sessionStorage.removeItem(REVIEW_DRAFT_KEY);
    return () => window.sessionStorage.removeItem(REVIEW_DRAFT_KEY);
  },
  parameters: network(),
} satisfies Meta<ReviewsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShopReviews: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reviews.average', { average: 4.7 }))).toBeVisible();
    await expect(canvas.getAllByText(t('reviews.rating', { rating: 5 }))).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t('reviews.add') })).toBeVisible();
  },
};

export const SellerReviews: Story = {
  args: { page: 'sell' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reviews.average', { average: 5 }))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('reviews.add') })).toBeNull();
  },
};

export const NoReviewsYet: Story = {
  parameters: { msw: { handlers: catalogHandlers({ ...STORY_SHOP, reviews: () => [] }) } },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(await within(canvasElement).findByText(t('state.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: network(catalogPending('reviews')),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('state.loading'));
  },
};

export const Failed: Story = {
  parameters: { ...network(catalogFailing('reviews')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('state.retry') })).toBeVisible();
  },
};

export const AddReview: Story = {
  args: { page: 'add' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('reviews.form.author') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t('reviews.form.rating') })).toHaveValue('5');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AddReviewInvalid: Story = {
  args: { page: 'add' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('reviews.form.author') }), 'A');
    await userEvent.type(canvas.getByRole('textbox', { name: t('reviews.form.text') }), 'Super!');
    await userEvent.click(canvas.getByRole('button', { name: t('reviews.form.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('reviews.form.invalid'));
    // Nothing was sent: the person is still on the form, with what they typed.
    await expect(canvas.getByRole('textbox', { name: t('reviews.form.text') })).toHaveValue(
      'Super!',
    );
  },
};

export const AddReviewDraftKept: Story = {
  args: { page: 'add' },
  beforeEach: ({ globals }) => {
    const [{ author, text }] = storyReviews(countryOf(globals), 'shop') as [Review];
    const draft = { author, rating: 4, text };
    window.sessionStorage.setItem(REVIEW_DRAFT_KEY, JSON.stringify(draft));
  },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    const [{ author }] = storyReviews(country, 'shop') as [Review];
    await expect(canvas.getByRole('textbox', { name: t('reviews.form.author') })).toHaveValue(
      author,
    );
    await expect(canvas.getByRole('combobox', { name: t('reviews.form.rating') })).toHaveValue('4');
  },
};

export const AddReviewSent: Story = {
  args: { page: 'add' },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    const [{ author, text }] = storyReviews(country, 'shop') as [Review];
    const frame = window.location.href;
    await userEvent.type(canvas.getByRole('textbox', { name: t('reviews.form.author') }), author);
    await userEvent.type(canvas.getByRole('textbox', { name: t('reviews.form.text') }), text);
    await userEvent.click(canvas.getByRole('button', { name: t('reviews.form.submit') }));
    // Published: the person goes on to the thanks page and the draft is forgotten.
    await waitFor(() => expect(window.location.pathname).toBe(routePath(country, 'review-thanks')));
    await expect(window.sessionStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
    // The story has no router: the frame goes back to its own address.
    window.history.replaceState(null, '', frame);
  },
};

export const Thanks: Story = {
  args: { page: 'thanks' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('reviews.thanksTitle'),
    );
  },
};

export const SendingFailed: Story = {
  args: { page: 'error' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('link', { name: t('state.retry') })).toBeVisible();
    await expect(alert.getByRole('link', { name: t('reviews.back') })).toBeVisible();
  },
};
