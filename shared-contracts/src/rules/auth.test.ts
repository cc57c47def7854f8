import { describe, expect, it } from '@jest/globals';
import { internationalPhone, maskPhone, passwordProblems, safeRedirect } from './auth.js';

describe('passwordProblems', () => {
  it.each([
    ['parola123', []],
    ['Пароль123', []],
    ['short1', ['too-short']],
    ['onlyletters', ['no-digit']],
    ['1234567890', ['no-letter']],
    ['', ['too-short', 'no-letter', 'no-digit']],
  ])('%s → %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});

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

describe('safeRedirect', () => {
  it.each([
    ['/cosul-meu/finalizare/', '/cosul-meu/finalizare/'],
    ['/cont/?tab=1', '/cont/?tab=1'],
    ['//evil.example/', '/cont/'],
    ['/\\evil.example', '/cont/'],
    ['https://evil.example/', '/cont/'],
    ['javascript:alert(1)', '/cont/'],
    ['/x\ny', '/cont/'],
    ['', '/cont/'],
    [null, '/cont/'],
  ])('%j → %s', (redirect, expected) => {
    expect(safeRedirect(redirect, '/cont/')).toBe(expected);
  });
});
