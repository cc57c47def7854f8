/**
 * The host's server, as a production edge would be: it serves the built host (index.html for every
 * page path, so deep links work), the environment's runtime-config.json and remotes.json, and
 * proxies `/api` and every service base of the runtime config to shop-api, so API calls and
 * cookies are same-origin with each site. The shop's pages are rendered here (page-render.mjs). Files of `public/` are served as they are (a folder's
 * `index.html` at its path: the campaign pages), and `/embed/cart.js`, the marketing embed's one
 * stable address, redirects to the current cart release's loader. `node server/host-server.mjs`
 * serves on 127.0.0.1:3000; with HOST_TRUST_PROXY=n, n load balancers stand in front of it and
 * their forwarding headers count (`forwardedFor`), otherwise no visitor-sent one does. Its own
 * health is at `/health/live` and `/health/ready` (health.mjs); SIGTERM stops it gracefully
 * within 10 s (`stop`).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { RemotesJsonSchema } from '@refurb/shared-contracts/runtime';
import { createServer, request } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCspReportSink, CSP_REPORT_PATH } from './csp-report.mjs';
import { answerHealth, HEALTH_PATHS } from './health.mjs';
import { createPageHints, withHints } from './page-hints.mjs';
import {
  createHostLogger,
  createHostMetrics,
  observeAnswer,
  serveHostMetrics,
} from './observability.mjs';
import { createPageRenderer } from './page-render.mjs';
import { pageSecurityHeaders } from './security-headers.mjs';
import { createSeoFiles } from './seo-files.mjs';
import { cacheFor, fileIn, listen, secureAnswer, sendFile, sendText } from './static-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Path prefixes sent to shop-api: `/api/` and the runtime config's service bases. */
export async function proxyPrefixes(configDir) {
  const prefixes = new Set(['/api/', '/health']);
  try {
    const config = JSON.parse(await readFile(join(configDir, 'runtime-config.json'), 'utf8'));
    for (const base of Object.values(config.services ?? {})) {
      if (typeof base === 'string' && base.startsWith('/') && base.length > 1)
        prefixes.add(base.replace(/\/+$/, ''));
    }
  } catch {
    // A broken config is the page's business (it shows the config error); /api still works.
  }
  return [...prefixes];
}

export const EMBED_PATH = '/embed/cart.js';

/**
 * Where `/embed/cart.js` points: `embed.js` beside the manifest of the cart's main release in this
 * site's remotes.json, read on every request (no cache), so a release or a rollback moves every
 * marketing page's tag at once and the tag itself never changes. A canary is not followed here:
 * the loader picks it for the sessions in its share, as the shop does.
 */
