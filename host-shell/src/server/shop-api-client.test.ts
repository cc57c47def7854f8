/**
 * @jest-environment node
 *
 * The server renderer's shop-api client against a real HTTP server on loopback: answers as
 * `createJsonCall` reads them, catalog reads kept per catalog version (asked once per version,
 * asked again for a new one), failures and unversioned reads never kept, and a kept answer that
 * one caller gave up on still answering the others.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createServerFetch } from './shop-api-client';

/** The local config's service bases (the paths the renderer's calls use). */
const { services } = RuntimeConfigSchema.parse(localConfig);

let server: Server;
let origin = '';
const asked: string[] = [];
/** What the server answers next for a path: a status, and how long it waits. */
const answers = new Map<string, { status: number; delayMs?: number }>();

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url} ${String(req.headers['x-forwarded-for'] ?? '')}`);
    const planned = answers.get(req.url ?? '') ?? { status: 200 };
    setTimeout(() => {
      res.writeHead(planned.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: req.url, n: asked.length }));
    }, planned.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fresh = (dataCacheMax = 100) =>
  createServerFetch({ apiOrigin: origin, services, dataCacheMax });

describe('createServerFetch', () => {
  it('answers as a fetch does for createJsonCall, with the headers and body sent', async () => {
    asked.length = 0;
    const response = await fresh()(
      '/bff/me',
      { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' }, body: '{}' },
      null,
    );
    expect(response).toMatchObject({ ok: true, status: 200 });
    await expect(response.json()).resolves.toEqual({ url: '/bff/me', n: 1 });
    expect(asked).toEqual(['POST /bff/me 203.0.113.9']);
  });

  it('keeps a catalog read per catalog version, and asks again for a new version', async () => {
    asked.length = 0;
    const call = fresh();
    const path = '/product/models/1011?country=ro';
    const first = await (await call(path, {}, '7.1')).json();
    const again = await (await call(path, {}, '7.1')).json();
    expect(again).toEqual(first);
    expect(asked).toHaveLength(1);
    const newer = await (await call(path, {}, '7.2')).json();
    expect(newer).not.toEqual(first);
    expect(asked).toHaveLength(2);
  });

  it('keeps nothing without a version, for content, or when told to keep none', async () => {
    asked.length = 0;
    await call3(fresh(), '/product/models/1?country=ro', null);
    await call3(fresh(), '/content/pages/faq?country=ro', '7.1');
    await call3(fresh(0), '/api/available-shapes/?locale=RO&productId=P1', '7.1');
    expect(asked).toHaveLength(9);
  });

  it("keeps a product page's guide, reviews and delivery estimate a short while, whatever the version", async () => {
    asked.length = 0;
    const call = fresh();
    for (const path of [
      '/content/product-guide?country=ro',
      '/content/company?country=ro',
      '/content/reviews?country=ro&kind=shop&model=1011&limit=5',
      '/courier/delivery-estimate?country=ro',
    ]) {
      await (await call(path, {}, '7.1')).json();
      await (await call(path, {}, '7.2')).json();
      await (await call(path, {}, null)).json();
    }
    expect(asked).toHaveLength(4);
    // Another site's estimate is another answer.
    await (await call('/courier/delivery-estimate?country=hu', {}, '7.1')).json();
    expect(asked).toHaveLength(5);
    await call3(fresh(0), '/courier/delivery-estimate?country=ro', '7.1');
    expect(asked).toHaveLength(8);
  });

  it('does not keep a failed answer', async () => {
    asked.length = 0;
    const call = fresh();
    const path = '/api/get-related-accessories/?countryCode=RO&productIds=P9';
    answers.set(path, { status: 503 });
    expect((await call(path, {}, '7.1')).status).toBe(503);
    answers.delete(path);
    expect((await call(path, {}, '7.1')).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it('answers every caller of a kept read even when one of them gave up', async () => {
    asked.length = 0;
    const call = fresh();
    const path = '/shop/v2/extra-services?country=ro&productId=P3';
    answers.set(path, { status: 200, delayMs: 50 });
    const quitter = new AbortController();
    const first = call(path, { signal: quitter.signal }, '7.1');
    const second = call(path, {}, '7.1');
    quitter.abort();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(asked).toHaveLength(1);
    answers.delete(path);
  });

  it('stops waiting for an uncached answer its caller gave up on', async () => {
    const path = '/content/reviews?country=ro&kind=shop';
    answers.set(path, { status: 200, delayMs: 5_000 });
    const quitter = new AbortController();
    const waiting = fresh()(path, { signal: quitter.signal }, '7.1');
    quitter.abort();
    await expect(waiting).rejects.toThrow('aborted');
    answers.delete(path);
  });
});

/** Three asks of `path` (their answers read). */
async function call3(
  call: ReturnType<typeof createServerFetch>,
  path: string,
  version: string | null,
) {
  for (let i = 0; i < 3; i += 1) await (await call(path, {}, version)).json();
}
