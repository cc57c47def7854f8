/**
 * The payment service: the installment provider's widget options (spec section 7), starting an
 * online payment, the local gateway page and its decision, and the providers' signed callback.
 */
import {
  OneyOptionsQuerySchema,
  OneyOptionsResponseSchema,
  PaymentCallbackResponseSchema,
  PaymentCallbackSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
  buildRoutePath,
  countryConfig,
  isAllowedForTotal,
  type Country,
  type PaymentProvider,
  type PaymentStatus,
} from '@refurb/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseInput } from '../http/errors.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { reachableOrder } from './checkout.js';
import { gatewayPage, providerOf, resultRoute, type PaymentSigner } from '../payments/gateway.js';
import { oneyOption } from '../payments/oney.js';
import type { PaymentsRepository } from '../payments/payments.repository.js';

export const LOCAL_ONEY_MERCHANT_ID = 'refurb-local-merchant';

export interface PaymentDeps {
  readonly orders: OrdersRepository;
  readonly users: UsersRepository;
  readonly payments: PaymentsRepository;
  readonly signer: PaymentSigner;
}

const DecisionSchema = z.object({ decision: z.enum(['approve', 'decline', 'pending']) });
const DECISIONS: Record<z.infer<typeof DecisionSchema>['decision'], PaymentStatus> = {
  approve: 'APPROVED',
  decline: 'DECLINED',
  pending: 'PENDING',
};
const PaymentParamsSchema = z.object({ paymentId: z.string().min(1).max(64) });

function resultUrl(
  country: Country,
  provider: PaymentProvider,
  status: PaymentStatus,
  orderId: string,
): string {
  const path = buildRoutePath(country, resultRoute(country, provider, status)) ?? '/';
  return `${path}?orderId=${encodeURIComponent(orderId)}`;
}

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps): void {
  const { orders, payments, signer } = deps;
  // The gateway page posts plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

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

  app.post('/payment/start', async (request, reply) => {
    const { orderId } = parseInput(StartPaymentRequestSchema, request.body, 'body');
    // Only the browser that placed the order (its key) or its signed-in owner may pay it.
    const order = await reachableOrder(deps, request, orderId, 'body.orderId');
    const provider = providerOf(order.paymentMethod);
    if (!provider)
      throw new HttpError(
        400,
        'not_online',
        `${order.paymentMethod} is paid on receipt`,
        'body.orderId',
      );
    if (order.status !== 'PENDING_PAYMENT') {
      throw new HttpError(
        409,
        'not_payable',
        `Order ${orderId} is ${order.status}, not waiting for a payment`,
      );
    }
    const payment = await payments.create(order.id, provider, order.total);
    return reply.status(201).send(
      StartPaymentResponseSchema.parse({
        paymentId: payment.id,
        provider,
        redirectUrl: `/payment/gateway/${encodeURIComponent(payment.id)}`,
      }),
    );
  });

  app.get('/payment/gateway/:paymentId', async (request, reply) => {
    const { paymentId } = parseInput(PaymentParamsSchema, request.params, 'params');
    const found = await payments.byId(paymentId);
    if (!found) throw new HttpError(404, 'not_found', 'No such payment', 'params.paymentId');
    const country = found.order.country as Country;
    const amount = `${found.payment.amount.toLocaleString(countryConfig(country).locale)} ${countryConfig(country).currencyLabel}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        gatewayPage({
          paymentId,
          provider: found.payment.provider as PaymentProvider,
          orderId: found.order.id,
          amount,
        }),
      );
  });

  // The person's choice on the gateway; the simulated provider then settles through the same
  // path as its server-to-server callback and sends the person back to the shop.
  app.post('/payment/gateway/:paymentId/decision', async (request, reply) => {
    const { paymentId } = parseInput(PaymentParamsSchema, request.params, 'params');
    const { decision } = parseInput(DecisionSchema, request.body, 'body');
    const status = DECISIONS[decision];
    const settled = await payments.settle(paymentId, status);
    if (!settled) throw new HttpError(404, 'not_found', 'No such payment', 'params.paymentId');
    const country = settled.order.country as Country;
    const finalStatus = settled.payment.status as PaymentStatus;
    return reply.redirect(
      resultUrl(
        country,
        settled.payment.provider as PaymentProvider,
        finalStatus,
        settled.order.id,
      ),
      303,
    );
  });

  app.post('/payment/callback', async (request) => {
    // The provider's body: fields it adds later are not ours to refuse (http/errors.ts).
    const body = parseInput(PaymentCallbackSchema, request.body, 'body', {
      unknownFields: 'ignore',
    });
    if (!signer.verify(body.paymentId, body.status, body.signature)) {
      throw new HttpError(401, 'bad_signature', 'body.signature: does not match', 'body.signature');
    }
    const settled = await payments.settle(body.paymentId, body.status);
    if (!settled) throw new HttpError(404, 'not_found', 'No such payment', 'body.paymentId');
    return PaymentCallbackResponseSchema.parse({
      paymentId: settled.payment.id,
      orderId: settled.order.id,
      paymentStatus: settled.payment.status,
      orderStatus: settled.order.status,
      ignored: settled.ignored,
    });
  });
}
