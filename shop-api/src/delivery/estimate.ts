/**
 * The delivery-date estimate ("order within 3 h 20 min, delivered Thursday 3 December"): the day
 * an order leaves the warehouse, and the first and last day the courier brings it, per country and
 * delivery kind. Pure: the caller passes the instant (the server's clock, or an order's placement).
 *
 * - Dispatch cut-off (`DISPATCH_CUTOFF`), on the site's wall clock: RO and BG 15:00, HU and GR
 *   14:00. The couriers collect from the warehouse in the late afternoon, and packing and the
 *   courier's labels need about two hours before that; GLS, which carries in HU and GR, collects
 *   an hour earlier. An order before the cut-off on a working day leaves that day; any other order (after
 *   it, or on a day off) leaves on the next working day, and the next cut-off that still gets the
 *   estimate (`orderBy`) is that day's cut-off.
 * - Working days: Monday to Friday, less the country's public holidays (type `public` only:
 *   RO/BG/GR with the Orthodox Easter and Pentecost, RO's 1 and 2 January, St Andrew and
 *   1 December, HU 23 October, BG 3 March, GR 25 March...). Observances, school and optional days
 *   (HU 24 December) are worked. The same days count for dispatch and for the courier's transit:
 *   couriers neither collect nor deliver on public holidays.
 * - Transit: `DELIVERY_DAYS` [min, max] working days after dispatch, so the estimate is the range
 *   `from` (dispatch + min) to `to` (dispatch + max).
 * - Holidays come from `date-holidays`, a maintained calendar of every country's public holidays,
 *   movable feasts included (Orthodox and Western Easter, Pentecost): a hand-kept table goes stale
 *   every year and is easy to get wrong for Easter. Its calendars are costly to build, so there is
 *   one per country, made on first use, and each year's days off are computed once.
 * - Time zones: every calendar day is the day in the site's time zone (Intl.DateTimeFormat with
 *   `timeZone`), never the server's: 23:30 UTC is already the next day in Athens, and a cut-off of
 *   15:00 is 13:00 UTC in summer and 14:00 UTC in winter. Days are then counted as plain
 *   `YYYY-MM-DD` dates (UTC arithmetic on a date alone), so a DST change moves no day.
 */
import { countryConfig, type Country, type DeliveryKind } from '@refurb/shared-contracts';
import { type DeliveryEstimate } from '@refurb/shared-contracts/api/delivery';
import Holidays from 'date-holidays';
import { DELIVERY_DAYS } from '../seed/delivery.data.js';

/** A calendar day in the site's time zone, YYYY-MM-DD. */
export type Day = string;

/** The daily dispatch cut-off, HH:MM on the site's wall clock (see the file's comment). */
export const DISPATCH_CUTOFF: Readonly<Record<Country, string>> = {
  ro: '15:00',
  bg: '15:00',
  hu: '14:00',
  gr: '14:00',
};

/** The transit of a kind the couriers' table lacks: the widest of the mainland ranges. */
const UNKNOWN_TRANSIT: readonly [number, number] = [1, 3];

/** Working days from dispatch to the shopper, [min, max]. */
export function transitDays(country: Country, kind: DeliveryKind): readonly [number, number] {
  return DELIVERY_DAYS[country][kind] ?? UNKNOWN_TRANSIT;
}

const DAY_MS = 86_400_000;
/** More days off in a row than any calendar has: past it the calendar is broken, not long. */
const MAX_DAYS_OFF = 30;

const HOLIDAY_CODES: Readonly<Record<Country, string>> = {
  ro: 'RO',
  bg: 'BG',
  hu: 'HU',
  gr: 'GR',
};

interface HolidayCalendar {
  readonly source: Holidays;
  readonly years: Map<number, ReadonlySet<Day>>;
}

const calendars = new Map<Country, HolidayCalendar>();

function calendarOf(country: Country): HolidayCalendar {
  let calendar = calendars.get(country);
  if (!calendar) {
    const source = new Holidays(HOLIDAY_CODES[country], {
      types: ['public'],
      timezone: countryConfig(country).timeZone,
    });
    calendar = { source, years: new Map() };
    calendars.set(country, calendar);
  }
  return calendar;
}

