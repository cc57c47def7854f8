/**
 * Returns on the BFF: the return window of one of the person's orders (`returnWindow` with the
 * country's warranty and return data, at the server clock's now) with its request if one was made,
 * asking to return some of its lines, and the person's requests. One request per order.
 * The genius return period applies to an order placed while the person was a genius member.
 */
import { type Country, type PaymentMethodKey } from '@refurb/shared-contracts';
import { refundMethodsFor, returnWindow } from '@refurb/shared-contracts/account';
import {
  AccountOrderParamsSchema,
  CreateReturnRequestSchema,
  OrderReturnResponseSchema,
  ReturnRequestResponseSchema,
  ReturnRequestsResponseSchema,
  type AccountErrorCode,
  type ReturnRequest,
} from '@refurb/shared-contracts/api/account';
import { type OrderStatus } from '@refurb/shared-contracts/api/checkout';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoredReturn } from '../account/account.repository.js';
import { ownOrder } from '../account/own-order.js';
import { warrantyReturnData } from '../account/warranty-return.data.js';
import type { ShopUser } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { StoredOrder } from '../orders/orders.repository.js';
import type { AccountDeps } from './account.js';
import { signedInUser } from './bff.js';

function toReturnRequest(row: StoredReturn): ReturnRequest {
  return {
    id: row.id,
    orderId: row.orderId,
    lines: row.lineRefIds,
    reason: row.reason as ReturnRequest['reason'],
    comment: row.comment,
    refund:
      row.refundMethod === 'bank'
        ? { method: 'bank', iban: row.iban ?? '', holder: row.holder ?? '' }
        : { method: 'original' },
    status: row.status as ReturnRequest['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

function windowOf(order: StoredOrder, user: ShopUser, now: Date) {
  const country = order.country as Country;
  return returnWindow({
    country,
    placedAt: order.placedAt,
    status: order.status as OrderStatus,
    total: order.total,
    isGenius: user.geniusSince !== null && user.geniusSince <= order.placedAt,
    data: warrantyReturnData(country),
    now,
  });
}

const refused = (code: AccountErrorCode, message: string) => new HttpError(409, code, message);

export function registerReturnRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { users, orders, account, clock } = deps;
  const currentUser = (request: FastifyRequest) => signedInUser(users, request);

  app.get('/bff/me/orders/:orderId/return', async (request, reply) => {
    const user = await currentUser(request);
    const { orderId } = parseInput(AccountOrderParamsSchema, request.params, 'params');
    const order = await ownOrder(orders, user.id, orderId);
    const existing = await account.returnOfOrder(order.id);
    return reply.header('cache-control', 'no-store').send(
      OrderReturnResponseSchema.parse({
        window: windowOf(order, user, clock()),
        request: existing ? toReturnRequest(existing) : null,
      }),
    );
  });

  app.post('/bff/me/orders/:orderId/returns', async (request, reply) => {
    const user = await currentUser(request);
    const { orderId } = parseInput(AccountOrderParamsSchema, request.params, 'params');
    const body = parseInput(CreateReturnRequestSchema, request.body, 'body');
    const order = await ownOrder(orders, user.id, orderId);
    const refIds = new Set((await orders.linesOf(order.id)).map((line) => line.refId));
    const stranger = body.lines.findIndex((refId) => !refIds.has(refId));
    if (stranger >= 0) {
      const field = `body.lines.${stranger}`;
      throw new HttpError(400, 'invalid_request', `${field}: not a line of ${order.id}`, field);
    }
    const already = () =>
      refused('return_already_requested', `A return of ${order.id} was already requested.`);
    if (await account.returnOfOrder(order.id)) throw already();
    const window = windowOf(order, user, clock());
    if (window.refusal === 'period-over') {
      throw refused(
        'return_period_over',
        `The return period of ${order.id} ended on ${window.lastDay}.`,
      );
    }
    if (window.refusal === 'not-delivered-yet') {
      throw refused(
        'return_not_available',
        `${order.id} is not placed or paid yet (${order.status}); it cannot be returned.`,
      );
    }
    if (!refundMethodsFor(order.paymentMethod as PaymentMethodKey).includes(body.refund.method)) {
      throw new HttpError(
        400,
        'invalid_request',
        `body.refund.method: ${order.id} was paid in cash (${order.paymentMethod}); its refund goes to a bank account`,
        'body.refund.method',
      );
    }
    const created = await account.createReturn({
      orderId: order.id,
      userId: user.id,
      lines: body.lines,
      reason: body.reason,
      comment: body.comment || null,
      refund: body.refund,
    });
    if (!created) throw already();
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(ReturnRequestResponseSchema.parse({ request: toReturnRequest(created) }));
  });

  app.get('/bff/me/returns', async (request, reply) => {
    const user = await currentUser(request);
    const rows = await account.returnsOfUser(user.id);
    return reply
      .header('cache-control', 'no-store')
      .send(ReturnRequestsResponseSchema.parse({ requests: rows.map(toReturnRequest) }));
  });
}
