/**
 * Sign-in rules of the account pages (spec section 7 names the methods; the rules are ours):
 * - A new password has at least 8 characters with a letter and a digit (the identity service's
 *   own floor is 6); signing in only needs a password that is not empty.
 * - Phone sign-in sends the number in international form, by the one phone rule (`phone.ts`).
 * - After signing in a person goes back to where they came from, but only to a path of this site
 *   (`/…`, never `//host` or another scheme), so a link cannot send them elsewhere.
 */

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'too-short' | 'no-letter' | 'no-digit';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('too-short');
  if (!/\p{L}/u.test(password)) problems.push('no-letter');
  if (!/\p{Nd}/u.test(password)) problems.push('no-digit');
  return problems;
}

/** Where to go after signing in: `redirect` when it is a path of this site, else `fallback`. */
export function safeRedirect(redirect: string | null | undefined, fallback: string): string {
  if (!redirect) return fallback;
  const value = redirect.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
