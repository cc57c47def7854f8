import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, OneyOptionsResponseSchema } from '@refurb/shared-contracts';
import { oneyOption } from '../payments/oney.js';
import { startTestServer, type TestServer } from '../test-support/server.js';
import { LOCAL_ONEY_MERCHANT_ID } from './payment.js';

describe('oneyOption', () => {
  it.each([
    ['3XP', 1000, 1, 3, 19.5, [352.84, 333.33, 333.33]],
    ['4XP', 1000, 2, 4, 22, [272, 250, 250, 250]],
    ['3XP', 150, 1, 3, 2.93, [52.93, 50, 50]],
  ] as const)(
    '%s on %p: option %i, %i installments, fee %p',
    (code, amount, id, count, fee, installments) => {
      const option = oneyOption(code, amount);
      expect(option).toMatchObject({
        option_id: id,
        number_of_installments: count,
        fee,
        installments: [...installments],
      });
      const paid = option.installments.reduce((a, b) => a + b, 0);
      expect(Math.round(paid * 100)).toBe(Math.round(option.total_cost * 100));
    },
  );
});

describe('GET /payment/oney/options (spec section 7)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });
  const query = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      country: 'RO',
      language: 'ro',
      merchant_id: LOCAL_ONEY_MERCHANT_ID,
      merchant_website: 'http://ro.localhost:3000',
      payment_amount: '2499',
      filter_by_business_transaction_code: '3XP,4XP',
      ...overrides,
    }).toString();

  it('offers 3 and 4 installments for an amount inside the bounds', async () => {
    const response = await server.get(`/payment/oney/options?${query()}`);
    expect(response.status).toBe(200);
    const body = OneyOptionsResponseSchema.parse(await response.json());
    expect(
      body.options.map((o) => [o.business_transaction_code, o.option_id, o.number_of_installments]),
    ).toEqual([
      ['3XP', 1, 3],
      ['4XP', 2, 4],
    ]);
  });

  it('filters by business transaction code', async () => {
    const body = OneyOptionsResponseSchema.parse(
      await (
        await server.get(
          `/payment/oney/options?${query({ filter_by_business_transaction_code: '4XP' })}`,
        )
      ).json(),
    );
    expect(body.options.map((o) => o.business_transaction_code)).toEqual(['4XP']);
  });

  it('offers nothing outside the seeded bounds (150 to 12000 lei)', async () => {
    for (const [amount, count] of [
      ['149.99', 0],
      ['150', 2],
      ['12000', 2],
      ['12000.01', 0],
    ] as const) {
      const body = OneyOptionsResponseSchema.parse(
        await (
          await server.get(`/payment/oney/options?${query({ payment_amount: amount })}`)
        ).json(),
      );
      expect(body.options).toHaveLength(count);
    }
  });

  it.each([
    [{ country: 'HU' }, 400, 'query.country'],
    [{ payment_amount: '-5' }, 400, 'query.payment_amount'],
    [
      { filter_by_business_transaction_code: '5XP' },
      400,
      'query.filter_by_business_transaction_code.0',
    ],
    [{ merchant_website: 'not a url' }, 400, 'query.merchant_website'],
    [{ merchant_id: 'someone-else' }, 403, 'query.merchant_id'],
  ])('answers an error with its status for %p', async (overrides, status, field) => {
    const response = await server.get(`/payment/oney/options?${query(overrides)}`);
    expect(response.status).toBe(status);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(field);
  });
});
