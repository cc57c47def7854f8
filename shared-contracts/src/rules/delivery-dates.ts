/**
 * The days an order arrives between, as the site writes them: "joi, 3 decembrie" when both are
 * the same day, else the locale's own range ("joi, 3 decembrie – vineri, 4 decembrie",
 * "december 3., csütörtök – 4., péntek"; the year only when the range crosses into the next).
 * The days are calendar days (YYYY-MM-DD) of the site's time zone already (shop-api's estimate),
 * so they are formatted in UTC at noon: no time zone of the browser shifts them by a day.
 */
import type { Country } from '../schemas/enums.schema.js';
import { countryConfig } from './countries.js';

const formats = new Map<Country, Intl.DateTimeFormat>();

function formatOf(country: Country): Intl.DateTimeFormat {
  let format = formats.get(country);
  if (!format) {
    format = new Intl.DateTimeFormat(countryConfig(country).locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    formats.set(country, format);
  }
  return format;
}

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** `from`–`to` in the site's language; a day that is not YYYY-MM-DD is shown as written. */
export function formatDeliveryDays(country: Country, from: string, to: string): string {
  const first = noonOf(from);
  const last = noonOf(to);
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) {
    return from === to ? from : `${from} – ${to}`;
  }
  const format = formatOf(country);
  return from === to || last < first ? format.format(first) : format.formatRange(first, last);
}
