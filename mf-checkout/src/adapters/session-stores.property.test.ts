/**
 * Property-based tests (fast-check) of the checkout's own storage edges: whatever session storage
 * holds under the six checkout keys and the attempt key (valid entries, mutated ones, any text)
 * and however the storage itself refuses, reading gives a session whose every entry passes its
 * schema, names each entry it dropped once, and never throws; writing and clearing never throw.
 */
import { describe, expect, it } from '@jest/globals';
import {
  CHECKOUT_SESSION_KEYS,
  CHECKOUT_SESSION_VERSION,
  CheckoutSessionSchemas,
  type StorageLike,
} from '@refurb/shared-contracts';
import fc from 'fast-check';
import { ATTEMPT_KEY, createSessionAttemptStore } from './session-attempt-store';
import { createSessionStorageStore } from './session-storage-store';

const RUNS = { numRuns: 300 };

/** Text that is JSON or almost: envelopes of every version, mutated values, and noise. */
const stored = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record({
      v: fc.oneof(fc.constant(CHECKOUT_SESSION_VERSION), fc.integer()),
      value: fc.anything(),
    })
    .map((entry) => JSON.stringify(entry) ?? 'null'),
  fc.constant(
    JSON.stringify({ v: CHECKOUT_SESSION_VERSION, value: { kind: 'courier', subType: '' } }),
  ),
);
const thrown = fc.oneof(
  fc.string().map((m) => new Error(m)),
  fc.constant(null),
  fc.constant(Object.create(null) as object),
);

/** A storage holding `entries` whose calls throw at the steps `faults` names. */
function storageOf(entries: Record<string, string>, faults: readonly (object | string | null)[]) {
  const map = new Map(Object.entries(entries));
  let step = 0;
  const fault = () => {
    const f: unknown = faults.length ? faults[step++ % faults.length] : 'ok';
    if (f !== 'ok') throw f;
  };
  const storage: StorageLike = {
    getItem: (key) => (fault(), map.get(key) ?? null),
    setItem: (key, value) => (fault(), void map.set(key, value)),
    removeItem: (key) => (fault(), void map.delete(key)),
  };
  return { storage, map };
}

describe('the checkout session store under generated storage', () => {
  it('reads only schema-valid entries, names every one it drops, and never throws', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...CHECKOUT_SESSION_KEYS), stored),
        fc.array(fc.oneof(fc.constant('ok'), thrown), { maxLength: 6 }),
        (entries, faults) => {
          const { storage } = storageOf(entries, faults);
          const refusals: string[] = [];
          const store = createSessionStorageStore(storage, (what) => refusals.push(what));
          const { session, problems } = store.read();
          for (const [key, value] of Object.entries(session)) {
            const schema = CheckoutSessionSchemas[key as keyof typeof CheckoutSessionSchemas];
            expect(schema.safeParse(value).success).toBe(true);
          }
          // One problem at most per key, each naming its key.
          expect(problems.length).toBeLessThanOrEqual(Object.keys(entries).length);
          for (const problem of problems) {
            expect(CHECKOUT_SESSION_KEYS.some((key) => problem.startsWith(`${key}: `))).toBe(true);
          }
          expect(() => store.clear()).not.toThrow();
          expect(typeof store.write('editStepState', { editing: 'payment' })).toBe('boolean');
        },
      ),
      RUNS,
    );
  });

  it('with a storage that never refuses, keeps every valid entry and drops every other', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...CHECKOUT_SESSION_KEYS), stored), (entries) => {
        const { storage, map } = storageOf(entries, []);
        const { session, problems } = createSessionStorageStore(storage).read();
        const kept = Object.keys(session);
        expect(kept.length + problems.length).toBe(Object.keys(entries).length);
        // Dropped entries are removed, so each is reported once.
        for (const key of Object.keys(entries)) expect(map.has(key)).toBe(kept.includes(key));
      }),
      RUNS,
    );
  });
});

describe('the order attempt store under generated storage', () => {
  it('reads a valid attempt or nothing, never throws, and remembers a write in memory', () => {
    fc.assert(
      fc.property(
        fc.option(stored, { nil: undefined }),
        fc.array(fc.oneof(fc.constant('ok'), thrown), { maxLength: 6 }),
        (entry, faults) => {
          const { storage } = storageOf(
            entry === undefined ? {} : { [ATTEMPT_KEY]: entry },
            faults,
          );
          const store = createSessionAttemptStore(storage);
          const read = store.read();
          expect(read === null || typeof read.key === 'string').toBe(true);
          const attempt = { key: 'attempt-key-0123456789', orderId: null };
          store.write(attempt);
          // Kept in storage, or in memory when storage refused.
          expect(store.read()).toEqual(attempt);
          expect(() => store.clear()).not.toThrow();
        },
      ),
      RUNS,
    );
  });
});
