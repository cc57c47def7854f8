import { describe, expect, it } from '@jest/globals';
import { modelTitle } from './model-title.js';

describe('modelTitle', () => {
  it.each([
    ['Apple', 'iPhone 14 Pro', 'Apple iPhone 14 Pro'],
    ['OnePlus', 'OnePlus 11', 'OnePlus 11'],
    ['Xiaomi', 'xiaomi 13T', 'xiaomi 13T'],
    ['Sony', 'PlayStation 5', 'Sony PlayStation 5'],
    ['Nothing', 'Phone (2)', 'Nothing Phone (2)'],
    ['Google', 'Pixel 8', 'Google Pixel 8'],
    ['Samsung', 'Samsung', 'Samsung'],
    ['', 'Phone', 'Phone'],
    ['Honor', 'Honorable X', 'Honor Honorable X'],
  ])('%s + %s reads %s', (brand, name, title) => {
    expect(modelTitle(brand, name)).toBe(title);
  });
});
