import { describe, expect, it } from '@jest/globals';
import {
  CreateReturnRequestSchema,
  CreateWarrantyCaseRequestSchema,
  RefundSchema,
} from './account.schema.js';

describe('account request schemas', () => {
  it('stores a bank refund IBAN without spaces, in upper case', () => {
    expect(
      RefundSchema.parse({
        method: 'bank',
        iban: 'ro49 aaaa 1b31 0075 9384 0000',
        holder: ' Ana Popescu ',
      }),
    ).toEqual({ method: 'bank', iban: 'RO49AAAA1B31007593840000', holder: 'Ana Popescu' });
  });

  it.each([
    [{ method: 'bank', iban: 'RO49AAAA1B31007593840001', holder: 'Ana Popescu' }],
    [{ method: 'bank', holder: 'Ana Popescu' }],
    [{ method: 'cash' }],
  ])('refuses the refund %j', (refund) => {
    expect(RefundSchema.safeParse(refund).success).toBe(false);
  });

  it('needs at least one line and a comment of at most 1000 characters', () => {
    const base = { lines: ['p1'], reason: 'defect', refund: { method: 'original' } };
    expect(CreateReturnRequestSchema.safeParse(base).success).toBe(true);
    expect(CreateReturnRequestSchema.safeParse({ ...base, lines: [] }).success).toBe(false);
    expect(CreateReturnRequestSchema.safeParse({ ...base, reason: 'bored' }).success).toBe(false);
    expect(
      CreateReturnRequestSchema.safeParse({ ...base, comment: 'x'.repeat(1001) }).success,
    ).toBe(false);
  });

  it('checks a warranty case: issue length, phone number, pickup address', () => {
    const base = {
      orderId: 'RO-100001',
      lineRefId: 'p1',
      issue: 'The screen flickers.',
      contactPhone: '+40 722 123 456',
      handover: { method: 'drop-off' },
    };
    const ok = (value: object) => CreateWarrantyCaseRequestSchema.safeParse(value).success;
    expect(ok(base)).toBe(true);
    expect(ok({ ...base, issue: 'Broken.  ' })).toBe(false);
    expect(ok({ ...base, issue: 'x'.repeat(2001) })).toBe(false);
    expect(ok({ ...base, contactPhone: 'call me' })).toBe(false);
    expect(ok({ ...base, handover: { method: 'pickup' } })).toBe(false);
  });
});
