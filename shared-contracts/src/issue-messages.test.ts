import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { SalePayoutInputSchema } from './api/sales.schema.js';
import { safeParseWithMessages } from './issue-messages.js';
import { PromoSchema } from './schemas/cart.schema.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('safeParseWithMessages', () => {
  it('words the issues zod/mini leaves generic as classic zod did', () => {
    expect(messages(safeParseWithMessages(PromoSchema, { percentage: 101 }))).toEqual([
      'code: Invalid input: expected string, received undefined',
      'percentage: Too big: expected number to be <=100',
    ]);
    expect(messages(PromoSchema.safeParse({ percentage: 101 }))).toEqual([
      'code: Invalid input',
      'percentage: Invalid input',
    ]);
  });

  it("keeps a schema's own message", () => {
    const payout = { method: 'bank', iban: 'RO00 AAAA', holder: 'Ana Pop' };
    expect(messages(safeParseWithMessages(SalePayoutInputSchema, payout))).toEqual([
      'iban: not a valid IBAN',
    ]);
  });

  it('answers the data, defaults and transforms applied, when the value is valid', () => {
    const schema = z.object({ n: z._default(z.number(), 3) });
    expect(safeParseWithMessages(schema, {})).toEqual({ success: true, data: { n: 3 } });
  });
});
