/**
 * The local stand-in for the payment providers (registered only in the local mode, see
 * app.ts): their hosted payment page, where a person pays or declines (or, for a financing,
 * sends it for review), with plain HTML forms and no script. The decision is then told to the
 * shop exactly as a provider tells it: a callback signed with the provider's shared secret, over
 * the payment, the order reference, the amount, the currency, the time and a fresh nonce, through
 * the same `receiveCallback` as POST /payment/callback; and the person is sent back to the shop's
 * return path, which shows the page the order's status calls for.
 *
 * Nothing here is reachable outside the local stack: a buyer who could post a decision could
 * approve their own payment.
 */
import { randomBytes } from 'node:crypto';
import {
  countryConfig,
  type Country,
  type PaymentProvider,
  type ProviderVerdict,
} from '@refurb/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../auth/partner-page.js';
import { HttpError, parseInput } from '../http/errors.js';
import { acceptFormBodies } from '../http/form-body.js';
import {
  PaymentParamsSchema,
  receiveCallback,
  returnPath,
  type PaymentDeps,
} from '../routes/payment.js';
import { CURRENCY_CODES, callbackAmount, type PaymentGateway } from './gateway.js';

const DecisionSchema = z.object({ decision: z.enum(['approve', 'decline', 'pending']) });
const VERDICTS: Record<z.infer<typeof DecisionSchema>['decision'], ProviderVerdict> = {
  approve: 'APPROVED',
  decline: 'DECLINED',
  pending: 'PENDING',
};

const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  card: 'Card payment',
  oney: 'Oney installments',
  tbi: 'TBI Bank financing',
  cofidis: 'Cofidis financing',
};

/** The stand-in's hosted page for a payment: a path on the shop's own origin. */
export const standInGateway: PaymentGateway = {
  redirectUrl: (request) => `/payment/gateway/${encodeURIComponent(request.paymentId)}`,
};

/** The gateway page: plain HTML forms, no script (it must work under a strict CSP). */
export function gatewayPage(input: {
  paymentId: string;
  provider: PaymentProvider;
  orderId: string;
  amount: string;
}): string {
  const action = `/payment/gateway/${encodeURIComponent(input.paymentId)}/decision`;
  const button = (decision: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
  const financing = input.provider !== 'card';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PROVIDER_NAMES[input.provider]} - local test gateway</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin:.5rem .5rem 0 0}button{font-size:1rem;padding:.6rem 1.2rem}</style>
</head><body><main>
<h1>${PROVIDER_NAMES[input.provider]}</h1>
<p>Local test gateway: no real money moves.</p>
<p>Order <strong>${escapeHtml(input.orderId)}</strong>, amount <strong>${escapeHtml(input.amount)}</strong></p>
${button('approve', financing ? 'Approve the financing' : 'Pay')}
${financing ? button('pending', 'Send for review') : ''}
${button('decline', financing ? 'Reject the application' : 'Decline the payment')}
</main></body></html>`;
}

export function registerPaymentStandIn(
  app: FastifyInstance,
  deps: Pick<PaymentDeps, 'payments' | 'signer' | 'clock'>,
): void {
  acceptFormBodies(app);

  app.get('/payment/gateway/:paymentId', async (request, reply) => {
    const { paymentId } = parseInput(PaymentParamsSchema, request.params, 'params');
    const found = await deps.payments.byId(paymentId);
    if (!found) throw new HttpError(404, 'not_found', 'No such payment', 'params.paymentId');
    const country = found.order.country as Country;
    const { locale, currencyLabel } = countryConfig(country);
    const amount = `${found.payment.amount.toLocaleString(locale)} ${currencyLabel}`;
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

  // The person's choice; the stand-in provider tells the shop by a signed callback, as a real
  // one does server to server, then sends the person back to the shop.
  app.post('/payment/gateway/:paymentId/decision', async (request, reply) => {
    const { paymentId } = parseInput(PaymentParamsSchema, request.params, 'params');
    const { decision } = parseInput(DecisionSchema, request.body, 'body');
    const found = await deps.payments.byId(paymentId);
    if (!found) throw new HttpError(404, 'not_found', 'No such payment', 'params.paymentId');
    const fields = {
      paymentId,
      orderRef: found.order.id,
      amount: callbackAmount(found.payment.amount),
      currency: CURRENCY_CODES[found.order.country as Country],
      status: VERDICTS[decision],
      timestamp: Math.floor(deps.clock().getTime() / 1000),
      nonce: randomBytes(18).toString('base64url'),
    };
    await receiveCallback(deps, { ...fields, signature: deps.signer.sign(fields) });
    return reply.redirect(returnPath(paymentId), 303);
  });
}
