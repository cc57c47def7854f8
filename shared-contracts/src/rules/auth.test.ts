import { describe, expect, it } from '@jest/globals';
import { passwordProblems, safeRedirect } from './auth.js';

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
