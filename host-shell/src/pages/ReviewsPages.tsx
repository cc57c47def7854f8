/**
 * Reviews of the shop (and of selling to it): the list with its average, each review marked when
 * its author bought (or sold) here, the add-review form and its two outcomes.
 *
 * Only a signed-in person writes a review (shop-api refuses a visitor's): the form asks a visitor
 * to sign in first, with a link to the login page that comes back here (`?redirect=`); who is
 * signed in comes from `session.changed` on the bus (or `/bff/session` when the host has not said). A sent review is held for moderation, so the
 * thanks page says it appears once checked. A failed submission goes to the review-error page
 * with the draft kept in session storage, so "try again" brings the text back (too many reviews
 * says so: `?reason=too-many`); a session that ended meanwhile brings the sign-in back here; a
 * sent one clears the draft.
 *
 * A review of a product model (issue 36): the product page links here with `?model=<its legacy
 * id>`; the form names the model, says that only its buyers may review it, and sends the id. One
 * who did not buy it gets shop-api's 403 `purchase_required`, and the error page says why
 * (`?reason=not-buyer`), with no "try again".
 */
import { modelTitle, PgIdText, routePath, type RouteName } from '@refurb/shared-contracts';
import { REVIEW_TEXT_MAX } from '@refurb/shared-contracts/api/content';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { useSessionUser, webStorage } from '@refurb/web-kit';
import { useEffect, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useServerPage } from '../app/server-page';
import { useSite } from '../app/site';
import { useResource } from '../api/use-resource';
import { useI18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { Link, navigate, useLocation } from '../routing/router';
import { Empty, Failed, Loading } from './states';

export const REVIEW_DRAFT_KEY = 'refurb:review-draft:v1';
// The draft survives a reload where storage allows; where it refuses (blocked, quota) the form
// simply works without it.
const draftStorage = webStorage('sessionStorage');
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
  // A review published by a moderator shows at once: the HTML cache follows the catalog only.
  useServerPage()?.setNotStorable();
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
                    {review.verifiedPurchase && (
                      <>
                        {' · '}
                        <span className="reviews__verified">
                          <span aria-hidden="true">✓ </span>
                          {kind === 'shop' ? t('reviews.verified') : t('reviews.verifiedSale')}
                        </span>
                      </>
                    )}
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

/** How long the form waits for the host to say who is signed in before it asks itself. */
export const ASK_SESSION_AFTER_MS = 1500;

type Reviewer =
  | { readonly status: 'known'; readonly user: SessionUser | null }
  | { readonly status: 'unknown' }
  | { readonly status: 'failed'; readonly retry: () => void };

/**
 * Who is signed in: what the host's `session.changed` said (replayed to this page; it follows
 * sign-ins and sign-outs), or, when the host has not said within ASK_SESSION_AFTER_MS (its
 * `/bff/session` went unanswered), this page's own `/bff/session`: a failure offers a retry.
 */
function useReviewer(): Reviewer {
  const site = useSite();
  const announced = useSessionUser(site.bus);
  const [asked, setAsked] = useState<Reviewer>({ status: 'unknown' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (announced !== undefined) return;
    let live = true;
    const timer = setTimeout(
      () =>
        void site.api.session().then((answer) => {
          if (!live) return;
          if (answer.ok) setAsked({ status: 'known', user: answer.data.user });
          else {
            const retry = () => {
              setAsked({ status: 'unknown' });
              setAttempt((n) => n + 1);
            };
            setAsked({ status: 'failed', retry });
          }
        }),
      attempt === 0 ? ASK_SESSION_AFTER_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [announced, attempt, site.api]);
  return announced !== undefined ? { status: 'known', user: announced } : asked;
}

/** The login page, coming back to the add-review form (of `model`, if any) once signed in. */
function signInPath(country: ReturnType<typeof useSite>['country'], model?: number): string {
  const back = `${routePath(country, 'add-review') ?? '/'}${model ? `?model=${model}` : ''}`;
  return `${routePath(country, 'login') ?? '/'}?redirect=${encodeURIComponent(back)}`;
}

/** The product model a review is of: the address's `?model=`, when it is a model id. */
function useReviewedModel(): number | undefined {
  const parsed = PgIdText.safeParse(new URLSearchParams(useLocation().search).get('model'));
  return parsed.success ? parsed.data : undefined;
}

/** The reviewed model's name (from the catalog), and who may review it. */
function ReviewedModel({ legacyModelId }: { legacyModelId: number }) {
  const site = useSite();
  const { t } = useI18n();
  const page = useResource(`model:${site.country}:${legacyModelId}`, () =>
    site.api.model(site.country, String(legacyModelId)),
  );
  return (
    <>
      {page.status === 'ready' && (
        <p>
          <strong>{modelTitle(page.data.model.brand, page.data.model.name)}</strong>
        </p>
      )}
      <p className="hint">{t('reviews.buyersOnly')}</p>
    </>
  );
}

export function AddReviewPage() {
  const site = useSite();
  const { t } = useI18n();
  usePageHead(t('reviews.add'), { name: 'add-review' }, { noindex: true });
  const model = useReviewedModel();
  const user = useReviewer();
  const [draft, setDraft] = useState(readDraft);
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  // The session ended between showing the form and sending it (shop-api answered 401).
  const [sessionEnded, setSessionEnded] = useState(false);
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
      ? await site.api.createReview({
          country: site.country,
          kind: 'shop',
          ...draft,
          botToken,
          ...(model ? { legacyModelId: model } : {}),
        })
      : null;
    setSending(false);
    if (result && !result.ok && result.error.status === 401) {
      setSessionEnded(true);
      return;
    }
    const target: RouteName = result?.ok ? 'review-thanks' : 'review-error';
    if (result?.ok) draftStorage.removeItem(REVIEW_DRAFT_KEY);
    const error = result && !result.ok ? result.error : null;
    const reason =
      error?.status === 429
        ? '?reason=too-many'
        : error?.code === 'purchase_required'
          ? '?reason=not-buyer'
          : '';
    navigate(`${routePath(site.country, target) ?? '/'}${reason}`);
  };
  if (user.status !== 'known' && !sessionEnded) {
    return (
      <>
        <h1>{t('reviews.add')}</h1>
        {user.status === 'failed' ? <Failed retry={user.retry} /> : <Loading />}
      </>
    );
  }
  if (user.status !== 'known' || user.user === null || sessionEnded) {
    return (
      <>
        <h1>{t('reviews.add')}</h1>
        <div role={sessionEnded ? 'alert' : undefined} className="notice">
          <p>{t('reviews.signIn')}</p>
          <Link href={signInPath(site.country, model)} className="button button--primary">
            {t('reviews.signInLink')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>{t('reviews.add')}</h1>
      {model && <ReviewedModel legacyModelId={model} />}
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
  usePageHead(
    title,
    { name: outcome === 'thanks' ? 'review-thanks' : 'review-error' },
    { noindex: true },
  );
  const reason = new URLSearchParams(useLocation().search).get('reason');
  const text =
    outcome === 'thanks'
      ? t('reviews.thanksText')
      : reason === 'too-many'
        ? t('reviews.errorTooMany')
        : reason === 'not-buyer'
          ? t('reviews.buyersOnly')
          : t('reviews.errorText');
  return (
    <div role={outcome === 'error' ? 'alert' : 'status'}>
      <h1>{title}</h1>
      <p>{text}</p>
      {outcome === 'error' && reason !== 'not-buyer' && (
        <Link href={routePath(site.country, 'add-review') ?? '/'}>{t('state.retry')}</Link>
      )}{' '}
      <Link href={routePath(site.country, 'reviews') ?? '/'}>{t('reviews.back')}</Link>
    </div>
  );
}
