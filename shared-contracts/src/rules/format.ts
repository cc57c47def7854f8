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

/**
 * Each site's number symbols, as CLDR has them for its locale (what `Intl.NumberFormat` writes):
 * the group and decimal separators, and the fewest digits before a first group separator (bg and
 * hu write 1234 but 12 345). `format.property.test.ts` holds them to Intl over generated amounts.
 */
const NUMBER_SYMBOLS: Readonly<
  Record<
    Country,
    { readonly group: string; readonly decimal: string; readonly minGrouping: number }
  >
> = {
  ro: { group: '.', decimal: ',', minGrouping: 1 },
  bg: { group: '\u00a0', decimal: ',', minGrouping: 2 },
  hu: { group: '\u00a0', decimal: ',', minGrouping: 2 },
  gr: { group: '.', decimal: ',', minGrouping: 1 },
};

/** `digits` (decimal digits only) plus one in its last place: "129" → "130", "99" → "100". */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * An amount as `Intl.NumberFormat(locale, { maximumFractionDigits: 2 })` writes it, without
 * building one: the first Intl number formatter of a page loads the locale's data, about 50 ms on
 * this machine's Chromium and four times that on a cheap phone, in the middle of the first render
 * of the first price. Like Intl, it rounds the amount's shortest decimal form half away from zero
 * (1.005 is "1,01", though the double is a little under it) and keeps the sign of a negative amount
 * that rounds to zero ("-0"). Amounts past 10^21 and non-finite ones, which no price is, go to Intl.
 */
export function amountFormatter(country: Country): (amount: number) => string {
  const { group, decimal, minGrouping } = NUMBER_SYMBOLS[country];
  const { locale } = countryConfig(country);
  const intl = lazily(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  return (amount) => {
    const magnitude = Math.abs(amount);
    if (!Number.isFinite(amount) || magnitude >= 1e21) return intl().format(amount);
    const negative = amount < 0 || Object.is(amount, -0);
    // The shortest decimal that reads back as the amount; below 1e-6 it is in exponent form, and
    // such an amount is 0 at two decimals.
    const shortest = String(magnitude);
    const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0', ''] : shortest.split('.');
    let cents = `${whole}${fraction.slice(0, 2).padEnd(2, '0')}`;
    if ((fraction[2] ?? '0') >= '5') cents = incremented(cents);
    const integer = cents.slice(0, -2).replace(/^0+(?=\d)/, '') || '0';
    const decimals = cents.slice(-2).replace(/0+$/, '');
    const grouped =
      integer.length >= 3 + minGrouping ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
    return `${negative ? '-' : ''}${grouped}${decimals ? `${decimal}${decimals}` : ''}`;
  };
}

export function priceFormatter(country: Country): (amount: number) => string {
  const { currencyLabel } = countryConfig(country);
  const amount = amountFormatter(country);
  return (value) => `${amount(value)} ${currencyLabel}`;
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
