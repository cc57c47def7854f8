/**
 * Property-based tests (fast-check) of the parse edges every remote shares and of the cart rules
 * they feed: arbitrary and mutated inputs never throw out of an edge; each gives a result with a
 * message a person or a report can read, and a valid input still parses. Each property runs 300
 * generated cases (fast-check's seed is printed on a failure, to replay it).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createJsonCall, type JsonResponse } from './api/json-call.js';
import { cartTotal } from './rules/cart.js';
import { mergeCarts } from './rules/cart-merge.js';
import { refreshCart } from './rules/cart-refresh.js';
import { parseStoredCart } from './rules/cart-storage.js';
import { BUS_EVENT_TYPES, BUS_EVENT_VERSION, parseBusDetail } from './runtime/events.schema.js';
import { parseRuntimeConfig, RemotesJsonSchema } from './runtime/remote.schema.js';
import { CartStateSchema } from './schemas/cart.schema.js';
import { CheckoutSessionSchemas, parseSessionEntry } from './schemas/checkout-session.schema.js';
import { z } from 'zod/mini';
import { accessory, cart, deepFreeze, extraService, NOW, phone } from './test-support/fixtures.js';

const RUNS = { numRuns: 300 };
/** A deep copy of plain data (the contracts carry no DOM or Node types: no structuredClone). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const settings = { now: NOW };

/** A JSON value with the shapes parsers meet: nested objects and arrays, odd numbers and strings. */
const json = fc.jsonValue({ maxDepth: 4 });
/** Anything at all, including what JSON cannot hold (undefined, NaN, symbols are left out). */
const anything = fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: true });

/** `value` with one place replaced by `replacement`, or removed: a stored value gone wrong. */
function mutated(value: unknown, path: readonly number[], replacement: unknown, remove: boolean) {
  const copy: unknown = clone(value);
  let node: unknown = copy;
  for (let i = 0; i < path.length; i += 1) {
    if (node === null || typeof node !== 'object') break;
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = keys[path[i]! % keys.length]!;
    const child = (node as Record<string, unknown>)[key];
    const last = i === path.length - 1 || child === null || typeof child !== 'object';
    if (last) {
      if (remove) delete (node as Record<string, unknown>)[key];
      else (node as Record<string, unknown>)[key] = replacement;
      break;
    }
    node = child;
  }
  return copy;
}
const mutation = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
  replacement: json,
  remove: fc.boolean(),
});

/** Valid carts: phones with extras and accessories, accessories, at generated prices. */
const money = fc.integer({ min: 0, max: 2_000_000 }).map((cents) => cents / 100);
const validCart = fc
  .record({
    phones: fc.array(
      fc.record({
        price: money,
        extras: fc.array(fc.record({ price: money, selected: fc.boolean() }), { maxLength: 3 }),
        accessories: fc.array(fc.record({ price: money, active: fc.boolean() }), { maxLength: 3 }),
      }),
      { maxLength: 8 },
    ),
    accessories: fc.array(fc.record({ price: money, active: fc.boolean() }), { maxLength: 4 }),
  })
  .map(({ phones, accessories }) =>
    cart({
      phoneCart: phones.map((p, i) =>
        phone({
          id: `p${i}`,
          order_id: 1000 + i,
          buy_price: p.price,
          selected_extra_services: p.extras
            .filter((e) => e.selected)
            .map((e, j) => extraService({ id: `x${i}-${j}`, price: e.price, isSelected: true })),
          deviceAccessories: p.accessories.map((a, j) =>
            accessory({ id: `da${i}-${j}`, price: a.price, isActive: a.active }),
          ),
        }),
      ),
      accessoryCart: accessories.map((a, i) =>
        accessory({ id: `a${i}`, price: a.price, isActive: a.active }),
      ),
    }),
  );

const REASONS = ['missing', 'corrupt', 'version', 'expired'];

describe('the stored cart edge', () => {
  it('never throws on any stored text or value, and says why it refuses one', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          json.map((v) => JSON.stringify(v)),
          anything,
        ),
        (raw) => {
          const result = parseStoredCart(raw, settings);
          if (result.ok) expect(CartStateSchema.safeParse(result.cart).success).toBe(true);
          else {
            expect(REASONS).toContain(result.reason);
            expect(result.message.length).toBeGreaterThan(0);
          }
        },
      ),
      RUNS,
    );
  });

  it('a valid cart parses; one with a place gone wrong parses or is refused, never throws', () => {
    fc.assert(
      fc.property(validCart, mutation, (valid, { path, replacement, remove }) => {
        expect(parseStoredCart(JSON.stringify(valid), settings)).toEqual({ ok: true, cart: valid });
        const bad = mutated(valid, path, replacement, remove);
        const result = parseStoredCart(JSON.stringify(bad), settings);
        if (!result.ok) expect(result.message).toMatch(/stored cart/);
      }),
      RUNS,
    );
  });
});

