import { describe, expect, it } from '@jest/globals';
import { accessory, deepFreeze, wrapTax } from '../test-support/fixtures.js';
import {
  accessoryImageUrl,
  accessoryLabel,
  filterAccessoriesForDevice,
  sortAccessories,
} from './accessories.js';

describe('accessoryImageUrl (spec section 3)', () => {
  it.each([
    ['https://cdn.example/accessories/', 'Husa', 'https://cdn.example/accessories/husa.jpg'],
    ['https://cdn.example/accessories', 'HUSA', 'https://cdn.example/accessories/husa.jpg'],
    ['https://cdn.example/a/', 'Folie Sticla', 'https://cdn.example/a/folie%20sticla.jpg'],
    ['/img/', 'Cablu USB-C #2', '/img/cablu%20usb-c%20%232.jpg'],
    // A name cut in the middle of an emoji (found by rules.property.test.ts: it threw a URIError).
    ['/img/', 'Husa \ud83d', '/img/husa%20%EF%BF%BD.jpg'],
  ])('%s + %p -> %s', (base, name, url) => {
    expect(accessoryImageUrl(base, name)).toBe(url);
  });
});

describe('sortAccessories (spec section 8)', () => {
  const plain1 = accessory({ id: 'plain-1', name: 'Husa' });
  const plain2 = accessory({ id: 'plain-2', name: 'Incarcator' });
  const fitted = accessory({ id: 'fitted', name: 'Folie sticla montata profesional' });
  const fittedUpper = accessory({ id: 'fitted-2', name: 'Folie MONTATA PROFESIONAL' });
  const wrap = wrapTax();

  it('puts wrap-tax items last and montata profesional items just before them, stably', () => {
    const list = deepFreeze([wrap, fitted, plain1, fittedUpper, plain2]);
    expect(sortAccessories(list).map((a) => a.id)).toEqual([
      'plain-1',
      'plain-2',
      'fitted',
      'fitted-2',
      'wrap',
    ]);
  });

  it('returns a new list and leaves an already sorted one as it is', () => {
    const list = deepFreeze([plain1, plain2]);
    const sorted = sortAccessories(list);
    expect(sorted).toEqual(list);
    expect(sorted).not.toBe(list);
  });
});

describe("filterAccessoriesForDevice: 'montata profesional' (spec section 5)", () => {
  const list = deepFreeze([
    accessory({ id: 'case', name: 'Husa silicon' }),
    accessory({ id: 'fit', name: 'Folie sticla montata profesional' }),
  ]);

  it.each([
    ['iPhone 13', 'FOARTE_BUN', ['case']],
    ['iPhone 13', 'BUN', ['case']],
    ['Apple iPhone SE (2022)', 'BUN', ['case']],
    ['Test Device', 'FOARTE_BUN', ['case']],
    ['iPhone 13', 'CA_NOU', ['case', 'fit']],
    ['iPhone 13', undefined, ['case', 'fit']],
    ['Galaxy S23', 'FOARTE_BUN', ['case', 'fit']],
    ['Galaxy S23', 'BUN', ['case', 'fit']],
    ['iPad Air', 'BUN', ['case', 'fit']],
  ])('%s in grade %p keeps %p', (model, grade, ids) => {
    expect(filterAccessoriesForDevice(list, { model, grade }).map((a) => a.id)).toEqual(ids);
  });
});

describe('accessoryLabel', () => {
  it('reads the name in the site’s language, else the shop’s product name', () => {
    expect(accessoryLabel({ name: 'Husa silicon', translatedName: 'Силиконов калъф' })).toBe(
      'Силиконов калъф',
    );
    expect(accessoryLabel({ name: 'Husa silicon' })).toBe('Husa silicon');
  });
});
