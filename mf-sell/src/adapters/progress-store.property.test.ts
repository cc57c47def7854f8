/**
 * Property-based tests (fast-check) of the sell progress in session storage: whatever the entry
 * holds (a progress, one with a field mutated, another version, any JSON or text, megabytes of it,
 * nesting deeper than the stack) and however storage refuses (`window.sessionStorage` itself
 * throwing, a SecurityError or a full quota at any call, anything thrown), loading gives a
 * schema-valid progress or null and never throws; a bad entry is reported and removed once; a
 * saved progress is loaded back, and a progress the schema refuses never replaces a good one.
 */
import { describe, expect, it } from '@jest/globals';
import {
  SELL_PROGRESS_KEY,
  SELL_PROGRESS_VERSION,
  SellProgressSchema,
  StoredSellProgressSchema,
  serializeSellProgress,
  type SellProgress,
  type StorageLike,
} from '@refurb/shared-contracts';
import fc from 'fast-check';
// Generated from the schema itself, so the test follows the contract as it changes.
import { arbitraryOf } from '@refurb/shared-contracts/arbitrary';
import { createProgressStore } from './progress-store';

const RUNS = { numRuns: 200 };

const progress = arbitraryOf(SellProgressSchema, { name: 'SellProgress' });

/** JSON of any shape, with the keys that trip naive code: `toString`, `__proto__`, the envelope's. */
const KEYS = [
  'v',
  'value',
  'toString',
  'valueOf',
  '__proto__',
  'constructor',
  'country',
  'details',
];
const anyJson = fc.anything({
  key: fc.oneof(fc.string(), fc.constantFrom(...KEYS)),
  values: [fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)],
  maxDepth: 3,
});
const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** Every place in a JSON value (each member and element, at any depth), the root excluded. */
function placesOf(value: unknown, at: readonly string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const place = [...at, key];
    return [place, ...placesOf(child, place)];
  });
}

/** `value` with the member at `place` replaced, or deleted when `replacement` is undefined. */
function mutate(value: unknown, place: readonly string[], replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  let parent = copy;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = place[place.length - 1]!;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** A valid progress with one field, at any depth, removed or replaced by any JSON. */
const mutant = fc
  .tuple(progress, fc.nat(), fc.option(anyJson, { nil: undefined }))
  .map(([value, pick, replacement]) => {
    const places = placesOf(value);
    return mutate(value, places[pick % places.length]!, replacement);
  });

const repeat = (unit: string, min: number, max: number) =>
  fc.integer({ min, max }).map((n) => unit.repeat(n));

/** Megabytes of text, a megabyte-long field, and arrays nested past the call stack's depth. */
const huge = fc.oneof(
  fc.constantFrom('x', ' ', '"', '{', '\ud83d').chain((unit) => repeat(unit, 100_000, 1_000_000)),
  fc
    .tuple(progress, repeat('x', 501, 1_000_000))
    .map(([value, name]) =>
      serializeSellProgress({ ...value, details: { ...value.details, name } }),
    ),
  fc
    .tuple(fc.constantFrom('v', 'value'), fc.integer({ min: 1_000, max: 200_000 }))
    .map(([key, depth]) => `{"v":1,"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`),
);

/** What an entry may hold: the progress, near misses, other versions, noise. */
const stored = fc.oneof(
  progress.map(serializeSellProgress),
  fc.record({ v: fc.constant(SELL_PROGRESS_VERSION), value: mutant }).map(json),
  fc.record({ v: anyJson, value: fc.oneof(progress, anyJson) }).map(json),
  fc.tuple(progress, fc.nat()).map(([value, cut]) => {
    const text = serializeSellProgress(value);
    return text.slice(0, cut % text.length);
  }),
  anyJson.map(json),
  fc.json(),
  fc.string(),
  { arbitrary: huge, weight: 1 },
);

/** What storage throws: what browsers throw (blocked, full), and what a test double might. */
const refusal = fc.oneof(
  fc
    .constantFrom('SecurityError', 'QuotaExceededError', 'InvalidStateError')
    .map((name) => new DOMException(`The operation is insecure (${name})`, name)),
  fc.string().map((message) => new Error(message)),
  fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)),
  fc.constant(Object.create(null) as object),
);
/** One fault for each storage call in turn, cycling: `null` lets the call through. */
const faults = fc.array(
  fc.option(
    refusal.map((error) => ({ error })),
    { nil: null },
  ),
  {
    maxLength: 6,
  },
);

