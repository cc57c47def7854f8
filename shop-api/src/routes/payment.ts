/**
 * The payment service, the same in every mode: the installment provider's widget options (spec
 * section 7), starting an online payment (one live payment per order, sent to the provider's
 * hosted page), the person's return from the provider (to the page the ORDER's status calls for),
 * and the provider's signed server-to-server callback, the only way an order becomes PAID.
 * The local stand-in gateway (payments/stand-in.ts) is registered only in the local mode.
 */
import { buildRoutePath, type Country, type PaymentMethodKey } from '@refurb/shared-contracts';
import { type OrderStatus } from '@refurb/shared-contracts/api/checkout';
import {
  OneyOptionsQuerySchema,
  OneyOptionsResponseSchema,
  PaymentCallbackResponseSchema,
  PaymentCallbackSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
  type PaymentCallback,
  type PaymentCallbackResponse,
  type PaymentProvider,
} from '@refurb/shared-contracts/api/payment';
import {
  isAllowedForTotal,
  providerParam,
  providerParamType,
} from '@refurb/shared-contracts/checkout';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseInput } from '../http/errors.js';
import { requestOrigin } from '../http/origin-check.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { reachableOrder } from './checkout.js';
import {
  currencyCodeOf,
  callbackAmount,
  providerOf,
  resultRouteFor,
  type PaymentGateway,
  type PaymentSigner,
} from '../payments/gateway.js';
import { oneyOption } from '../payments/oney.js';
import type { PaymentsRepository } from '../payments/payments.repository.js';

export const LOCAL_ONEY_MERCHANT_ID = 'refurb-local-merchant';

/** A callback is taken within this many seconds of its timestamp, either way (clock skew). */
export const CALLBACK_WINDOW_SECONDS = 5 * 60;

export interface PaymentDeps {
  /** The payment methods' bounds (the local Oney stand-in's options follow them). */
  readonly catalog: Pick<CatalogRepository, 'paymentBounds'>;
  readonly orders: OrdersRepository;
  readonly users: UsersRepository;
  readonly payments: PaymentsRepository;
  readonly signer: PaymentSigner;
  readonly gateway: PaymentGateway;
  readonly clock: () => Date;
  /** Whether a URL is on one of the shop's sites (http/site-origins.ts). */
  readonly isSiteUrl: (url: string) => boolean;
  /** Told of each payment a callback changed, with its new status: the metrics' count. */
  readonly onSettled?: (status: string) => void;
}

export const PaymentParamsSchema = z.object({ paymentId: z.string().min(1).max(64) });

/** The person's way back from the provider, for a payment. */
export const returnPath = (paymentId: string) => `/payment/return/${encodeURIComponent(paymentId)}`;

/**
 * The return address a provider is given: absolute on the request's site when that site is one of
 * the shop's (a provider needs a whole URL; the site is where the person's session cookie is),
 * else the path (the local stand-in, on any loopback origin, takes it as it is).
 */
export function paymentReturnUrl(
  origin: string,
  isSiteUrl: (url: string) => boolean,
  paymentId: string,
): string {
  const path = returnPath(paymentId);
  return isSiteUrl(origin) ? new URL(path, origin).toString() : path;
}

/** The result page for an order, with its id (the page reads the order's status itself). */
export function resultUrl(
  country: Country,
  provider: PaymentProvider | null,
  status: OrderStatus,
  orderId: string,
): string {
  const path = buildRoutePath(country, resultRouteFor(country, provider, status)) ?? '/';
  return `${path}?orderId=${encodeURIComponent(orderId)}`;
}

/**
 * A provider's callback, checked and applied: its signature, its time (within
 * CALLBACK_WINDOW_SECONDS), and that the payment it names belongs to the order it names, for the
 * amount and currency that payment asked; then the verdict, once per nonce. Any mismatch changes
 * nothing. Used by POST /payment/callback and, locally, by the stand-in gateway's decision.
 */
