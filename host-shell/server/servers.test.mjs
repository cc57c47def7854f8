// The local edge servers over real sockets: the host's (pages, config, proxy to shop-api, campaign
// pages, the embed's stable address) and a remote's origin (CORS, caching, no way out of its folder).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startHostServer } from './host-server.mjs';
import { createHostLogger, createHostMetrics, serveHostMetrics } from './observability.mjs';
import { listen } from './static-files.mjs';
import { get } from './test-stack.mjs';
import { STANDALONE_PAGE_POLICY, startRemoteOrigin } from './remote-origin.mjs';

let work;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'refurb-servers-'));
  const dist = join(work, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  await writeFile(join(dist, 'mf-manifest.json'), '{"id":"mf_cart"}');
  await writeFile(join(dist, 'assets', 'chunk.0123456789.js'), 'export {}');
  await writeFile(join(work, 'secret.txt'), 'not for the web');
  const config = join(work, 'config');
  await mkdir(config);
  await writeFile(
    join(config, 'runtime-config.json'),
    JSON.stringify({ services: { shop: '/shop', sell: '/sell-service' } }),
  );
  await writeFile(join(config, 'remotes.json'), '{"remotes":{}}');
  await mkdir(join(work, 'public', 'campaign'), { recursive: true });
  await writeFile(join(work, 'public', 'campaign', 'index.html'), '<title>campaign</title>');
  await writeFile(join(work, 'public', 'campaign', 'hostile.html'), '<title>hostile</title>');
});
after(() => rm(work, { recursive: true, force: true }));

