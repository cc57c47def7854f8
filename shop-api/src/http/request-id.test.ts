/** The request id across hops (http/request-id.ts): taken from the edge, sent back, in every log line. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { migrate } from '../db/migrate.js';
import { openTestDatabase, testServices, type TestDatabase } from '../test-support/server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  /** GET /health/live with these headers: the answer's request id. */
  const idOf = async (headers: Record<string, string> = {}) =>
    (await fetch(`${url}/health/live`, { headers })).headers.get('x-request-id');
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    test = await openTestDatabase('pglite');
    await migrate(test.database);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = buildApp({ database: test.database, services: testServices(), logger: { stream } });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it("is the edge's, sent back, and on every log line of the request", async () => {
    expect(await idOf({ 'x-request-id': 'edge-4f1c2a9b' })).toBe('edge-4f1c2a9b');
    const mine = lines.filter((line) => line.reqId === 'edge-4f1c2a9b');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is a new UUID when there is none, or when what came is not a plain token', async () => {
    expect(await idOf()).toMatch(UUID);
    for (const header of ['short', 'has spaces in it', 'x'.repeat(129), 'a;b=12345678']) {
      expect(await idOf({ 'x-request-id': header })).toMatch(UUID);
    }
    expect(await idOf()).not.toBe(await idOf());
  });
});
