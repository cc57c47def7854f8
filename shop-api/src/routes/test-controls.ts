/**
 * Controls for the end-to-end journeys, off unless SHOP_API_TEST_CONTROLS=1 (the e2e stack sets
 * it; `npm start` and production never do): what the shop's back office and the passing of time
 * would do, so a journey can see a 61-day-old order refused a return, or answer a counter offer.
 * - POST /test-controls/orders/:orderId/age { days } -> the order was placed `days` days ago;
 * - POST /test-controls/sales { userId, sale: NewSale } -> 201 { sale };
 * - POST /test-controls/sales/:saleId/advance { status, counterOffer? } -> { sale }.
 * - POST /test-controls/orders/by-email { email } -> { orderIds }: the orders placed with that
 *   contact e-mail, oldest first (a journey checks that a retried order exists exactly once).
 * - POST /test-controls/models/:legacyModelId/name { name } -> { previous, name }: what a
 *   careless or hostile catalog import would write (a journey renders markup as text).
 * - POST /test-controls/users/deactivated { userId } -> { userId, deactivatedAt }: the back office
 *   deactivating an account, which (unlike POST /bff/me/deactivate) leaves the person's sessions
 *   to find out when next used (a journey sees the page sent to logout).
 */
import { AccountOrderParamsSchema } from '@refurb/shared-contracts/api/account';
import {
  NewSaleSchema,
  SaleParamsSchema,
  SaleResponseSchema,
} from '@refurb/shared-contracts/api/sell';
import { SaleCounterOfferSchema, SaleStatusSchema } from '@refurb/shared-contracts/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ShopDb } from '../db/client.js';
import * as t from '../db/schema.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { SalesRepository } from '../sales/sales.repository.js';
import type { Clock } from '../services.js';

const DAY = 86_400_000;

export function registerTestControls(
  app: FastifyInstance,
  deps: { readonly db: ShopDb; readonly sales: SalesRepository; readonly clock: Clock },
): void {
  app.post('/test-controls/orders/:orderId/age', async (request) => {
    const { orderId } = parseInput(AccountOrderParamsSchema, request.params, 'params');
    const { days } = parseInput(
      z.object({ days: z.number().int().min(0).max(3650) }),
      request.body,
      'body',
    );
    const placedAt = new Date(deps.clock().getTime() - days * DAY);
    const [row] = await deps.db
      .update(t.orders)
      .set({ placedAt })
      .where(eq(t.orders.id, orderId))
      .returning({ id: t.orders.id });
    if (!row) throw new HttpError(404, 'not_found', `No order ${orderId}.`, 'params.orderId');
    return { orderId, placedAt: placedAt.toISOString() };
  });

  app.post('/test-controls/orders/by-email', async (request) => {
    const { email } = parseInput(
      z.object({ email: z.string().min(3).max(254) }),
      request.body,
      'body',
    );
    const rows = await deps.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(sql`${t.orders.contact}->>'email' = ${email}`)
      .orderBy(t.orders.placedAt);
    return { orderIds: rows.map((row) => String(row.id)) };
  });

  app.post('/test-controls/models/:legacyModelId/name', async (request) => {
    const { legacyModelId } = parseInput(
      z.object({ legacyModelId: z.coerce.number().int().positive() }),
      request.params,
      'params',
    );
    const { name } = parseInput(
      z.object({ name: z.string().min(1).max(200) }),
      request.body,
      'body',
    );
    const [model] = await deps.db
      .select({ name: t.models.name })
      .from(t.models)
      .where(eq(t.models.legacyModelId, legacyModelId));
    if (!model) {
      throw new HttpError(404, 'not_found', `No model ${legacyModelId}.`, 'params.legacyModelId');
    }
    // The catalog's version trigger bumps the version: the next read sees the new name.
    await deps.db.update(t.models).set({ name }).where(eq(t.models.legacyModelId, legacyModelId));
    return { previous: model.name, name };
  });

  app.post('/test-controls/users/deactivated', async (request) => {
    const { userId } = parseInput(
      z.object({ userId: z.string().min(1).max(128) }),
      request.body,
      'body',
    );
    const deactivatedAt = deps.clock();
    const [row] = await deps.db
      .update(t.users)
      .set({ deactivatedAt })
      .where(eq(t.users.id, userId))
      .returning({ id: t.users.id });
    if (!row) throw new HttpError(404, 'not_found', `No user ${userId}.`, 'body.userId');
    return { userId, deactivatedAt: deactivatedAt.toISOString() };
  });

  app.post('/test-controls/sales', async (request, reply) => {
    const { userId, sale } = parseInput(
      z.object({ userId: z.string().min(1), sale: NewSaleSchema }),
      request.body,
      'body',
    );
    const created = await deps.sales.createSale(userId, sale, deps.clock());
    return reply.status(201).send(SaleResponseSchema.parse({ sale: created }));
  });

  app.post('/test-controls/sales/:saleId/advance', async (request) => {
    const { saleId } = parseInput(SaleParamsSchema, request.params, 'params');
    const { status, counterOffer } = parseInput(
      z.object({ status: SaleStatusSchema, counterOffer: z.optional(SaleCounterOfferSchema) }),
      request.body,
      'body',
    );
    if (status === 'counter-offer' && !counterOffer) {
      throw new HttpError(400, 'invalid_request', 'A counter offer needs its amount and reason.');
    }
    const sale = await deps.sales.advance(saleId, status, {
      ...(counterOffer ? { counterOffer } : {}),
      now: deps.clock(),
    });
    if (!sale) throw new HttpError(404, 'not_found', `No sale ${saleId}.`, 'params.saleId');
    return SaleResponseSchema.parse({ sale });
  });
}
