/**
 * The metrics of an instance (http/metrics.ts): answers by route pattern and status, 5xx, orders
 * placed (not replays), on a server of their own, never on the shop's port.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderRequest, pickPhone, withShownTotal } from '../test-support/orders.js';
import { startTestServer, testBotToken, type TestServer } from '../test-support/server.js';
import { createMetrics, serveMetrics, type ShopMetrics } from './metrics.js';

describe('metrics', () => {
  let server: TestServer;
  let metrics: ShopMetrics;
  let scrape: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    metrics = createMetrics();
    server = await startTestServer('pglite', { metrics });
    scrape = await serveMetrics(metrics, '127.0.0.1', 0);
  });
  afterAll(async () => {
    await scrape.close();
    await server.close();
  });

  const text = async () => (await fetch(`${scrape.url}/metrics`)).text();

  it('counts answers by the route pattern, never the path a visitor typed', async () => {
    const model = server.seed.models[0]!;
    await server.get(`/product/models/${model.legacyModelId}?country=ro`);
    await server.get('/no/such/path/at-all');
    const scraped = await text();
    expect(scraped).toMatch(
      /shop_http_requests_total\{method="GET",route="\/product\/models\/:legacyModelId",status="200"\} 1/,
    );
    expect(scraped).toMatch(
      /shop_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/,
    );
    expect(scraped).not.toContain('no/such/path');
    expect(scraped).toMatch(/shop_http_request_duration_seconds_bucket\{le="0.005",method="GET"/);
    expect(scraped).toMatch(/process_cpu_user_seconds_total/);
  });

  it('counts an order placed once, not the replay of its key', async () => {
    const request = await withShownTotal(server, orderRequest('ro', pickPhone(server, new Set())));
    expect((await server.post('/shop/orders', request)).status).toBe(201);
    // The same key again, with a new token as the checkout's retry has: the order, replayed.
    const again = { ...request, botToken: testBotToken('place_order') };
    expect((await server.post('/shop/orders', again)).status).toBe(200);
    expect(await text()).toMatch(/^shop_orders_placed_total 1$/m);
  });

  it('are served on their own port only', async () => {
    expect((await server.get('/metrics')).status).toBe(404);
    expect((await fetch(`${scrape.url}/anything-else`)).status).toBe(404);
    const answer = await fetch(`${scrape.url}/metrics`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
