// What a hostile visitor tried on the host's and the remotes' edge servers: answers without the
// security headers (redirects), no HSTS behind https, source maps served to anyone, a page policy
// that let any loopback port and Google's loader run scripts on every page; and the CSP report
// endpoint those policies now send violations to.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@refurb/shared-contracts/runtime';
import { CSP_REPORT_PATH } from './csp-report.mjs';
import { startHostServer } from './host-server.mjs';
import { startRemoteOrigin } from './remote-origin.mjs';
import { LOCAL_CONFIG_DIR } from '@refurb/local-env/config-dir';

const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

let work;
let host;
let remote;
const logged = [];
const REMOTES = {
  remotes: {
    mf_cart: {
      manifestUrl: 'http://localhost:3001/mf-cart/0.1.0/mf-manifest.json',
      version: '0.1.0',
      contractsMajor: 1,
    },
    mf_account: {
      manifestUrl: 'http://127.0.0.1:3003/mf-account/0.1.0/mf-manifest.json',
      version: '0.1.0',
      contractsMajor: 1,
    },
  },
};
/** The local stack's runtime config: its sites, and Firebase with a provider sign-in. */
const CONFIG = JSON.parse(await readFile(join(LOCAL_CONFIG_DIR, 'runtime-config.json'), 'utf8'));

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'refurb-edge-'));
  const dist = join(work, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  await writeFile(join(dist, 'assets', 'main.0123456789.js'), 'export {}');
  await writeFile(
    join(dist, 'assets', 'main.0123456789.js.map'),
    '{"version":3,"sources":["webpack:///./src/secret.ts"],"sourcesContent":["const key = 1"]}',
  );
  await writeFile(join(dist, 'remoteEntry.js.map'), '{"version":3}');
  const config = join(work, 'config');
  await mkdir(config);
  await writeFile(join(config, 'runtime-config.json'), JSON.stringify(CONFIG));
  await writeFile(join(config, 'remotes.json'), JSON.stringify(REMOTES));
  await mkdir(join(work, 'public', 'campaign'), { recursive: true });
  await writeFile(join(work, 'public', 'campaign', 'index.html'), '<title>campaign</title>');
  host = await startHostServer({
    port: 0,
    distDir: dist,
    publicDir: join(work, 'public'),
    configDir: config,
    apiOrigin: 'http://127.0.0.1:9',
    log: (line) => logged.push(line),
  });
  remote = await startRemoteOrigin({ distDir: dist, port: 0 });
});
after(async () => {
  await host?.close();
  await remote?.close();
  await rm(work, { recursive: true, force: true });
});

const hasSecurityHeaders = (answer, what) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.equal(answer.headers.get(name), value, `${what}: ${name}`);
  }
};

