/** The payment service: the installment provider's widget options (spec section 7). */
import {
  OneyOptionsQuerySchema,
  OneyOptionsResponseSchema,
  isAllowedForTotal,
} from '@refurb/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, parseInput } from '../http/errors.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import { oneyOption } from '../payments/oney.js';

export const LOCAL_ONEY_MERCHANT_ID = 'refurb-local-merchant';

export function registerPaymentRoutes(app: FastifyInstance, orders: OrdersRepository): void {
  app.get('/payment/oney/options', async (request) => {
    const query = parseInput(OneyOptionsQuerySchema, request.query, 'query');
    if (query.merchant_id !== LOCAL_ONEY_MERCHANT_ID) {
      throw new HttpError(
        403,
        'unknown_merchant',
        'query.merchant_id: not a merchant of this provider',
        'query.merchant_id',
      );
    }
    const bounds = (await orders.paymentBounds('ro')).get('oney');
    const options = isAllowedForTotal(bounds ?? null, query.payment_amount)
      ? query.filter_by_business_transaction_code.map((code) =>
          oneyOption(code, query.payment_amount),
        )
      : [];
    return OneyOptionsResponseSchema.parse({ merchant_id: query.merchant_id, options });
  });
}
