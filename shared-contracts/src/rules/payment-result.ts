/**
 * Where an order's online payment ends, one rule for shop-api (the person's return from the
 * provider, `/payment/return/:paymentId`) and for checkout's result pages (which follow the order
 * while it is decided, issue 35):
 * - which provider takes a method (`paymentProviderOf`): card, Oney, tbi (its whole family, the
 *   multi-promo too) or Cofidis; `null` for methods paid on receipt;
 * - the result page of an order, from the ORDER's status (`resultRouteFor`): a page never says
 *   "paid" because one payment said so while the order failed. Paid (or placed, paid on receipt)
 *   is a thank-you page, the financing ones for tbi in RO and BG and for cofidis in HU (the only
 *   sites that have them); still waiting (a payment being decided, a financing under the lender's
 *   review) is payment processing; anything else (failed, cancelled) is payment failed.
 */
import type { OrderStatus } from '../api/checkout.schema.js';
import type { PaymentProvider } from '../api/payment.schema.js';
import type { Country, PaymentMethodKey } from '../schemas/enums.schema.js';
import { isCofidisMethod, isTbiMethod } from './payment-methods.js';
import type { RouteName } from './route-names.js';

/** The provider that takes an online payment; `null` for methods paid on receipt. */
export function paymentProviderOf(method: string): PaymentProvider | null {
  const key = method as PaymentMethodKey;
  if (key === 'online-card') return 'card';
  if (key === 'oney') return 'oney';
  if (isTbiMethod(key) || key === 'tbi-promo-multi') return 'tbi';
  if (isCofidisMethod(key)) return 'cofidis';
  return null;
}

/** The result page an order's status calls for (see the file's comment). */
export function resultRouteFor(
  country: Country,
  provider: PaymentProvider | null,
  status: OrderStatus,
): Extract<
  RouteName,
  'thank-you' | 'thank-you-tbi' | 'thank-you-cofidis' | 'payment-processing' | 'payment-failed'
> {
  if (status === 'PENDING_PAYMENT') return 'payment-processing';
  if (status !== 'PAID' && status !== 'PLACED') return 'payment-failed';
  if (provider === 'tbi' && (country === 'ro' || country === 'bg')) return 'thank-you-tbi';
  if (provider === 'cofidis' && country === 'hu') return 'thank-you-cofidis';
  return 'thank-you';
}
