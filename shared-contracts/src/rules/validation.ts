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
 * The longest value each address field takes (characters, after trimming), in the form and on the
 * server alike. Long enough for "Bulevardul Regina Maria ..." or a Greek street with its district;
 * short enough to fit a courier's label (ours: spec section 5 shows no limits).
 */
export const ADDRESS_LIMITS = Object.freeze({
  county: 80,
  locality: 80,
  street: 100,
  number: 20,
  postalCode: 10,
  details: 200,
});

/**
 * Postal codes by country: RO 6 digits, BG 4, HU 4 (never starting with 0), GR 5, written by Greeks
 * as "105 57". Spaces typed anywhere are ignored; `normalizePostalCode` gives the written form.
 */
const POSTAL_CODE: Readonly<Record<Country, RegExp>> = Object.freeze({
  ro: /^\d{6}$/,
  bg: /^\d{4}$/,
  hu: /^[1-9]\d{3}$/,
  gr: /^\d{5}$/,
});

/** How many digits a postal code has in the country (for the field's hint and keyboard). */
export const POSTAL_CODE_DIGITS: Readonly<Record<Country, number>> = Object.freeze({
  ro: 6,
  bg: 4,
  hu: 4,
  gr: 5,
});

export function isValidPostalCode(country: Country, value: string): boolean {
  return POSTAL_CODE[country].test(value.replace(/\s+/g, ''));
}

/** A valid code as the country writes it (GR "10557" → "105 57"); any other value trimmed. */
export function normalizePostalCode(country: Country, value: string): string {
  const digits = value.replace(/\s+/g, '');
  if (!POSTAL_CODE[country].test(digits)) return value.trim();
  return country === 'gr' ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}

const within = (value: string, limit: number): boolean => value.trim().length <= limit;

/**
 * Details are optional (valid when within their length); county and locality need a chosen entry
 * (id not -1) and a non-empty value; street and number a non-empty value within their length; the
 * postal code the country's format. Whitespace alone is empty.
 */
export function validateAddress(
  form: Pick<AddressForm, 'county' | 'locality' | 'street' | 'number' | 'postalCode'> &
    Partial<Pick<AddressForm, 'details'>>,
  country: Country,
): AddressValidation {
  const text = (value: string, limit: number) => filled(value) && within(value, limit);
  const fields = {
    county: form.county.id !== UNSET_OPTION_ID && text(form.county.value, ADDRESS_LIMITS.county),
    locality:
      form.locality.id !== UNSET_OPTION_ID && text(form.locality.value, ADDRESS_LIMITS.locality),
    street: text(form.street.value, ADDRESS_LIMITS.street),
    number: text(form.number.value, ADDRESS_LIMITS.number),
    postalCode: isValidPostalCode(country, form.postalCode.value),
    details: within(form.details?.value ?? '', ADDRESS_LIMITS.details),
  };
  return { valid: Object.values(fields).every(Boolean), fields };
}
