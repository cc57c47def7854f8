/**
 * The account's order pages on the BFF: a logged-in person's orders ("my purchases") and one of
 * them. An order that is not theirs answers exactly like one that does not exist (404). The
 * after-sale pages (returns, invoices, warranties) are registered from here too.
 */
import {
  countryConfig,
  type Country,
  type DeliveryKind,
  type PaymentMethodKey,
} from '@refurb/shared-contracts';
import {
  AccountOrderParamsSchema,
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
  type AccountOrder,
} from '@refurb/shared-contracts/api/account';
import { type OrderStatus } from '@refurb/shared-contracts/api/checkout';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountRepository, LineNames } from '../account/account.repository.js';
import { orderLineName } from '../catalog/offers.js';
import { ownOrder } from '../account/own-order.js';
import { deliveryEstimate, siteDay } from '../delivery/estimate.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { parseInput } from '../http/errors.js';
import type { SellerIdentities } from '../invoices/seller.js';
import type { OrdersRepository, StoredOrder } from '../orders/orders.repository.js';
import { underFinancingReview } from '../orders/reservations.js';
import type { Clock } from '../services.js';
import { registerInvoiceRoutes } from './account-invoice.js';
import { registerReturnRoutes } from './account-returns.js';
import { registerWarrantyRoutes } from './account-warranties.js';
import { signedInUser } from './bff.js';

export interface AccountDeps {
  readonly users: UsersRepository;
  readonly orders: OrdersRepository;
  readonly account: AccountRepository;
  readonly clock: Clock;
  /** The seller on each country's invoices (services.ts, SELLER_IDENTITY). */
  readonly sellers: SellerIdentities;
}

type Line = Awaited<ReturnType<OrdersRepository['linesOf']>>[number];

/**
 * The days a placed or paid order arrives between, by the product page's rule from its placement
 * (delivery/estimate.ts), until the last of them is past in the site's time zone: the shop does
 * not track parcels, so an order past its last day is taken as delivered. An order waiting for
 * its payment (or its lender) is not dispatched, and one that failed or was cancelled never is.
 */
function estimateOf(order: StoredOrder, now: Date): AccountOrder['estimate'] {
  const status = order.status as OrderStatus;
  if (status !== 'PLACED' && status !== 'PAID') return undefined;
  const country = order.country as Country;
  const kind = (order.delivery as { kind: DeliveryKind }).kind;
  const { from, to } = deliveryEstimate(country, kind, order.placedAt);
  return siteDay(country, now) <= to ? { from, to } : undefined;
}

/**
 * An order as the account shows it. An extra service's line is named as the product page names
 * it, in the order's language (catalog/offers.ts): orders placed before issue 35 stored the
 * service's key as its name, and the person must never read a key.
 */
function toAccountOrder(
  order: StoredOrder,
  lines: readonly Line[],
  names: LineNames,
  now: Date,
): AccountOrder {
  const country = order.country as Country;
  const nameOf = (line: Line) => orderLineName(country, line, names);
  return {
    orderId: order.id,
    country,
    status: order.status as OrderStatus,
    financingReview: underFinancingReview(order),
    placedAt: order.placedAt.toISOString(),
    paymentMethod: order.paymentMethod as PaymentMethodKey,
    delivery: (order.delivery as { kind: DeliveryKind }).kind,
    total: order.total,
    shippingCost: order.shippingCost,
    codFee: order.codFee,
    discount: order.discount,
    currencyLabel: countryConfig(country).currencyLabel,
    lines: lines.map((l) => ({
      kind: l.kind as AccountOrder['lines'][number]['kind'],
      refId: l.refId,
      name: nameOf(l),
      price: l.price,
    })),
    estimate: estimateOf(order, now),
  };
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { users, orders, account } = deps;
  const currentUser = (request: FastifyRequest) => signedInUser(users, request);

  app.get('/bff/me/orders', async (request, reply) => {
    const user = await currentUser(request);
    const found = await orders.ordersOfUser(user.id);
    const names = await account.lineNames(found.flatMap(({ lines }) => lines));
    return reply.header('cache-control', 'no-store').send(
      AccountOrdersResponseSchema.parse({
        orders: found.map(({ order, lines }) => toAccountOrder(order, lines, names, deps.clock())),
      }),
    );
  });

  app.get('/bff/me/orders/:orderId', async (request, reply) => {
    const user = await currentUser(request);
    const { orderId } = parseInput(AccountOrderParamsSchema, request.params, 'params');
    const order = await ownOrder(orders, user.id, orderId);
    const lines = await orders.linesOf(order.id);
    return reply.header('cache-control', 'no-store').send(
      AccountOrderResponseSchema.parse({
        order: toAccountOrder(order, lines, await account.lineNames(lines), deps.clock()),
      }),
    );
  });

  registerReturnRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerWarrantyRoutes(app, deps);
}
