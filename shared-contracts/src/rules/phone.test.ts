import { describe, expect, it } from '@jest/globals';
import { internationalPhone, isPhoneOfAnySite, isValidPhoneNumber, maskPhone } from './phone.js';

describe('internationalPhone', () => {
  it.each([
    ['ro', '0712 345 678', '+40712345678'],
    ['ro', '+40 712 345 678', '+40712345678'],
    ['ro', '0040712345678', '+40712345678'],
    ['ro', '712345678', '+40712345678'],
    ['ro', '071234567', null],
    ['bg', '0887 123 456', '+359887123456'],
    ['bg', '02 123 4567', '+35921234567'],
    ['hu', '06 30 123 4567', '+36301234567'],
    ['hu', '30 123 4567', '+36301234567'],
    ['gr', '694 123 4567', '+306941234567'],
    ['gr', '0694 123 4567', null],
    ['ro', 'call me', null],
    ['ro', '+0712', null],
  ] as const)('%s %s → %s', (country, value, expected) => {
    expect(internationalPhone(country, value)).toBe(expected);
  });
});

describe('maskPhone', () => {
  it('keeps the calling code and the last three digits', () => {
    expect(maskPhone('+40712345678')).toBe('+40 ••• ••• 678');
    expect(maskPhone('+359887123456')).toBe('+359 ••• ••• 456');
    expect(maskPhone('+1')).toBe('•••');
  });
});

describe('isValidPhoneNumber: the one rule of every form', () => {
  it.each([
    ['ro', '0722 123 456', true],
    ['ro', '+40 722-123-456', true],
    ['ro', '(0722) 123.456', true],
    ['hu', '+36 (1) 234 5678', true],
    ['hu', '06 1 234 5678', true],
    ['bg', '02/123 4567', true],
    ['gr', '210 123 4567', true],
    // A number the site cannot call: too short or long for the country, or not a number.
    ['ro', '12345', false],
    ['ro', '0722 123 45', false],
    ['ro', '0722 123 4567', false],
    ['gr', '0722 123 456', false],
    ['hu', '0722 123 456', false],
    ['ro', '+1234567890123456', false],
    ['ro', '0722abc456', false],
    ['ro', '', false],
    // 30 characters at most, whatever the spacing.
    ['ro', `+40${' '.repeat(16)}722 123 456`, true],
    ['ro', `+40${' '.repeat(17)}722 123 456`, false],
  ] as const)('%s %p → %p', (country, value, valid) => {
    expect(isValidPhoneNumber(country, value)).toBe(valid);
  });

  it('takes a number any site can call where the site is not known', () => {
    expect(isPhoneOfAnySite('0722 123 456')).toBe(true);
    expect(isPhoneOfAnySite('210 123 4567')).toBe(true);
    expect(isPhoneOfAnySite('+44 20 7946 0000')).toBe(true);
    expect(isPhoneOfAnySite('12345')).toBe(false);
  });
});
