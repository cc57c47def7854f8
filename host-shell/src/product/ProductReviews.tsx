/**
 * A product model's reviews on its page (issue 36), under its name: the rating as stars and words,
 * "★★★★★ 4,6 / 5 · 12 recenzii", which opens onto the newest reviews (SHOWN_REVIEWS) and the
 * link to write one; a model without reviews shows that link alone. The page reads the reviews
 * (its structured data states them too) and hands them here: one call, in the browser too. Every review is a buyer's
 * (shop-api takes a model's review from no one else), so each says "verified purchase".
 *
 * A disclosure (`<details>`), closed: the rating sits by the name without pushing the price and
 * the choices down, the reviews are one click (or Enter) away, and it needs no script, so the
 * server's HTML is the whole of it: a server-rendered island (app/island.tsx), whose code the
 * browser loads only to draw it itself. Loading or failed, it shows nothing: the reviews are not what
 * the page is for, and the rest of it goes on without them.
 *
 * The HTML cache follows the catalog's version, which reviews do not move: a moderator's publish
 * shows on a cached page within the cache's time to live (HOST_PAGE_CACHE_TTL_MS, a minute).
 */
import { amountFormatter, routePath, type Country } from '@refurb/shared-contracts';
import { type ReviewsResponse } from '@refurb/shared-contracts/api/content';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';
import { modelReviewsKey, SHOWN_REVIEWS } from './review-keys';

export { modelReviewsKey, SHOWN_REVIEWS };

/** A rating as five stars, to the nearest whole one: 4.6 is "★★★★★", 4.4 "★★★★☆". */
export const stars = (rating: number) => {
  const full = Math.round(rating);
  return '★'.repeat(full) + '☆'.repeat(5 - full);
};

/** The add-review page for a model (`?model=`: the review is of it). */
export const addReviewHref = (country: Country, legacyModelId: number) =>
  `${routePath(country, 'add-review') ?? '/'}?model=${legacyModelId}`;

export function ProductReviews({
  legacyModelId,
  list,
}: {
  legacyModelId: number;
  /** The model's reviews as the page read them (its structured data states them too), or null. */
  list: ReviewsResponse | null;
}) {
  const { country } = useSite();
  const { t, formatDate } = useI18n();
  if (!list) return null;
  const { reviews, average, count = reviews.length } = list;
  const write = <Link href={addReviewHref(country, legacyModelId)}>{t('reviews.add')}</Link>;
  if (average === null || count === 0) return <p>{write}</p>;
  return (
    <details className="product__reviews">
      <summary>
        <span aria-hidden="true">{stars(average)} </span>
        {amountFormatter(country)(average)} / 5 · {t('reviews.count', { count })}
      </summary>
      <ul className="reviews">
        {reviews.map((review) => (
          <li key={review.id}>
            <p>
              <span role="img" aria-label={t('reviews.rating', { rating: review.rating })}>
                {stars(review.rating)}
              </span>{' '}
              <strong>{review.author}</strong> ·{' '}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              {review.verifiedPurchase && (
                <>
                  {' · '}
                  <span className="reviews__verified">{t('reviews.verified')}</span>
                </>
              )}
            </p>
            <p>{review.text}</p>
          </li>
        ))}
      </ul>
      {write}
    </details>
  );
}