export async function receiveCallback(
  deps: Pick<PaymentDeps, 'payments' | 'signer' | 'clock' | 'onSettled'>,
  callback: PaymentCallback,
): Promise<PaymentCallbackResponse> {
  const { signature, ...fields } = callback;
  if (!deps.signer.verify(fields, signature)) {
    throw new HttpError(401, 'bad_signature', 'body.signature: does not match', 'body.signature');
  }
  const now = deps.clock();
  if (Math.abs(now.getTime() / 1000 - callback.timestamp) > CALLBACK_WINDOW_SECONDS) {
    throw new HttpError(
      400,
      'stale_callback',
      `body.timestamp: more than ${CALLBACK_WINDOW_SECONDS} s from the shop's time`,
      'body.timestamp',
    );
  }
  const found = await deps.payments.byId(callback.paymentId);
  if (!found) throw new HttpError(404, 'not_found', 'No such payment', 'body.paymentId');
  const mismatch = (field: keyof PaymentCallback, what: string) =>
    new HttpError(
      400,
      'callback_mismatch',
      `body.${field}: not this payment's ${what}`,
      `body.${field}`,
    );
  if (callback.orderRef !== found.order.id) throw mismatch('orderRef', 'order');
  if (callback.amount !== callbackAmount(found.payment.amount)) throw mismatch('amount', 'amount');
  if (callback.currency !== currencyCodeOf(found.order.country as Country)) {
    throw mismatch('currency', 'currency');
  }
  const settled = await deps.payments.settle(callback.paymentId, callback.status, {
    nonce: callback.nonce,
    now,
  });
  if (!settled) throw new HttpError(404, 'not_found', 'No such payment', 'body.paymentId');
  if (!settled.ignored) deps.onSettled?.(settled.payment.status);
  return PaymentCallbackResponseSchema.parse({
    paymentId: settled.payment.id,
    orderId: settled.order.id,
    paymentStatus: settled.payment.status,
    orderStatus: settled.order.status,
    ignored: settled.ignored,
    refundDue: settled.payment.refundDue,
  });
}

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps): void {
  const { catalog, payments, gateway } = deps;

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
    const bounds = (await catalog.paymentBounds('ro')).get('oney');
    const options = isAllowedForTotal(bounds ?? null, query.payment_amount)
      ? query.filter_by_business_transaction_code.map((code) =>
          oneyOption(code, query.payment_amount),
        )
      : [];
    // The widget mounts its options into the checkout's placeholder: the answer names it.
    return OneyOptionsResponseSchema.parse({
      merchant_id: query.merchant_id,
      checkout_placeholder: query.checkout_placeholder,
      options,
    });
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
    // A second start (a reload, a second tab) continues the payment already open.
    const { payment, created } = await payments.open(order.id, provider, order.total);
    const method = order.paymentMethod as PaymentMethodKey;
    const paramType = providerParamType(method);
    const redirectUrl = gateway.redirectUrl({
      paymentId: payment.id,
      provider: payment.provider as PaymentProvider,
      // Spec section 4: which of the provider's products, by the key→provider parameter table.
      param: providerParam(method) ?? '',
      ...(paramType ? { paramType } : {}),
      orderRef: order.id,
      amount: callbackAmount(payment.amount),
      currency: currencyCodeOf(order.country as Country),
      returnUrl: paymentReturnUrl(requestOrigin(request), deps.isSiteUrl, payment.id),
    });
    return reply
      .status(created ? 201 : 200)
      .header('cache-control', 'no-store')
      .send(
        StartPaymentResponseSchema.parse({
          paymentId: payment.id,
          provider: payment.provider,
          redirectUrl,
        }),
      );
  });

  // The provider sends the person back here; where they go depends on the order alone (the
  // callback may not have come yet: then it is payment processing, which asks again).
  app.get('/payment/return/:paymentId', async (request, reply) => {
    const { paymentId } = parseInput(PaymentParamsSchema, request.params, 'params');
    const found = await payments.byId(paymentId);
    if (!found) throw new HttpError(404, 'not_found', 'No such payment', 'params.paymentId');
    const { order, payment } = found;
    return reply
      .header('cache-control', 'no-store')
      .redirect(
        resultUrl(
          order.country as Country,
          payment.provider as PaymentProvider,
          order.status as OrderStatus,
          order.id,
        ),
        303,
      );
  });

  app.post('/payment/callback', async (request) => {
    // The provider's body: fields it adds later are not ours to refuse (http/errors.ts).
    const body = parseInput(PaymentCallbackSchema, request.body, 'body', {
      unknownFields: 'ignore',
    });
    return receiveCallback(deps, body);
  });
}
