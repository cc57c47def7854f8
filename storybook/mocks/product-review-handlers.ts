/**
 * Reviews of product models for stories (issue 36), as shop-api answers them: a model's newest
 * published reviews with their average and count (`/content/reviews?model=`), and the listing
 * cards' ratings (`/content/ratings?models=`). The iPhone 13 (1301) has three reviews on every
 * site, the iPhone 15 Pro (1501) one, every other story model none. Each is a buyer's, so a
 * verified purchase. `catalogHandlers` puts these first: a reviews request without `model` falls
 * through to its handler of the site's own reviews.
 */
import { safeParseWithMessages, type Country } from '@refurb/shared-contracts';
import {
  RatingsQuerySchema,
  RatingsResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  type RatingsResponse,
  type Review,
} from '@refurb/shared-contracts/api/content';
import { http, type RequestHandler } from 'msw';
import type * as z from 'zod/mini';
import { answer, failure, never, service } from './answer';
import { averageRating } from './content-fixtures';

type Words = readonly (readonly [author: string, rating: number, text: string])[];

/** What buyers of each model say, by site: newest first. */
const WORDS: Readonly<Record<number, Readonly<Record<Country, Words>>>> = {
  1301: {
    ro: [
      ['Andrei V.', 5, 'Arată ca nou, bateria ține toată ziua. Foarte mulțumit.'],
      ['Elena M.', 4, 'Funcționează foarte bine; are o urmă fină pe ramă, cum scria la stare.'],
      ['Radu C.', 5, 'Merge perfect, nu se vede că e recondiționat. Recomand.'],
    ],
    bg: [
      ['Петър Д.', 5, 'Изглежда като нов, батерията издържа цял ден. Много съм доволен.'],
      ['Елена Н.', 4, 'Работи много добре; има лека следа по рамката, както пишеше.'],
      ['Стефан М.', 5, 'Работи перфектно, не личи, че е рециклиран. Препоръчвам.'],
    ],
    hu: [
      ['Tóth Gábor', 5, 'Olyan, mintha új lenne, az akkumulátor egész nap bírja.'],
      ['Kiss Júlia', 4, 'Nagyon jól működik; a keretén van egy halvány nyom, ahogy írták.'],
      ['Molnár Ádám', 5, 'Tökéletesen működik, nem látszik rajta, hogy felújított.'],
    ],
    gr: [
      ['Δημήτρης Κ.', 5, 'Φαίνεται σαν καινούργιο, η μπαταρία κρατάει όλη μέρα.'],
      ['Μαρία Π.', 4, 'Λειτουργεί πολύ καλά· έχει ένα ελαφρύ σημάδι στο πλαίσιο.'],
      ['Γιάννης Θ.', 5, 'Λειτουργεί άψογα, δεν φαίνεται ότι είναι ανακατασκευασμένο.'],
    ],
  },
  1501: {
    ro: [['Ioana R.', 4, 'Camera e excelentă, bateria putea fi puțin mai bună.']],
    bg: [['Ивана К.', 4, 'Камерата е отлична, батерията можеше да е малко по-добра.']],
    hu: [['Varga Réka', 4, 'A kamera kiváló, az akkumulátor lehetne kicsit jobb.']],
    gr: [['Σοφία Μ.', 4, 'Η κάμερα είναι εξαιρετική, η μπαταρία θα μπορούσε να είναι καλύτερη.']],
  },
};

/** A model's published reviews on a site, newest first (a week apart, back from 20 November 2026). */
export function storyProductReviews(country: Country, legacyModelId: number): Review[] {
  return (WORDS[legacyModelId]?.[country] ?? []).map(([author, rating, text], i) => ({
    id: `R-${country}-${legacyModelId}${i + 1}`,
    kind: 'shop',
    author,
    rating,
    text,
    createdAt: new Date(Date.UTC(2026, 10, 20 - 7 * i, 10)).toISOString(),
    verifiedPurchase: true,
    legacyModelId,
  }));
}

/** The cards' ratings of `models` on a site, as `/content/ratings` answers them. */
export function storyRatings(country: Country, models: readonly number[]): RatingsResponse {
  const ratings: RatingsResponse['ratings'] = {};
  for (const model of models) {
    const reviews = storyProductReviews(country, model);
    const average = averageRating(reviews);
    if (average !== null) ratings[model] = { average, count: reviews.length };
  }
  return { ratings };
}

export const PRODUCT_REVIEW_ENDPOINTS = {
  modelReviews: { method: 'get', path: service('content', '/reviews') },
  ratings: { method: 'get', path: service('content', '/ratings') },
} as const;

const queryOf = <S extends z.core.$ZodType>(schema: S, request: Request) =>
  safeParseWithMessages(schema, Object.fromEntries(new URL(request.url).searchParams));

const hasModel = (request: Request) => new URL(request.url).searchParams.has('model');

/** A model's reviews and the cards' ratings, answered from the fixtures above. */
export function productReviewHandlers(): RequestHandler[] {
  const { modelReviews, ratings } = PRODUCT_REVIEW_ENDPOINTS;
  return [
    http.get(modelReviews.path, ({ request }) => {
      // The site's own reviews are catalog-handlers' (nothing returned: the next handler answers).
      if (!hasModel(request)) return undefined;
      const q = queryOf(ReviewsQuerySchema, request);
      if (!q.success) return failure(400, 'invalid_request', q.error.message);
      const all = storyProductReviews(q.data.country, q.data.model ?? 0);
      return answer(ReviewsResponseSchema, {
        reviews: all.slice(0, q.data.limit),
        average: averageRating(all),
        count: all.length,
      });
    }),
    http.get(ratings.path, ({ request }) => {
      const q = queryOf(RatingsQuerySchema, request);
      if (!q.success) return failure(400, 'invalid_request', q.error.message);
      return answer(RatingsResponseSchema, storyRatings(q.data.country, q.data.models));
    }),
  ];
}

/** A model's reviews (or the cards' ratings) failing; put it before the other handlers. */
export function productReviewsFailing(endpoint: keyof typeof PRODUCT_REVIEW_ENDPOINTS) {
  const { path } = PRODUCT_REVIEW_ENDPOINTS[endpoint];
  return http.get(path, ({ request }) =>
    endpoint === 'modelReviews' && !hasModel(request)
      ? undefined
      : failure(503, 'unavailable', 'shop-api answered 503'),
  );
}

/** A model's reviews that never come: the page goes on without them. */
export function productReviewsPending() {
  return http.get(PRODUCT_REVIEW_ENDPOINTS.modelReviews.path, ({ request }) =>
    hasModel(request) ? never() : undefined,
  );
}

/**
 * shop-api refusing a review of a model from an account that never bought it (403
 * `purchase_required`); a review of the site goes on to the other handlers.
 */
export function productReviewRefused(): RequestHandler {
  return http.post(service('content', '/reviews'), async ({ request }) => {
    const body: unknown = await request.clone().json();
    const model = typeof body === 'object' && body !== null && 'legacyModelId' in body;
    return model
      ? failure(403, 'purchase_required', 'Only an account that bought the model may review it.')
      : undefined;
  });
}
