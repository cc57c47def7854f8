/**
 * "My sales" on the BFF: a logged-in person's sales, one of them, and their answer to a counter
 * offer. A sale that is not theirs answers exactly like one that does not exist (404).
 */
import {
  CounterOfferDecisionRequestSchema,
  SaleParamsSchema,
  SaleResponseSchema,
  SalesResponseSchema,
} from '@refurb/shared-contracts/api/sell';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UsersRepository } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { SalesRepository } from '../sales/sales.repository.js';
import type { Clock } from '../services.js';
import { signedInUser } from './bff.js';

export interface SalesDeps {
  readonly users: UsersRepository;
  readonly sales: SalesRepository;
  readonly clock: Clock;
}

const notFound = (saleId: string) =>
  new HttpError(404, 'not_found', `No sale ${saleId} in your account.`, 'params.saleId');

export function registerSalesRoutes(
  app: FastifyInstance,
  { users, sales, clock }: SalesDeps,
): void {
  const currentUser = (request: FastifyRequest) => signedInUser(users, request);

  app.get('/bff/me/sales', async (request, reply) => {
    const user = await currentUser(request);
    return reply
      .header('cache-control', 'no-store')
      .send(SalesResponseSchema.parse({ sales: await sales.salesOfUser(user.id) }));
  });

  app.get('/bff/me/sales/:saleId', async (request, reply) => {
    const user = await currentUser(request);
    const { saleId } = parseInput(SaleParamsSchema, request.params, 'params');
    const sale = await sales.saleOfUser(user.id, saleId);
    if (!sale) throw notFound(saleId);
    return reply.header('cache-control', 'no-store').send(SaleResponseSchema.parse({ sale }));
  });

  app.post('/bff/me/sales/:saleId/counter-offer', async (request, reply) => {
    const user = await currentUser(request);
    const { saleId } = parseInput(SaleParamsSchema, request.params, 'params');
    const { decision } = parseInput(CounterOfferDecisionRequestSchema, request.body, 'body');
    const outcome = await sales.decideCounterOffer(user.id, saleId, decision, clock());
    if (!outcome.ok && outcome.reason === 'not_found') throw notFound(saleId);
    if (!outcome.ok) {
      throw new HttpError(
        409,
        'no_counter_offer',
        `Sale ${saleId} is not waiting for an answer to a counter offer.`,
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .send(SaleResponseSchema.parse({ sale: outcome.sale }));
  });
}
