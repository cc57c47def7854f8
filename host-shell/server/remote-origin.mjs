/**
 * One remote's own origin, as in production: its built files (mf-manifest.json, remoteEntry.js,
 * chunks) served with CORS so any site can load them, and its standalone page (index.html) at `/`.
 * Every answer has the security headers (secureAnswer); source maps are not served (fileIn).
 * `startRemoteOrigin({ distDir, port })`; run directly: `node remote-origin.mjs <distDir> <port>`.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheFor, fileIn, listen, secureAnswer, sendFile, sendText } from './static-files.mjs';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'timing-allow-origin': '*',
};

/**
 * A remote's standalone page (a developer's view of the widget alone): its scripts from this
 * origin only, no inline script, no plugin, no frame around it. Its calls and styles are left to
 * the page (it is not a shop page; the shop's pages carry the full policy, security-headers.mjs).
 */
export const STANDALONE_PAGE_POLICY =
  "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

export async function startRemoteOrigin({ distDir, port, host = '127.0.0.1' }) {
  const root = resolve(distDir);
  const server = createServer(async (req, res) => {
    secureAnswer(req, res);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...CORS, 'access-control-max-age': '600' });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(res, 405, 'Method not allowed', { ...CORS, allow: 'GET, HEAD, OPTIONS' });
      }
      const { pathname } = new URL(req.url ?? '/', 'http://remote.invalid');
      const file = await fileIn(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      if (!file) return sendText(res, 404, 'Not found', CORS);
      const page = file.path.endsWith('.html')
        ? { 'content-security-policy': STANDALONE_PAGE_POLICY }
        : {};
      return sendFile(res, file, {
        cache: cacheFor(pathname),
        method: req.method,
        headers: { ...CORS, ...page },
      });
    } catch (error) {
      return sendText(res, 500, `Server error: ${error instanceof Error ? error.message : error}`);
    }
  });
  return listen(server, host, port);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [distDir, port] = process.argv.slice(2);
  if (!distDir || !port) {
    console.error('usage: node remote-origin.mjs <distDir> <port>');
    process.exit(2);
  }
  const origin = await startRemoteOrigin({ distDir, port: Number(port) });
  console.log(`${distDir} served on ${origin.url}`);
  const stop = () => void origin.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
