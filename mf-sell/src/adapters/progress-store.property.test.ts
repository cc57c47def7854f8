/**
 * Property-based tests (fast-check) of the sell progress in session storage: whatever the entry
 * holds (a progress, one with a field mutated, another version, any JSON or text, megabytes of it,
 * nesting deeper than the stack) and however storage refuses (`window.sessionStorage` itself
 * throwing, a SecurityError or a full quota at any call, anything thrown), loading gives a
 * schema-valid progress or null and never throws; a bad entry is reported and removed once; a
 * saved progress is loaded back, and a progress the schema refuses never replaces a good one.
 */
import { SELL_PROGRESS_VERSION, StoredSellProgressSchema } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import {
  SELL_PROGRESS_KEY,
  SellProgressSchema,
  serializeSellProgress,
  type SellProgress,
} from '@refurb/shared-contracts/sell';
import fc from 'fast-check';
// Generated from the schema itself, so the test follows the contract as it changes.
import { arbitraryOf } from '@refurb/shared-contracts/arbitrary';
import {
  deepArrays,
  faultPlan,
  jsonText,
  jsonWithKeys,
  megabytesOf,
  PROTOTYPE_KEYS,
  repeat,
  storageDouble,
  withOneFieldMutated,
  type StoragePlan,
} from '@refurb/shared-contracts/storage-arbitraries';
import { createProgressStore } from './progress-store';

const RUNS = { numRuns: 200 };

const progress = arbitraryOf(SellProgressSchema, { name: 'SellProgress' });

/** JSON of any shape, with the keys that trip naive code: `toString`, `__proto__`, the envelope's. */
const anyJson = jsonWithKeys(['v', 'value', ...PROTOTYPE_KEYS, 'country', 'details']);

/** A valid progress with one field, at any depth, removed or replaced by any JSON. */
const mutant = withOneFieldMutated(progress, anyJson);

/** Megabytes of text, a megabyte-long field, and arrays nested past the call stack's depth. */
const huge = fc.oneof(
  fc.constantFrom('x', ' ', '"', '{', '\ud83d').chain(megabytesOf),
  fc
    .tuple(progress, repeat('x', 501, 1_000_000))
    .map(([value, name]) =>
      serializeSellProgress({ ...value, details: { ...value.details, name } }),
    ),
  fc
    .tuple(fc.constantFrom('v', 'value'), deepArrays)
    .map(([key, arrays]) => `{"v":1,"${key}":${arrays}}`),
);

/** What an entry may hold: the progress, near misses, other versions, noise. */
const stored = fc.oneof(
  progress.map(serializeSellProgress),
  fc.record({ v: fc.constant(SELL_PROGRESS_VERSION), value: mutant }).map(jsonText),
  fc.record({ v: anyJson, value: fc.oneof(progress, anyJson) }).map(jsonText),
  fc.tuple(progress, fc.nat()).map(([value, cut]) => {
    const text = serializeSellProgress(value);
    return text.slice(0, cut % text.length);
  }),
  anyJson.map(jsonText),
  fc.json(),
  fc.string(),
  { arbitrary: huge, weight: 1 },
);

/** A storage holding `entry` as the progress, whose opening and calls throw as `plan` says. */
const storageOf = (entry: string | undefined, plan?: StoragePlan) =>
  storageDouble({ [SELL_PROGRESS_KEY]: entry }, plan);

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
        faultPlan,
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
