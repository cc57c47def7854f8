import { describe, expect, it } from '@jest/globals';
import type { Country } from '../schemas/enums.schema.js';
import { deepFreeze } from '../test-support/fixtures.js';
import { emptyAddressForm } from './address.js';
import {
  isValidFiscalCode,
  isValidRegistrationNumber,
  stripRo,
  isValidPostalCode,
  normalizePostalCode,
  validateAddress,
} from './validation.js';

describe('isValidFiscalCode (spec section 5, case-insensitive)', () => {
  it.each<[Country, string, boolean]>([
    // RO: RO followed by 2 to 10 digits
    ['ro', 'RO1', false],
    ['ro', 'RO12', true],
    ['ro', 'RO1234567890', true],
    ['ro', 'RO12345678901', false],
    ['ro', 'ro123456', true],
    ['ro', 'Ro123456', true],
    ['ro', '12345678', false],
    ['ro', 'BG123456789', false],
    ['ro', 'RO12A45', false],
    ['ro', ' RO123456 ', true],
    // BG: BG followed by 9 to 10 digits
    ['bg', 'BG12345678', false],
    ['bg', 'BG123456789', true],
    ['bg', 'BG1234567890', true],
    ['bg', 'BG12345678901', false],
    ['bg', 'bg123456789', true],
    ['bg', '123456789', false],
    // HU: HU followed by 8 digits
    ['hu', 'HU1234567', false],
    ['hu', 'HU12345678', true],
    ['hu', 'HU123456789', false],
    ['hu', 'hu12345678', true],
    ['hu', 'RO12345678', false],
    // GR: EL followed by 9 digits
    ['gr', 'EL12345678', false],
    ['gr', 'EL123456789', true],
    ['gr', 'EL1234567890', false],
    ['gr', 'el123456789', true],
    ['gr', 'GR123456789', false],
    ['gr', '', false],
  ])('%s %p -> %p', (country, value, valid) => {
    expect(isValidFiscalCode(country, value)).toBe(valid);
  });
});

describe('isValidRegistrationNumber (spec section 5)', () => {
  it.each<[Country, string, boolean]>([
    // RO: J or F, 2 digits, 1-5 digits, 4 digits; separators `/` optional
    ['ro', 'J40/1234/2020', true],
    ['ro', 'J4012342020', true],
    ['ro', 'F12/1/2019', true],
    ['ro', 'J40/12345/2020', true],
    ['ro', 'J40/123456/2020', false],
    ['ro', 'J40//2020', false],
    ['ro', 'J4/1234/2020', false],
    ['ro', 'J40/1234/202', false],
    ['ro', 'C40/1234/2020', false],
    ['ro', 'X40/1234/2020', false],
    ['ro', 'j40/1234/2020', true],
    ['ro', 'J40-1234-2020', false],
    // RO: J, F or C followed by 13 digits
    ['ro', 'J2020001234405', true],
    ['ro', 'F2020001234405', true],
    ['ro', 'C2020001234405', true],
    ['ro', 'C202000123440', false],
    ['ro', 'C20200012344051', false],
    // GR: 9 digits
    ['gr', '123456789', true],
    ['gr', '12345678', false],
    ['gr', '1234567890', false],
    ['gr', '12345678A', false],
    // HU: 8 digits, 1 digit, 2 digits; separators `-` optional
    ['hu', '12345678-1-12', true],
    ['hu', '12345678112', true],
    ['hu', '12345678-112', true],
    ['hu', '1234567-1-12', false],
    ['hu', '12345678-1-1', false],
    ['hu', '12345678/1/12', false],
    // BG: 9 or 10 digits
    ['bg', '12345678', false],
    ['bg', '123456789', true],
    ['bg', '1234567890', true],
    ['bg', '12345678901', false],
  ])('%s %p -> %p', (country, value, valid) => {
    expect(isValidRegistrationNumber(country, value)).toBe(valid);
  });
});

