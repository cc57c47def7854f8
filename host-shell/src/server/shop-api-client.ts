/**
 * shop-api as the server renderer asks it: over `node:http` with a keep-alive agent, and catalog
 * reads kept by catalog version.
 *
 * `node:http`, not the global `fetch`: a product page makes four calls, and under load undici's
 * fetch (its WHATWG streams, abort signals and Response objects) was about a tenth of the host's
 * time for a rendered page; a plain request on a kept-alive socket does the same work for a
 * fraction of it. Only what `createJsonCall` reads of an answer is made (`ok`, `status`,
 * `statusText`, `json()`).
 *
 * The data cache: the answers of shop-api's catalog reads (a model's page, its shapes, services
 * and accessories, a catalog listing, a search) are kept per catalog version (`GET
 * /product/catalog-version`: the counters every committed change of prices, listings, stock,
 * accessories or services moves), so pages that show the same data (a model's configurations,
 * the banner's two cases, a page the HTML cache dropped) ask shop-api once per version. A page is
 * rendered with answers of the version the request read before rendering, or newer: never older,
 * as the HTML cache's pages. Failed answers are not kept. Content, reviews and the delivery
 * estimate, which the version does not follow, are kept a short while instead (`briefly`). `HOST_DATA_CACHE_MAX` answers at most (2,000 by default,
 * the least recently used going first; 0: none kept).
 */
import type { JsonResponse, ServiceBases } from '@refurb/shared-contracts/runtime';
import { LRUCache } from 'lru-cache';
import { Agent, request as httpRequest } from 'node:http';

export interface ServerRequestInit {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly signal?: AbortSignal | null;
}

/** What a call of the renderer sends: its path on shop-api, and the request. */
export type ServerFetch = (
  path: string,
  init: ServerRequestInit,
  catalogVersion: string | null,
) => Promise<JsonResponse>;

interface Answer {
  readonly status: number;
  readonly statusText: string;
  readonly text: string;
}

/** How long a kept answer may take (a page's render gives up at 3 s anyway). */
const SHARED_ANSWER_TIMEOUT_MS = 3000;

/** The largest answer body read (a catalog listing's page is tens of KB). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export function createServerFetch(options: {
  readonly apiOrigin: string;
  readonly services: ServiceBases;
  readonly dataCacheMax: number;
  /**
   * The longest an answer is kept briefly (the HTML cache's time to live): a published review
   * shows once a cached page has expired, not later.
   */
  readonly briefTtlMaxMs?: number;
}): ServerFetch {
  const origin = new URL(options.apiOrigin);
  const agent = new Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });
  const base = (prefix: string) => `${prefix.replace(/\/+$/, '')}/`;
  /** The catalog reads whose answers follow the catalog version. */
  const versioned = [
    `${base(options.services.product)}models/`,
    `${base(options.services.product)}catalog?`,
    `${base(options.services.shop)}v2/extra-services?`,
    `${options.services.search.replace(/\/+$/, '')}?`,
    '/api/available-shapes/',
    '/api/get-related-accessories/',
  ];
  /**
   * Answers the catalog version does not follow, kept a short while instead (issue 36: a product
   * page's guide, its reviews, its delivery estimate and the footer's seller would otherwise be
   * four more round trips in every render): the shop's words and its seller for 5 minutes, a
   * model's reviews and the delivery estimate for 30 seconds (a published review, or the next
   * cut-off, shows within that, and within the HTML cache's minute anyway).
   */
  const briefly: readonly (readonly [prefix: string, ttlMs: number])[] = [
    [`${base(options.services.content)}product-guide?`, 300_000],
    [`${base(options.services.content)}company?`, 300_000],
    [`${base(options.services.content)}reviews?`, 30_000],
    [`${base(options.services.courier)}delivery-estimate?`, 30_000],
  ];
  const briefCache =
    options.dataCacheMax > 0
      ? new LRUCache<string, Promise<{ answer: Answer; json: Promise<unknown> }>>({
          max: options.dataCacheMax,
          ttl: 300_000,
        })
      : null;
  const cache =
    options.dataCacheMax > 0
      ? new LRUCache<string, Promise<{ answer: Answer; json: Promise<unknown> }>>({
          max: options.dataCacheMax,
        })
      : null;

  function send(path: string, init: ServerRequestInit): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const signal = init.signal ?? null;
      if (signal?.aborted) return reject(new Error('aborted'));
      const req = httpRequest(
        {
          protocol: origin.protocol,
          hostname: origin.hostname,
          port: origin.port,
          path,
          method: init.method ?? 'GET',
          headers: {
            accept: 'application/json',
            ...init.headers,
            ...(init.body === undefined ? {} : { 'content-length': Buffer.byteLength(init.body) }),
          },
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) req.destroy(new Error(`${path}: answer over 8 MB`));
            else chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              statusText: res.statusMessage ?? '',
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      const abort = () => req.destroy(new Error('aborted'));
      signal?.addEventListener('abort', abort, { once: true });
      req.on('error', reject);
      req.on('close', () => signal?.removeEventListener('abort', abort));
      req.end(init.body);
    });
  }

  const responseOf = (answer: Answer, json: () => Promise<unknown>): JsonResponse => ({
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: answer.statusText,
    json,
  });
  const parse = (text: string): Promise<unknown> => {
    try {
      return Promise.resolve(JSON.parse(text) as unknown);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  type Kept = LRUCache<string, Promise<{ answer: Answer; json: Promise<unknown> }>>;
  /** The answer kept under `key` in `kept`, asked for once (for `ttl` ms, or the cache's own). */
  async function shared(
    kept: Kept,
    key: string,
    path: string,
    init: ServerRequestInit,
    ttl?: number,
  ) {
    let entry = kept.get(key);
    if (!entry) {
      // Not the caller's signal: the answer is shared, and one caller giving up must not fail
      // the others. It has a time of its own, so a hung answer is not kept for later pages.
      entry = send(path, { ...init, signal: AbortSignal.timeout(SHARED_ANSWER_TIMEOUT_MS) }).then(
        (answer) => {
          const json = parse(answer.text);
          json.catch(() => undefined);
          if (answer.status !== 200) kept.delete(key);
          return { answer, json };
        },
      );
      entry.catch(() => kept.delete(key));
      kept.set(key, entry, ttl === undefined ? undefined : { ttl });
    }
    const { answer, json } = await entry;
    return responseOf(answer, () => json);
  }

  return async (path, init, catalogVersion) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && cache !== null && catalogVersion !== null) {
      if (versioned.some((prefix) => path.startsWith(prefix)))
        return shared(cache, `${catalogVersion}|${path}`, path, init);
    }
    const brief =
      method === 'GET' ? briefly.find(([prefix]) => path.startsWith(prefix)) : undefined;
    // No longer than the HTML cache keeps a page (none kept when it keeps none).
    const ttl = brief ? Math.min(brief[1], options.briefTtlMaxMs ?? brief[1]) : 0;
    if (ttl > 0 && briefCache !== null) return shared(briefCache, path, path, init, ttl);
    const answer = await send(path, init);
    return responseOf(answer, () => parse(answer.text));
  };
}
