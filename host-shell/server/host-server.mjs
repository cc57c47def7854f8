/**
 * The host's server, as a production edge would be: it serves the built host (index.html for every
 * page path, so deep links work), the environment's runtime-config.json and remotes.json, and
 * proxies `/api` and every service base of the runtime config to shop-api, so API calls and
 * cookies are same-origin with each site. Files of `public/` are served as they are (a folder's
 * `index.html` at its path: the campaign pages), and `/embed/cart.js`, the marketing embed's one
 * stable address, redirects to the current cart release's loader. `node server/host-server.mjs`
 * serves on 127.0.0.1:3000.
 */
import { readFile } from 'node:fs/promises';
import { RemotesJsonSchema } from '@refurb/shared-contracts';
import { createServer, request } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPageHints, withHints } from './page-hints.mjs';
import { pageSecurityHeaders } from './security-headers.mjs';
import { cacheFor, fileIn, listen, sendFile, sendText } from './static-files.mjs';

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

function proxy(req, res, apiOrigin) {
  const target = new URL(req.url, apiOrigin);
  const upstream = request(
    target,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: target.host,
        // What shop-api needs to know of the visitor (it believes a proxy on loopback only): their
        // address, for its rate limits; the site's host and scheme, for Secure cookies and its
        // cross-site check. A TLS edge in front of this server sets the scheme; else it is http.
        'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
          .filter(Boolean)
          .join(', '),
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
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

export async function startHostServer(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 3000;
  const distDir = resolve(options.distDir ?? join(here, '..', 'dist'));
  const publicDir = resolve(options.publicDir ?? join(here, '..', 'public'));
  const configDir = resolve(options.configDir ?? join(here, '..', 'config', 'local'));
  const apiOrigin = options.apiOrigin ?? 'http://127.0.0.1:4000';
  const prefixes = await proxyPrefixes(configDir);
  const hintsFor = createPageHints({ distDir, configDir });

  const server = createServer(async (req, res) => {
    try {
      const { pathname, search } = new URL(req.url ?? '/', 'http://host.invalid');
      if (matchesPrefix(pathname, prefixes)) return proxy(req, res, apiOrigin);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      }
      // A page (any .html) carries the environment's Content-Security-Policy (security-headers.mjs).
      const sendPage = async (file, cache = 'no-cache', body = undefined) =>
        sendFile(res, file, {
          cache,
          method: req.method,
          headers: await pageSecurityHeaders(configDir),
          body,
        });
      const send = (file, cache) =>
        extname(file.path) === '.html'
          ? sendPage(file, cache)
          : sendFile(res, file, { cache, method: req.method });
      if (pathname === '/runtime-config.json' || pathname === '/remotes.json') {
        const file = await fileIn(configDir, pathname);
        if (file) return send(file, 'no-cache');
      }
      if (pathname === EMBED_PATH) {
        const target = await embedLoaderLocation(configDir);
        if (!target.location) return sendText(res, target.status, target.text, NO_STORE);
        res.writeHead(302, { location: target.location, ...NO_STORE });
        return res.end();
      }
      // A folder of public/ (a campaign page) is its index.html, at the folder's path with a slash.
      if (pathname !== '/' && !extname(pathname)) {
        const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
        const folderPage = await fileIn(publicDir, `${slashed}index.html`);
        if (folderPage && slashed !== pathname) {
          res.writeHead(301, { location: `${slashed}${search}` });
          return res.end();
        }
        if (folderPage) return sendPage(folderPage);
      }
      const asset = (await fileIn(distDir, pathname)) ?? (await fileIn(publicDir, pathname));
      if (asset && !pathname.endsWith('/index.html')) return send(asset, cacheFor(pathname));
      if (extname(pathname) && !pathname.endsWith('/')) return sendText(res, 404, 'Not found');
      const page = await fileIn(distDir, '/index.html');
      if (!page) return sendText(res, 503, 'The host is not built: run npm run build.');
      // The shop's page, with preload hints for what this path will ask for (page-hints.mjs).
      // A Host header that is no host name gets the page without hints.
      const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
      const origin = URL.canParse(`${scheme}://${req.headers.host}`)
        ? new URL(`${scheme}://${req.headers.host}`)
        : null;
      const [html, tags] = await Promise.all([
        readFile(page.path, 'utf8'),
        origin
          ? hintsFor({ hostname: origin.hostname, pathname, origin: origin.origin })
          : Promise.resolve(''),
      ]);
      return sendPage(page, 'no-cache', withHints(html, tags));
    } catch (error) {
      return sendText(
        res,
        500,
        `Server error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  return listen(server, host, port);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startHostServer({
    port: Number(process.env.HOST_PORT ?? 3000),
    configDir: process.env.HOST_CONFIG_DIR,
    apiOrigin: process.env.SHOP_API_ORIGIN,
  });
  console.log(`host-shell serving on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
