/**
 * The checkout's HTTP adapter on its own: how placing an order answers a stalled server, a 429,
 * a 409 with what changed, and an order. The journeys (e2e) run it against the real shop-api.
 */
import { describe, expect, it } from '@jest/globals';
import type { JsonFetch, JsonResponse, PlaceOrderRequest } from '@refurb/shared-contracts';
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
