/**
 * The order a shopper reads the catalog's choices in (issue 35): grades by condition, best first
 * (the spec's shapes CA_NOU, FOARTE_BUN, BUN, ACCEPTABIL; a grade the table does not know after
 * them, by name), and storages by size, smallest first (64GB before 128GB before 1TB; a value that
 * names no size after them, by name). shop-api's filters and shapes and the pages' choices use
 * these, so every list of grades or storages reads the same way.
 */
import { CONDITION_GRADE_ORDER } from './grade-keys.js';

const rank = (grade: string) => {
  const at = (CONDITION_GRADE_ORDER as readonly string[]).indexOf(grade);
  return at === -1 ? CONDITION_GRADE_ORDER.length : at;
};

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A sort comparator of grades: best condition first, unknown grades after, by name. */
export function compareGrades(a: string, b: string): number {
  return rank(a) - rank(b) || byName(a, b);
}

const UNITS: Readonly<Record<string, number>> = { MB: 2 ** -10, GB: 1, TB: 2 ** 10 };
const SIZE = /^\s*(\d+(?:[.,]\d+)?)\s*(MB|GB|TB)\s*$/i;

/** A storage's size in GB (`64GB` 64, `1TB` 1024, `512 MB` 0.5), or null when it names none. */
export function storageSize(storage: string): number | null {
  const match = SIZE.exec(storage);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  return Number.isFinite(value) ? value * UNITS[match[2]!.toUpperCase()]! : null;
}

/** A sort comparator of storages: smallest first, values that name no size after, by name. */
export function compareStorages(a: string, b: string): number {
  const sa = storageSize(a);
  const sb = storageSize(b);
  if (sa !== null && sb !== null) return sa - sb || byName(a, b);
  if (sa !== null) return -1;
  if (sb !== null) return 1;
  return byName(a, b);
}
