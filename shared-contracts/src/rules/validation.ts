/**
 * Validation rules of spec section 5: tax ids, registration numbers, the RO prefix strip and the
 * delivery address form.
 *
 * Choices where the spec is silent: values are trimmed of surrounding whitespace before checking
 * (a trailing space typed on a phone must not reject a valid code), and registration numbers are
 * case-insensitive like tax ids.
 */
import { UNSET_OPTION_ID } from '../constants.js';
import type { AddressForm } from '../schemas/address.schema.js';
import type { Country } from '../schemas/enums.schema.js';

const FISCAL_CODE: Readonly<Record<Country, RegExp>> = Object.freeze({
  ro: /^RO\d{2,10}$/i,
  bg: /^BG\d{9,10}$/i,
  hu: /^HU\d{8}$/i,
  gr: /^EL\d{9}$/i,
});

/**
 * Registration numbers. RO groups are written with `/` (J40/1234/2020), HU groups with `-`
 * (01-09-123456 style: 8 digits, 1 digit, 2 digits); both are accepted with or without them.
 */
const REGISTRATION_NUMBER: Readonly<Record<Country, readonly RegExp[]>> = Object.freeze({
  ro: [/^[JF]\d{2}\/?\d{1,5}\/?\d{4}$/i, /^[JFC]\d{13}$/i],
  gr: [/^\d{9}$/],
  hu: [/^\d{8}-?\d-?\d{2}$/],
  bg: [/^\d{9,10}$/],
});

export function isValidFiscalCode(country: Country, value: string): boolean {
  return FISCAL_CODE[country].test(value.trim());
}

export function isValidRegistrationNumber(country: Country, value: string): boolean {
  const trimmed = value.trim();
  return REGISTRATION_NUMBER[country].some((pattern) => pattern.test(trimmed));
}

/** In RO, the letters "ro" are stripped case-insensitively from a value (a tax or phone prefix). */
export function stripRo(value: string): string {
  return value.replace(/ro/gi, '');
}

export interface AddressValidation {
  readonly valid: boolean;
  readonly fields: {
    readonly county: boolean;
    readonly locality: boolean;
    readonly street: boolean;
    readonly number: boolean;
    readonly postalCode: boolean;
    readonly details: boolean;
  };
}

const filled = (value: string): boolean => value.trim() !== '';

/**
 * Details are optional and always valid; county and locality need a chosen entry (id not -1) and a
 * non-empty value; street, number and postal code need a non-empty value. Whitespace alone is empty.
 */
export function validateAddress(
  form: Pick<AddressForm, 'county' | 'locality' | 'street' | 'number' | 'postalCode'>,
): AddressValidation {
  const fields = {
    county: form.county.id !== UNSET_OPTION_ID && filled(form.county.value),
    locality: form.locality.id !== UNSET_OPTION_ID && filled(form.locality.value),
    street: filled(form.street.value),
    number: filled(form.number.value),
    postalCode: filled(form.postalCode.value),
    details: true,
  };
  return { valid: Object.values(fields).every(Boolean), fields };
}
