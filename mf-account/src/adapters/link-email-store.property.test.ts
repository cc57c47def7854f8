/**
 * Property-based tests (fast-check) of the sign-in link's address in local storage: whatever the
 * entry holds (an address, one padded, cut or quoted, any JSON or text, megabytes of it) and
 * however storage refuses (`window.localStorage` itself throwing, a SecurityError or a full quota
 * at any call, anything thrown), reading gives an address the schema accepts or null and never
 * throws; a bad entry is reported and removed once; a written address is read back, and after a
 * write no earlier address is ever read.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
// Generated from the schema itself, so the test follows the schema as it changes.
import { arbitraryOf } from '@refurb/shared-contracts/arbitrary';
import {
  faultPlan,
  megabytesOf,
  repeat,
  storageDouble,
  type StoragePlan,
} from '@refurb/shared-contracts/storage-arbitraries';
import { createLinkEmailStore, LINK_EMAIL_KEY, LinkEmailSchema } from './link-email-store';

const RUNS = { numRuns: 200 };

const address = fc.oneof(arbitraryOf(LinkEmailSchema, { name: 'LinkEmail' }), fc.emailAddress());
const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\ufeff', '\u2028') });

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
    megabytesOf('a'),
    megabytesOf(' ').map((s) => `${s}a@b.ro${s}`),
  ),
);

/** A storage holding `entry` as the address, whose opening and calls throw as `plan` says. */
const storageOf = (entry: string | undefined, plan?: StoragePlan) =>
  storageDouble({ [LINK_EMAIL_KEY]: entry }, plan);

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
        faultPlan,
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
