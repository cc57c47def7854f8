import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import {
  createJsonCall,
  DEFAULT_CALL_TIMEOUT_MS,
  fetchJsonWithin,
  queryString,
  type JsonFetch,
  type JsonResponse,
} from './json-call.js';

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
    expect(seen).toEqual([
      ['/x', expect.objectContaining({ credentials: 'same-origin', method: 'POST' })],
    ]);
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

  it('sends the request while the schema is still loading, and parses with it once loaded', async () => {
    let loaded!: (schema: typeof Schema) => void;
    const loading = new Promise<typeof Schema>((resolve) => (loaded = resolve));
    const seen: string[] = [];
    const result = createJsonCall(async (url) => {
      seen.push(url);
      return answer(200, { n: 2 });
    })(loading, '/x');
    await Promise.resolve();
    expect(seen).toEqual(['/x']);
    loaded(Schema);
    await expect(result).resolves.toEqual({ ok: true, data: { n: 2 } });
    // The schema still applies: a body off contract is refused.
    const refused = await createJsonCall(async () => answer(200, { n: 'two' }))(
      Promise.resolve(Schema),
      '/x',
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_response' } });
  });

  it('answers a schema that cannot be loaded (a chunk lost) like a network failure', async () => {
    const result = await createJsonCall(async () => answer(200, { n: 1 }))(
      Promise.reject<typeof Schema>(new Error('Loading chunk api-listing failed')),
      '/x',
    );
    expect(result).toEqual({
      ok: false,
      error: { status: 0, code: 'network', message: 'Loading chunk api-listing failed' },
    });
  });
});

describe('a call that gets no answer in time', () => {
  type Signal = { aborted: boolean; addEventListener(t: 'abort', l: () => void): void };
  const g = globalThis as unknown as {
    AbortController: new () => { signal: Signal; abort(): void };
  };
  /** Settles never, or rejects as a browser's fetch does once its signal aborts. */
  const untilAborted = (signal: unknown) =>
    new Promise<never>((_resolve, reject) =>
      (signal as Signal).addEventListener('abort', () => reject(new Error('AbortError'))),
    );
  // A server that sends nothing; one that sends its headers and stalls in the middle of the body.
  const never: JsonFetch = (_url, init) => untilAborted(init.signal);
  const stallsMidBody: JsonFetch = async (_url, init) => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    json: () => untilAborted(init.signal),
  });
  const fast: JsonFetch = async () => answer(200, { n: 1 });

  it('answers in time when the server does', async () => {
    const call = createJsonCall(fast, undefined, { timeoutMs: 300 });
    await expect(call(Schema, '/fast')).resolves.toEqual({ ok: true, data: { n: 1 } });
  });

  it.each([
    ['never answers', never],
    ['stalls in the middle of its body', stallsMidBody],
  ])('gives up on a server that %s, with status 0 and code timeout', async (_name, fetchImpl) => {
    const started = Date.now();
    const result = await createJsonCall(fetchImpl, undefined, { timeoutMs: 300 })(Schema, '/x');
    expect(result).toMatchObject({ ok: false, error: { status: 0, code: 'timeout' } });
    if (!result.ok) expect(result.error.message).toMatch(/within 0\.3 s/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('aborts the request it gives up on', async () => {
    let signal: Signal | undefined;
    const result = await fetchJsonWithin(
      (url, init) => {
        signal = init.signal as Signal;
        return never(url, init);
      },
      '/never',
      {},
      200,
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(signal?.aborted).toBe(true);
  });

  it('gives up even on a fetch that ignores its signal', async () => {
    const result = await fetchJsonWithin(() => new Promise(() => undefined), '/x', {}, 50);
    expect(result).toMatchObject({ ok: false, error: { status: 0, code: 'timeout' } });
  });

  it("stops when the caller's own signal aborts, as a network failure", async () => {
    const controller = new g.AbortController();
    const pending = fetchJsonWithin(never, '/never', { signal: controller.signal }, 10_000);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'network' } });
  });

  it('waits 20 s unless told otherwise', () => {
    expect(DEFAULT_CALL_TIMEOUT_MS).toBe(20_000);
  });
});

it('builds a query of the values that are set', () => {
  expect(queryString({ a: 'x y', b: 2, c: undefined, d: '' })).toBe('a=x%20y&b=2');
  // Half an emoji (text cut in UTF-16 units) is written as U+FFFD instead of throwing.
  expect(queryString({ q: 'ab\ud83d' })).toBe('q=ab%EF%BF%BD');
});
