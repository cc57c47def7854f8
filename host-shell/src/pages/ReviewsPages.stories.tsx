/**
 * Reviews: the shop's and the sellers' lists with their average and verified-purchase mark, no
 * review yet, loading, failed; the add-review form for a visitor (sign in first), and signed in:
 * empty, sent invalid (the person is told what to fix), reopened with the draft a failed sending
 * kept, sent (held for moderation), and sent after the session ended (sign in again); the two
 * outcome pages, the error one also for too many reviews. A review of a product model (issue 36):
 * the form names the model and says only its buyers may review it; sent by one who did not buy
 * it, the error page says so, with no "try again".
 */
import { routePath } from '@refurb/shared-contracts';
import { type Review } from '@refurb/shared-contracts/api/content';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import {
  catalogFailing,
  catalogHandlers,
  catalogPending,
  findStoryModel,
  productReviewRefused,
  STORY_SHOP,
  storyReviews,
} from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage, network } from '../test-support/story-site';
import { AddReviewPage, REVIEW_DRAFT_KEY, ReviewOutcomePage, ReviewsPage } from './ReviewsPages';
import { webStorage } from '@refurb/web-kit';

/** The signed-in person of the form's stories (`/bff/me` answers them). */
const REVIEWER: SessionUser = {
  id: 'story-reviewer',
  deactivated_at: null,
  email: 'ana@example.ro',
  displayName: 'Ana Pop',
  phoneNumber: null,
};
const signedIn = (...first: Parameters<typeof network>) => ({
  msw: { handlers: [...first, ...catalogHandlers({ ...STORY_SHOP, user: REVIEWER })] },
});

interface ReviewsArgs {
  readonly page: 'shop' | 'sell' | 'add' | 'thanks' | 'error';
  /** Who the host says is signed in (`session.changed`); a visitor by default. */
  readonly user?: SessionUser | null;
}

const meta = {
  title: 'host-shell/Pages/Reviews',
  render: ({ page, user = null }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StoryPage
        key={`${id}|${country}`}
        country={country}
        options={{ listen: (bus) => bus.publish('session.changed', { user }) }}
      >
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
    webStorage('sessionStorage').removeItem(REVIEW_DRAFT_KEY);
    return () => webStorage('sessionStorage').removeItem(REVIEW_DRAFT_KEY);
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
    // The newest was written by a buyer; the others are not marked.
    await expect(canvas.getAllByText(t('reviews.verified'))).toHaveLength(1);
  },
};

export const SellerReviews: Story = {
  args: { page: 'sell' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reviews.average', { average: 5 }))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('reviews.add') })).toBeNull();
    await expect(canvas.getByText(t('reviews.verifiedSale'))).toBeVisible();
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

export const AddReviewSignedOut: Story = {
  args: { page: 'add' },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reviews.signIn'))).toBeVisible();
    const back = encodeURIComponent(routePath(country, 'add-review') ?? '');
    await expect(canvas.getByRole('link', { name: t('reviews.signInLink') })).toHaveAttribute(
      'href',
      `${routePath(country, 'login')}?redirect=${back}`,
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const AddReview: Story = {
  args: { page: 'add', user: REVIEWER },
  parameters: signedIn(),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: t('reviews.form.author') }),
    ).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t('reviews.form.rating') })).toHaveValue('5');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AddReviewInvalid: Story = {
  args: { page: 'add', user: REVIEWER },
  parameters: signedIn(),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('reviews.form.author') }),
      'A',
    );
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
  args: { page: 'add', user: REVIEWER },
  parameters: signedIn(),
  beforeEach: ({ globals }) => {
    const [{ author, text }] = storyReviews(countryOf(globals), 'shop') as [Review];
    const draft = { author, rating: 4, text };
    webStorage('sessionStorage').setItem(REVIEW_DRAFT_KEY, JSON.stringify(draft));
  },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    const [{ author }] = storyReviews(country, 'shop') as [Review];
    await expect(
      await canvas.findByRole('textbox', { name: t('reviews.form.author') }),
    ).toHaveValue(author);
    await expect(canvas.getByRole('combobox', { name: t('reviews.form.rating') })).toHaveValue('4');
  },
};

