import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { createJsonCall, queryString, type JsonResponse } from './json-call.js';

const answer = (status: number, body: unknown): JsonResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: `status ${status}`,
  json: async () => (body === undefined ? Promise.reject(new Error('no json')) : body),
});
const Schema = z.object({ n: z.number() });

describe('createJsonCall', () => {
  it('parses a good answer and sends the defaults with the request', async () => {
    const seen: unknown[] = [];
    const call = createJsonCall(async (url, init) => {
      seen.push([url, init]);
      return answer(200, { n: 1, extra: true });
    });
    await expect(call(Schema, '/x', { method: 'POST' })).resolves.toEqual({
      ok: true,
      data: { n: 1 },
    });
    expect(seen).toEqual([['/x', { credentials: 'same-origin', method: 'POST' }]]);
  });

  it.each([
    [
      'an ApiError body',
      answer(409, { success: false, error: { code: 'conflict', message: 'moved' } }),
      { status: 409, code: 'conflict', message: 'moved' },
    ],
    [
      'an HTTP error without a body',
      answer(502, undefined),
      { status: 502, code: 'http_error', message: 'status 502' },
    ],
    ['a body off contract', answer(200, { n: 'one' }), { status: 200, code: 'invalid_response' }],
  ])('answers %s as a failure value', async (_name, response, error) => {
    const result = await createJsonCall(async () => response)(Schema, '/x');
    expect(result).toMatchObject({ ok: false, error });
  });

  it('answers a network failure with status 0', async () => {
    const result = await createJsonCall(async () => {
      throw new TypeError('Failed to fetch');
    })(Schema, '/x');
    expect(result).toMatchObject({ ok: false, error: { status: 0, code: 'network' } });
  });
});

it('builds a query of the values that are set', () => {
  expect(queryString({ a: 'x y', b: 2, c: undefined, d: '' })).toBe('a=x%20y&b=2');
});
