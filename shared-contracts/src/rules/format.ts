/**
 * Formats every site shows the same way, whichever package renders them: a price is the locale's
 * number with the country's currency label after it (spec section 1: "1.234,5 lei", "1 234,5 Ft"),
 * and a message template fills `{name}` placeholders (an unknown one is left as written, so a
 * missing value is visible rather than silently empty).
 *
 * A count is said through an ICU plural argument (issue 33 point 20: "1 produs", "2 produse",
 * "20 de produse"): `{count, plural, one {# produs} few {# produse} other {# de produse}}`. The
 * site's CLDR plural rules (`Intl.PluralRules` of its locale) choose the form: ro has one, few
 * and other (few is 0 and every number whose last two digits are 01–19 but 1, so "101 produse";
 * other is 20–99 and 00, so "20 de produse", "100 de produse"), bg, hu and el have one and
 * other. An exact `=N` form comes first, a form the message lacks falls back to `other`, and `#`
 * is the count as the site writes numbers ("2.000" in ro). This is the ICU subset the shop needs:
 * no `select`, `selectordinal`, `offset` or apostrophe quoting (no message has braces in its
 * text). A plural that cannot be filled (no value, not a number, no `other` form, unbalanced
 * braces) is left as written, like an unknown placeholder. `pluralGaps` is the lint each
 * package's catalogue test runs: no count without plural forms, no plural without a form of its
 * language.
 */
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';
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

/**
 * `1234.5` as the site writes a price: "1.234,5 lei", "1234,5 €" (BG in euro, issue 36: the sign
 * after the amount, as Bulgarian shops and CLDR's bg write it). The label is read at each call,
 * so a translator made before the runtime called `configureCurrencies` still writes the
 * configured currency.
 */
export function priceFormatter(country: Country): (amount: number) => string {
  const amount = amountFormatter(country);
  return (value) => `${amount(value)} ${countryConfig(country).currencyLabel}`;
}

/** A site's CLDR plural rules, built when a page first says a count. */
const PLURAL_RULES = Object.fromEntries(
  COUNTRIES.map((c) => [c, lazily(() => new Intl.PluralRules(countryConfig(c).locale))]),
) as Readonly<Record<Country, () => Intl.PluralRules>>;

/** A parsed message: text, `#` (a plural's count), `{name}`, or `{name, plural, …}`. */
type Part =
  | string
  | typeof COUNT_SIGN
  | { readonly arg: string; readonly source: string }
  | {
      readonly plural: string;
      readonly forms: ReadonlyMap<string, readonly Part[]>;
      readonly source: string;
    };

