/**
 * How long a bought device is covered (spec section 3: a warranty's validity, 2 years by default;
 * extra services of type EXTRA_WARRANTY or INSURANCE). The spec shows no more, so these are the
 * choices:
 * - every period counts from the day the order was placed in the site's time zone and covers its
 *   last day to midnight there, like the return period (`returnWindow`): an order placed on
 *   2026-09-01 is under the default warranty until 2028-09-01 inclusive;
 * - an extra warranty of N months extends the default one (it starts when that ends), so a
 *   12-month extra warranty on that order runs until 2029-09-01; several extend it each on its own,
 *   and the device is under warranty until the latest of them ends;
 * - an insurance of N months starts on the day of the purchase;
 * - N months after the 31st is the last day of a shorter month (2027-01-31 + 1 month = 2027-02-28).
 */
import type { Country, ExtraServiceType } from '../schemas/enums.schema.js';
import { countryConfig } from './countries.js';
import { localDate } from './returns.js';

export interface CoveredExtraInput {
  readonly refId: string;
  readonly type: ExtraServiceType;
  readonly months: number;
}

export interface CoveredExtraPeriod extends CoveredExtraInput {
  /** ISO date (YYYY-MM-DD) of the last day covered, in the site's time zone. */
  readonly validUntil: string;
  readonly active: boolean;
}

export interface DeviceCoverage {
  readonly defaultWarrantyUntil: string;
  readonly extras: readonly CoveredExtraPeriod[];
  /** The last day of the default warranty or of the longest extra warranty. */
  readonly warrantyUntil: string;
  readonly underWarranty: boolean;
}

/**
 * `months` calendar months after the ISO date `day`, clamped to the end of a shorter month. `day`
 * is YYYY-MM-DD as `localDate` writes it; text whose parts are not numbers throws a RangeError.
 */
export function addMonthsToDay(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

export function deviceCoverage(input: {
  readonly country: Country;
  readonly placedAt: Date;
  readonly warrantyYears: number;
  readonly extras: readonly CoveredExtraInput[];
  readonly now: Date;
}): DeviceCoverage {
  const { timeZone } = countryConfig(input.country);
  const placedDay = localDate(input.placedAt, timeZone);
  const today = localDate(input.now, timeZone);
  const defaultMonths = input.warrantyYears * 12;
  const defaultWarrantyUntil = addMonthsToDay(placedDay, defaultMonths);
  const extras = input.extras.map((extra) => {
    const start = extra.type === 'EXTRA_WARRANTY' ? defaultMonths : 0;
    const validUntil = addMonthsToDay(placedDay, start + extra.months);
    return { ...extra, validUntil, active: today <= validUntil };
  });
  // ISO dates compare as strings.
  const warrantyUntil = extras
    .filter((extra) => extra.type === 'EXTRA_WARRANTY')
    .reduce(
      (latest, extra) => (extra.validUntil > latest ? extra.validUntil : latest),
      defaultWarrantyUntil,
    );
  return {
    defaultWarrantyUntil,
    extras,
    warrantyUntil,
    underWarranty: today <= warrantyUntil,
  };
}
