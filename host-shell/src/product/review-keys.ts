/**
 * What the product page and its reviews island (ProductReviews.tsx) share: the reviews' resource
 * key and how many are shown, so the page's structured data reads the same answer the island
 * shows (one call on the server), without the island's code in the page's first scripts.
 */
import type { Country } from '@refurb/shared-contracts';

/** The newest reviews the page shows, and its structured data names (REVIEWS_STATED). */
export const SHOWN_REVIEWS = 5;

/** The resource key of a model's reviews on a site. */
export const modelReviewsKey = (country: Country, legacyModelId: number) =>
  `reviews:${country}:model:${legacyModelId}`;
