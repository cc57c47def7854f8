/**
 * Static files for the local edge servers (the host's and each remote's origin): content types,
 * a path lookup that cannot leave its folder, and a sender with the cache header it is given.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

/** The file `pathname` names inside `root`, or null (missing, a folder, or outside `root`). */
export async function fileIn(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

export function sendFile(response, file, { cache, method, headers = {} }) {
  response.writeHead(200, {
    ...headers,
    'content-type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
    'content-length': file.size,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
  if (method === 'HEAD') response.end();
  else createReadStream(file.path).pipe(response);
}

export function sendText(response, status, text, headers = {}) {
  response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
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
