/**
 * The reviews pages against a fake content service: a visitor is asked to sign in (and sent back
 * to the form after), a signed-in person's review is held for moderation (the thanks page says
 * so), a session that ended meanwhile asks for the sign-in again, too many reviews say so, and
 * the list marks verified purchases.
 */
import { type CreateReviewResponse } from '@refurb/shared-contracts/testing';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { routePath } from '@refurb/shared-contracts';
import { type Review, type ReviewsResponse } from '@refurb/shared-contracts/api/content';
import { type SessionStateResponse } from '@refurb/shared-contracts/api/session';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { webStorage } from '@refurb/web-kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { IPHONE_14_PRO } from '../test-support/iphone-14-pro';
import { testSite } from '../test-support/test-site';
import {
  AddReviewPage,
  ASK_SESSION_AFTER_MS,
  REVIEW_DRAFT_KEY,
  ReviewOutcomePage,
  ReviewsPage,
} from './ReviewsPages';
import { ANA } from '../test-support/session-user';

const { t } = createI18n('ro');
const review = (change: Partial<Review> = {}): Review => ({
  id: 'R-1',
  kind: 'shop',
  author: 'Ana Pop',
  rating: 5,
  text: 'Telefonul a arătat ca nou.',
  createdAt: '2026-11-20T10:00:00.000Z',
  verifiedPurchase: false,
  ...change,
});
const failure = (status: number, code: string) =>
  ({ ok: false, error: { status, code, message: code } }) as const;

type CreateReview = Site['api']['createReview'];

function siteWith(api: Partial<Site['api']>): Site {
  const site = testSite('ro');
  return {
    ...site,
    api: { ...site.api, ...api },
    botCheck: { siteKey: 'k', token: async () => 'bot-token' },
  };
}

function renderPage(site: Site, page: ReactNode) {
  return render(
    <SiteProvider value={site}>
      <I18nProvider value={createI18n('ro')}>{page}</I18nProvider>
    </SiteProvider>,
  );
}

async function fillAndSend() {
  fireEvent.change(await screen.findByRole('textbox', { name: t('reviews.form.author') }), {
    target: { value: 'Ana Pop' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: t('reviews.form.text') }), {
    target: { value: 'Telefonul a arătat ca nou.' },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t('reviews.form.submit') }));
  });
}

describe('the add-review form', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', routePath('ro', 'add-review'));
    webStorage('sessionStorage').removeItem(REVIEW_DRAFT_KEY);
    // A navigation scrolls to the top, which jsdom does not implement.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks a visitor to sign in, with a way back to the form, and sends nothing', async () => {
    const createReview = jest.fn<CreateReview>();
    const site = siteWith({ createReview });
    site.bus.publish('session.changed', { user: null });
    renderPage(site, <AddReviewPage />);
    expect(await screen.findByText(t('reviews.signIn'))).toBeTruthy();
    const link = screen.getByRole('link', { name: t('reviews.signInLink') });
    expect(link.getAttribute('href')).toBe(
      `${routePath('ro', 'login')}?redirect=${encodeURIComponent(routePath('ro', 'add-review')!)}`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(createReview).not.toHaveBeenCalled();
  });

  it('asks /bff/session itself when the host has not said who is signed in', async () => {
    jest.useFakeTimers();
    const me = jest.fn(async (): Promise<ApiResult<SessionStateResponse>> => ({
      ok: true,
      data: { user: null },
    }));
    renderPage(siteWith({ session: me }), <AddReviewPage />);
    expect(screen.getByRole('status').textContent).toBe(t('state.loading'));
    await act(async () => {
      jest.advanceTimersByTime(ASK_SESSION_AFTER_MS);
    });
    expect(me).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('reviews.signIn'))).toBeTruthy();
  });

  it('sends a signed-in person’s review and says it appears after a check', async () => {
    const createReview = jest.fn<CreateReview>(
      async (): Promise<ApiResult<CreateReviewResponse>> => ({
        ok: true,
        data: { review: review(), status: 'pending' },
      }),
    );
    const site = siteWith({ createReview });
    site.bus.publish('session.changed', { user: ANA });
    renderPage(site, <AddReviewPage />);
    await fillAndSend();
    expect(createReview).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'ro', author: 'Ana Pop', botToken: 'bot-token' }),
    );
    expect(window.location.pathname).toBe(routePath('ro', 'review-thanks'));
    expect(webStorage('sessionStorage').getItem(REVIEW_DRAFT_KEY)).toBeNull();
    cleanup();
    renderPage(site, <ReviewOutcomePage outcome="thanks" />);
    expect(screen.getByRole('status').textContent).toContain(t('reviews.thanksText'));
    expect(t('reviews.thanksText')).toMatch(/după ce o verificăm/);
  });

  it('asks for the sign-in again when the session ended meanwhile, keeping the draft', async () => {
    const site = siteWith({ createReview: async () => failure(401, 'not_signed_in') });
    site.bus.publish('session.changed', { user: ANA });
    renderPage(site, <AddReviewPage />);
    await fillAndSend();
    expect(screen.getByRole('alert').textContent).toContain(t('reviews.signIn'));
    expect(window.location.pathname).toBe(routePath('ro', 'add-review'));
    expect(webStorage('sessionStorage').getItem(REVIEW_DRAFT_KEY)).toContain('Ana Pop');
  });

  it('says so when the person wrote too many reviews', async () => {
    const site = siteWith({ createReview: async () => failure(429, 'rate_limited') });
    site.bus.publish('session.changed', { user: ANA });
    renderPage(site, <AddReviewPage />);
    await fillAndSend();
    expect(window.location.pathname).toBe(routePath('ro', 'review-error'));
    cleanup();
    renderPage(site, <ReviewOutcomePage outcome="error" />);
    expect(screen.getByRole('alert').textContent).toContain(t('reviews.errorTooMany'));
  });
});

