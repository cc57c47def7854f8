/**
 * The local stand-in for the payment providers (registered only in the local mode, see
 * app.ts): their hosted payment page, where a person pays or declines (or, for a financing,
 * sends it for review), with plain HTML forms and no script. The decision is then told to the
 * shop exactly as a provider tells it: a callback signed with the provider's shared secret, over
 * the payment, the order reference, the amount, the currency, the time and a fresh nonce, through
 * the same `receiveCallback` as POST /payment/callback; and the person is sent back to the shop's
 * return path, which shows the page the order's status calls for.
 *
 * Like a provider, it takes only the payment request the shop signed (the fields the production
 * gateway sends, `createHostedGateway`), and checks that it asks for the product the order was
 * placed with: spec section 4's provider parameter of the order's method key and its parameter
 * type (tbi-bnpl: `bnpl` and BNPL), the provider, the order, the amount and the currency. A
 * request changed after the shop signed it is `bad_signature`; one the shop signed with another
 * product than the order's (a wrong table) is `param_mismatch`; both are refused with a 400.
 *
 * A financing sent for review (issue 35) is decided later, as a lender does after its manual
 * review: the person goes back to the shop at once (payment processing, which says the order is
 * under review and keeps asking), and GET /payment/gateway/reviews lists the applications under
 * review with Approve / Reject buttons, which post the same decision (a signed callback) and come
 * back to the list.
 *
 * Nothing here is reachable outside the local stack: a buyer who could post a decision could
 * approve their own payment.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ProviderParamTypeSchema,
  countryConfig,
  type Country,
  type PaymentMethodKey,
} from '@refurb/shared-contracts';
import { type PaymentProvider, type ProviderVerdict } from '@refurb/shared-contracts/api/payment';
import { providerParam, providerParamType } from '@refurb/shared-contracts/checkout';
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
import {
  currencyCodeOf,
  callbackAmount,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentSigner,
} from './gateway.js';

const DecisionSchema = z.object({
  decision: z.enum(['approve', 'decline', 'pending']),
  /** Sent by the reviews page: after the decision, back to it rather than to the shop. */
  back: z.enum(['reviews']).optional(),
});
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

/** The stand-in's list of financing applications under review, to decide them later. */
export const REVIEWS_PATH = '/payment/gateway/reviews';

/**
 * The stand-in's hosted page for a payment: a path on the shop's own origin, with the payment
 * request and the shop's signature over it as the query, as the production gateway sends them.
 */
export function createStandInGateway(signer: PaymentSigner): PaymentGateway {
  return {
    redirectUrl(request) {
      const { paymentId, ...fields } = request;
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(fields) as [string, string | undefined][]) {
        if (value !== undefined) query.set(name, value);
      }
      query.set('signature', signer.signRequest(request));
      return `/payment/gateway/${encodeURIComponent(paymentId)}?${query.toString()}`;
    },
  };
}

