/**
 * Property-based tests (fast-check) of the checkout's own storage edges: whatever session storage
 * holds under the six checkout keys and the attempt key (valid entries, mutated ones, any text)
 * and however the storage itself refuses, reading gives a session whose every entry passes its
 * schema, names each entry it dropped once, and never throws; writing and clearing never throw.
 */
import { CHECKOUT_SESSION_VERSION } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_SESSION_KEYS } from '@refurb/shared-contracts';
import { CheckoutSessionSchemas } from '@refurb/shared-contracts/checkout';
import { jsonText, storageDouble } from '@refurb/shared-contracts/storage-arbitraries';
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
    .map(jsonText),
  fc.constant(
    JSON.stringify({ v: CHECKOUT_SESSION_VERSION, value: { kind: 'courier', subType: '' } }),
  ),
);
const thrown = fc.oneof(
  fc.string().map((m) => new Error(m)),
  fc.constant(null),
  fc.constant(Object.create(null) as object),
);
/** One fault for each storage call in turn, cycling: `null` lets the call through. */
const fault = fc.oneof(
  fc.constant(null),
  thrown.map((error) => ({ error })),
);
const faults = fc.array(fault, { maxLength: 6 });

describe('the checkout session store under generated storage', () => {
  it('reads only schema-valid entries, names every one it drops, and never throws', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...CHECKOUT_SESSION_KEYS), stored),
        faults,
        (entries, steps) => {
          const { storage } = storageDouble(entries, { faults: steps });
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
        const { storage, items } = storageDouble(entries);
        const { session, problems } = createSessionStorageStore(storage).read();
        const kept = Object.keys(session);
        expect(kept.length + problems.length).toBe(Object.keys(entries).length);
        // Dropped entries are removed, so each is reported once.
        for (const key of Object.keys(entries)) expect(items.has(key)).toBe(kept.includes(key));
      }),
      RUNS,
    );
  });
});

describe('the order attempt store under generated storage', () => {
  it('reads a valid attempt or nothing, never throws, and remembers a write in memory', () => {
    fc.assert(
      fc.property(fc.option(stored, { nil: undefined }), faults, (entry, steps) => {
        const { storage } = storageDouble({ [ATTEMPT_KEY]: entry }, { faults: steps });
        const store = createSessionAttemptStore(storage);
        const read = store.read();
        expect(read === null || typeof read.key === 'string').toBe(true);
        const attempt = { key: 'attempt-key-0123456789', orderId: null };
        store.write(attempt);
        // Kept in storage, or in memory when storage refused.
        expect(store.read()).toEqual(attempt);
        expect(() => store.clear()).not.toThrow();
      }),
      RUNS,
    );
  });
});
