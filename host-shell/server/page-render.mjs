/**
 * The shop's pages as the host server answers them: rendered on the server
 * (dist-server/render.cjs, built from src/server/render.tsx), kept in an HTML cache, and sent
 * with their status, an ETag and compression.
 *
 * The cache: one entry per site (not per Host header: a made-up one is the default site's and
 * shares its entries), address (`pathname + search`) and cookie banner (drawn, or not for a
 * visitor whose `refurb_consent` cookie says they decided: consent/consent-store.ts), for
 * `HOST_PAGE_CACHE_TTL_MS`
 * (default 60 s), at most `HOST_PAGE_CACHE_MAX` entries (default 2,000, the least recently used
 * going first), and keyed by shop-api's catalog version (`GET /product/catalog-version`: the
 * counters every write to prices, listings or stock moves). Each page is rendered after its
 * version was read, so the prices in it are never older than that version; a page of an older
 * version is never served from the cache. Version reads are shared by the requests that arrive
 * while one is under way (one round trip to shop-api for a burst of pages, never an answer older
 * than the request). Without a version (shop-api does not answer it) nothing is cached.
 *
 * What is not cached: a page whose render was incomplete (a part failed or timed out) or that
 * answered neither 200 nor 404 (a 503 when shop-api could not answer).
 *
 * shop-api's catalog answers are kept too, by the same version (`HOST_DATA_CACHE_MAX`, 2,000 by
 * default; src/server/shop-api-client.ts): a page the HTML cache does not hold is rendered with
 * them when another page of the same version asked for them already.
 *
 * A request whose `If-None-Match` names the page's ETag gets a 304. When the renderer is not
 * built, or the Host header names no site, `answer` returns false and the host server sends the
 * plain page (drawn in the browser) as before.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '@refurb/shared-contracts/runtime';
import { LRUCache } from 'lru-cache';
import * as z from 'zod';
import { watchedFile } from './json-files.mjs';
import { chooseEncoding } from './static-files.mjs';

const require = createRequire(import.meta.url);

const VersionSchema = z.object({
  version: z.number().int().nonnegative(),
  stockVersion: z.number().int().nonnegative(),
});

/**
 * A page's encodings, made on the main thread (`*Sync`): a page is compressed once per render and
 * then kept with it, and the asynchronous calls' stream and thread-pool hand-off cost the main
 * thread about half as much again as the compression itself (measured under load: 0.12 ms a page
 * beside 0.24 ms of brotli). Quality 4: most of brotli's gain on HTML for a fraction of 9's time
 * (pages are made per request on a miss, unlike the build's files); on a 28 KB product page,
 * quality 5 took 0.35 ms for 5,065 bytes, 4 0.24 ms for 5,352 bytes, 3 0.14 ms for 5,623.
 */