/** The payment request as the stand-in receives it (the paymentId is the path's). */
const SignedRequestSchema = z.object({
  provider: z.enum(['card', 'oney', 'tbi', 'cofidis']),
  param: z.string().min(1).max(40),
  paramType: z.enum(ProviderParamTypeSchema.options).optional(),
  orderRef: z.string().min(1).max(40),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  currency: z.enum(['RON', 'BGN', 'HUF', 'EUR']),
  returnUrl: z.string().min(1).max(500),
  signature: z.string().min(1).max(128),
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The signed request of a payment, checked as a provider checks it (see the file's comment);
 * answers the request, or throws the HttpError to refuse it with.
 */
function checkedRequest(
  signer: PaymentSigner,
  paymentId: string,
  query: unknown,
  found: NonNullable<Awaited<ReturnType<PaymentDeps['payments']['byId']>>>,
): PaymentRequest {
  const { signature, paramType, ...fields } = parseInput(SignedRequestSchema, query, 'query');
  const request: PaymentRequest = { paymentId, ...fields, ...(paramType ? { paramType } : {}) };
  if (!sameText(signer.signRequest(request), signature)) {
    throw new HttpError(
      400,
      'bad_signature',
      'query.signature: not the shop’s signature of this request',
      'query.signature',
    );
  }
  const method = found.order.paymentMethod as PaymentMethodKey;
  const expected = { param: providerParam(method), paramType: providerParamType(method) };
  if (request.param !== expected.param || (request.paramType ?? null) !== expected.paramType) {
    throw new HttpError(
      400,
      'param_mismatch',
      `query.param: ${method} is ${expected.param ?? '(none)'}${expected.paramType ? ` (${expected.paramType})` : ''}, not ${request.param}${request.paramType ? ` (${request.paramType})` : ''}`,
      'query.param',
    );
  }
  const country = found.order.country as Country;
  const mismatch: [keyof PaymentRequest, string][] = [
    ['provider', found.payment.provider],
    ['orderRef', found.order.id],
    ['amount', callbackAmount(found.payment.amount)],
    ['currency', currencyCodeOf(country)],
  ];
  for (const [name, value] of mismatch) {
    if (request[name] !== value) {
      throw new HttpError(
        400,
        'request_mismatch',
        `query.${name}: not this payment's`,
        `query.${name}`,
      );
    }
  }
  return request;
}

/** The gateway page: plain HTML forms, no script (it must work under a strict CSP). */
export function gatewayPage(input: {
  paymentId: string;
  provider: PaymentProvider;
  orderId: string;
  amount: string;
  param: string;
  paramType?: string;
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
<dl><dt>Product</dt><dd>${escapeHtml(input.param)}</dd>${input.paramType ? `<dt>Product type</dt><dd>${escapeHtml(input.paramType)}</dd>` : ''}</dl>
${button('approve', financing ? 'Approve the financing' : 'Pay')}
${financing ? button('pending', 'Send for review') : ''}
${button('decline', financing ? 'Reject the application' : 'Decline the payment')}
${financing ? `<p>An application sent for review is decided later, on <a href="${REVIEWS_PATH}">the applications under review</a>.</p>` : ''}
</main></body></html>`;
}

/** One application under review, as the reviews page lists it. */
export interface ReviewEntry {
  readonly paymentId: string;
  readonly provider: PaymentProvider;
  readonly orderId: string;
  readonly amount: string;
  /** ISO 8601: when the lender put it under review. */
  readonly since: string;
}

/** The applications under review, each with Approve and Reject: plain HTML forms, no script. */
export function reviewsPage(entries: readonly ReviewEntry[]): string {
  const button = (paymentId: string, decision: string, label: string, orderId: string) =>
    `<form method="post" action="/payment/gateway/${encodeURIComponent(paymentId)}/decision"><input type="hidden" name="decision" value="${decision}"><input type="hidden" name="back" value="reviews"><button type="submit" aria-label="${escapeHtml(`${label}: ${orderId}`)}">${label}</button></form>`;
  const rows = entries
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.orderId)}</td><td>${PROVIDER_NAMES[entry.provider]}</td><td>${escapeHtml(entry.amount)}</td><td><time datetime="${escapeHtml(entry.since)}">${escapeHtml(entry.since)}</time></td><td>${button(entry.paymentId, 'approve', 'Approve', entry.orderId)}${button(entry.paymentId, 'decline', 'Reject', entry.orderId)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Applications under review - local test gateway</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ccc}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.4rem .9rem}</style>
</head><body><main>
<h1>Financing applications under review</h1>
<p>Local test gateway: no real money moves. The lender decides each application here; the shop hears it by the signed callback, as from the lender.</p>
${
  entries.length === 0
    ? '<p>No application is under review.</p>'
    : `<table><thead><tr><th scope="col">Order</th><th scope="col">Lender</th><th scope="col">Amount</th><th scope="col">Under review since</th><th scope="col">Decision</th></tr></thead><tbody>
${rows}
</tbody></table>`
}
</main></body></html>`;
}

export function registerPaymentStandIn(
  app: FastifyInstance,
  deps: Pick<PaymentDeps, 'payments' | 'signer' | 'clock'>,
): void {
  acceptFormBodies(app);

  const amountOf = (found: { payment: { amount: number }; order: { country: string } }) => {
    const { locale, currencyLabel } = countryConfig(found.order.country as Country);
    return `${found.payment.amount.toLocaleString(locale)} ${currencyLabel}`;
  };

  // The lender's desk: the applications sent for review, to approve or reject later.
  app.get(REVIEWS_PATH, async (_request, reply) => {
    const entries = (await deps.payments.underReview()).map((found) => ({
      paymentId: found.payment.id,
      provider: found.payment.provider as PaymentProvider,
      orderId: found.order.id,
      amount: amountOf(found),
      since: found.order.financingReviewSince?.toISOString() ?? '',
    }));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(reviewsPage(entries));
  });

  app.get('/payment/gateway/:paymentId', async (request, reply) => {
    const { paymentId } = parseInput(PaymentParamsSchema, request.params, 'params');
    const found = await deps.payments.byId(paymentId);
    if (!found) throw new HttpError(404, 'not_found', 'No such payment', 'params.paymentId');
    const sent = checkedRequest(deps.signer, paymentId, request.query, found);
    const amount = amountOf(found);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        gatewayPage({
          paymentId,
          provider: found.payment.provider as PaymentProvider,
          orderId: found.order.id,
          amount,
          param: sent.param,
          ...(sent.paramType ? { paramType: sent.paramType } : {}),
        }),
      );
  });

  // The person's choice (or, from the reviews page, the lender's later decision); the stand-in
  // provider tells the shop by a signed callback, as a real one does server to server, then sends
  // the person back to the shop (the lender back to its list).
  app.post('/payment/gateway/:paymentId/decision', async (request, reply) => {
    const { paymentId } = parseInput(PaymentParamsSchema, request.params, 'params');
    const { decision, back } = parseInput(DecisionSchema, request.body, 'body');
    const found = await deps.payments.byId(paymentId);
    if (!found) throw new HttpError(404, 'not_found', 'No such payment', 'params.paymentId');
    const fields = {
      paymentId,
      orderRef: found.order.id,
      amount: callbackAmount(found.payment.amount),
      currency: currencyCodeOf(found.order.country as Country),
      status: VERDICTS[decision],
      timestamp: Math.floor(deps.clock().getTime() / 1000),
      nonce: randomBytes(18).toString('base64url'),
    };
    await receiveCallback(deps, { ...fields, signature: deps.signer.sign(fields) });
    return reply.redirect(back === 'reviews' ? REVIEWS_PATH : returnPath(paymentId), 303);
  });
}
