/**
 * What "total" means for a rule, checked on one call: it returns (no throw), what it returns holds
 * no NaN or ±Infinity anywhere, and its arguments are as they were. The arguments are deep-frozen
 * before the call, so a write throws (ES modules are strict) and names the place; a Date cannot be
 * frozen, so the copy taken before the call catches a changed one.
 */
import { expect } from '@jest/globals';
import { deepFreeze } from './fixtures.js';

/** A deep copy that keeps what JSON would lose: Dates, undefined, -0, prototypes. */
export function deepClone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(deepClone) as T;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<
    string,
    unknown
  >;
  for (const key of Object.keys(value)) {
    // defineProperty, not assignment: a key named `__proto__` stays an own key.
    Object.defineProperty(copy, key, {
      value: deepClone((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy as T;
}

/** The paths of the numbers in `value` that are NaN or infinite (functions are not entered). */
export function nonFinitePaths(value: unknown, path = '$', seen = new Set<object>()): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? [`${path} = Invalid Date`] : [];
  const entries =
    value instanceof Map || value instanceof Set ? [...value.entries()] : Object.entries(value);
  return entries.flatMap(([key, child]) => nonFinitePaths(child, `${path}.${String(key)}`, seen));
}

/** Calls `run` with frozen `args` and asserts the three parts of totality. */
export function expectTotal(run: (...args: never[]) => unknown, args: readonly unknown[]): void {
  const before = deepClone(args);
  let result: unknown;
  try {
    result = (run as (...a: readonly unknown[]) => unknown)(...deepFreeze([...args]));
  } catch (error) {
    throw new Error(`threw ${String(error)}`, { cause: error });
  }
  expect(nonFinitePaths(result)).toEqual([]);
  // toEqual, not toStrictEqual: a generated record may hold a key named `constructor`.
  expect(args).toEqual(before);
}