describe('the add-review form for a product model', () => {
  const address = `${routePath('ro', 'add-review')}?model=1011`;
  beforeEach(() => {
    window.history.replaceState(null, '', address);
    webStorage('sessionStorage').removeItem(REVIEW_DRAFT_KEY);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  const withModel = (api: Partial<Site['api']>) =>
    siteWith({
      model: async () => ({ ok: true, data: { model: IPHONE_14_PRO, listings: [] } }),
      ...api,
    });

  it('names the model, says only its buyers may review it, and sends its id', async () => {
    const createReview = jest.fn<CreateReview>(
      async (): Promise<ApiResult<CreateReviewResponse>> => ({
        ok: true,
        data: { review: review({ legacyModelId: 1011 }), status: 'pending' },
      }),
    );
    const site = withModel({ createReview });
    site.bus.publish('session.changed', { user: ANA });
    renderPage(site, <AddReviewPage />);
    expect(await screen.findByText('Apple iPhone 14 Pro')).toBeTruthy();
    expect(screen.getByText(t('reviews.buyersOnly'))).toBeTruthy();
    await fillAndSend();
    expect(createReview).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'ro', kind: 'shop', legacyModelId: 1011 }),
    );
    expect(window.location.pathname).toBe(routePath('ro', 'review-thanks'));
  });

  it('brings a visitor back to the same model’s form once signed in', async () => {
    const site = withModel({});
    site.bus.publish('session.changed', { user: null });
    renderPage(site, <AddReviewPage />);
    const link = await screen.findByRole('link', { name: t('reviews.signInLink') });
    expect(link.getAttribute('href')).toBe(
      `${routePath('ro', 'login')}?redirect=${encodeURIComponent(address)}`,
    );
  });

  it('tells one who did not buy the model why the review was refused, with no retry', async () => {
    const site = withModel({ createReview: async () => failure(403, 'purchase_required') });
    site.bus.publish('session.changed', { user: ANA });
    renderPage(site, <AddReviewPage />);
    await fillAndSend();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `${routePath('ro', 'review-error')}?reason=not-buyer`,
    );
    cleanup();
    renderPage(site, <ReviewOutcomePage outcome="error" />);
    expect(screen.getByRole('alert').textContent).toContain(t('reviews.buyersOnly'));
    expect(screen.queryByRole('link', { name: t('state.retry') })).toBeNull();
    // The draft is kept, should the person come back with the right account.
    expect(webStorage('sessionStorage').getItem(REVIEW_DRAFT_KEY)).toContain('Ana Pop');
  });

  it('ignores a model parameter that is no model id', async () => {
    window.history.replaceState(null, '', `${routePath('ro', 'add-review')}?model=abc`);
    const createReview = jest.fn<CreateReview>(async () => failure(500, 'x'));
    const site = siteWith({ createReview });
    site.bus.publish('session.changed', { user: ANA });
    renderPage(site, <AddReviewPage />);
    await fillAndSend();
    expect(createReview.mock.calls[0]?.[0]).not.toHaveProperty('legacyModelId');
    expect(screen.queryByText(t('reviews.buyersOnly'))).toBeNull();
  });
});

describe('the reviews list', () => {
  afterEach(cleanup);

  it('marks only the verified purchases', async () => {
    const data: ReviewsResponse = {
      reviews: [
        review({ id: 'R-1', verifiedPurchase: true }),
        review({ id: 'R-2', author: 'Mihai' }),
      ],
      average: 5,
    };
    renderPage(
      siteWith({ reviews: async () => ({ ok: true, data }) }),
      <ReviewsPage kind="shop" />,
    );
    expect(await screen.findAllByText(t('reviews.verified'))).toHaveLength(1);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain(t('reviews.verified'));
    expect(second?.textContent).not.toContain(t('reviews.verified'));
  });
});
