import { describe, expect, it } from '@jest/globals';
import { compareGrades, compareStorages, storageSize } from './catalog-order.js';

describe('the catalog order', () => {
  it('reads grades by condition, best first, unknown ones after by name', () => {
    expect(['BUN', 'ACCEPTABIL', 'ZZ', 'CA_NOU', 'FOARTE_BUN', 'AA'].sort(compareGrades)).toEqual([
      'CA_NOU',
      'FOARTE_BUN',
      'BUN',
      'ACCEPTABIL',
      'AA',
      'ZZ',
    ]);
  });

  it('reads storages by size, smallest first, a name without a size after', () => {
    expect(
      ['128GB', '1TB', '64GB', '825GB', '8GB', 'Wi-Fi', '256 GB', '512MB'].sort(compareStorages),
    ).toEqual(['512MB', '8GB', '64GB', '128GB', '256 GB', '825GB', '1TB', 'Wi-Fi']);
  });

  it('knows a size in MB, GB or TB, with a decimal point or comma', () => {
    expect(storageSize('64GB')).toBe(64);
    expect(storageSize('1TB')).toBe(1024);
    expect(storageSize('1,5 TB')).toBe(1536);
    expect(storageSize('512 mb')).toBe(0.5);
    expect(storageSize('64')).toBeNull();
    expect(storageSize('GB')).toBeNull();
  });
});
