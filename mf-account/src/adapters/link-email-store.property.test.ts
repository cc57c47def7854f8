/**
 * Property-based tests (fast-check) of the sign-in link's address in local storage: whatever the
 * entry holds (an address, one padded, cut or quoted, any JSON or text, megabytes of it) and
 * however storage refuses (`window.localStorage` itself throwing, a SecurityError or a full quota
 * at any call, anything thrown), reading gives an address the schema accepts or null and never
 * throws; a bad entry is reported and removed once; a written address is read back, and after a
 * write no earlier address is ever read.
 */
import { describe, expect, it } from '@jest/globals';
import type { StorageLike } from '@refurb/shared-contracts';
import fc from 'fast-check';
// Generated from the schema itself, so the test follows the schema as it changes.
import { arbitraryOf } from '@refurb/shared-contracts/arbitrary';
import { createLinkEmailStore, LINK_EMAIL_KEY, LinkEmailSchema } from './link-email-store';

const RUNS = { numRuns: 200 };

const address = fc.oneof(arbitraryOf(LinkEmailSchema, { name: 'LinkEmail' }), fc.emailAddress());
const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\ufeff', '\u2028') });
const repeat = (unit: string, min: number, max: number) =>
  fc.integer({ min, max }).map((n) => unit.repeat(n));

/** What an entry may hold: addresses, near misses, noise, and megabytes of it. */
const stored = fc.oneof(
  address,
  fc.tuple(blank, address, blank).map(([before, email, after]) => `${before}${email}${after}`),
  fc.tuple(address, fc.nat(2)).map(([email, length]) => email.slice(0, length)),
  fc.tuple(address, repeat('x', 1, 300)).map(([email, tail]) => `${email}${tail}`),
  address.map((email) => JSON.stringify(email)),
  blank,
  fc.json(),
  fc.string(),
  fc.oneof(
    repeat('a', 100_000, 1_000_000),
    repeat(' ', 100_000, 1_000_000).map((s) => `${s}a@b.ro${s}`),
  ),
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

interface Plan {
  readonly faults?: readonly ({ error: unknown } | null)[];
  /** Opening storage throws, as `window.localStorage` does where storage is blocked. */
  readonly blocked?: boolean;
  /** Every write refused, as when the quota is full. */
  readonly full?: boolean;
}

/** How to open a storage holding `entry`, whose opening and calls throw as `plan` says. */
function storageOf(entry: string | undefined, plan: Plan = {}) {
  const items = new Map(entry === undefined ? [] : [[LINK_EMAIL_KEY, entry]]);
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
  const open = () => {
    if (plan.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    return storage;
  };
  return { open, items };
}

/** The address the schema reads from `raw`, computed apart from the store. */
function expected(raw: string): string | null {
  const parsed = LinkEmailSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

describe('the sign-in link address store under generated storage', () => {
  it('reads an address the schema accepts or null however storage refuses, and never throws', () => {
    fc.assert(
      fc.property(
        fc.option(stored, { nil: undefined }),
        faults,
        fc.boolean(),
        stored,
        (entry, steps, blocked, next) => {
          const reports: string[] = [];
          const { open } = storageOf(entry, { faults: steps, blocked });
          const store = createLinkEmailStore(open, (reason) => reports.push(reason));
          const read = store.read();
          // Accepted and given back unchanged: what the sign-in form would send.
          if (read !== null) expect(LinkEmailSchema.safeParse(read).data).toBe(read);
          // A refused read; or a bad entry, and perhaps a refused removal of it.
          expect(reports.length).toBeLessThanOrEqual(2);
          store.write(next);
          store.clear();
          for (const reason of reports) expect(typeof reason).toBe('string');
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
        const store = createLinkEmailStore(open, (reason) => reports.push(reason));
        const want = expected(entry);
        expect(store.read()).toBe(want);
        expect(reports).toHaveLength(want === null ? 1 : 0);
        expect(items.get(LINK_EMAIL_KEY)).toBe(want === null ? undefined : entry);
        // Reported once: the next read finds nothing to report.
        expect(store.read()).toBe(want);
        expect(reports).toHaveLength(want === null ? 1 : 0);
      }),
      RUNS,
    );
  });

  it('reads back a written address, over any earlier entry, and nothing once cleared', () => {
    fc.assert(
      fc.property(fc.option(stored, { nil: undefined }), address, (entry, email) => {
        const { open } = storageOf(entry);
        const store = createLinkEmailStore(open);
        store.write(email);
        expect(store.read()).toBe(expected(email));
        store.clear();
        expect(store.read()).toBeNull();
      }),
      RUNS,
    );
  });

  it('after any write, even to a full storage, reads that address or nothing: never an earlier one', () => {
    fc.assert(
      fc.property(address, stored, fc.boolean(), (earlier, next, full) => {
        const { open } = storageOf(earlier, { full });
        const store = createLinkEmailStore(open);
        store.write(next);
        expect(store.read()).toBe(full ? null : expected(next));
      }),
      RUNS,
    );
  });

  it('throws nothing when opening storage throws, and reports each refusal', () => {
    fc.assert(
      fc.property(address, (email) => {
        const reports: string[] = [];
        const { open } = storageOf(email, { blocked: true });
        const store = createLinkEmailStore(open, (reason) => reports.push(reason));
        expect(store.read()).toBeNull();
        store.clear();
        expect(reports).toHaveLength(2);
        for (const reason of reports) expect(reason).toMatch(/^storage refused to \w+ /);
      }),
      { numRuns: 20 },
    );
  });
});
