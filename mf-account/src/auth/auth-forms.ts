/**
 * What each auth form checks before anything is sent, as field → problem (the pages say it in
 * the site's language as `field.<field>.<problem>`). The rules are the rule book's.
 */
import { internationalPhone, type Country } from '@refurb/shared-contracts';
import { passwordProblems } from '@refurb/shared-contracts/account';
import { isValidEmail, isValidPersonName } from '@refurb/shared-contracts/checkout';
import type { FieldErrors } from './auth.types';

const errors = (entries: ReadonlyArray<readonly [string, string | null]>): FieldErrors =>
  Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));

const emailProblem = (email: string) =>
  email.trim() === '' ? 'required' : isValidEmail(email) ? null : 'invalid';

const newPasswordProblem = (password: string) => passwordProblems(password)[0] ?? null;

export const hasErrors = (fieldErrors: FieldErrors) => Object.keys(fieldErrors).length > 0;

export const checkLogin = (form: { email: string; password: string }): FieldErrors =>
  errors([
    ['email', emailProblem(form.email)],
    ['password', form.password === '' ? 'required' : null],
  ]);

export const checkRegister = (form: {
  displayName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}): FieldErrors =>
  errors([
    [
      'displayName',
      form.displayName.trim() === ''
        ? 'required'
        : isValidPersonName(form.displayName)
          ? null
          : 'invalid',
    ],
    ['email', emailProblem(form.email)],
    ['password', newPasswordProblem(form.password)],
    ['acceptTerms', form.acceptTerms ? null : 'required'],
  ]);

export const checkEmail = (email: string): FieldErrors => errors([['email', emailProblem(email)]]);

export const checkPhone = (country: Country, phone: string): FieldErrors =>
  errors([
    [
      'phone',
      phone.trim() === '' ? 'required' : internationalPhone(country, phone) ? null : 'invalid',
    ],
  ]);

/** SMS codes are six digits. */
export const checkCode = (code: string): FieldErrors =>
  errors([
    ['code', code.trim() === '' ? 'required' : /^\d{6}$/.test(code.trim()) ? null : 'invalid'],
  ]);

export const checkNewPassword = (password: string, confirm: string): FieldErrors =>
  errors([
    ['password', newPasswordProblem(password)],
    ['confirm', confirm === password ? null : 'mismatch'],
  ]);
