/**
 * fast-check arbitraries and a storage double for properties over what a remote keeps in web
 * storage: JSON that trips naive readers, a valid value with one field knocked out, text too big
 * or too deep to parse, what a browser's storage throws, and a storage that throws it on cue.
 * Imported by the front-end packages as `@refurb/shared-contracts/storage-arbitraries`.
 */
import fc from 'fast-check';
import type { StorageLike } from '../runtime/guarded-storage.js';

// Browsers and Node both have DOMException; the contracts are compiled without the DOM types.
declare const DOMException: new (message?: string, name?: string) => Error;

/** Keys every object answers to through its prototype: a naive `value[key]` finds a member. */
export const PROTOTYPE_KEYS = ['toString', 'valueOf', '__proto__', 'constructor'] as const;

/**
 * JSON of any shape, up to 3 deep, whose keys are any text or one of `keys` (the members a reader
 * looks for, `PROTOTYPE_KEYS`), so the names a reader trusts turn up holding anything.
 */
export function jsonWithKeys(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.anything({
    key: fc.oneof(fc.string(), fc.constantFrom(...keys)),
    values: [
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
    ],
    maxDepth: 3,
  });
}

/** `value` as JSON text; `undefined` (which JSON cannot hold) as `null`. */
export const jsonText = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** Every place in a JSON value (each member and element, at any depth), the root excluded. */
export function placesOf(value: unknown, at: readonly string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const place = [...at, key];
    return [place, ...placesOf(child, place)];
  });
}

/** JSON `value` with the member at `place` replaced, or deleted when `replacement` is undefined. */
export function mutate(value: unknown, place: readonly string[], replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  let parent = copy;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = place[place.length - 1]!;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/**
 * A value of `valid` (an object with at least one field) with one field, at any depth, removed or
 * replaced by a value of `replacement`: the near misses a schema must refuse or accept exactly.
 */
export function withOneFieldMutated<T>(
  valid: fc.Arbitrary<T>,
  replacement: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.option(replacement, { nil: undefined }))
    .map(([value, pick, replaced]) => {
      const places = placesOf(value);
      return mutate(value, places[pick % places.length]!, replaced);
    });
}

/** `unit` repeated `min` to `max` times. */
export const repeat = (unit: string, min: number, max: number): fc.Arbitrary<string> =>
  fc.integer({ min, max }).map((n) => unit.repeat(n));

/** `unit` repeated 100,000 to 1,000,000 times: megabytes, past any sane entry. */
export const megabytesOf = (unit: string): fc.Arbitrary<string> => repeat(unit, 100_000, 1_000_000);

/** `depth` arrays nested in each other, as JSON text (`[[…]]`). */
export const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Arrays nested 1,000 to 200,000 deep, as JSON text: past the call stack of a recursive reader. */
export const deepArrays: fc.Arbitrary<string> = fc
  .integer({ min: 1_000, max: 200_000 })
  .map(nestedArrays);

/** What storage throws: what browsers throw (blocked, full), and what a test double might. */
export const storageRefusal: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .constantFrom('SecurityError', 'QuotaExceededError', 'InvalidStateError')
    .map((name) => new DOMException(`The operation is insecure (${name})`, name)),
  fc.string().map((message) => new Error(message)),
  fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)),
  fc.constant(Object.create(null) as object),
);

/** What one storage call does under a fault plan: throw `error`, or (`null`) go through. */
export type StorageFault = { readonly error: unknown } | null;

/** A fault plan: one fault for each storage call in turn (up to 6, cycling), any of them `null`. */
export const faultPlan: fc.Arbitrary<StorageFault[]> = fc.array(
  fc.option(
    storageRefusal.map((error) => ({ error })),
    { nil: null },
  ),
  { maxLength: 6 },
);

/** How a `storageDouble` refuses. */
export interface StoragePlan {
  /** One fault for each call (`getItem`, `setItem`, `removeItem`) in turn, cycling. */
  readonly faults?: readonly StorageFault[];
  /** Opening storage throws, as `window.localStorage` does where storage is blocked. */
  readonly blocked?: boolean;
  /** Every write refused, as when the quota is full. */
  readonly full?: boolean;
}

/** Opens no storage: throws what `window.sessionStorage` throws where storage is blocked. */
export function openBlocked(): never {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

/**
 * A Map-backed storage holding `entries` (an `undefined` one is absent), whose opening and calls
 * throw as `plan` says. `open` is the way to open it (`() => window.sessionStorage`), `storage` the
 * storage itself, `items` what it holds.
 */
export function storageDouble(
  entries: Readonly<Record<string, string | undefined>>,
  plan: StoragePlan = {},
) {
  const items = new Map<string, string>();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined) items.set(key, value);
  }
  const steps = plan.faults ?? [];
  let step = 0;
  const fault = () => {
    const next = steps.length ? steps[step++ % steps.length] : null;
    if (next) throw next.error;
  };
  const storage: StorageLike = {
    getItem: (key) => (fault(), items.get(key) ?? null),
    setItem: (key, value) => {
      fault();
      if (plan.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => (fault(), void items.delete(key)),
  };
  const open = (): StorageLike => (plan.blocked ? openBlocked() : storage);
  return { open, storage, items };
}
