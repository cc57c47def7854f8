/**
 * guardedStorage against storages that refuse in every way a browser (or a page's override) can:
 * generated sequences of reads, writes and removals, where any step may throw anything (an Error,
 * a string, null, an object without a prototype) or answer a non-string. The guard never throws,
 * reads are strings or null, and where nothing refused it behaves as the storage does.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { guardedStorage, type StorageLike } from './guarded-storage.js';

const RUNS = { numRuns: 300 };

const thrown = fc.oneof(
  fc.string().map((message) => new Error(message)),
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(Object.create(null) as object),
  fc.integer(),
);
const op = fc.oneof(
  fc.record({ kind: fc.constant('get' as const), key: fc.constantFrom('a', 'b') }),
  fc.record({
    kind: fc.constant('set' as const),
    key: fc.constantFrom('a', 'b'),
    value: fc.string(),
  }),
  fc.record({ kind: fc.constant('remove' as const), key: fc.constantFrom('a', 'b') }),
);

/** A Map-backed storage whose step `i` throws `faults[i]` when there is one. */
function faultyStorage(faults: readonly unknown[], odd: boolean) {
  const map = new Map<string, string>();
  let step = 0;
  const maybeThrow = () => {
    const fault = faults[step++ % Math.max(faults.length, 1)];
    if (faults.length && fault !== NONE) throw fault;
  };
  const storage: StorageLike = {
    getItem(key) {
      maybeThrow();
      // A page's override may answer anything at all.
      if (odd) return 42 as unknown as string;
      return map.get(key) ?? null;
    },
    setItem(key, value) {
      maybeThrow();
      map.set(key, value);
    },
    removeItem(key) {
      maybeThrow();
      map.delete(key);
    },
  };
  return { storage, map };
}
const NONE = Symbol('none');

describe('guardedStorage', () => {
  it('never throws, and reads are a string or null, whatever the storage does', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 30 }),
        fc.array(fc.oneof(fc.constant(NONE), thrown), { maxLength: 8 }),
        fc.boolean(),
        (ops, faults, odd) => {
          const { storage } = faultyStorage(faults, odd);
          const refusals: string[] = [];
          const guarded = guardedStorage(
            () => storage,
            (what) => refusals.push(what),
          );
          for (const step of ops) {
            if (step.kind === 'get') {
              const value = guarded.getItem(step.key);
              expect(value === null || typeof value === 'string').toBe(true);
            } else if (step.kind === 'set') {
              expect(typeof guarded.setItem(step.key, step.value)).toBe('boolean');
            } else {
              expect(typeof guarded.removeItem(step.key)).toBe('boolean');
            }
          }
          for (const refusal of refusals) expect(refusal).toMatch(/^storage refused to /);
        },
      ),
      RUNS,
    );
  });

  it('behaves as the storage does when nothing refuses', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const { storage } = faultyStorage([], false);
        const model = new Map<string, string>();
        const guarded = guardedStorage(() => storage);
        for (const step of ops) {
          if (step.kind === 'get')
            expect(guarded.getItem(step.key)).toBe(model.get(step.key) ?? null);
          else if (step.kind === 'set') {
            expect(guarded.setItem(step.key, step.value)).toBe(true);
            model.set(step.key, step.value);
          } else {
            expect(guarded.removeItem(step.key)).toBe(true);
            model.delete(step.key);
          }
        }
      }),
      RUNS,
    );
  });

  it('meets a blocked storage (reading window.localStorage throws) inside the guard', () => {
    const refusals: string[] = [];
    const guarded = guardedStorage(
      () => {
        throw new Error('SecurityError: The operation is insecure.');
      },
      (what) => refusals.push(what),
    );
    expect(guarded.getItem('a')).toBeNull();
    expect(guarded.setItem('a', '1')).toBe(false);
    expect(refusals).toEqual([
      'storage refused to read a: SecurityError: The operation is insecure.',
      'storage refused to write a: SecurityError: The operation is insecure.',
    ]);
  });

  it('stores nothing and reports nothing without a storage', () => {
    const refusals: string[] = [];
    const guarded = guardedStorage(
      () => null,
      (what) => refusals.push(what),
    );
    expect(guarded.setItem('a', '1')).toBe(false);
    expect(guarded.getItem('a')).toBeNull();
    expect(refusals).toEqual([]);
  });
});
