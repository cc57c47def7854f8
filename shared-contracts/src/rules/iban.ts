/**
 * IBANs for refunds to a bank account (ISO 13616): two letters of country, two check digits, then
 * the account (BBAN); moving the first four characters to the end and reading letters as 10..35
 * gives a number whose remainder by 97 is 1. The lengths of the shop's four countries are checked
 * exactly; an account in another country needs 15 to 34 characters (a refund may go to any bank).
 * Spaces are allowed between groups, and letters in either case, as people copy them.
 *
 * A payout for a device sold on a country's site goes to a bank account of that country
 * (`ibanProblem(value, country)`): the shop pays in the site's currency by domestic transfer.
 */
import type { Country } from '../schemas/enums.schema.js';

const LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  RO: 24,
  BG: 22,
  HU: 28,
  GR: 27,
});

/** The IBAN without spaces, in upper case (the form it is stored and compared in). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The IBAN country code of a site (Greece's is `GR`, though its language is `el`). */
export const ibanCountryCode = (country: Country): string => country.toUpperCase();

/** The length of an IBAN of the site's country (24 in RO, 22 in BG, 28 in HU, 27 in GR). */
export const ibanLength = (country: Country): number => LENGTHS[ibanCountryCode(country)] ?? 0;

/**
 * What is wrong with an IBAN, so a form can say it: `empty`, `format` (not letters, two check
 * digits and an account), `country` (another country than the site's, when one is asked),
 * `length` (not the country's length) or `checksum` (a mistyped character). Null when it is valid.
 */
export type IbanProblem = 'empty' | 'format' | 'country' | 'length' | 'checksum';

export function ibanProblem(value: string, country?: Country): IbanProblem | null {
  const iban = normalizeIban(value);
  if (iban === '') return 'empty';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  if (country && iban.slice(0, 2) !== ibanCountryCode(country)) return 'country';
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return 'length';
  return hasValidCheckDigits(iban) ? null : 'checksum';
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === null;
}

/** Valid, and of the site's country. */
export function isValidIbanFor(country: Country, value: string): boolean {
  return ibanProblem(value, country) === null;
}

function hasValidCheckDigits(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  // Piecewise remainder: the whole number is far beyond Number's exact range.
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(String(remainder) + digits.slice(i, i + 7)) % 97;
  }
  return remainder === 1;
}
