// The Content-Security-Policy of the shop's pages, built from the environment's own files.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { SECURITY_HEADERS } from '@refurb/shared-contracts/runtime';
import { contentSecurityPolicy, pageSecurityHeaders } from './security-headers.mjs';

const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

const remotes = {
  remotes: {
    mf_cart: {
      manifestUrl: 'https://cart.cdn.example/mf-cart/2.0.0/mf-manifest.json',
      version: '2.0.0',
      contractsMajor: 1,
      canary: {
        manifestUrl: 'https://canary.cdn.example/mf-cart/2.1.0/mf-manifest.json',
        version: '2.1.0',
        contractsMajor: 1,
        share: 0.1,
      },
    },
    mf_checkout: {
      manifestUrl: '/mf-checkout/1.0.0/mf-manifest.json',
      version: '1.0.0',
      contractsMajor: 1,
    },
  },
};
const config = (firebase, extra = {}) => ({
  firebase: { projectId: 'p', apiKey: 'k', authDomain: 'p.example', ...firebase },
  ...extra,
});

test("scripts only from the site and the remotes' origins (canaries too); no inline, no eval", () => {
  const policy = directives(contentSecurityPolicy({ remotes, config: null }));
  assert.deepEqual(policy['script-src'], [
    "'self'",
    'https://canary.cdn.example',
    'https://cart.cdn.example',
  ]);
  const all = Object.values(policy).flat();
  assert.ok(!all.includes("'unsafe-eval'"));
  assert.ok(!policy['script-src'].includes("'unsafe-inline'"));
  assert.deepEqual(policy['object-src'], ["'none'"]);
  assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
  assert.deepEqual(policy['base-uri'], ["'self'"]);
  assert.deepEqual(policy['form-action'], ["'self'"]);
});

test('loopback remotes by their exact origins; any port only for the local release stand-in', () => {
  const local = {
    remotes: {
      mf_cart: {
        manifestUrl: 'http://localhost:3001/mf-cart/0.1.0/mf-manifest.json',
        version: '0.1.0',
        contractsMajor: 1,
      },
      mf_sell: {
        manifestUrl: 'http://127.0.0.1:3004/mf-sell/0.1.0/mf-manifest.json',
        version: '0.1.0',
        contractsMajor: 1,
      },
    },
  };
  const exact = directives(contentSecurityPolicy({ remotes: local }));
  assert.deepEqual(exact['script-src'], [
    "'self'",
    'http://127.0.0.1:3004',
    'http://localhost:3001',
  ]);
  const policy = directives(contentSecurityPolicy({ remotes: local, anyLoopbackPort: true }));
  assert.deepEqual(policy['script-src'], ["'self'", 'http://127.0.0.1:*', 'http://localhost:*']);
});

test("a provider sign-in may frame the Auth emulator locally, the project's auth domain in production", () => {
  const local = directives(
    contentSecurityPolicy({ config: config({ authEmulatorHost: '127.0.0.1:9099' }) }),
  );
  assert.deepEqual(local['frame-src'], ["'self'", 'http://127.0.0.1:9099']);
  // Google's API loader (the popup's helper) on a sign-in page only.
  assert.deepEqual(local['script-src'], ["'self'"]);
  const signIn = directives(
    contentSecurityPolicy({
      config: config({ authEmulatorHost: '127.0.0.1:9099' }),
      signInPage: true,
    }),
  );
  assert.deepEqual(signIn['script-src'], ["'self'", 'https://apis.google.com']);
  const production = directives(contentSecurityPolicy({ config: config({}), signInPage: true }));
  assert.deepEqual(production['frame-src'], ["'self'", 'https://p.example']);
  assert.deepEqual(production['script-src'], ["'self'", 'https://apis.google.com']);
});

test('calls go to the emulators in a local config, to Google and Sentry in production', () => {
  const local = directives(
    contentSecurityPolicy({
      remotes: null,
      config: config({
        authEmulatorHost: '127.0.0.1:9099',
        firestoreEmulatorHost: '127.0.0.1:8080',
      }),
    }),
  );
  assert.deepEqual(local['connect-src'], [
    "'self'",
    'http://127.0.0.1:8080',
    'http://127.0.0.1:9099',
  ]);
  const production = directives(
    contentSecurityPolicy({
      remotes,
      config: config({}, { sentryDsn: 'https://key@o1.ingest.sentry.example/42' }),
    }),
  );
  assert.ok(production['connect-src'].includes('https://firestore.googleapis.com'));
  assert.ok(production['connect-src'].includes('https://identitytoolkit.googleapis.com'));
  assert.ok(production['connect-src'].includes('https://o1.ingest.sentry.example'));
  assert.ok(production['connect-src'].includes('https://cart.cdn.example'));
  assert.ok(!production['connect-src'].some((s) => s.startsWith('http://')));
});

test('a config folder with broken files gives the strictest policy, never a crash', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'refurb-csp-'));
  try {
    await writeFile(join(dir, 'remotes.json'), '{"remotes": {"mf_cart": {"manifestUrl": 3}}}');
    await writeFile(join(dir, 'runtime-config.json'), 'not json');
    const headers = await pageSecurityHeaders(dir);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      assert.equal(headers[name], value);
    }
    const policy = directives(headers['content-security-policy']);
    assert.deepEqual(policy['script-src'], ["'self'"]);
    assert.deepEqual(policy['connect-src'], ["'self'"]);
    const empty = await pageSecurityHeaders(join(dir, 'missing'));
    assert.deepEqual(directives(empty['content-security-policy'])['script-src'], ["'self'"]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
