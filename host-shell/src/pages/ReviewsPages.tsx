/**
 * Reviews of the shop (and of selling to it): the list with its average, the add-review form and
 * its two outcomes. A failed submission goes to the review-error page with the draft kept in
 * session storage, so "try again" brings the text back; a published one clears it.
 */
import {
  guardedStorage,
  REVIEW_TEXT_MAX,
  routePath,
  type RouteName,
} from '@refurb/shared-contracts';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useSite } from '../app/site';
import { useResource } from '../api/use-resource';
import { useI18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { Link, navigate } from '../routing/router';
import { Empty, Failed, Loading } from './states';

export const REVIEW_DRAFT_KEY = 'refurb:review-draft:v1';
// The draft survives a reload where storage allows; where it refuses (blocked, quota) the form
// simply works without it.
const draftStorage = guardedStorage(() => window.sessionStorage);
const DraftSchema = z.object({
  author: z.string(),
  rating: z.int().check(z.gte(1), z.lte(5)),
  text: z.string(),
});
type Draft = z.infer<typeof DraftSchema>;

function readDraft(): Draft {
  try {
    const parsed = DraftSchema.safeParse(
      JSON.parse(draftStorage.getItem(REVIEW_DRAFT_KEY) ?? 'null'),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // A draft that cannot be read is dropped; the form starts empty.
  }
  return { author: '', rating: 5, text: '' };
}

export function ReviewsPage({ kind }: { kind: 'shop' | 'sell' }) {
  const site = useSite();
  const { t, formatDate } = useI18n();
  const title = kind === 'shop' ? t('reviews.title') : t('reviews.sellTitle');
  usePageHead(title, { name: kind === 'shop' ? 'reviews' : 'reviews-sell' });
  const list = useResource(`reviews:${site.country}:${kind}`, () =>
    site.api.reviews(site.country, kind),
  );
  return (
    <>
      <h1>{title}</h1>
      {kind === 'shop' && (
        <Link href={routePath(site.country, 'add-review') ?? '/'}>{t('reviews.add')}</Link>
      )}
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <Failed retry={list.retry} />}
      {list.status === 'ready' && (
        <>
          {list.data.average !== null && (
            <p>{t('reviews.average', { average: list.data.average })}</p>
          )}
          {list.data.reviews.length === 0 ? (
            <Empty />
          ) : (
            <ul className="reviews">
              {list.data.reviews.map((review) => (
                <li key={review.id}>
                  <p>
                    <strong>{review.author}</strong> ·{' '}
                    <span>{t('reviews.rating', { rating: review.rating })}</span> ·{' '}
                    <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                  </p>
                  <p>{review.text}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

export function AddReviewPage() {
  const site = useSite();
  const { t } = useI18n();
  usePageHead(t('reviews.add'), { name: 'add-review' });
  const [draft, setDraft] = useState(readDraft);
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const update = (change: Partial<Draft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    draftStorage.setItem(REVIEW_DRAFT_KEY, JSON.stringify(next));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.author.trim().length < 2 || draft.text.trim().length < 10) {
      setInvalid(true);
      return;
    }
    setSending(true);
    const botToken = await site.botCheck.token('review');
    const result = botToken
      ? await site.api.createReview({ country: site.country, kind: 'shop', ...draft, botToken })
      : null;
    setSending(false);
    const target: RouteName = result?.ok ? 'review-thanks' : 'review-error';
    if (result?.ok) draftStorage.removeItem(REVIEW_DRAFT_KEY);
    navigate(routePath(site.country, target as 'review-thanks') ?? '/');
  };
  return (
    <>
      <h1>{t('reviews.add')}</h1>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {invalid && (
          <p role="alert" className="notice notice--error">
            {t('reviews.form.invalid')}
          </p>
        )}
        <label>
          {t('reviews.form.author')}
          <input
            value={draft.author}
            maxLength={60}
            required
            autoComplete="name"
            onChange={(e) => update({ author: e.target.value })}
          />
        </label>
        <label>
          {t('reviews.form.rating')}
          <select value={draft.rating} onChange={(e) => update({ rating: Number(e.target.value) })}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('reviews.rating', { rating: n })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('reviews.form.text')}
          <textarea
            value={draft.text}
            maxLength={REVIEW_TEXT_MAX}
            rows={5}
            required
            onChange={(e) => update({ text: e.target.value })}
          />
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
        >
          {t('reviews.form.submit')}
        </button>
      </form>
    </>
  );
}

export function ReviewOutcomePage({ outcome }: { outcome: 'thanks' | 'error' }) {
  const site = useSite();
  const { t } = useI18n();
  const title = outcome === 'thanks' ? t('reviews.thanksTitle') : t('reviews.errorTitle');
  usePageHead(title, { name: outcome === 'thanks' ? 'review-thanks' : 'review-error' });
  return (
    <div role={outcome === 'error' ? 'alert' : 'status'}>
      <h1>{title}</h1>
      <p>{outcome === 'thanks' ? t('reviews.thanksText') : t('reviews.errorText')}</p>
      {outcome === 'error' && (
        <Link href={routePath(site.country, 'add-review') ?? '/'}>{t('state.retry')}</Link>
      )}{' '}
      <Link href={routePath(site.country, 'reviews') ?? '/'}>{t('reviews.back')}</Link>
    </div>
  );
}