export async function embedLoaderLocation(configDir) {
  let json;
  try {
    json = JSON.parse(await readFile(join(configDir, 'remotes.json'), 'utf8'));
  } catch (error) {
    return { status: 503, text: `remotes.json cannot be read: ${error.message}` };
  }
  const parsed = RemotesJsonSchema.safeParse(json);
  if (!parsed.success) return { status: 503, text: 'remotes.json is not valid: no cart to embed' };
  const cart = parsed.data.remotes.mf_cart;
  if (!cart)
    return { status: 404, text: 'remotes.json names no mf_cart release: no cart to embed' };
  // The manifest's folder, whether its URL is absolute (a remote origin, a CDN) or a path.
  return { status: 302, location: cart.manifestUrl.replace(/[^/?#]*([?#].*)?$/, 'embed.js') };
}

function matchesPrefix(pathname, prefixes) {
  return prefixes.some((p) =>
    p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`),
  );
}

/**
 * What this server tells shop-api of the visitor, from what it knows itself and never from the
 * visitor's own headers (shop-api believes this server: its rate limits per visitor, its Secure
 * cookies and its cross-site check rest on these):
 * - `X-Forwarded-For`: one address, the socket's peer; or, behind `trustProxy` load balancers
 *   (HOST_TRUST_PROXY=n: exactly n of them, each appending the address it saw), the address the
 *   outermost one saw: the n-th from the right of their `X-Forwarded-For` and the socket. Whatever
 *   a visitor wrote to the left of that is dropped.
 * - `X-Forwarded-Proto`: `http` (this server speaks plain HTTP), or behind load balancers the
 *   last scheme they forwarded (`https` from a TLS one).
 * - `X-Forwarded-Host`: the Host header the request came with (a load balancer keeps it).
 */
export function forwardedFor(req, trustProxy = 0) {
  const header = trustProxy > 0 ? (req.headers['x-forwarded-for'] ?? '') : '';
  const hops = [
    ...String(header)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    req.socket.remoteAddress ?? '',
  ];
  const proto = trustProxy > 0 && header ? String(req.headers['x-forwarded-proto'] ?? '') : '';
  const scheme = proto.split(',').at(-1)?.trim();
  return {
    for: hops[Math.max(0, hops.length - 1 - trustProxy)] ?? '',
    proto: scheme === 'https' ? 'https' : 'http',
    host: req.headers.host ?? '',
  };
}

/**
 * The request's id (`X-Request-Id`), which every hop passes on and logs with: the edge's, when
 * load balancers this server trusts stand in front of it (HOST_TRUST_PROXY) and it is a plain
 * token; otherwise a new one, as this server is then the edge. A visitor's own is not believed.
 */
export function requestIdFor(req, trustProxy = 0) {
  const given = req.headers['x-request-id'];
  return trustProxy > 0 && typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given)
    ? given
    : randomUUID();
}

/**
 * The fields of one hop (RFC 9110 section 7.6.1), never passed on by a proxy in either direction:
 * the standard ones, and every field the message's own `Connection` names (a visitor naming
 * `Connection: cookie, x-request-id` must not make this hop drop or keep fields for the next).
 * Hand-written on purpose (docs/adr/0011-edge-proxy-headers.md): the proxy libraries copy them on.
 */
const HOP_BY_HOP = [
  'connection',
  'proxy-connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
];

/** `headers` (node's lower-case names) without the fields of this hop. */
export function endToEndHeaders(headers) {
  const hop = new Set(HOP_BY_HOP);
  for (const name of ['connection', 'proxy-connection']) {
    for (const token of String(headers[name] ?? '').split(',')) {
      if (token.trim()) hop.add(token.trim().toLowerCase());
    }
  }
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hop.has(name)));
}

function proxy(req, res, apiOrigin, trustProxy, requestId) {
  const target = new URL(req.url, apiOrigin);
  const forwarded = forwardedFor(req, trustProxy);
  const headers = endToEndHeaders(req.headers);
  // Anything a visitor sent about hops before this one is theirs, not to be passed on.
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip') {
      delete headers[name];
    }
  }
  const upstream = request(
    target,
    {
      method: req.method,
      headers: {
        ...headers,
        host: target.host,
        'x-forwarded-for': forwarded.for,
        'x-forwarded-host': forwarded.host,
        'x-forwarded-proto': forwarded.proto,
        'x-request-id': requestId,
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        success: false,
        error: { code: 'upstream_unavailable', message: `shop-api: ${error.message}` },
      }),
    );
  });
  req.pipe(upstream);
}

const NO_STORE = { 'cache-control': 'no-store' };

/** HOST_TRUST_PROXY: how many load balancers stand in front of this server (default none). */
function hopCount(text) {
  if (text === undefined || text === '') return 0;
  if (!/^\d{1,2}$/.test(text)) throw new Error(`HOST_TRUST_PROXY: a hop count, not ${text}`);
  return Number(text);
}

/** HOST_METRICS_PORT: a port, or null when unset. */
function metricsPortOf(text) {
  if (text === undefined || text === '') return null;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    throw new Error(`HOST_METRICS_PORT: a port, not ${text}`);
  }
  return Number(text);
}

export async function startHostServer(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 3000;
  const distDir = resolve(options.distDir ?? join(here, '..', 'dist'));
  const publicDir = resolve(options.publicDir ?? join(here, '..', 'public'));
  const configDir = resolve(options.configDir ?? join(here, '..', '..', 'local-env', 'config'));
  const apiOrigin = options.apiOrigin ?? 'http://127.0.0.1:4000';
  // Load balancers in front of this server whose forwarding headers count (forwardedFor above).
  const trustProxy = options.trustProxy ?? 0;
  const prefixes = await proxyPrefixes(configDir);
  const hintsFor = createPageHints({ distDir, configDir });
  // Any port of a loopback host in the pages' policy: only for the journeys' release stand-in
  // (security-headers.mjs); everywhere else the remotes' exact origins.
  const anyLoopbackPort = options.anyLoopbackPort ?? false;
  // JSON lines (pino) and Prometheus metrics (observability.mjs): `logger` and `metrics` given
  // by the caller (tests, the process below), or a logger at `logLevel` and no metrics.
  const logger = options.logger ?? createHostLogger({ level: options.logLevel ?? 'warn' });
  const metrics = options.metrics ?? null;
  const logEntry = options.log ?? ((entry) => logger[entry.level ?? 'info'](entry));
  const cspReport = createCspReportSink(
    options.log ? { log: options.log } : { log: (line) => logger.warn(line) },
  );
  // robots.txt and the sitemaps of the Host header's site (seo-files.mjs).
  const seoFiles = createSeoFiles({ configDir, apiOrigin });
  // The shop's public pages, rendered here and cached (page-render.mjs); HOST_RENDER=off draws
  // every page in the browser as before (to measure what rendering here brings).
  const pages =
    (options.render ?? process.env.HOST_RENDER !== 'off')
      ? createPageRenderer({
          distDir,
          configDir,
          apiOrigin,
          log: logEntry,
          // The caches' sizes (tests); HOST_PAGE_CACHE_MAX and HOST_DATA_CACHE_MAX otherwise.
          ...(options.pageCacheMax === undefined ? {} : { maxEntries: options.pageCacheMax }),
          ...(options.dataCacheMax === undefined ? {} : { dataCacheMax: options.dataCacheMax }),
        })
      : null;

  let stopping = false;
  const server = createServer(async (req, res) => {
    // Every answer, a redirect or a proxied one too, has the security headers (and HSTS over https).
    secureAnswer(req, res);
    const requestId = requestIdFor(req, trustProxy);
    res.setHeader('x-request-id', requestId);
    // The answer's access line and metrics; `seen.kind` is set below as the request is known.
    const seen = observeAnswer(req, res, { requestId, logger, metrics });
    try {
      const { pathname, search } = new URL(req.url ?? '/', 'http://host.invalid');
      // This server's own health (health.mjs); shop-api's `/health` is proxied as before.
      if (HEALTH_PATHS.includes(pathname)) {
        seen.kind = 'health';
        return await answerHealth(pathname, res, {
          distDir,
          configDir,
          apiOrigin,
          stopping: () => stopping,
        });
      }
      if (matchesPrefix(pathname, prefixes)) {
        seen.kind = 'api';
        return proxy(req, res, apiOrigin, trustProxy, requestId);
      }
      if (pathname === CSP_REPORT_PATH) {
        seen.kind = 'csp-report';
        return await cspReport(req, res);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        seen.kind = 'refused';
        return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      }
      // The site the Host header names (null when it names none): its sign-in pages' policy.
      const hostname = URL.canParse(`http://${req.headers.host}`)
        ? new URL(`http://${req.headers.host}`).hostname
        : null;
      // A page (any .html) carries the environment's Content-Security-Policy (security-headers.mjs).
      const sendPage = async (file, cache = 'no-cache', body = undefined) =>
        sendFile(res, file, {
          cache,
          method: req.method,
          headers: await pageSecurityHeaders(configDir, {
            hostname,
            // The shop's own page (index.html) is the page of the path's route; a file of
            // public/ is a campaign page, never a sign-in page.
            pathname: file.path === join(distDir, 'index.html') ? pathname : null,
            anyLoopbackPort,
          }),
          body,
        });
      const send = (file, cache) =>
        extname(file.path) === '.html'
          ? sendPage(file, cache)
          : sendFile(res, file, { cache, method: req.method });
      if (pathname === '/runtime-config.json' || pathname === '/remotes.json') {
        seen.kind = 'config';
        const file = await fileIn(configDir, pathname);
        if (file) return send(file, 'no-cache');
      }
      if (pathname === EMBED_PATH) {
        seen.kind = 'config';
        const target = await embedLoaderLocation(configDir);
        if (!target.location) return sendText(res, target.status, target.text, NO_STORE);
        res.writeHead(302, { location: target.location, ...NO_STORE });
        return res.end();
      }
      if (await seoFiles(req, res, { pathname, hostname })) {
        seen.kind = 'seo';
        return;
      }
      // A folder of public/ (a campaign page) is its index.html, at the folder's path with a slash.
      if (pathname !== '/' && !extname(pathname)) {
        const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
        const folderPage = await fileIn(publicDir, `${slashed}index.html`);
        if (folderPage) seen.kind = 'campaign';
        if (folderPage && slashed !== pathname) {
          res.writeHead(301, { location: `${slashed}${search}` });
          return res.end();
        }
        if (folderPage) return sendPage(folderPage);
      }
      // A path ending in a slash is never a file: no lookup (a page asks for none).
      const asset = pathname.endsWith('/')
        ? null
        : ((await fileIn(distDir, pathname)) ?? (await fileIn(publicDir, pathname)));
      if (asset && !pathname.endsWith('/index.html')) {
        seen.kind = extname(asset.path) === '.html' ? 'campaign' : 'asset';
        return send(asset, cacheFor(pathname));
      }
      if (extname(pathname) && !pathname.endsWith('/')) {
        seen.kind = 'refused';
        return sendText(res, 404, 'Not found');
      }
      seen.kind = 'page';
      const page = await fileIn(distDir, '/index.html');
      if (!page) return sendText(res, 503, 'The host is not built: run npm run build.');
      // The shop's page, with preload hints for what this path will ask for (page-hints.mjs).
      // A Host header that is no host name gets the page without hints.
      const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
      const origin = URL.canParse(`${scheme}://${req.headers.host}`)
        ? new URL(`${scheme}://${req.headers.host}`)
        : null;
      const tags = origin
        ? await hintsFor({ hostname: origin.hostname, pathname, origin: origin.origin })
        : '';
      if (
        pages?.available &&
        origin &&
        (await pages.answer(req, res, {
          pathname,
          search,
          hostname: origin.hostname,
          forwarded: { ...forwardedFor(req, trustProxy), requestId },
          headers: await pageSecurityHeaders(configDir, { hostname, pathname, anyLoopbackPort }),
          transform: (html) => withHints(html, tags),
        }))
      )
        return;
      const html = await readFile(page.path, 'utf8');
      return sendPage(page, 'no-cache', withHints(html, tags));
    } catch (error) {
      logger.error({ reqId: requestId, err: error }, 'answer failed');
      // What failed is in the log line; the visitor gets the id to quote, nothing of the inside.
      return sendText(res, 500, `Server error (request ${requestId}): please try again.`);
    }
  });
  const listening = await listen(server, host, port);
  return {
    ...listening,
    /**
     * The graceful stop (SIGTERM): `/health/ready` turns 503, no new connection is taken, every
     * request in flight is answered (a keep-alive connection is closed once it is idle), and
     * whatever is still open after `graceMs` is cut. Resolves once the server is closed.
     */
    stop(graceMs = STOP_GRACE_MS) {
      stopping = true;
      return new Promise((done) => {
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(cut);
          done();
        });
        server.closeIdleConnections();
      });
    },
  };
}