const COUNT_SIGN = Symbol('#');
const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;
const PLURAL_FORM = /^(=\d+|zero|one|two|few|many|other)\s*\{/;

/** The index of the `}` closing the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The argument inside a pair of braces, or undefined when it is none (the braces stay text). */
function argumentOf(inner: string): Part | undefined {
  const source = `{${inner}}`;
  if (/^\w+$/.test(inner)) return { arg: inner, source };
  const head = PLURAL_HEAD.exec(inner);
  if (!head) return undefined;
  const forms = new Map<string, readonly Part[]>();
  let rest = inner.slice(head[0].length).trimStart();
  while (rest) {
    const form = PLURAL_FORM.exec(rest);
    const open = form ? form[0].length - 1 : -1;
    const end = form ? closing(rest, open) : -1;
    if (!form || end < 0) return undefined;
    forms.set(form[1] ?? '', parseMessage(rest.slice(open + 1, end), true));
    rest = rest.slice(end + 1).trimStart();
  }
  return forms.has('other') ? { plural: head[1] ?? '', forms, source } : undefined;
}

function parseMessage(text: string, inPlural: boolean): Part[] {
  const parts: Part[] = [];
  let literal = '';
  const push = (part: Part) => {
    if (literal) parts.push(literal);
    literal = '';
    parts.push(part);
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? '';
    if (c === '#' && inPlural) {
      push(COUNT_SIGN);
      continue;
    }
    const end = c === '{' ? closing(text, i) : -1;
    const part = end < 0 ? undefined : argumentOf(text.slice(i + 1, end));
    if (part) {
      push(part);
      i = end;
    } else literal += c;
  }
  if (literal) parts.push(literal);
  return parts;
}

/** A value as a count: a number, or a string that is one; undefined when it is not. */
function countOf(value: string | number | undefined): number | undefined {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function fillParts(
  parts: readonly Part[],
  values: Readonly<Record<string, string | number>>,
  country: Country | undefined,
  count: string,
): string {
  let out = '';
  // A value that ends with a full stop (a Bulgarian date, "2 декември 2026 г.", or a Hungarian
  // one, "2026. december 2.") ends a sentence whose own full stop follows it: that one is not
  // written again ("г.." read as a typo, issue 35).
  let endsWithStop = false;
  for (const part of parts) {
    if (typeof part === 'string') {
      out += endsWithStop && part.startsWith('.') && !part.startsWith('..') ? part.slice(1) : part;
      endsWithStop = false;
      continue;
    }
    endsWithStop = false;
    if (part === COUNT_SIGN) out += count;
    else if ('arg' in part) {
      const value = Object.hasOwn(values, part.arg) ? String(values[part.arg]) : part.source;
      out += value;
      endsWithStop = Object.hasOwn(values, part.arg) && value.endsWith('.');
    } else {
      const n = countOf(Object.hasOwn(values, part.plural) ? values[part.plural] : undefined);
      if (n === undefined) {
        out += part.source;
        continue;
      }
      const exact = [...part.forms].find(
        ([name]) => name.startsWith('=') && Number(name.slice(1)) === n,
      );
      const category = country ? PLURAL_RULES[country]().select(n) : 'other';
      const form = exact?.[1] ?? part.forms.get(category) ?? part.forms.get('other') ?? [];
      out += fillParts(form, values, country, country ? amountFormatter(country)(n) : String(n));
    }
  }
  return out;
}

/**
 * `template` with its placeholders filled: `{name}` by `values.name`, a plural argument by the
 * form `country`'s plural rules choose for its count (without a country, only `=N` and `other`).
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
  country?: Country,
): string {
  return fillParts(parseMessage(template, false), values, country, '#');
}

/**
 * Placeholder names that hold a number of things, so the words next to them agree with it:
 * `pluralGaps` wants each inside a plural argument, unless a message's exemption says the number
 * there counts nothing ("Pasul {n} din {total}", a price in `{limit}`).
 */
export const COUNT_PLACEHOLDERS: readonly string[] = [
  'count',
  'n',
  'limit',
  'days',
  'years',
  'months',
  'min',
  'max',
  'total',
  'pages',
];

/**
 * The plural lint of a catalogue, one line a problem: a count placeholder (COUNT_PLACEHOLDERS)
 * outside a plural argument, a plural without a form the site's language has (ro: one, few,
 * other), a plural that does not parse, and an exemption (`notCounts`: message key → names that
 * count nothing there, for every language; a language whose words agree with the number there
 * may still say it in plural forms) naming a placeholder its message does not have.
 */
export function pluralGaps(
  country: Country,
  messages: Readonly<Record<string, string>>,
  notCounts: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const categories = PLURAL_RULES[country]().resolvedOptions().pluralCategories;
  const gaps: string[] = [];
  for (const [key, template] of Object.entries(messages)) {
    const exempt = Object.hasOwn(notCounts, key) ? (notCounts[key] ?? []) : [];
    const named = new Set<string>();
    const walk = (parts: readonly Part[]) => {
      for (const part of parts) {
        if (typeof part === 'string') {
          if (/\{\s*\w+\s*,\s*plural\s*,/.test(part)) {
            gaps.push(`${key}: a plural argument that does not parse`);
          }
        } else if (part === COUNT_SIGN) continue;
        else if ('arg' in part) {
          named.add(part.arg);
          if (COUNT_PLACEHOLDERS.includes(part.arg) && !exempt.includes(part.arg)) {
            gaps.push(`${key}: {${part.arg}} is a count without plural forms`);
          }
        } else {
          named.add(part.plural);
          for (const category of categories) {
            if (!part.forms.has(category)) {
              gaps.push(`${key}: {${part.plural}, plural} has no "${category}" form`);
            }
          }
          for (const form of part.forms.values()) walk(form);
        }
      }
    };
    walk(parseMessage(template, false));
    for (const name of exempt) {
      if (!named.has(name)) {
        gaps.push(`${key}: {${name}} is exempt but not a placeholder of the message`);
      }
    }
  }
  for (const key of Object.keys(notCounts)) {
    if (!Object.hasOwn(messages, key)) gaps.push(`${key}: is exempt but not in the catalogue`);
  }
  return gaps;
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
    t: (key, values) => fillTemplate(messages[key], values, country),
    formatPrice: priceFormatter(country),
    formatDate: dateFormatter(country),
  };
}