const ENCODE = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** A bounded count from the environment (`fallback` when unset). */
function envCount(name, fallback, max) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name}: a whole number from 0 to ${max}, not ${text}`);
  return value;
}

export function createPageRenderer(options) {
  const {
    distDir,
    configDir,
    apiOrigin,
    serverDir = join(distDir, '..', 'dist-server'),
    log = () => undefined,
    fetchImpl = fetch,
  } = options;
  const ttl = options.ttlMs ?? envCount('HOST_PAGE_CACHE_TTL_MS', 60_000, 3_600_000);
  const max = options.maxEntries ?? envCount('HOST_PAGE_CACHE_MAX', 2000, 100_000);
  /** @type {LRUCache<string, RenderedPage> | null} */
  const cache = max > 0 && ttl > 0 ? new LRUCache({ max, ttl }) : null;
  // shop-api's catalog answers kept by catalog version (src/server/shop-api-client.ts).
  const dataCacheMax = options.dataCacheMax ?? envCount('HOST_DATA_CACHE_MAX', 2000, 100_000);

  let module = null;
  try {
    module = require(join(serverDir, 'render.cjs'));
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND') throw error;
    log({ level: 'warn', msg: 'server renderer not built: pages are drawn in the browser' });
  }
  const template = watchedFile(join(distDir, 'index.html'), (text) => text);
  const renderer = watchedFile(join(configDir, 'runtime-config.json'), (text) =>
    module.createRenderer({
      config: JSON.parse(text),
      apiOrigin,
      log,
      dataCacheMax,
      pageTtlMs: ttl,
    }),
  );

  let versionRead = null;
  /** The catalog's version now (shared by the requests waiting for it), or null. */
  function catalogVersion() {
    versionRead ??= fetchImpl(new URL('/product/catalog-version', apiOrigin), {
      signal: AbortSignal.timeout(1000),
    })
      .then(async (answer) => {
        if (!answer.ok) return null;
        const parsed = VersionSchema.safeParse(await answer.json());
        return parsed.success ? `${parsed.data.version}.${parsed.data.stockVersion}` : null;
      })
      .catch(() => null)
      .finally(() => {
        versionRead = null;
      });
    return versionRead;
  }

  /**
   * A page as the renderer drew it (src/server/render.tsx's `RenderResult`), with its bytes, tag
   * and encodings kept for the HTML cache.
   * @typedef {{ kind: 'no-site' }
   *   | { kind: 'redirect', status: 301, location: string }
   *   | { kind: 'page', status: number, html: string, cacheable: boolean, body: Buffer,
   *       etag: string, encoded: Map<string, Buffer> }} RenderedPage
   * @returns {Promise<RenderedPage>}
   */
  async function render(request, transform) {
    const [html, pages] = await Promise.all([template(), renderer()]);
    const result = await pages.render(request, html);
    if (result.kind !== 'page') return result;
    const body = Buffer.from(transform ? transform(result.html) : result.html);
    return {
      ...result,
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      encoded: new Map(),
    };
  }

  function encoded(page, encoding) {
    let out = page.encoded.get(encoding);
    if (!out) {
      out = ENCODE[encoding](page.body);
      page.encoded.set(encoding, out);
    }
    return out;
  }

  return {
    /** Whether pages are rendered here (the renderer is built). */
    get available() {
      return module !== null;
    },
    get cache() {
      return cache;
    },
    /**
     * Answers a page request: true when answered, false when the caller should send the plain
     * page (no renderer, or no site for the Host header).
     */
    async answer(req, res, { pathname, search, hostname, forwarded, headers, transform }) {
      if (!module || !hostname) return false;
      const url = `${pathname}${search}`;
      const site = (await renderer()).siteOf(hostname);
      if (site === null) return false;
      // Whether the visitor has decided about cookies (the banner is drawn for the others).
      const consentDecided = module.consentDecided(req.headers.cookie);
      const version = cache || dataCacheMax > 0 ? await catalogVersion() : null;
      const key =
        version === null ? null : `${site}|${url}|${version}|${consentDecided ? 'decided' : 'ask'}`;
      /** @type {RenderedPage | undefined} */
      let page = key === null || !cache ? undefined : cache.get(key);
      const hit = page !== undefined;
      if (!page) {
        page = await render(
          { url, hostname, forwarded, consentDecided, catalogVersion: version },
          transform,
        );
        if (
          cache &&
          key !== null &&
          (page.kind === 'redirect' || (page.kind === 'page' && page.cacheable))
        )
          cache.set(key, page);
      }
      if (page.kind === 'no-site') return false;
      if (page.kind === 'redirect') {
        res.writeHead(301, { location: page.location, 'cache-control': 'no-cache' });
        res.end();
        return true;
      }
      const base = {
        ...headers,
        ...SECURITY_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        etag: page.etag,
        vary: 'accept-encoding',
        'x-render': hit ? 'cache' : 'rendered',
      };
      if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
        res.writeHead(304, base);
        res.end();
        return true;
      }
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      const out = encoding ? encoded(page, encoding) : page.body;
      res.writeHead(page.status, {
        ...base,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': out.length,
      });
      res.end(req.method === 'HEAD' ? undefined : out);
      return true;
    },
  };
}