/** How long a stop waits for the requests in flight (the process's own limit is 10 s). */
const STOP_GRACE_MS = 8000;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // HOST_LOG_LEVEL (info: one line per answer); HOST_METRICS_PORT and HOST_METRICS_HOST
  // (127.0.0.1): the Prometheus metrics' own port, none when unset.
  const logger = createHostLogger({ level: process.env.HOST_LOG_LEVEL ?? 'info' });
  const metricsPort = metricsPortOf(process.env.HOST_METRICS_PORT);
  const metrics = metricsPort === null ? null : createHostMetrics();
  const server = await startHostServer({
    port: Number(process.env.HOST_PORT ?? 3000),
    configDir: process.env.HOST_CONFIG_DIR,
    apiOrigin: process.env.SHOP_API_ORIGIN,
    trustProxy: hopCount(process.env.HOST_TRUST_PROXY),
    logger,
    metrics,
  });
  const metricsServer =
    metrics && metricsPort !== null
      ? await serveHostMetrics(metrics, process.env.HOST_METRICS_HOST ?? '127.0.0.1', metricsPort)
      : null;
  logger.info(
    { url: server.url, metrics: metricsServer ? `${metricsServer.url}/metrics` : null },
    'host-shell serving',
  );
  const stop = () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    void Promise.all([server.stop(), metricsServer?.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
