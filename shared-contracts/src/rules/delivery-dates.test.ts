import { describe, expect, it } from '@jest/globals';
import { formatDeliveryDays } from './delivery-dates.js';

describe('the delivery days in the site’s language', () => {
  it.each([
    ['ro', '2026-12-03', '2026-12-03', 'joi, 3 decembrie'],
    ['ro', '2026-12-03', '2026-12-04', 'joi, 3 decembrie – vineri, 4 decembrie'],
    ['bg', '2026-12-03', '2026-12-03', 'четвъртък, 3 декември'],
    ['bg', '2026-11-30', '2026-12-02', 'понеделник, 30 ноември – сряда, 2 декември'],
    ['hu', '2026-12-03', '2026-12-03', 'december 3., csütörtök'],
    ['hu', '2026-12-03', '2026-12-04', 'december 3., csütörtök – 4., péntek'],
    ['gr', '2026-12-03', '2026-12-03', 'Πέμπτη 3 Δεκεμβρίου'],
    ['gr', '2027-05-05', '2027-05-07', 'Τετάρτη 5 Μαΐου – Παρασκευή 7 Μαΐου'],
    ['ro', '2026-12-31', '2027-01-04', 'joi, 31 decembrie 2026 – luni, 4 ianuarie 2027'],
  ] as const)('%s %s–%s: %s', (country, from, to, expected) => {
    // Intl separates a range with thin or no-break spaces in some locales
    expect(formatDeliveryDays(country, from, to).replace(/[\u2009\u202f\u00a0]/g, ' ')).toBe(
      expected,
    );
  });

  it('shows a day it cannot read as written', () => {
    expect(formatDeliveryDays('ro', 'soon', 'soon')).toBe('soon');
  });
});
