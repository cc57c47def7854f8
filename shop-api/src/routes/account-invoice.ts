/**
 * An order's invoice as a PDF download, for its owner once the order is placed or paid (an order
 * still waiting for its payment, or whose payment failed, has no invoice yet). The seller named on
 * it is the order's country's from SELLER_IDENTITY (locally, the local stack's fictional one).
 */
import { AccountOrderParamsSchema } from '@refurb/shared-contracts/api/account';
import type { FastifyInstance } from 'fastify';
import { isSold } from '../account/coverage.js';
import { ownOrder } from '../account/own-order.js';
import { HttpError, parseInput } from '../http/errors.js';
import { invoiceOf } from '../invoices/invoice.js';
import { renderInvoicePdf } from '../invoices/invoice-pdf.js';
import type { AccountDeps } from './account.js';
import { signedInUser } from './bff.js';

export function registerInvoiceRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { users, orders, account, sellers } = deps;

  app.get('/bff/me/orders/:orderId/invoice.pdf', async (request, reply) => {
    const user = await signedInUser(users, request);
    const { orderId } = parseInput(AccountOrderParamsSchema, request.params, 'params');
    const order = await ownOrder(orders, user.id, orderId);
    if (!isSold(order.status)) {
      throw new HttpError(
        409,
        'invoice_not_available',
        `${order.id} is not placed or paid yet (${order.status}); it has no invoice.`,
      );
    }
    const lines = await orders.linesOf(order.id);
    const names = await account.lineNames(lines);
    const pdf = await renderInvoicePdf(invoiceOf(order, lines, names, sellers));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${order.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
