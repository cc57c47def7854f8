/**
 * One phone rule for every form that asks for a number (the spec names the fields, not their
 * shape; the rule is ours): the checkout's contact, another contact and company, the profile, a
 * warranty case, the sell details, phone sign-in and the second factor.
 *
 * - A number is written with digits and, between them, spaces, dots, dashes, slashes or brackets;
 *   30 characters at most (`FIELD_MAX_LENGTH.phone`).
 * - `+…` or `00…` is international: a calling code and number of 8 to 15 digits in all (E.164).
 * - Anything else is a number of the site's country: its trunk prefix (`0`, or `06` in HU) is
 *   dropped and the rest must have the country's length (RO 9, BG 8–9, HU 8–9, GR 10 digits);
 *   it is then called with the country's code.
 * - A contract that does not know the site (a warranty case names an order, not a country) takes
 *   a number that is valid for any of the four sites; shop-api's answer is the number as typed.
 */
import { FIELD_MAX_LENGTH } from '../constants.js';
import { COUNTRIES, type Country } from '../schemas/enums.schema.js';

const PHONE_PLAN: Readonly<
  Record<Country, { code: string; trunk: RegExp; lengths: readonly number[] }>
> = {
  ro: { code: '40', trunk: /^0/, lengths: [9] },
  bg: { code: '359', trunk: /^0/, lengths: [8, 9] },
  hu: { code: '36', trunk: /^06/, lengths: [8, 9] },
  gr: { code: '30', trunk: /^$/, lengths: [10] },
};

const WRITTEN = /^\+?[0-9 ()./-]+$/;

/** The number in E.164 (`+40712345678`), or null when it is not a number `country` can call. */
export function internationalPhone(country: Country, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > FIELD_MAX_LENGTH.phone || !WRITTEN.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') || digits.startsWith('00')) {
    const international = trimmed.startsWith('+') ? digits : digits.slice(2);
    return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
  }
  const plan = PHONE_PLAN[country];
  const national = digits.replace(plan.trunk, '');
  if (national.startsWith('0') || !plan.lengths.includes(national.length)) return null;
  return `+${plan.code}${national}`;
}

/** Whether `value` is a number the site of `country` can call (`internationalPhone`). */
export const isValidPhoneNumber = (country: Country, value: string): boolean =>
  internationalPhone(country, value) !== null;

/** For a contract that does not know the site: a number valid on any of the four. */
export const isPhoneOfAnySite = (value: string): boolean =>
  COUNTRIES.some((country) => isValidPhoneNumber(country, value));

/** `+40712345678` → `+40 ••• ••• 678`: enough for a person to know which phone gets the code. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.length < 6) return '•••';
  const code = Object.values(PHONE_PLAN).find((plan) => digits.startsWith(plan.code))?.code;
  const prefix = code ? `+${code} ` : '+';
  return `${prefix}••• ••• ${digits.slice(-3)}`;
}
