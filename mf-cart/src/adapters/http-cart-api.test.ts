/**
 * The cart's HTTP adapter on its own, for the delivery estimate (issue 36): where it asks, when it
 * asks past the browser's cache, and that an answer off contract is a failure. The journeys (e2e)
 * run the adapter against the real shop-api.
 */
import { type JsonRequestInit } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import {
  RuntimeConfigSchema,
  type JsonFetch,
  type JsonResponse,
} from '@refurb/shared-contracts/runtime';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createHttpCartApi } from './http-cart-api';

const config = RuntimeConfigSchema.parse(localConfig);

const answer = (status: number, body: unknown): JsonResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: `status ${status}`,
  json: async () => body,
});

const ESTIMATE = {
  country: 'hu',
  timeZone: 'Europe/Budapest',
  estimates: [
    { kind: 'courier', orderBy: '2026-12-02T13:00:00.000Z', from: '2026-12-03', to: '2026-12-04' },
  ],
};

function recording(body: unknown, status = 200) {
  const seen: { url: string; init: JsonRequestInit }[] = [];
  const fetch: JsonFetch = async (url, init) => {
    seen.push({ url, init });
    return answer(status, body);
  };
  return { seen, api: createHttpCartApi({ services: config.services, fetch }) };
}

describe('deliveryEstimate', () => {
  it("asks the courier service for the site's country and answers the parsed estimate", async () => {
    const { seen, api } = recording(ESTIMATE);
    expect(await api.deliveryEstimate('hu')).toEqual({ ok: true, data: ESTIMATE });
    expect(seen.map((s) => [s.url, s.init.cache])).toEqual([
      [`${config.services.courier.replace(/\/+$/, '')}/delivery-estimate?country=hu`, undefined],
    ]);
  });

  it('asks past the browser’s cache when told the estimate ran out', async () => {
    const { seen, api } = recording(ESTIMATE);
    await api.deliveryEstimate('hu', { fresh: true });
    expect(seen[0]?.init.cache).toBe('no-cache');
  });

  it('answers an estimate off contract, or an error status, as a failure', async () => {
    const offContract = recording({ ...ESTIMATE, estimates: [{ kind: 'drone' }] }).api;
    expect(await offContract.deliveryEstimate('hu')).toMatchObject({
      ok: false,
      error: { code: 'invalid_response' },
    });
    const down = recording({ success: false, error: { code: 'unavailable', message: 'x' } }, 503);
    expect(await down.api.deliveryEstimate('hu')).toMatchObject({
      ok: false,
      error: { status: 503, code: 'unavailable' },
    });
  });
});