describe('a remote origin', () => {
  let origin;
  before(async () => {
    origin = await startRemoteOrigin({ distDir: join(work, 'dist'), port: 0 });
  });
  after(() => origin.close());

  test('serves the manifest to any site, uncached, with CORS', async () => {
    const answer = await fetch(`${origin.url}/mf-manifest.json`, {
      headers: { origin: 'http://hu.localhost:3000' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await answer.json(), { id: 'mf_cart' });
  });

  test('caches hashed chunks for a year and answers preflights', async () => {
    const chunk = await fetch(`${origin.url}/assets/chunk.0123456789.js`);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(chunk.headers.get('content-type'), /^text\/javascript/);
    const preflight = await fetch(`${origin.url}/mf-manifest.json`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });

  test('serves its standalone page at / and nothing outside its folder', async () => {
    const page = await fetch(`${origin.url}/`);
    assert.match(await page.text(), /<title>shop/);
    assert.equal(page.headers.get('content-security-policy'), STANDALONE_PAGE_POLICY);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/missing.js']) {
      assert.equal((await fetch(`${origin.url}${path}`)).status, 404, path);
    }
    assert.equal((await fetch(`${origin.url}/`, { method: 'POST' })).status, 405);
  });
});

describe('the host server', () => {
  let upstream;
  let host;
  const seen = [];
  const hopsSeen = [];
  before(async () => {
    upstream = await listen(
      createServer((req, res) => {
        seen.push({
          url: req.url,
          forwardedHost: req.headers['x-forwarded-host'],
          forwardedFor: req.headers['x-forwarded-for'],
          forwardedProto: req.headers['x-forwarded-proto'],
        });
        if (req.url === '/health/hops') {
          hopsSeen.push(req.headers);
          // An answer with fields of its own hop, one of them named by its Connection.
          res.writeHead(200, {
            'content-type': 'application/json',
            connection: 'keep-alive, x-upstream-only',
            'x-upstream-only': 'internal',
            'keep-alive': 'timeout=42, max=7',
            'proxy-authenticate': 'Basic realm="upstream"',
            'x-end-to-end': 'kept',
          });
          return res.end('{}');
        }
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=1; HttpOnly' });
        res.end(JSON.stringify({ from: 'upstream', method: req.method }));
      }),
      '127.0.0.1',
      0,
    );
    host = await startHostServer({
      port: 0,
      distDir: join(work, 'dist'),
      publicDir: join(work, 'public'),
      configDir: join(work, 'config'),
      apiOrigin: upstream.url,
    });
  });
  after(async () => {
    await host.close();
    await upstream.close();
  });

  test('answers every page path with the app and the config files from its config folder', async () => {
    for (const path of ['/', '/magazin/apple-iphone-13/', '/cos-de-cumparaturi/?x=1']) {
      const page = await fetch(`${host.url}${path}`);
      assert.equal(page.status, 200, path);
      assert.match(await page.text(), /<title>shop/);
    }
    assert.deepEqual(await (await fetch(`${host.url}/remotes.json`)).json(), { remotes: {} });
    assert.equal((await fetch(`${host.url}/assets/missing.js`)).status, 404);
  });

  test('a revalidation of an unchanged page, config file or asset is a 304 without a body', async () => {
    // node:http, as a browser revalidates: fetch marks a conditional request `no-cache` (a reload).
    const ask = (path, tag) =>
      get(host.url, 'ro.localhost', path, { headers: tag ? { 'if-none-match': tag } : {} });
    const paths = [
      '/',
      '/magazin/apple-iphone-13/',
      '/remotes.json',
      '/assets/chunk.0123456789.js',
    ];
    for (const path of paths) {
      const first = await ask(path);
      assert.equal(first.status, 200, path);
      const tag = first.headers.etag;
      assert.match(tag ?? '', /^W\/"/, path);
      const again = await ask(path, tag);
      assert.equal(again.status, 304, path);
      assert.equal(again.headers.etag, tag, path);
      assert.equal(again.raw.length, 0, path);
      assert.equal((await ask(path, 'W/"other"')).status, 200, path);
    }
    // A file changed since: the old tag no longer matches, the new content comes.
    const file = join(work, 'config', 'remotes.json');
    const { headers } = await ask('/remotes.json');
    await writeFile(file, '{"remotes":{} }');
    try {
      const changed = await ask('/remotes.json', headers.etag);
      assert.equal(changed.status, 200);
      assert.notEqual(changed.headers.etag, headers.etag);
      assert.equal(changed.body, '{"remotes":{} }');
    } finally {
      await writeFile(file, '{"remotes":{}}');
    }
  });

  test('every page carries the policy, every answer the security headers', async () => {
    for (const path of ['/', '/magazin/apple-iphone-13/', '/campaign/']) {
      const page = await fetch(`${host.url}${path}`);
      const policy = page.headers.get('content-security-policy') ?? '';
      assert.match(policy, /(^|; )script-src 'self'(;|$)/, path);
      assert.match(policy, /frame-ancestors 'none'/, path);
      assert.doesNotMatch(policy, /unsafe-eval/, path);
    }
    for (const path of ['/', '/assets/chunk.0123456789.js', '/assets/missing.js']) {
      const answer = await fetch(`${host.url}${path}`);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
      assert.equal(answer.headers.get('x-frame-options'), 'DENY', path);
    }
    const script = await fetch(`${host.url}/assets/chunk.0123456789.js`);
    assert.equal(script.headers.get('content-security-policy'), null);
  });

  test('proxies /api and the service bases to shop-api with the site host, cookies and all', async () => {
    for (const path of [
      '/api/available-shapes/?a=1',
      '/shop/v2/extra-services',
      '/sell-service/x',
      '/health',
    ]) {
      const answer = await fetch(`${host.url}${path}`, { method: 'POST' });
      assert.equal(answer.status, 200, path);
      assert.equal((await answer.json()).method, 'POST');
      assert.equal(answer.headers.get('set-cookie'), 'sid=1; HttpOnly');
    }
    assert.deepEqual(
      seen.map((s) => s.url),
      ['/api/available-shapes/?a=1', '/shop/v2/extra-services', '/sell-service/x', '/health'],
    );
    assert.ok(seen.every((s) => s.forwardedHost === new URL(host.url).host));
    assert.ok(seen.every((s) => s.forwardedFor === '127.0.0.1' && s.forwardedProto === 'http'));
    // A visitor's own forwarding headers are not passed on: the address is the socket's, the
    // scheme this server's own (a visitor choosing them would choose their rate-limit bucket).
    await fetch(`${host.url}/health`, {
      headers: {
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'evil.example',
      },
    });
    assert.deepEqual(seen.at(-1), {
      url: '/health',
      forwardedHost: new URL(host.url).host,
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
    });
    // A page path that only starts like a service base is a page, not an API call.
    assert.match(await (await fetch(`${host.url}/shopping/`)).text(), /<title>shop/);
  });

  test('passes on no field of one hop, in either direction, nor any field a Connection names', async () => {
    const answer = await get(host.url, 'ro.localhost', '/health/hops', {
      headers: {
        connection: 'keep-alive, x-visitor-hop, cookie',
        'keep-alive': 'timeout=1',
        'proxy-connection': 'x-visitor-proxy',
        'x-visitor-hop': 'drop me',
        'x-visitor-proxy': 'drop me too',
        'proxy-authorization': 'Basic dmlzaXRvcjpzZWNyZXQ=',
        te: 'trailers',
        upgrade: 'websocket',
        cookie: 'sid=named-by-connection',
        'x-kept': 'end to end',
      },
    });
    assert.equal(answer.status, 200);
    const sent = hopsSeen.at(-1);
    for (const name of [
      'x-visitor-hop',
      'x-visitor-proxy',
      'proxy-connection',
      'keep-alive',
      'proxy-authorization',
      'te',
      'upgrade',
      'cookie',
    ]) {
      assert.equal(sent[name], undefined, `${name} reached shop-api`);
    }
    assert.notEqual(sent.connection ?? '', 'keep-alive, x-visitor-hop, cookie');
    assert.equal(sent['x-kept'], 'end to end');
    // The answer: shop-api's hop fields stay between shop-api and this server.
    assert.equal(answer.headers['x-upstream-only'], undefined);
    assert.equal(answer.headers['proxy-authenticate'], undefined);
    assert.notEqual(answer.headers['keep-alive'], 'timeout=42, max=7');
    assert.equal(answer.headers['x-end-to-end'], 'kept');
  });

  test('behind HOST_TRUST_PROXY load balancers: the address they saw and their scheme, nothing a visitor added', async () => {
    const behind = await startHostServer({
      port: 0,
      distDir: join(work, 'dist'),
      publicDir: join(work, 'public'),
      configDir: join(work, 'config'),
      apiOrigin: upstream.url,
      trustProxy: 1,
    });
    try {
      // The visitor sent `X-Forwarded-For: 10.0.0.1`; the load balancer appended what it saw.
      await fetch(`${behind.url}/health`, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.0.0.1, 203.0.113.7' },
      });
      assert.deepEqual(seen.at(-1), {
        url: '/health',
        forwardedHost: new URL(behind.url).host,
        forwardedFor: '203.0.113.7',
        forwardedProto: 'https',
      });
      // A request without the balancer's header is the balancer's own (its health check).
      await fetch(`${behind.url}/health`);
      assert.equal(seen.at(-1).forwardedFor, '127.0.0.1');
      assert.equal(seen.at(-1).forwardedProto, 'http');
    } finally {
      await behind.close();
    }
  });

  test('serves the campaign pages of public/ as they are, a folder at its path with a slash', async () => {
    const page = await fetch(`${host.url}/campaign/`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.match(await page.text(), /<title>campaign/);
    assert.match(await (await fetch(`${host.url}/campaign/hostile.html`)).text(), /<title>hostile/);
    const bare = await fetch(`${host.url}/campaign?utm=x`, { redirect: 'manual' });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get('location'), '/campaign/?utm=x');
    // Not a folder of public/: the shop's page, as before.
    assert.match(await (await fetch(`${host.url}/telefoane/`)).text(), /<title>shop/);
  });

  test('redirects /embed/cart.js to the current cart release, read afresh on every request', async () => {
    const remotes = (json) => writeFile(join(work, 'config', 'remotes.json'), JSON.stringify(json));
    const cart = (version) => ({
      manifestUrl: `http://localhost:3001/mf-cart/${version}/mf-manifest.json`,
      version,
      contractsMajor: 1,
    });
    const embed = () => fetch(`${host.url}/embed/cart.js`, { redirect: 'manual' });
    try {
      await remotes({
        remotes: {
          mf_cart: { ...cart('1.2.0'), canary: { ...cart('1.3.0'), share: 0.5 } },
        },
      });
      const release = await embed();
      assert.equal(release.status, 302);
      assert.equal(release.headers.get('location'), 'http://localhost:3001/mf-cart/1.2.0/embed.js');
      assert.equal(release.headers.get('cache-control'), 'no-store');
      // A rollback moves the same tag, no restart.
      await remotes({ remotes: { mf_cart: cart('1.1.0') } });
      assert.equal(
        (await embed()).headers.get('location'),
        'http://localhost:3001/mf-cart/1.1.0/embed.js',
      );
      await remotes({ remotes: { mf_sell: cart('1.0.0') } });
      const none = await embed();
      assert.equal(none.status, 404);
      assert.match(await none.text(), /names no mf_cart release/);
      await remotes({ remotes: { mf_cart: { version: 'latest' } } });
      const broken = await embed();
      assert.equal(broken.status, 503);
      assert.match(await broken.text(), /remotes.json is not valid/);
    } finally {
      await remotes({ remotes: {} });
    }
  });

  test('says so in JSON when shop-api is down', async () => {
    const down = await startHostServer({
      port: 0,
      distDir: join(work, 'dist'),
      configDir: join(work, 'config'),
      apiOrigin: 'http://127.0.0.1:9',
    });
    try {
      const answer = await fetch(`${down.url}/api/anything`);
      assert.equal(answer.status, 502);
      assert.equal((await answer.json()).error.code, 'upstream_unavailable');
    } finally {
      await down.close();
    }
  });
});

describe("the host server's own health and its graceful stop", () => {
  let upstream;
  let host;
  /** A host server over the test's build and config, proxying to `upstream`. */
  const hostOn = (options = {}) =>
    startHostServer({
      port: 0,
      distDir: join(work, 'dist'),
      publicDir: join(work, 'public'),
      configDir: join(work, 'config'),
      apiOrigin: upstream.url,
      ...options,
    });
  before(async () => {
    // shop-api's stand-in: alive, and one slow call (a page's data taking its time).
    upstream = await listen(
      createServer((req, res) => {
        const answer = () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ url: req.url, requestId: req.headers['x-request-id'] }));
        };
        if (req.url === '/shop/slow') setTimeout(answer, 600);
        else answer();
      }),
      '127.0.0.1',
      0,
    );
    host = await hostOn();
  });
  after(async () => {
    await host.close();
    await upstream.close();
  });

  test('live, and ready with its build, its config and shop-api there', async () => {
    const live = await fetch(`${host.url}/health/live`);
    assert.equal(live.status, 200);
    assert.deepEqual(await live.json(), { status: 'live' });
    const ready = await fetch(`${host.url}/health/ready`);
    assert.equal(ready.status, 200);
    assert.equal(ready.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await ready.json(), {
      status: 'ready',
      checks: { build: 'up', config: 'up', api: 'up', instance: 'running' },
    });
  });

  test('not ready without shop-api, with a broken remotes.json, or without its build', async () => {
    const closed = await listen(createServer(), '127.0.0.1', 0);
    await closed.close();
    const broken = join(work, 'broken-config');
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, 'runtime-config.json'), '{}');
    await writeFile(join(broken, 'remotes.json'), '{"remotes":');
    const cases = [
      [{ apiOrigin: closed.url }, { api: 'down' }],
      [{ configDir: broken }, { config: 'down' }],
      [{ distDir: join(work, 'no-dist') }, { build: 'down' }],
    ];
    for (const [options, checks] of cases) {
      const other = await hostOn(options);
      try {
        const ready = await fetch(`${other.url}/health/ready`);
        assert.equal(ready.status, 503, JSON.stringify(checks));
        const answer = await ready.json();
        assert.equal(answer.status, 'not-ready');
        for (const [name, state] of Object.entries(checks))
          assert.equal(answer.checks[name], state);
      } finally {
        await other.close();
      }
    }
  });

  test('the request id: new at the edge, passed to shop-api and sent back; an edge in front sets it', async () => {
    const visitor = { 'x-request-id': 'visitor-chosen-1' };
    const answer = await fetch(`${host.url}/shop/x`, { headers: visitor });
    const { requestId } = await answer.json();
    assert.match(requestId, /^[0-9a-f-]{36}$/);
    assert.equal(answer.headers.get('x-request-id'), requestId);
    const behind = await hostOn({ trustProxy: 1 });
    try {
      const edge = { 'x-request-id': 'edge-0a1b2c3d' };
      const passed = await fetch(`${behind.url}/shop/x`, { headers: edge });
      assert.equal((await passed.json()).requestId, 'edge-0a1b2c3d');
      assert.equal(passed.headers.get('x-request-id'), 'edge-0a1b2c3d');
    } finally {
      await behind.close();
    }
  });

  test('one JSON log line per answer with its request id, and the answers counted in metrics', async () => {
    const lines = [];
    const logger = createHostLogger({
      level: 'debug',
      destination: { write: (line) => lines.push(JSON.parse(line)) },
    });
    const metrics = createHostMetrics();
    const closed = await listen(createServer(), '127.0.0.1', 0);
    await closed.close();
    const logged = await hostOn({ trustProxy: 1, logger, metrics });
    const down = await hostOn({ logger, metrics, apiOrigin: closed.url });
    const scrape = await serveHostMetrics(metrics, '127.0.0.1', 0);
    try {
      const edge = { 'x-request-id': 'edge-log-0001' };
      /** @type {[{ url: string }, string, number][]} */
      const asks = [
        [logged, '/product/1?token=secret-of-a-visitor', 200],
        [logged, '/assets/chunk.0123456789.js', 200],
        [logged, '/health/live', 200],
        [logged, '/shop/x', 200],
        [logged, '/nothing.js', 404],
        [down, '/shop/x', 502],
      ];
      for (const [server, path, status] of asks) {
        const answer = await fetch(`${server.url}${path}`, { headers: edge });
        assert.equal(answer.status, status, path);
        await answer.arrayBuffer();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const requests = lines.filter((line) => line.msg === 'request');
      assert.deepEqual(
        requests.map((line) => [line.path, line.kind, line.status, line.level]),
        [
          ['/product/1', 'page', 200, 30],
          ['/assets/chunk.0123456789.js', 'asset', 200, 30],
          ['/health/live', 'health', 200, 20],
          ['/shop/x', 'api', 200, 30],
          ['/nothing.js', 'refused', 404, 30],
          ['/shop/x', 'api', 502, 50],
        ],
      );
      // The edge's id where the edge is trusted, a new one (the answer's) where it is not.
      for (const line of requests.slice(0, 5)) assert.equal(line.reqId, 'edge-log-0001');
      assert.match(requests[5].reqId, /^[0-9a-f-]{36}$/);
      for (const line of requests) {
        assert.equal(line.service, 'host-shell');
        assert.equal(typeof line.ms, 'number');
        assert.ok(!JSON.stringify(line).includes('secret-of-a-visitor'));
      }
      const text = await (await fetch(`${scrape.url}/metrics`)).text();
      assert.match(text, /host_http_requests_total\{method="GET",kind="page",status="200"\} 1\n/);
      assert.match(text, /host_http_requests_total\{method="GET",kind="api",status="502"\} 1\n/);
      assert.match(text, /host_http_errors_total\{method="GET",kind="api"\} 1\n/);
      assert.match(
        text,
        /host_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",kind="asset"\} 1\n/,
      );
      assert.match(text, /nodejs_heap_size_used_bytes/);
      assert.equal((await fetch(`${scrape.url}/`)).status, 404);
      // Only the metrics' port has them: the shop's answers a page there.
      assert.doesNotMatch(await (await fetch(`${logged.url}/metrics`)).text(), /host_http/);
    } finally {
      await Promise.all([logged.close(), down.close(), scrape.close()]);
    }
  });

  test('a stop answers the request in flight in full, takes no new one, and says it is stopping', async () => {
    const stopping = await hostOn();
    const inFlight = fetch(`${stopping.url}/shop/slow`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = stopping.stop();
    await assert.rejects(fetch(`${stopping.url}/health/live`));
    const answer = await inFlight;
    assert.equal(answer.status, 200);
    assert.equal((await answer.json()).url, '/shop/slow');
    await stopped;
    const { hostReadiness } = await import('./health.mjs');
    const state = await hostReadiness({
      distDir: join(work, 'dist'),
      configDir: join(work, 'config'),
      apiOrigin: upstream.url,
      stopping: () => true,
    });
    assert.deepEqual(state, {
      status: 'not-ready',
      checks: { build: 'up', config: 'up', api: 'up', instance: 'stopping' },
    });
  });
});
