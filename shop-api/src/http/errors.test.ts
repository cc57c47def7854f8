import { describe, expect, it } from '@jest/globals';
import { PlaceOrderRequestSchema } from '@refurb/shared-contracts/api/checkout';
import { SellQuoteRequestSchema, SubmitSaleRequestSchema } from '@refurb/shared-contracts/api/sell';
import * as mini from 'zod/mini';
import { z } from 'zod';
import { HttpError, droppedField, nulCharacterAt, parseInput } from './errors.js';

/** What parseInput throws for `value`, as `{ status, field, message }`; null when it parses. */
function refusal(schema: z.core.$ZodType, value: unknown, where: 'body' | 'query' = 'body') {
  try {
    parseInput(schema, value, where);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, field: error.field, message: error.message };
  }
}

const Line = z.object({ id: z.string(), qty: z.number().default(1) });
const Body = z.object({
  country: z.enum(['ro', 'bg']),
  note: z.string().optional(),
  lines: z.array(Line),
  shipping: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('courier'), street: z.string() }),
    z.object({ kind: z.literal('locker'), lockerId: z.string() }),
  ]),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  code: z.string().transform((s) => s.toUpperCase()),
});
const valid = {
  country: 'ro',
  lines: [{ id: 'a' }, { id: 'b', qty: 2 }],
  shipping: { kind: 'locker', lockerId: 'EB-1' },
  answers: { turnsOn: true, colour: 'blue' },
  code: 'abc',
};

describe('parseInput refuses a body field its schema does not declare', () => {
  it.each([
    ['top level', { ...valid, coupon: 'X' }, 'body.coupon'],
    [
      'in an object inside an array',
      { ...valid, lines: [{ id: 'a' }, { id: 'b', gift: true }] },
      'body.lines.1.gift',
    ],
    [
      'in the option a union chose',
      { ...valid, shipping: { kind: 'locker', lockerId: 'E', street: 'x' } },
      'body.shipping.street',
    ],
  ])('%s', (_case, body, field) => {
    expect(refusal(Body, body)).toEqual({
      status: 400,
      field,
      message: `${field}: unknown field`,
    });
  });

  it.each([
    ['the declared fields, with an optional one left out', valid],
    ['a record, whose keys are its own', { ...valid, answers: { anything: 'goes', more: false } }],
    ['an optional field given', { ...valid, note: 'ring twice' }],
  ])('accepts %s', (_case, body) => {
    expect(refusal(Body, body)).toBeNull();
  });

  it('fills defaults and transforms as before', () => {
    expect(parseInput(Body, valid, 'body')).toEqual({
      ...valid,
      lines: [
        { id: 'a', qty: 1 },
        { id: 'b', qty: 2 },
      ],
      code: 'ABC',
    });
  });

  it('reports a missing or wrong field before an unknown one (the parse error comes first)', () => {
    expect(refusal(Body, { countri: 'ro' })?.field).toBe('body.country');
  });

  it('leaves queries lenient: a link may carry parameters no one here owns', () => {
    const Query = z.object({ country: z.enum(['ro']) });
    expect(refusal(Query, { country: 'ro', utm_source: 'mail' }, 'query')).toBeNull();
  });

  it('takes a missing body as {}, and refuses null and other non-objects by type', () => {
    const Empty = mini.object({});
    expect(refusal(Empty, undefined)).toBeNull();
    for (const body of [null, [], 42, 'x']) {
      expect(refusal(Empty, body)).toEqual(expect.objectContaining({ status: 400, field: 'body' }));
    }
  });

  it('works the same on the contracts (zod/mini): orders, sell quotes and sales', () => {
    const quote = { country: 'ro', modelId: 'iphone-12', storage: '64 GB', answers: { ok: true } };
    expect(refusal(SellQuoteRequestSchema, quote)).toBeNull();
    expect(refusal(SellQuoteRequestSchema, { ...quote, price: 1 })?.field).toBe('body.price');
    const order = refusal(PlaceOrderRequestSchema, { country: 'ro', bogus: 1 });
    expect(order?.field).toMatch(/^body\./);
    expect(refusal(SubmitSaleRequestSchema, { ...quote, quotedAmount: 1 })?.status).toBe(400);
  });
});

describe('droppedField', () => {
  it('compares the input with what parsing kept, at any depth', () => {
    expect(droppedField({ a: { b: [{ c: 1, d: 2 }] } }, { a: { b: [{ c: 1 }] } })).toEqual([
      'a',
      'b',
      '0',
      'd',
    ]);
    expect(droppedField({ a: 1 }, { a: 1, filled: 0 })).toBeNull();
    // A value parsing turned into something else is not walked into.
    expect(droppedField({ at: { iso: 'x' } }, { at: 'x' })).toBeNull();
  });
});

describe('a NUL character is refused anywhere in the input', () => {
  it.each([
    ['a value', { a: ['ok', 'n\u0000'] }, ['a', '1']],
    ['a key', { a: { 'k\u0000': 1 } }, ['a', 'k\u0000']],
    ['nothing', { a: ['ok', { b: 'fine' }] }, null],
  ])('in %s', (_case, input, path) => {
    expect(nulCharacterAt(input)).toEqual(path);
  });

  it('in a query or a path too (PostgreSQL cannot store it), and in input nested deeply', () => {
    const Query = z.object({ q: z.string() });
    expect(refusal(Query, { q: 'x\u0000' }, 'query')).toEqual({
      status: 400,
      field: 'query.q',
      message: 'query.q: contains a NUL character',
    });
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulCharacterAt(deep)).toHaveLength(100_000);
  });
});
