/**
 * Formats every site shows the same way, whichever package renders them: a price is the locale's
 * number with the country's currency label after it (spec section 1: "1.234,5 lei", "1 234,5 Ft"),
 * and a message template fills `{name}` placeholders (an unknown one is left as written, so a
 * missing value is visible rather than silently empty).
 */
import type { Country } from '../schemas/enums.schema.js';
import { countryConfig } from './countries.js';

/**
 * `make()` on the first call, its result from then on. An `Intl` formatter costs milliseconds to
 * build on a cheap phone (the first date formatter with a time zone loads the zone's rules), so
 * each is built when a page first formats with it, not while the page starts.
 */
function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function priceFormatter(country: Country): (amount: number) => string {
  const { locale, currencyLabel } = countryConfig(country);
  const number = lazily(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  return (amount) => `${number().format(amount)} ${currencyLabel}`;
}

export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A date as the site writes it ("2 noiembrie 2026"): an instant (ISO date-time) on the calendar
 * of the site's time zone, and a calendar day (`YYYY-MM-DD`, e.g. a warranty's last day) as is.
 */
export function dateFormatter(country: Country): (value: string) => string {
  const { locale, timeZone } = countryConfig(country);
  const instant = lazily(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }));
  const day = lazily(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  return (value) => {
    const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const date = new Date(calendarDay ? `${value}T12:00:00Z` : value);
    if (Number.isNaN(date.getTime())) return value;
    return (calendarDay ? day() : instant()).format(date);
  };
}

/** A site's words: its catalogue's templates filled in, its prices and dates formatted. */
export interface Translator<Key extends string> {
  readonly country: Country;
  /** `ro`, `bg`, `hu`, `el`. */
  readonly language: string;
  readonly t: (key: Key, values?: Readonly<Record<string, string | number>>) => string;
  readonly formatPrice: (amount: number) => string;
  readonly formatDate: (value: string) => string;
}

export function createTranslator<Key extends string>(
  catalogues: Readonly<Record<Country, Readonly<Record<Key, string>>>>,
  country: Country,
): Translator<Key> {
  return translatorFor(country, catalogues[country]);
}

/** The translator of one country from its language's catalogue alone (loaded on its own). */
export function translatorFor<Key extends string>(
  country: Country,
  messages: Readonly<Record<Key, string>>,
): Translator<Key> {
  return {
    country,
    language: countryConfig(country).language,
    t: (key, values) => fillTemplate(messages[key], values),
    formatPrice: priceFormatter(country),
    formatDate: dateFormatter(country),
  };
}
