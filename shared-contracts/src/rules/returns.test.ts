import { describe, expect, it } from '@jest/globals';
import type { OrderStatus } from '../api/checkout.schema.js';
import type { Country } from '../schemas/enums.schema.js';
import { deepFreeze } from '../test-support/fixtures.js';
import { refundMethodsFor, returnWindow } from './returns.js';

const data = deepFreeze({
  defaultReturn: { name: 'Retur standard', days: 60 },
  geniusReturn: { name: 'Retur Genius', days: 90, minOrderValue: 1000 },
});
const placedAt = new Date('2026-09-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

function window(
  overrides: Partial<{
    country: Country;
    status: OrderStatus;
    total: number;
    isGenius: boolean;
    now: Date;
    placedAt: Date;
  }> = {},
) {
  return returnWindow({
    country: 'ro',
    placedAt,
    status: 'PLACED',
    total: 2499,
    isGenius: false,
    data,
    now: at('2026-09-15T10:00:00Z'),
    ...overrides,
  });
}

describe('returnWindow', () => {
  it('gives 60 days from the day the order was placed by default', () => {
    expect(window()).toEqual({ days: 60, lastDay: '2026-10-31', open: true, refusal: null });
  });

  it.each([
    ['2026-10-31T20:59:00Z', true], // 23:59 in Bucharest on the last day
    ['2026-10-31T22:01:00Z', false], // past midnight in Bucharest (EET, UTC+2 after 25 Oct)
  ])('ends at midnight of the last day in the site time zone (%s -> open %p)', (now, open) => {
    expect(window({ now: at(now) }).open).toBe(open);
  });

  it('refuses a return after the period and says why', () => {
    expect(window({ now: at('2026-11-02T10:00:00Z') })).toMatchObject({
      open: false,
      refusal: 'period-over',
    });
  });

  it.each([
    [true, 2499, 90],
    [true, 999, 60],
    [false, 2499, 60],
  ])('genius %p with a total of %p gets %p days', (isGenius, total, days) => {
    expect(window({ isGenius, total }).days).toBe(days);
  });

  it.each<OrderStatus>(['PENDING_PAYMENT', 'PAYMENT_FAILED'])(
    'an order that is %s cannot be returned',
    (status) => {
      expect(window({ status })).toMatchObject({ open: false, refusal: 'not-delivered-yet' });
    },
  );

  it('counts the placing day in the site time zone (late evening UTC is the next day in Athens)', () => {
    const late = window({ country: 'gr', placedAt: at('2026-09-01T22:30:00Z') });
    expect(late.lastDay).toBe('2026-11-01');
  });
});

describe('refundMethodsFor', () => {
  it.each([
    ['cash-on-delivery', ['bank']],
    ['pay-on-delivery', ['bank']],
    ['card-or-cash-at-office', ['bank']],
    ['online-card', ['original', 'bank']],
    ['card-at-locker', ['original', 'bank']],
    ['tbi-standard', ['original', 'bank']],
  ] as const)('an order paid with %s is refunded %p', (method, ways) => {
    expect(refundMethodsFor(method)).toEqual(ways);
  });
});
