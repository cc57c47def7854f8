/**
 * Prometheus metrics of one shop-api instance (prom-client), served on a port of their own
 * (METRICS_PORT, instance.ts), never on the shop's: what they say is the operator's.
 * - `shop_http_requests_total{method,route,status}` and
 *   `shop_http_request_duration_seconds{method,route}` (a histogram): every answer, by the route's
 *   pattern (`/product/models/:legacyModelId`, never the path a visitor typed; `unmatched` for a
 *   404 of no route), so the label values stay few;
 * - `shop_http_errors_total{method,route}`: the 5xx among them;
 * - `shop_orders_placed_total` (an order created, not a replay of its key) and
 *   `shop_payments_settled_total{status}` (a provider's callback that changed a payment);
 * - `shop_db_pool_connections{state}` (total, idle, waiting) on PostgreSQL;
 * - Node's own (`process_*`, `nodejs_*`: heap, event loop lag, GC).
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';

export interface ShopMetrics {
  readonly registry: Registry;
  /** An answer of `route` (its pattern) with `status`, after `seconds`. */
  answered(method: string, route: string, status: number, seconds: number): void;
  orderPlaced(): void;
  paymentSettled(status: string): void;
}

/** Seconds: from a cached page (~1 ms) to an order under load (~50 ms) and a slow call (5 s). */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(database?: Database): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Answers by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'shop_http_errors_total',
    help: '5xx answers by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const orders = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders created (a replay of an idempotency key is not counted).',
    registers: [registry],
  });
  const payments = new Counter({
    name: 'shop_payments_settled_total',
    help: "Payments a provider's callback changed, by the payment's new status.",
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const pool = database?.poolStats;
  if (pool) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return {
    registry,
    answered(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
      if (status >= 500) errors.inc({ method, route });
    },
    orderPlaced: () => orders.inc(),
    paymentSettled: (status) => payments.inc({ status }),
  };
}

/** Counts every answer of `app` into `metrics`. */
export function observeRequests(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.answered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** The metrics' own server: `GET /metrics` on `host:port`, nothing else. */
export async function serveMetrics(
  metrics: ShopMetrics,
  host: string,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