/**
 * The public holidays that start in `year`. A holiday may last more than a day (RO's New Year is
 * 1 and 2 January): its days are counted from its start, as whole days of its own calendar.
 */
function holidaysStartingIn(country: Country, year: number): ReadonlySet<Day> {
  const calendar = calendarOf(country);
  let days = calendar.years.get(year);
  if (!days) {
    const found = new Set<Day>();
    for (const holiday of calendar.source.getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      const first = holiday.date.slice(0, 10);
      const length = Math.max(
        1,
        Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS),
      );
      for (let i = 0; i < length; i += 1) found.add(addDays(first, i));
    }
    days = found;
    calendar.years.set(year, days);
  }
  return days;
}

export function isPublicHoliday(country: Country, day: Day): boolean {
  const year = Number(day.slice(0, 4));
  // A holiday that started late in the year before may run into this one.
  return (
    holidaysStartingIn(country, year).has(day) || holidaysStartingIn(country, year - 1).has(day)
  );
}

const utcOf = (day: Day) => Date.parse(`${day}T00:00:00Z`);

function addDays(day: Day, days: number): Day {
  return new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isWorkingDay(country: Country, day: Day): boolean {
  const weekday = new Date(utcOf(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(country, day);
}

function nextWorkingDay(country: Country, day: Day): Day {
  let next = addDays(day, 1);
  for (let i = 0; !isWorkingDay(country, next); i += 1) {
    if (i > MAX_DAYS_OFF) throw new Error(`no working day in ${country} after ${day}`);
    next = addDays(next, 1);
  }
  return next;
}

/** The working day `count` working days after `day` (`day` itself for 0). */
export function addWorkingDays(country: Country, day: Day, count: number): Day {
  let result = day;
  for (let i = 0; i < count; i += 1) result = nextWorkingDay(country, result);
  return result;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** What the site's wall clock shows at `at`: its day, and the time as milliseconds into that day. */
function wallClock(at: Date, timeZone: string): { day: Day; sinceMidnight: number } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const sinceMidnight =
    ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 +
    at.getUTCMilliseconds();
  return { day, sinceMidnight };
}

/** The calendar day `at` is on in the country's site time zone. */
export function siteDay(country: Country, at: Date): Day {
  return wallClock(at, countryConfig(country).timeZone).day;
}

/** The instant the site's wall clock shows `sinceMidnight` on `day` (a time no DST change skips). */
function instantOn(day: Day, sinceMidnight: number, timeZone: string): Date {
  const wall = utcOf(day) + sinceMidnight;
  const offsetAt = (instant: number) => {
    const seen = wallClock(new Date(instant), timeZone);
    return utcOf(seen.day) + seen.sinceMidnight - instant;
  };
  // The offset at a first guess, then at the instant it gives: right on either side of a change.
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

function cutoffSinceMidnight(country: Country): number {
  const [hours, minutes] = DISPATCH_CUTOFF[country].split(':').map(Number);
  return ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

/** The day an order placed at `at` leaves the warehouse, and the cut-off it had to beat. */
export function dispatchOf(country: Country, at: Date): { day: Day; orderBy: Date } {
  const { timeZone } = countryConfig(country);
  const cutoff = cutoffSinceMidnight(country);
  const now = wallClock(at, timeZone);
  const day =
    isWorkingDay(country, now.day) && now.sinceMidnight < cutoff
      ? now.day
      : nextWorkingDay(country, now.day);
  return { day, orderBy: instantOn(day, cutoff, timeZone) };
}

/** The estimate for an order of `kind` placed at `at` (now, for the product page). */
export function deliveryEstimate(country: Country, kind: DeliveryKind, at: Date): DeliveryEstimate {
  const dispatch = dispatchOf(country, at);
  const [min, max] = transitDays(country, kind);
  return {
    kind,
    orderBy: dispatch.orderBy.toISOString(),
    from: addWorkingDays(country, dispatch.day, min),
    to: addWorkingDays(country, dispatch.day, max),
  };
}
