import { afterEach, describe, expect, it } from '@jest/globals';
import type { Country, DeliveryKind } from '@refurb/shared-contracts';
import {
  addWorkingDays,
  deliveryEstimate,
  DISPATCH_CUTOFF,
  isWorkingDay,
  transitDays,
} from './estimate.js';

/**
 * Each row: an instant (UTC), what the site's wall clock shows then, and the estimate worked out by
 * hand from the cut-offs (RO, BG 15:00; HU, GR 14:00), weekends and public holidays. Transit: RO
 * and BG 1–2, HU 1–3, GR 2–4 working days.
 */
const rows: readonly (readonly [
  string,
  Country,
  DeliveryKind,
  string,
  { orderBy: string; from: string; to: string },
])[] = [
  [
    'before the cut-off: leaves today (Tue 24 Nov 10:00 in Bucharest)',
    'ro',
    'courier',
    '2026-11-24T08:00:00Z',
    { orderBy: '2026-11-24T13:00:00.000Z', from: '2026-11-25', to: '2026-11-26' },
  ],
  [
    'a minute before the cut-off (14:59 in Bucharest)',
    'ro',
    'locker',
    '2026-11-24T12:59:00Z',
    { orderBy: '2026-11-24T13:00:00.000Z', from: '2026-11-25', to: '2026-11-26' },
  ],
  [
    'at the cut-off: leaves the next working day (15:00 in Bucharest)',
    'ro',
    'courier',
    '2026-11-24T13:00:00Z',
    { orderBy: '2026-11-25T13:00:00.000Z', from: '2026-11-26', to: '2026-11-27' },
  ],
  [
    'Friday after the cut-off leaves on Monday (Fri 13 Nov 14:30 in Budapest)',
    'hu',
    'courier',
    '2026-11-13T13:30:00Z',
    { orderBy: '2026-11-16T13:00:00.000Z', from: '2026-11-17', to: '2026-11-19' },
  ],
  [
    'Saturday leaves on Monday (Sat 14 Nov 10:00 in Sofia)',
    'bg',
    'office',
    '2026-11-14T08:00:00Z',
    { orderBy: '2026-11-16T13:00:00.000Z', from: '2026-11-17', to: '2026-11-18' },
  ],
  [
    'Sunday before the cut-off hour still leaves on Monday (Sun 15 Nov 09:00 in Sofia)',
    'bg',
    'locker',
    '2026-11-15T07:00:00Z',
    { orderBy: '2026-11-16T13:00:00.000Z', from: '2026-11-17', to: '2026-11-18' },
  ],
  [
    'RO: St Andrew (Mon 30 Nov) and the national day (Tue 1 Dec) are off (Fri 27 Nov 16:00)',
    'ro',
    'courier',
    '2026-11-27T14:00:00Z',
    { orderBy: '2026-12-02T13:00:00.000Z', from: '2026-12-03', to: '2026-12-04' },
  ],
  [
    'RO: the courier does not deliver on 30 Nov and 1 Dec either (Fri 27 Nov 10:00)',
    'ro',
    'locker',
    '2026-11-27T08:00:00Z',
    { orderBy: '2026-11-27T13:00:00.000Z', from: '2026-12-02', to: '2026-12-03' },
  ],
  [
    'RO: 1 December itself, before the cut-off hour',
    'ro',
    'courier',
    '2026-12-01T08:00:00Z',
    { orderBy: '2026-12-02T13:00:00.000Z', from: '2026-12-03', to: '2026-12-04' },
  ],
  [
    'RO: New Year is 1 and 2 January, then 6 and 7 January (Wed 31 Dec 2025 16:00)',
    'ro',
    'courier',
    '2025-12-31T14:00:00Z',
    { orderBy: '2026-01-05T13:00:00.000Z', from: '2026-01-08', to: '2026-01-09' },
  ],
  [
    'HU: 23 October is off; the week DST ends (Thu 22 Oct 10:00 CEST in Budapest)',
    'hu',
    'locker',
    '2026-10-22T08:00:00Z',
    { orderBy: '2026-10-22T12:00:00.000Z', from: '2026-10-26', to: '2026-10-28' },
  ],
  [
    'HU: after the cut-off on 22 Oct leaves on Mon 26 Oct, 14:00 CET now (14:30 CEST)',
    'hu',
    'office',
    '2026-10-22T12:30:00Z',
    { orderBy: '2026-10-26T13:00:00.000Z', from: '2026-10-27', to: '2026-10-29' },
  ],
  [
    'BG: 3 March is off (Mon 2 Mar 16:00 in Sofia)',
    'bg',
    'courier',
    '2026-03-02T14:00:00Z',
    { orderBy: '2026-03-04T13:00:00.000Z', from: '2026-03-05', to: '2026-03-06' },
  ],
  [
    'GR: Orthodox Good Friday and Easter Monday 2027 are off (Thu 29 Apr 10:00 in Athens)',
    'gr',
    'courier',
    '2027-04-29T07:00:00Z',
    { orderBy: '2027-04-29T11:00:00.000Z', from: '2027-05-05', to: '2027-05-07' },
  ],
  [
    'GR: Easter Monday (3 May 2027) itself, before the cut-off hour',
    'gr',
    'locker',
    '2027-05-03T07:00:00Z',
    { orderBy: '2027-05-04T11:00:00.000Z', from: '2027-05-06', to: '2027-05-10' },
  ],
  [
    'GR: the Western Easter Monday (29 Mar 2027) is worked',
    'gr',
    'office',
    '2027-03-29T07:00:00Z',
    { orderBy: '2027-03-29T11:00:00.000Z', from: '2027-03-31', to: '2027-04-02' },
  ],
  [
    'GR: 25 March is off; DST starts that week (Tue 24 Mar 15:00 EET in Athens)',
    'gr',
    'courier',
    '2026-03-24T13:00:00Z',
    { orderBy: '2026-03-26T12:00:00.000Z', from: '2026-03-30', to: '2026-04-01' },
  ],
  [
    '23:30 UTC on Thursday is Friday 01:30 in Athens: before Friday’s cut-off',
    'gr',
    'courier',
    '2026-11-26T23:30:00Z',
    { orderBy: '2026-11-27T12:00:00.000Z', from: '2026-12-01', to: '2026-12-03' },
  ],
  [
    'DST: Saturday before the change leaves Monday at 15:00 EEST, 12:00 UTC (Sat 28 Mar)',
    'ro',
    'courier',
    '2026-03-28T10:00:00Z',
    { orderBy: '2026-03-30T12:00:00.000Z', from: '2026-03-31', to: '2026-04-01' },
  ],
  [
    'DST: 12:30 UTC on the Monday after is 15:30 in Bucharest, past the cut-off',
    'ro',
    'courier',
    '2026-03-30T12:30:00Z',
    { orderBy: '2026-03-31T12:00:00.000Z', from: '2026-04-01', to: '2026-04-02' },
  ],
];

