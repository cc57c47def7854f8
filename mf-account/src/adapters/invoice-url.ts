/**
 * Where an order's PDF invoice downloads from (`{bff}/me/orders/{id}/invoice.pdf`): a plain link,
 * built without the shop-api adapter (which loads on the first call, account-services.ts).
 */
import type { ServiceBases } from '@refurb/shared-contracts/runtime';

export function invoiceUrlOf(options: {
  readonly services: ServiceBases;
  readonly origin?: string;
}): (orderId: string) => string {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const me = `${origin}${options.services.bff.replace(/\/+$/, '')}/me`;
  return (orderId) => `${me}/orders/${encodeURIComponent(orderId)}/invoice.pdf`;
}