export const AddReviewSent: Story = {
  args: { page: 'add', user: REVIEWER },
  parameters: signedIn(),
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    const [{ author, text }] = storyReviews(country, 'shop') as [Review];
    const frame = window.location.href;
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('reviews.form.author') }),
      author,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: t('reviews.form.text') }), text);
    await userEvent.click(canvas.getByRole('button', { name: t('reviews.form.submit') }));
    // Held for moderation: the person goes on to the thanks page and the draft is forgotten.
    await waitFor(() => expect(window.location.pathname).toBe(routePath(country, 'review-thanks')));
    await expect(webStorage('sessionStorage').getItem(REVIEW_DRAFT_KEY)).toBeNull();
    // The story has no router: the frame goes back to its own address.
    window.history.replaceState(null, '', frame);
  },
};

export const AddReviewSessionEnded: Story = {
  args: { page: 'add', user: REVIEWER },
  parameters: {
    ...signedIn(catalogFailing('createReview', { status: 401 })),
    expectedHttpErrors: 1,
  },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    const [{ author, text }] = storyReviews(country, 'shop') as [Review];
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('reviews.form.author') }),
      author,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: t('reviews.form.text') }), text);
    await userEvent.click(canvas.getByRole('button', { name: t('reviews.form.submit') }));
    // Signed out meanwhile: asked to sign in again, the draft kept for when they are back.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('reviews.signIn'));
    await expect(webStorage('sessionStorage').getItem(REVIEW_DRAFT_KEY)).toContain(author);
  },
};

export const Thanks: Story = {
  args: { page: 'thanks' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('reviews.thanksTitle'));
    // Held for moderation: it says the review appears once checked.
    await expect(status).toHaveTextContent(t('reviews.thanksText'));
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

export const TooManyReviews: Story = {
  args: { page: 'error' },
  // shop-api answered 429: the form sent the person here with `?reason=too-many`.
  beforeEach: () => {
    const frame = window.location.href;
    const url = new URL(frame);
    url.searchParams.set('reason', 'too-many');
    window.history.replaceState(null, '', url);
    return () => window.history.replaceState(null, '', frame);
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(t('reviews.errorTooMany'))).toBeVisible();
    await expect(alert.getByRole('link', { name: t('reviews.back') })).toBeVisible();
  },
};

/** The frame's address with `query` set for the story, put back after it. */
const withQuery = (query: Readonly<Record<string, string>>) => () => {
  const frame = window.location.href;
  const url = new URL(frame);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  window.history.replaceState(null, '', url);
  return () => window.history.replaceState(null, '', frame);
};

/** The product page's "write a review" (`?model=1301`): the form names the model and who may review it. */
export const AddReviewOfModel: Story = {
  args: { page: 'add', user: REVIEWER },
  parameters: signedIn(),
  beforeEach: withQuery({ model: '1301' }),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const model = findStoryModel(1301)!;
    await expect(await canvas.findByText(`${model.brand} ${model.name}`)).toBeVisible();
    await expect(canvas.getByText(t('reviews.buyersOnly'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('reviews.form.author') })).toBeVisible();
  },
};

/** Sent by one who never bought the model: shop-api's 403 sends them to the error page, saying why. */
export const AddReviewOfModelRefused: Story = {
  args: { page: 'add', user: REVIEWER },
  parameters: { ...signedIn(productReviewRefused()), expectedHttpErrors: 1 },
  beforeEach: withQuery({ model: '1301' }),
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    const [{ author, text }] = storyReviews(country, 'shop') as [Review];
    const frame = window.location.href;
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('reviews.form.author') }),
      author,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: t('reviews.form.text') }), text);
    await userEvent.click(canvas.getByRole('button', { name: t('reviews.form.submit') }));
    await waitFor(() => expect(window.location.pathname).toBe(routePath(country, 'review-error')));
    await expect(window.location.search).toBe('?reason=not-buyer');
    window.history.replaceState(null, '', frame);
  },
};

export const NotABuyer: Story = {
  args: { page: 'error' },
  beforeEach: withQuery({ reason: 'not-buyer' }),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(t('reviews.buyersOnly'))).toBeVisible();
    await expect(alert.queryByRole('link', { name: t('state.retry') })).toBeNull();
    await expect(alert.getByRole('link', { name: t('reviews.back') })).toBeVisible();
  },
};
