/**
 * When an order can be returned (spec section 3's warranty and return data; issue 7). The default
 * return period counts `defaultReturn.days` (60 by default) from the day the order was placed; a
 * genius member's order of at least `geniusReturn.minOrderValue` gets `geniusReturn.days` instead,
 * when that is longer. The spec shows no more, so these are the choices: the period ends at the end
 * of its last day in the site's time zone (a person in Athens has until midnight in Athens), and an
 * order that was not placed or not paid (pending, payment failed) cannot be returned.
 */
import type { OrderStatus } from '../api/checkout.schema.js';
import type { Country, PaymentMethodKey } from '../schemas/enums.schema.js';
import type { WarrantyReturnData } from '../schemas/user.schema.js';
import { countryConfig } from './countries.js';

export type ReturnRefusal = 'not-delivered-yet' | 'period-over';

export interface ReturnWindow {
  readonly days: number;
  /** ISO date (YYYY-MM-DD) of the last day, in the site's time zone. */
  readonly lastDay: string;
  readonly open: boolean;
  readonly refusal: ReturnRefusal | null;
}

const DAY = 86_400_000;

/**
 * The calendar date of `instant` in `timeZone`, as YYYY-MM-DD. Like Intl, it throws a RangeError
 * for a time zone Intl does not know or an invalid Date, and so do the rules that read an instant
 * through it (`returnWindow`, `deviceCoverage`, `sellPickupDates`): zones come from
 * `countryConfig` and instants from parsed ISO date-times, so either is a caller's fault.
 */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export function returnWindow(input: {
  readonly country: Country;
  readonly placedAt: Date;
  readonly status: OrderStatus;
  readonly total: number;
  readonly isGenius: boolean;
  readonly data: Pick<WarrantyReturnData, 'defaultReturn' | 'geniusReturn'>;
  readonly now: Date;
}): ReturnWindow {
  const { data } = input;
  const genius =
    input.isGenius && input.total >= data.geniusReturn.minOrderValue ? data.geniusReturn.days : 0;
  const days = Math.max(data.defaultReturn.days, genius);
  const { timeZone } = countryConfig(input.country);
  const placedDay = localDate(input.placedAt, timeZone);
  // Calendar arithmetic on the local date (noon UTC avoids any daylight-saving edge).
  const lastDay = new Date(Date.parse(`${placedDay}T12:00:00Z`) + days * DAY)
    .toISOString()
    .slice(0, 10);
  const today = localDate(input.now, timeZone);
  const paid = input.status === 'PLACED' || input.status === 'PAID';
  const refusal: ReturnRefusal | null = !paid
    ? 'not-delivered-yet'
    : today > lastDay
      ? 'period-over'
      : null;
  return { days, lastDay, open: refusal === null, refusal };
}

/**
 * How a return's money can go back. An order paid in cash to the courier or at the office has no
 * card or account to go back to: its refund is a bank transfer only (issue 35). Every other order
 * can be refunded the way it was paid, or to a bank account.
 */
export function refundMethodsFor(
  paymentMethod: PaymentMethodKey,
): readonly ('original' | 'bank')[] {
  return CASH_PAID.has(paymentMethod) ? ['bank'] : ['original', 'bank'];
}

/** Paid in cash (or with a card or cash the shop cannot tell apart, at an office). */
const CASH_PAID: ReadonlySet<PaymentMethodKey> = new Set<PaymentMethodKey>([
  'cash-on-delivery',
  'pay-on-delivery',
  'card-or-cash-at-office',
]);