describe('headers on every answer', () => {
  test('redirects (a campaign folder, the embed address) carry the security headers', async () => {
    for (const path of ['/campaign', '/embed/cart.js']) {
      const answer = await fetch(`${host.url}${path}`, { redirect: 'manual' });
      assert.ok([301, 302].includes(answer.status), `${path}: ${answer.status}`);
      hasSecurityHeaders(answer, path);
    }
  });

  test('HSTS of at least a year whenever the forwarded scheme is https, on pages, files and redirects', async () => {
    for (const path of ['/', '/assets/main.0123456789.js', '/campaign', '/missing.js']) {
      const https = await fetch(`${host.url}${path}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const hsts = https.headers.get('strict-transport-security') ?? '';
      assert.ok(Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= 365 * 24 * 3600, `${path}: ${hsts}`);
      assert.equal(hsts, STRICT_TRANSPORT_SECURITY.value);
      const http = await fetch(`${host.url}${path}`, { redirect: 'manual' });
      assert.equal(http.headers.get('strict-transport-security'), null, path);
    }
    const remoteHttps = await fetch(`${remote.url}/assets/main.0123456789.js`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(
      remoteHttps.headers.get('strict-transport-security'),
      STRICT_TRANSPORT_SECURITY.value,
    );
    const preflight = await fetch(`${remote.url}/mf-manifest.json`, { method: 'OPTIONS' });
    hasSecurityHeaders(preflight, 'a remote origin preflight');
  });
});

describe('source maps are not public', () => {
  test('a *.map answers 404 on the host and on a remote origin, though the file is there', async () => {
    for (const url of [
      `${host.url}/assets/main.0123456789.js.map`,
      `${remote.url}/assets/main.0123456789.js.map`,
      `${remote.url}/remoteEntry.js.map`,
      `${remote.url}/remoteEntry.js%2emap`,
    ]) {
      const answer = await fetch(url);
      assert.equal(answer.status, 404, url);
      assert.doesNotMatch(await answer.text(), /sourcesContent/, url);
    }
    assert.equal((await fetch(`${host.url}/assets/main.0123456789.js`)).status, 200);
  });
});

describe("the pages' policy", () => {
  // node:http, not fetch: fetch sends the Host of the URL, and the site is the Host header's.
  const policyOf = (path, hostname = 'ro.localhost') =>
    new Promise((resolve, reject) => {
      const request = get(
        `${host.url}${path}`,
        { headers: { host: `${hostname}:3000` } },
        (answer) => {
          answer.resume();
          assert.equal(answer.statusCode, 200, path);
          resolve({
            policy: directives(answer.headers['content-security-policy']),
            endpoints: answer.headers['reporting-endpoints'],
          });
        },
      );
      request.on('error', reject);
    });

  test('remotes by their exact origins, never any port of a loopback host', async () => {
    const { policy } = await policyOf('/');
    assert.deepEqual(policy['script-src'], [
      "'self'",
      'http://127.0.0.1:3003',
      'http://localhost:3001',
    ]);
    assert.ok(
      !Object.values(policy)
        .flat()
        .some((source) => source.endsWith(':*')),
    );
  });

  test("Google's API loader only on the sign-in pages (login, register, the checkout's login step)", async () => {
    for (const path of ['/', '/telefoane/', '/cosul-meu/', '/cont/', '/campaign/']) {
      const { policy } = await policyOf(path);
      assert.ok(!policy['script-src'].includes('https://apis.google.com'), path);
    }
    for (const [path, hostname] of [
      ['/autentifica-te/', 'ro.localhost'],
      ['/inregistreaza-te/', 'ro.localhost'],
      ['/regisztracio/', 'hu.localhost'],
      ['/cosul-meu/autentificare/', 'ro.localhost'],
    ]) {
      const { policy } = await policyOf(path, hostname);
      assert.ok(policy['script-src'].includes('https://apis.google.com'), path);
    }
  });

  test('violations are reported to the CSP report endpoint', async () => {
    const { policy, endpoints } = await policyOf('/');
    assert.deepEqual(policy['report-uri'], [CSP_REPORT_PATH]);
    assert.deepEqual(policy['report-to'], ['csp']);
    assert.equal(endpoints, `csp="${CSP_REPORT_PATH}"`);
  });

  test('a host for the local release stand-in may allow any port of a loopback host', async () => {
    const loose = await startHostServer({
      port: 0,
      distDir: join(work, 'dist'),
      configDir: join(work, 'config'),
      apiOrigin: 'http://127.0.0.1:9',
      anyLoopbackPort: true,
    });
    try {
      const answer = await fetch(`${loose.url}/`);
      const policy = directives(answer.headers.get('content-security-policy'));
      assert.deepEqual(policy['script-src'], [
        "'self'",
        'http://127.0.0.1:*',
        'http://localhost:*',
      ]);
    } finally {
      await loose.close();
    }
  });
});

describe('the CSP report endpoint', () => {
  const post = (type, body) =>
    fetch(`${host.url}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });

  test('takes both report formats, answers 204 and logs one line per report', async () => {
    logged.length = 0;
    const legacy = await post(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://ro.localhost:3000/',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    );
    assert.equal(legacy.status, 204);
    const modern = await post(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://ro.localhost:3000/cont/',
            effectiveDirective: 'connect-src',
            blockedURL: 'https://tracker.example/',
          },
        },
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'data' } },
      ]),
    );
    assert.equal(modern.status, 204);
    assert.equal(logged.length, 3);
    assert.match(logged[0], /script-src-elem.*https:\/\/evil\.example\/x\.js/);
    assert.match(logged[1], /connect-src.*https:\/\/tracker\.example\//);
    for (const line of logged) assert.doesNotMatch(line, /\n/);
  });

  test('refuses a body that is too large, not JSON or of another type; only POST', async () => {
    assert.equal((await post('application/csp-report', 'x'.repeat(100_000))).status, 413);
    assert.equal((await post('application/csp-report', '{not json')).status, 400);
    assert.equal((await post('text/plain', '{}')).status, 415);
    assert.equal((await fetch(`${host.url}${CSP_REPORT_PATH}`)).status, 405);
  });

  test('a flood is logged within a bound', async () => {
    logged.length = 0;
    const report = JSON.stringify({
      'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/' },
    });
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => post('application/csp-report', report)),
    );
    assert.ok(answers.every((answer) => answer.status === 204));
    assert.ok(logged.length <= 61, `${logged.length} lines`);
  });
});