describe('the bus edge', () => {
  it('any detail of any event is read or refused with a message naming the event', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUS_EVENT_TYPES),
        fc.oneof(
          anything,
          json.map((payload) => ({ v: BUS_EVENT_VERSION, payload })),
        ),
        (type, detail) => {
          const result = parseBusDetail(type, detail);
          if (!result.ok) expect(result.error.startsWith(`${type}:`)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('the checkout session edge', () => {
  const keys = Object.keys(CheckoutSessionSchemas) as Array<keyof typeof CheckoutSessionSchemas>;
  it('any stored text of any key is read or refused with a message naming the key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(
          fc.constant(null),
          fc.string(),
          json.map((value) => JSON.stringify({ v: 1, value })),
          json.map((v) => JSON.stringify(v)),
        ),
        (key, raw) => {
          const result = parseSessionEntry(key, raw);
          if (!result.ok) expect(result.message.startsWith(`${key}:`)).toBe(true);
          else expect(z.safeParse(CheckoutSessionSchemas[key], result.value).success).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('the startup files edge', () => {
  it('remotes.json: any value is parsed or refused, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(anything, json), (value) => {
        expect(typeof RemotesJsonSchema.safeParse(value).success).toBe('boolean');
      }),
      RUNS,
    );
  });

  it('runtime-config.json: any value parses or throws an Error naming the file and the field', () => {
    fc.assert(
      fc.property(fc.oneof(anything, json), (value) => {
        try {
          parseRuntimeConfig('/runtime-config.json', value);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).toMatch(/^\/runtime-config\.json is invalid at /);
        }
      }),
      RUNS,
    );
  });
});

describe('the API answer edge', () => {
  const Answer = z.object({ total: z.number() });
  const response = fc.record({
    ok: fc.boolean(),
    status: fc.integer({ min: 100, max: 599 }),
    statusText: fc.string(),
    body: fc.oneof(anything, json),
    bodyFails: fc.boolean(),
  });

  it('any answer, or a fetch that fails with any value, resolves to a result; never rejects', async () => {
    await fc.assert(
      fc.asyncProperty(response, fc.option(anything), async (answer, thrown) => {
        const fetchImpl = async (): Promise<JsonResponse> => {
          // A fetch may reject with anything (a polyfill, a test double): that is the point.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          if (thrown !== null) throw thrown;
          return {
            ok: answer.ok,
            status: answer.status,
            statusText: answer.statusText,
            json: async () => {
              if (answer.bodyFails) throw new SyntaxError('Unexpected token');
              return answer.body;
            },
          };
        };
        const result = await createJsonCall(fetchImpl)(Answer, '/shop/x');
        if (result.ok) expect(Answer.safeParse(result.data).success).toBe(true);
        else {
          expect(typeof result.error.code).toBe('string');
          expect(typeof result.error.message).toBe('string');
        }
      }),
      RUNS,
    );
  });
});

describe('the cart rules are total over valid carts', () => {
  it('cartTotal is a finite amount in cents, the sum of what is counted, and mutates nothing', () => {
    fc.assert(
      fc.property(validCart, (valid) => {
        const frozen = deepFreeze(clone(valid));
        const total = cartTotal(frozen);
        expect(Number.isFinite(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Math.round(total * 100)).toBeCloseTo(total * 100, 6);
        expect(frozen).toEqual(valid);
      }),
      RUNS,
    );
  });

  it('mergeCarts keeps every phone of both sides once, each accessory id once, and mutates neither', () => {
    fc.assert(
      fc.property(validCart, validCart, (local, cloud) => {
        const [a, b] = [deepFreeze(clone(local)), deepFreeze(clone(cloud))];
        const merged = mergeCarts(a, b);
        const ids = new Set([...local.phoneCart, ...cloud.phoneCart].map((p) => p.id));
        expect(merged.phoneCart.map((p) => p.id).sort()).toEqual([...ids].sort());
        const accessoryIds = merged.accessoryCart.map((x) => x.id);
        expect(new Set(accessoryIds).size).toBe(accessoryIds.length);
        // Merging again adds nothing (issue 33, point 1).
        expect(mergeCarts(a, merged).accessoryCart).toEqual(merged.accessoryCart);
        expect(Number.isFinite(cartTotal(merged))).toBe(true);
        expect([a, b]).toEqual([local, cloud]);
      }),
      RUNS,
    );
  });

  it('refreshCart refuses any server answer it cannot read with a message, never throws', () => {
    fc.assert(
      fc.property(validCart, fc.oneof(anything, json), (valid, serverData) => {
        const frozen = deepFreeze(clone(valid));
        const result = refreshCart(frozen, serverData);
        expect(typeof result).toBe('object');
        expect(frozen).toEqual(valid);
      }),
      RUNS,
    );
  });
});