describe('stripRo: "ro" is stripped case-insensitively in RO', () => {
  it.each([
    ['RO12345678', '12345678'],
    ['ro12345678', '12345678'],
    ['Ro123', '123'],
    ['rO123', '123'],
    ['12345', '12345'],
    ['', ''],
  ])('%p -> %p', (value, stripped) => {
    expect(stripRo(value)).toBe(stripped);
  });
});

describe('validateAddress (spec section 5)', () => {
  const filled = () => ({
    county: { value: 'Cluj', id: 12, isValid: false },
    locality: { value: 'Cluj-Napoca', id: 345, isValid: false },
    street: { value: 'Str. Memorandumului', isValid: false },
    number: { value: '28', isValid: false },
    postalCode: { value: '400114', isValid: false },
    details: { value: '', isValid: false },
  });

  it('accepts a complete address; details are optional and always valid', () => {
    expect(validateAddress(deepFreeze(filled()), 'ro')).toEqual({
      valid: true,
      fields: {
        county: true,
        locality: true,
        street: true,
        number: true,
        postalCode: true,
        details: true,
      },
    });
  });

  it.each([
    ['county with id -1', { county: { value: 'Cluj', id: -1, isValid: true } }, 'county'],
    ['county with an empty value', { county: { value: '', id: 12, isValid: true } }, 'county'],
    [
      'locality with id -1',
      { locality: { value: 'Cluj-Napoca', id: -1, isValid: true } },
      'locality',
    ],
    [
      'locality with an empty value',
      { locality: { value: ' ', id: 345, isValid: true } },
      'locality',
    ],
    ['empty street', { street: { value: '', isValid: true } }, 'street'],
    ['empty number', { number: { value: '', isValid: true } }, 'number'],
    ['empty postal code', { postalCode: { value: '  ', isValid: true } }, 'postalCode'],
    ['a 4-digit postal code in RO', { postalCode: { value: '4001', isValid: true } }, 'postalCode'],
    [
      'letters in the postal code',
      { postalCode: { value: '40011A', isValid: true } },
      'postalCode',
    ],
    [
      'a street past 100 characters',
      { street: { value: 'S'.repeat(101), isValid: true } },
      'street',
    ],
    ['a number past 20 characters', { number: { value: '1'.repeat(21), isValid: true } }, 'number'],
    [
      'details past 200 characters',
      { details: { value: 'd'.repeat(201), isValid: true } },
      'details',
    ],
  ])('rejects %s and names that field only', (_label, override, field) => {
    const result = validateAddress({ ...filled(), ...override }, 'ro');
    expect(result.valid).toBe(false);
    expect(Object.entries(result.fields).filter(([, ok]) => !ok)).toEqual([[field, false]]);
  });

  it.each([
    ['ro', '400114', true],
    ['ro', ' 400 114 ', true],
    ['ro', '40011', false],
    ['bg', '1000', true],
    ['bg', '10000', false],
    ['hu', '1051', true],
    ['hu', '0510', false],
    ['gr', '105 57', true],
    ['gr', '10557', true],
    ['gr', '1055', false],
  ] as const)('%s postal code %p valid: %p', (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
    const form = { ...filled(), postalCode: { value: code, isValid: false } };
    expect(validateAddress(form, country).fields.postalCode).toBe(valid);
  });

  it('writes a Greek postal code with its space and trims others', () => {
    expect(normalizePostalCode('gr', '10557')).toBe('105 57');
    expect(normalizePostalCode('gr', ' 105 57')).toBe('105 57');
    expect(normalizePostalCode('ro', ' 400 114')).toBe('400114');
    expect(normalizePostalCode('hu', 'abc ')).toBe('abc');
  });

  it('county id 0 is a real choice, not "unset"', () => {
    expect(
      validateAddress({ ...filled(), county: { value: 'Alba', id: 0, isValid: false } }, 'ro')
        .fields.county,
    ).toBe(true);
  });

  it('an empty form is invalid everywhere but details', () => {
    expect(validateAddress(emptyAddressForm(), 'ro').fields).toEqual({
      county: false,
      locality: false,
      street: false,
      number: false,
      postalCode: false,
      details: true,
    });
  });
});
