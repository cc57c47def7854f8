/**
 * Static files for the local edge servers (the host's and each remote's origin): content types,
 * a path lookup that cannot leave its folder, and a sender with the cache header it is given.
 * Source maps (`*.map`) stay in the build folders for the error tracker (README: source maps) and
 * are never served: they hold the whole source and the build's paths.
 * Text files (scripts, manifests, pages) are sent compressed as a CDN would, brotli when the
 * browser accepts it, else gzip, each compressed once per file version and kept in memory.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@refurb/shared-contracts/runtime';
import { etag } from 'etag';
import fresh from 'fresh';
import { fileStat } from './file-stat.mjs';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A chunk whose name carries a content hash never changes: cache it for a year. */
export const isHashedAsset = (pathname) => /\.[0-9a-f]{10}\.js(\.map)?$/.test(pathname);

export const cacheFor = (pathname) =>
  isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Files that are built but never served (source maps: for the error tracker only). */
const PRIVATE_EXTENSIONS = new Set(['.map']);

/**
 * The file `pathname` names inside `root`, or null (missing, a folder, outside `root`, or a file
 * that is never served: a source map).
 */
export async function fileIn(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null;
  if (PRIVATE_EXTENSIONS.has(extname(path).toLowerCase())) return null;
  try {
    const info = await fileStat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs, stats: info } : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.svg', '.css', '.txt']);
/** Smaller than this, compression saves less than its headers cost. */
const MIN_COMPRESSED_SIZE = 1024;
const ENCODERS = {
  br: (buffer) =>
    promisify(brotliCompress)(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => promisify(gzip)(buffer, { level: 9 }),
};
const compressed = new Map();

/** The encoding to send for an `accept-encoding` header: br, gzip or none (null). */
export function chooseEncoding(accept = '') {
  const offered = new Map(
    accept
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return [name.toLowerCase(), q ? Number(q.slice(2)) : 1];
      }),
  );
  const wants = (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

async function compressedFile(file, encoding) {
  const key = `${file.path}|${file.mtimeMs}|${file.size}|${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    body = ENCODERS[encoding](await readFile(file.path));
    compressed.set(key, body);
    body.catch(() => compressed.delete(key));
  }
  return body;
}

/** Compressed text made on the fly (a page with its hints), kept for the next ask. */
const compressedText = new Map();
const MAX_COMPRESSED_TEXTS = 200;

function compressedBody(body, encoding) {
  const key = `${encoding}|${body}`;
  let out = compressedText.get(key);
  if (!out) {
    if (compressedText.size >= MAX_COMPRESSED_TEXTS) compressedText.clear();
    out = ENCODERS[encoding](Buffer.from(body));
    compressedText.set(key, out);
    out.catch(() => compressedText.delete(key));
  }
  return out;
}

/**
 * Sends a file, or `options.body` (text made for this answer) as if it were that file: its
 * content type, the cache header given, compressed when worth it.
 * @param {import('node:http').ServerResponse} response
 * @param {{ path: string, size?: number, stats?: import('node:fs').Stats }} file
 * @param {{ cache: string, method?: string, headers?: Record<string, string>, body?: string }} options
 */
export async function sendFile(response, file, { cache, method, headers = {}, body }) {
  const size = body === undefined ? file.size : Buffer.byteLength(body);
  const compressible = COMPRESSIBLE.has(extname(file.path)) && size >= MIN_COMPRESSED_SIZE;
  const base = {
    ...headers,
    'content-type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
    'cache-control': cache,
    // A weak validator (the file's size and time, or a hash of the text made for this answer):
    // the same for every encoding of it, which are the same content.
    etag: body === undefined ? etag(file.stats) : etag(body, { weak: true }),
    ...SECURITY_HEADERS,
  };
  // A browser (or CDN) revalidating what it has gets 304 and no body: pages and the config files
  // are sent `no-cache`, so every visit asks again.
  if (fresh(response.req?.headers ?? {}, { etag: base.etag })) {
    response.writeHead(304, {
      'cache-control': cache,
      etag: base.etag,
      ...(compressible ? { vary: 'accept-encoding' } : {}),
      ...headers,
    });
    response.end();
    return;
  }
  const encoding = compressible ? chooseEncoding(response.req?.headers['accept-encoding']) : null;
  try {
    if (encoding) {
      const out = await (body === undefined
        ? compressedFile(file, encoding)
        : compressedBody(body, encoding));
      response.writeHead(200, {
        ...base,
        'content-encoding': encoding,
        'content-length': out.length,
        vary: 'accept-encoding',
      });
      response.end(method === 'HEAD' ? undefined : out);
      return;
    }
    response.writeHead(200, {
      ...base,
      'content-length': size,
      ...(compressible ? { vary: 'accept-encoding' } : {}),
    });
    if (method === 'HEAD') response.end();
    else if (body !== undefined) response.end(body);
    else createReadStream(file.path).pipe(response);
  } catch (error) {
    if (response.headersSent) response.destroy(error);
    else sendText(response, 500, `Server error: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Puts the security headers on every answer of `response` before anything is written (a redirect,
 * a preflight, a proxied answer, an error alike), and Strict-Transport-Security when the request
 * came over https (`X-Forwarded-Proto` of a TLS edge in front; the last hop's scheme counts).
 * Believed from anyone: browsers ignore HSTS that arrives over plain http, so a visitor who sends
 * the header to the http server gains nothing.
 */
export function secureAnswer(request, response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  const proto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .at(-1)
    ?.trim()
    .toLowerCase();
  if (proto === 'https') {
    response.setHeader(STRICT_TRANSPORT_SECURITY.name, STRICT_TRANSPORT_SECURITY.value);
  }
}

export function sendText(response, status, text, headers = {}) {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
  });
  response.end(text);
}

/** Listens on host:port and returns the server's URL and a close function. */
export async function listen(server, host, port) {
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections?.();
      }),
  };
}
