/**
 * The courier service's delivery estimate alone (`GET /courier/delivery-estimate?country=`), for
 * the cart's stories (issue 36): the summary shows it under the totals. The answer is the host's
 * story estimate (guide-fixtures.ts: a cut-off 3 h 20 min ahead, working days in the country's
 * calendar), so the product page and the cart say the same days.
 */
import { safeParseWithMessages } from '@refurb/shared-contracts';
import {
  DeliveryEstimateQuerySchema,
  DeliveryEstimateResponseSchema,
} from '@refurb/shared-contracts/api/delivery';
import { http, type RequestHandler } from 'msw';
import { answer, failure, never, service } from './answer';
import { storyDeliveryEstimate } from './guide-fixtures';

const PATH = service('courier', '/delivery-estimate');

/** The estimate as the courier service answers it, for the country the request names. */
export function deliveryEstimateHandlers(): RequestHandler[] {
  return [
    http.get(PATH, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = safeParseWithMessages(DeliveryEstimateQuerySchema, query);
      return parsed.success
        ? answer(DeliveryEstimateResponseSchema, storyDeliveryEstimate(parsed.data.country))
        : failure(400, 'invalid_request', parsed.error.message);
    }),
  ];
}

/** The courier service has not answered yet: no estimate is shown. */
export const deliveryEstimatePendingHandlers: RequestHandler[] = [http.get(PATH, never)];
