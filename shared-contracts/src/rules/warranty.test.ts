import { describe, expect, it } from '@jest/globals';
import { deepFreeze } from '../test-support/fixtures.js';
import { addMonthsToDay, deviceCoverage } from './warranty.js';

const placedAt = new Date('2026-09-01T10:00:00Z');
const extras = deepFreeze([
  { refId: 'w12', type: 'EXTRA_WARRANTY' as const, months: 12 },
  { refId: 'ins12', type: 'INSURANCE' as const, months: 12 },
]);
const coverage = (now: string, over: Partial<Parameters<typeof deviceCoverage>[0]> = {}) =>
  deviceCoverage({
    country: 'ro',
    placedAt,
    warrantyYears: 2,
    extras,
    now: new Date(now),
    ...over,
  });

describe('addMonthsToDay', () => {
  it.each([
    ['2026-09-01', 24, '2028-09-01'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-09-01', 0, '2026-09-01'],
  ])('%s + %p months = %s', (day, months, expected) => {
    expect(addMonthsToDay(day, months)).toBe(expected);
  });
});

describe('deviceCoverage', () => {
  it('gives the default warranty its years from the day of purchase', () => {
    const { defaultWarrantyUntil } = coverage('2026-09-02T10:00:00Z', { extras: [] });
    expect(defaultWarrantyUntil).toBe('2028-09-01');
  });

  it('starts an extra warranty when the default one ends, an insurance on the day of purchase', () => {
    const result = coverage('2026-09-02T10:00:00Z');
    expect(result.extras).toEqual([
      { refId: 'w12', type: 'EXTRA_WARRANTY', months: 12, validUntil: '2029-09-01', active: true },
      { refId: 'ins12', type: 'INSURANCE', months: 12, validUntil: '2027-09-01', active: true },
    ]);
    expect(result.warrantyUntil).toBe('2029-09-01');
    expect(result.underWarranty).toBe(true);
  });

  it.each([
    ['2028-09-01T20:59:00Z', true], // 23:59 in Bucharest on the last day
    ['2028-09-01T21:01:00Z', false], // past midnight in Bucharest (EEST, UTC+3)
  ])('without extras the warranty ends at midnight of its last day (%s -> %p)', (now, under) => {
    expect(coverage(now, { extras: [] }).underWarranty).toBe(under);
  });

  it('keeps a device under an extra warranty after the default one ended, not under an insurance', () => {
    const later = coverage('2028-12-01T10:00:00Z');
    expect(later.underWarranty).toBe(true);
    expect(later.extras.map((e) => e.active)).toEqual([true, false]);
    const onlyInsurance = coverage('2028-12-01T10:00:00Z', { extras: [extras[1]!] });
    expect(onlyInsurance.underWarranty).toBe(false);
  });

  it('counts from the placing day in the site time zone', () => {
    const late = coverage('2026-09-02T10:00:00Z', {
      country: 'gr',
      placedAt: new Date('2026-08-31T22:30:00Z'), // 1 September in Athens
      extras: [],
    });
    expect(late.defaultWarrantyUntil).toBe('2028-09-01');
  });
});
