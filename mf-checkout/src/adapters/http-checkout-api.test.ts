/**
 * The checkout's HTTP adapter on its own: how placing an order answers a stalled server, a 429,
 * a 409 with what changed, and an order. The journeys (e2e) run it against the real shop-api.
 */
import { describe, expect, it } from '@jest/globals';
import type { PlaceOrderRequest } from '@refurb/shared-contracts/api/checkout';
import type { JsonFetch, JsonResponse } from '@refurb/shared-contracts/runtime';
import { config } from '../test-support/page-harness';
import { createHttpCheckoutApi } from './http-checkout-api';

const ONEY = { merchantId: 'm', website: 'http://ro.localhost', language: 'ro' as const };
const REQUEST = { idempotencyKey: 'k-1' } as unknown as PlaceOrderRequest;

const answer = (status: number, body: unknown): JsonResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: `status ${status}`,
  json: async () => body,
});
const api = (fetch: JsonFetch, timeoutMs?: number) =>
  createHttpCheckoutApi({ services: config.services, oney: ONEY, fetch, timeoutMs });

describe('placeOrder', () => {
  it('gives up on a server that does not answer in time, as a timeout', async () => {
    const seen: string[] = [];
    const result = await api((url, init) => {
      seen.push(`${init.method} ${url} ${init.body}`);
      return new Promise(() => undefined);
    }, 50).placeOrder(REQUEST);
    expect(result).toMatchObject({ kind: 'failed', status: 0, code: 'timeout' });
    expect(seen).toEqual([`POST /shop/orders ${JSON.stringify(REQUEST)}`]);
  });

  it("answers shop-api's 429 with its status and message", async () => {
    const result = await api(async () =>
      answer(429, {
        success: false,
        error: { code: 'rate_limited', message: 'Too many orders; try again in 40 s.' },
      }),
    ).placeOrder(REQUEST);
    expect(result).toEqual({
      kind: 'failed',
      status: 429,
      code: 'rate_limited',
      message: 'Too many orders; try again in 40 s.',
    });
  });

  it('answers a network failure with status 0', async () => {
    const result = await api(async () => {
      throw new TypeError('Failed to fetch');
    }).placeOrder(REQUEST);
    expect(result).toMatchObject({ kind: 'failed', status: 0, code: 'network' });
  });

  it('answers an order off contract as a failure, not as an order', async () => {
    const result = await api(async () => answer(201, { orderId: 'not a number' })).placeOrder(
      REQUEST,
    );
    expect(result).toMatchObject({ kind: 'failed', status: 201, code: 'invalid_response' });
  });
});

describe('the installment provider widget options call (spec section 7)', () => {
  const options = {
    merchant_id: 'm',
    checkout_placeholder: '#co-oney-options',
    options: [],
  };
  const callWith = async (respond: JsonFetch) => {
    const errors: { status: number; response: string }[] = [];
    const seen: string[] = [];
    const result = await api(async (url, init) => {
      seen.push(url);
      return respond(url, init);
    }).oneyOptions({
      amount: 2499,
      checkoutPlaceholder: '#co-oney-options',
      errorCallback: (error) => errors.push(error),
    });
    return { result, errors, url: new URL(seen[0]!, 'http://x') };
  };

  it('sends the amount, the codes and the checkout placeholder; an answer calls no callback', async () => {
    const { result, errors, url } = await callWith(async () => answer(200, options));
    expect(url.pathname).toBe('/payment/oney/options');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      country: 'RO',
      language: 'ro',
      merchant_id: 'm',
      merchant_website: 'http://ro.localhost',
      payment_amount: '2499',
      filter_by_business_transaction_code: '3XP,4XP',
      checkout_placeholder: '#co-oney-options',
    });
    expect(result).toEqual({ ok: true, data: options });
    expect(errors).toEqual([]);
  });

  it.each([
    [
      'an error status',
      async () => answer(503, { success: false, error: { code: 'down', message: 'x' } }),
      503,
      'down',
    ],
    [
      'no answer',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      0,
      'network',
    ],
    [
      'options for another placeholder',
      async () => answer(200, { ...options, checkout_placeholder: '#elsewhere' }),
      200,
      'wrong_placeholder',
    ],
  ] as const)(
    'calls the error callback once on %s, with status and response',
    async (_what, respond, status, response) => {
      const { result, errors } = await callWith(respond);
      expect(result.ok).toBe(false);
      expect(errors).toEqual([{ status, response }]);
    },
  );
});

describe('deliveryEstimate', () => {
  const ESTIMATE = {
    country: 'gr',
    timeZone: 'Europe/Athens',
    estimates: [
      { kind: 'locker', orderBy: '2026-12-02T12:00:00.000Z', from: '2026-12-03', to: '2026-12-04' },
    ],
  };

  it('asks the courier service for the country, past the cache once the estimate ran out', async () => {
    const seen: string[] = [];
    const estimates = api(async (url, init) => {
      seen.push(`${url} ${init.cache ?? 'default'}`);
      return answer(200, ESTIMATE);
    });
    expect(await estimates.deliveryEstimate('gr')).toEqual({ ok: true, data: ESTIMATE });
    await estimates.deliveryEstimate('gr', { fresh: true });
    expect(seen).toEqual([
      '/courier/delivery-estimate?country=gr default',
      '/courier/delivery-estimate?country=gr no-cache',
    ]);
  });

  it('answers an estimate off contract as a failure', async () => {
    const result = await api(async () =>
      answer(200, { ...ESTIMATE, estimates: [{ kind: 'locker', from: 'soon' }] }),
    ).deliveryEstimate('gr');
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_response' } });
  });
});
