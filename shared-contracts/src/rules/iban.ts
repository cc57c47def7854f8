/**
 * IBANs for refunds to a bank account (ISO 13616): two letters of country, two check digits, then
 * the account (BBAN); moving the first four characters to the end and reading letters as 10..35
 * gives a number whose remainder by 97 is 1. The lengths of the shop's four countries are checked
 * exactly; an account in another country needs 15 to 34 characters (a refund may go to any bank).
 * Spaces are allowed between groups, and letters in either case, as people copy them.
 */
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

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
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