/** How to open a storage holding `entry`, whose opening and calls throw as `plan` says. */
function storageOf(
  entry: string | undefined,
  plan: { faults?: readonly ({ error: unknown } | null)[]; blocked?: boolean } = {},
) {
  const items = new Map(entry === undefined ? [] : [[SELL_PROGRESS_KEY, entry]]);
  const steps = plan.faults ?? [];
  let step = 0;
  const fault = () => {
    const next = steps.length ? steps[step++ % steps.length] : null;
    if (next) throw next.error;
  };
  const storage: StorageLike = {
    getItem: (key) => (fault(), items.get(key) ?? null),
    setItem: (key, value) => (fault(), void items.set(key, value)),
    removeItem: (key) => (fault(), void items.delete(key)),
  };
  const open = () => {
    if (plan.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    return storage;
  };
  return { open, items };
}

/** What the contract reads from `raw`, computed apart from the store. */
function expected(raw: string): SellProgress | null {
  try {
    const parsed = StoredSellProgressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.value : null;
  } catch {
    return null;
  }
}

/** A progress as JSON gives it back (`-0` reads as `0`). */
const asStored = (value: SellProgress) => JSON.parse(JSON.stringify(value)) as SellProgress;

describe('the sell progress store under generated storage', () => {
  it('loads a schema-valid progress or null however storage refuses, and never throws', () => {
    fc.assert(
      fc.property(
        fc.option(stored, { nil: undefined }),
        faults,
        fc.boolean(),
        progress,
        (entry, steps, blocked, next) => {
          const reports: string[] = [];
          const { open } = storageOf(entry, { faults: steps, blocked });
          const store = createProgressStore(open, (reason) => reports.push(reason));
          const loaded = store.load();
          expect(loaded === null || SellProgressSchema.safeParse(loaded).success).toBe(true);
          // A refused read; or a bad entry, and perhaps a refused removal of it.
          expect(reports.length).toBeLessThanOrEqual(2);
          for (const reason of reports) expect(typeof reason).toBe('string');
          store.save(next);
          store.clear();
          expect(reports.length).toBeLessThanOrEqual(4);
        },
      ),
      RUNS,
    );
  });

  it('with storage that never refuses, keeps a valid entry and reports and removes any other once', () => {
    fc.assert(
      fc.property(stored, (entry) => {
        const reports: string[] = [];
        const { open, items } = storageOf(entry);
        const store = createProgressStore(open, (reason) => reports.push(reason));
        const want = expected(entry);
        expect(store.load()).toEqual(want);
        expect(reports).toHaveLength(want === null ? 1 : 0);
        expect(items.has(SELL_PROGRESS_KEY)).toBe(want !== null);
        // Reported once: the next load finds nothing to report.
        expect(store.load()).toEqual(want);
        expect(reports).toHaveLength(want === null ? 1 : 0);
      }),
      RUNS,
    );
  });

  it('loads back what it saved, over any earlier entry, and nothing once cleared', () => {
    fc.assert(
      fc.property(fc.option(stored, { nil: undefined }), progress, (entry, value) => {
        const { open } = storageOf(entry);
        const store = createProgressStore(open, () => undefined);
        store.save(value);
        expect(store.load()).toEqual(asStored(value));
        store.clear();
        expect(store.load()).toBeNull();
      }),
      RUNS,
    );
  });

  it('never lets a progress the schema refuses replace the saved one', () => {
    fc.assert(
      fc.property(progress, mutant, (saved, next) => {
        const reports: string[] = [];
        const { open } = storageOf(undefined);
        const store = createProgressStore(open, (reason) => reports.push(reason));
        store.save(saved);
        store.save(next as SellProgress);
        const valid = SellProgressSchema.safeParse(next);
        expect(store.load()).toEqual(asStored(valid.success ? valid.data : saved));
        expect(reports).toHaveLength(valid.success ? 0 : 1);
      }),
      RUNS,
    );
  });

  it('throws nothing when opening storage throws, and reports each refusal', () => {
    fc.assert(
      fc.property(progress, (value) => {
        const reports: string[] = [];
        const { open } = storageOf(serializeSellProgress(value), { blocked: true });
        const store = createProgressStore(open, (reason) => reports.push(reason));
        expect(store.load()).toBeNull();
        store.save(value);
        store.clear();
        expect(reports).toHaveLength(3);
        for (const reason of reports) expect(reason).toMatch(/^storage refused to \w+ /);
      }),
      { numRuns: 20 },
    );
  });
});
