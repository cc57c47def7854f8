import { describe, expect, it } from '@jest/globals';
import type { DeliveryEstimateResponse } from '@refurb/shared-contracts/api/delivery';
import { cutOffOf, timeLeft } from './use-delivery-estimate';

const CUT_OFF = Date.parse('2026-12-02T13:00:00Z');
const S = 1000;
const M = 60 * S;

describe('timeLeft', () => {
  // Whole minutes rounded up: "1 min" until the cut-off itself, nothing from it on.
  it.each([
    [3 * 60 * M + 20 * M, { hours: 3, minutes: 20 }],
    [3 * 60 * M + 19 * M + 1 * S, { hours: 3, minutes: 20 }],
    [60 * M, { hours: 1, minutes: 0 }],
    [59 * M + 59 * S, { hours: 1, minutes: 0 }],
    [59 * M, { hours: 0, minutes: 59 }],
    [1, { hours: 0, minutes: 1 }],
    [0, null],
    [-5 * M, null],
  ])('%d ms before the cut-off: %o', (before, left) => {
    expect(timeLeft(CUT_OFF, CUT_OFF - before)).toEqual(left);
  });
});

describe('cutOffOf', () => {
  const answer = (orderBys: string[]): DeliveryEstimateResponse => ({
    country: 'gr',
    timeZone: 'Europe/Athens',
    estimates: orderBys.map((orderBy) => ({
      kind: 'courier',
      orderBy,
      from: '2026-12-04',
      to: '2026-12-08',
    })),
  });

  it('is the earliest orderBy of the answer, whatever its offset', () => {
    expect(cutOffOf(answer(['2026-12-02T14:00:00+02:00', '2026-12-02T13:30:00Z']))).toBe(
      Date.parse('2026-12-02T12:00:00Z'),
    );
  });

  it('is none for an answer without estimates', () => {
    expect(cutOffOf(answer([]))).toBeNull();
  });
});
