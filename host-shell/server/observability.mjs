/**
 * What the host server tells its operator: JSON log lines (pino) and Prometheus metrics
 * (prom-client), as shop-api does (shop-api/src/http/metrics.ts), so one log pipeline and one
 * scrape configuration read both.
 *
 * - One access line per answer: `reqId` (the request id every hop carries), method, the path
 *   without its query (a query may hold a visitor's token), status, kind, milliseconds. Health
 *   checks are logged at `debug` (a balancer asks twice a second), the rest at `info`; an answer
 *   cut before its end (the visitor left, or a stop cut it) says `aborted: true`.
 * - Metrics at `GET /metrics` on a port of their own (HOST_METRICS_PORT), never on the shop's:
 *   `host_http_requests_total{method,kind,status}`,
 *   `host_http_request_duration_seconds{method,kind}` (a histogram),
 *   `host_http_errors_total{method,kind}` (the 5xx), and Node's own (`process_*`, `nodejs_*`).
 *   `kind` is what the answer was (page, asset, api, health, …), never the path a visitor typed,
 *   so the label values stay few.
 */
import { createServer } from 'node:http';
import { pino } from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What an answer was: the metrics' and the access log's `kind`. */
export const ANSWER_KINDS = /** @type {const} */ ([
  'page', // a shop page (rendered here or drawn in the browser)
  'campaign', // a page of public/
  'asset', // a file of the build or of public/
  'api', // proxied to shop-api
  'health',
  'config', // runtime-config.json, remotes.json, the embed loader
  'seo', // robots.txt, sitemaps
  'csp-report',
  'refused', // 404 of a file, 405
]);

/** The log levels HOST_LOG_LEVEL takes (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The host server's logger: JSON lines on stdout (or `destination`, tests), `service: host-shell`.
 * @param {{ level?: string, destination?: import('pino').DestinationStream }} [options]
 */
export function createHostLogger({ level = 'info', destination } = {}) {
  if (!LOG_LEVELS.includes(level)) {
    throw new Error(`HOST_LOG_LEVEL: one of ${LOG_LEVELS.join(', ')}, not ${level}`);
  }
  return pino({ level, base: { service: 'host-shell' } }, destination);
}

/** Seconds: from a cached page or file (~1 ms) to a render on a cache miss and a slow proxy. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createHostMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'host_http_requests_total',
    help: 'Answers by method, kind (page, asset, api, …) and status.',
    labelNames: ['method', 'kind', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'host_http_request_duration_seconds',
    help: 'Time to answer, by method and kind.',
    labelNames: ['method', 'kind'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'host_http_errors_total',
    help: '5xx answers by method and kind.',
    labelNames: ['method', 'kind'],
    registers: [registry],
  });
  return {
    registry,
    /** @param {string} method @param {string} kind @param {number} status @param {number} seconds */
    answered(method, kind, status, seconds) {
      // Methods a client invents would each make a series: the rest are counted as OTHER.
      const verb = KNOWN_METHODS.has(method) ? method : 'OTHER';
      requests.inc({ method: verb, kind, status: String(status) });
      duration.observe({ method: verb, kind }, seconds);
      if (status >= 500) errors.inc({ method: verb, kind });
    },
  };
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Watches one request: once its answer is sent (or cut), logs its line and counts it. `kind` is
 * read at the end, so the handler sets it as it learns what the request is.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ requestId: string, logger: import('pino').Logger,
 *   metrics: ReturnType<typeof createHostMetrics> | null }} deps
 * @returns {{ kind: string }}
 */
export function observeAnswer(req, res, { requestId, logger, metrics }) {
  const started = process.hrtime.bigint();
  const seen = { kind: 'page' };
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = req.method ?? 'GET';
    const status = res.statusCode;
    metrics?.answered(method, seen.kind, status, seconds);
    const line = {
      reqId: requestId,
      method,
      path: pathOf(req.url),
      status,
      kind: seen.kind,
      ms: Math.round(seconds * 10_000) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (seen.kind === 'health' && status < 500) logger.debug(line, 'request');
    else if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  });
  return seen;
}

/** The path of a request target, without its query; bounded, as a visitor writes it. */
function pathOf(url = '/') {
  const path = url.split('?')[0] ?? '/';
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/**
 * The metrics' own server: `GET /metrics` on `host:port`, nothing else.
 * @param {ReturnType<typeof createHostMetrics>} metrics
 * @param {string} host
 * @param {number} port
 */
export async function serveHostMetrics(metrics, host, port) {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${bound}`,
    /** @returns {Promise<void>} */
    close: () => new Promise((done) => server.close(() => done())),
  };
}