describe('the delivery-date estimate', () => {
  it.each(rows)('%s', (_, country, kind, at, expected) => {
    expect(deliveryEstimate(country, kind, new Date(at))).toEqual({ kind, ...expected });
  });

  describe('whatever the server’s time zone', () => {
    const serverZone = process.env.TZ;
    afterEach(() => {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    });
    it.each(['America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC'])(
      'answers the same on a server in %s',
      (zone) => {
        process.env.TZ = zone;
        for (const [, country, kind, at, expected] of rows) {
          expect([at, deliveryEstimate(country, kind, new Date(at))]).toEqual([
            at,
            { kind, ...expected },
          ]);
        }
      },
    );
  });

  it('keeps the cut-off table of the module’s comment', () => {
    expect(DISPATCH_CUTOFF).toEqual({ ro: '15:00', bg: '15:00', hu: '14:00', gr: '14:00' });
  });

  it('counts only public holidays as days off (observances and optional days are worked)', () => {
    // RO Constitution Day (observance), HU Christmas Eve (optional), BG 1 March (observance)
    expect(isWorkingDay('ro', '2026-12-08')).toBe(true);
    expect(isWorkingDay('hu', '2026-12-24')).toBe(true);
    expect(isWorkingDay('bg', '2027-03-01')).toBe(true);
    // Orthodox Good Friday 2026 is off in RO, BG, GR; the Western one (3 Apr) only in HU
    for (const country of ['ro', 'bg', 'gr'] as const) {
      expect([country, isWorkingDay(country, '2026-04-10')]).toEqual([country, false]);
      expect([country, isWorkingDay(country, '2026-04-03')]).toEqual([country, true]);
    }
    expect(isWorkingDay('hu', '2026-04-03')).toBe(false);
    expect(isWorkingDay('hu', '2026-04-10')).toBe(true);
  });

  it('adds working days, none for zero', () => {
    expect(addWorkingDays('ro', '2026-11-27', 0)).toBe('2026-11-27');
    expect(addWorkingDays('ro', '2026-11-27', 1)).toBe('2026-12-02');
  });

  it('takes the transit days of the couriers’ table', () => {
    expect(transitDays('gr', 'office')).toEqual([2, 4]);
    expect(transitDays('ro', 'locker')).toEqual([1, 2]);
  });
});
