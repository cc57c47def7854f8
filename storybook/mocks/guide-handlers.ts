/**
 * The two calls of issue 36 as the host sees them, for stories: the content service's product
 * guide (`GET /content/product-guide?country=`) and the courier's delivery estimate
 * (`GET /courier/delivery-estimate?country=`), each in the language and calendar of the country
 * the request names. Requests are parsed with the contracts as shop-api parses them (a bad one is
 * a 400 naming the problem); answers go through `answer`, so they match the contracts too.
 *
 * A story that needs one of them to fail or hang puts `guideFailing(...)` or `guidePending(...)`
 * before the shop's handlers: MSW answers with the first handler that matches. The pages work
 * without either, their facts left out.
 */
import { safeParseWithMessages } from '@refurb/shared-contracts';
import { ProductGuideQuerySchema, ProductGuideSchema } from '@refurb/shared-contracts/api/content';
import {
  DeliveryEstimateQuerySchema,
  DeliveryEstimateResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import { http, type RequestHandler } from 'msw';
import { answer, failure, never, service } from './answer';
import { storyDeliveryEstimate, storyProductGuide } from './guide-fixtures';

export * from './guide-fixtures';

export const GUIDE_ENDPOINTS = {
  productGuide: { method: 'get', path: service('content', '/product-guide') },
  deliveryEstimate: { method: 'get', path: service('courier', '/delivery-estimate') },
} as const;
export type GuideEndpoint = keyof typeof GUIDE_ENDPOINTS;

/** One endpoint failing with shop-api's error body; `once` fails the first request only. */
export function guideFailing(
  endpoint: GuideEndpoint,
  { status = 503, once = false }: { status?: number; once?: boolean } = {},
): RequestHandler {
  const { method, path } = GUIDE_ENDPOINTS[endpoint];
  return http[method](path, () => failure(status, 'unavailable', `shop-api answered ${status}`), {
    once,
  });
}

/** One endpoint that never answers: what waits for it stays in its loading state. */
export function guidePending(endpoint: GuideEndpoint): RequestHandler {
  const { method, path } = GUIDE_ENDPOINTS[endpoint];
  return http[method](path, never);
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Both endpoints, answered from the stories' guide and the story's clock. */
export function guideHandlers(): RequestHandler[] {
  const { productGuide, deliveryEstimate } = GUIDE_ENDPOINTS;
  return [
    http.get(productGuide.path, ({ request }) => {
      const q = safeParseWithMessages(ProductGuideQuerySchema, queryOf(request));
      return q.success
        ? answer(ProductGuideSchema, storyProductGuide(q.data.country))
        : failure(400, 'invalid_request', q.error.message);
    }),
    http.get(deliveryEstimate.path, ({ request }) => {
      const q = safeParseWithMessages(DeliveryEstimateQuerySchema, queryOf(request));
      return q.success
        ? answer(DeliveryEstimateResponseSchema, storyDeliveryEstimate(q.data.country))
        : failure(400, 'invalid_request', q.error.message);
    }),
  ];
}
