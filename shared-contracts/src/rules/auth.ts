/**
 * Sign-in rules of the account pages (spec section 7 names the methods; the rules are ours):
 * - A new password has at least 8 characters with a letter and a digit (the identity service's
 *   own floor is 6); signing in only needs a password that is not empty.
 * - Phone sign-in sends the number in international form: a local number of the site's country
 *   (its trunk prefix `0`, or `06` in HU, dropped) gets the country's calling code; `00…` and
 *   `+…` are taken as international. National lengths: RO 9, BG 8–9, HU 8–9, GR 10 digits.
 * - After signing in a person goes back to where they came from, but only to a path of this site
 *   (`/…`, never `//host` or another scheme), so a link cannot send them elsewhere.
 */
import type { Country } from '../schemas/enums.schema.js';

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'too-short' | 'no-letter' | 'no-digit';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('too-short');
  if (!/\p{L}/u.test(password)) problems.push('no-letter');
  if (!/\p{Nd}/u.test(password)) problems.push('no-digit');
  return problems;
}

const PHONE_PLAN: Readonly<
  Record<Country, { code: string; trunk: RegExp; lengths: readonly number[] }>
> = {
  ro: { code: '40', trunk: /^0/, lengths: [9] },
  bg: { code: '359', trunk: /^0/, lengths: [8, 9] },
  hu: { code: '36', trunk: /^06/, lengths: [8, 9] },
  gr: { code: '30', trunk: /^$/, lengths: [10] },
};

/** The number in E.164 (`+40712345678`), or null when it is not a phone number of any kind. */
export function internationalPhone(country: Country, value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[0-9 ()./-]+$/.test(trimmed)) return null;
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

/** `+40712345678` → `+40 ••• ••• 678`: enough for a person to know which phone gets the code. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.length < 6) return '•••';
  const code = Object.values(PHONE_PLAN).find((plan) => digits.startsWith(plan.code))?.code;
  const prefix = code ? `+${code} ` : '+';
  return `${prefix}••• ••• ${digits.slice(-3)}`;
}

/** Where to go after signing in: `redirect` when it is a path of this site, else `fallback`. */
export function safeRedirect(redirect: string | null | undefined, fallback: string): string {
  if (!redirect) return fallback;
  const value = redirect.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
