/**
 * The security headers of every response of the shop's servers, and the Content-Security-Policy
 * of its pages.
 *
 * Every response: the contracts' `SECURITY_HEADERS` (nosniff, a referrer policy that gives
 * another site the origin only, no framing), as shop-api sends them.
 *
 * A page (the host's index.html for every route, a campaign page of `public/`) also gets a CSP
 * built from the environment's own files, so a release that moves a remote moves the policy:
 * - scripts only from the site itself and the exact origins of the remotes in `remotes.json` (main
 *   releases and canaries; a CDN keeps its origin across releases, versions are paths). Any port
 *   of a loopback host only where asked for (`anyLoopbackPort`: the journeys' stand-in for a
 *   release on a new origin in an open tab); Google's API loader, which Firebase's provider
 *   sign-in (a popup) loads, only on the sign-in pages (`SIGN_IN_ROUTES`: the host loads those as
 *   documents, never by in-page navigation, so they come with this policy). No inline script, no
 *   `eval` (the shop has neither: zod's probe for `Function` is refused and it parses without its
 *   compiled fast path);
 * - styles from the same origins plus `'unsafe-inline'`: each remote injects its own CSS as a
 *   `<style>` element when it mounts (web-kit styles.ts), which a hash or nonce cannot name ahead;
 *   style cannot run code, so this costs little;
 * - calls (`connect-src`) to the site, the remotes (their manifests), Firebase (the emulators'
 *   hosts of the runtime config, else Google's Auth and Firestore endpoints) and Sentry's origin
 *   when a DSN is set;
 * - frames: the site and Firebase Auth's helper frame for a provider sign-in (the emulator, else
 *   the project's auth domain); its popup code loads Google's API script (apis.google.com);
 * - no plugin (`object-src 'none'`), `base-uri 'self'`, forms post to the site only, and no other
 *   site may frame a page (`frame-ancestors 'none'`: the marketing embed is a script on the
 *   marketer's page, never a frame);
 * - violations reported to this server's `/csp-report` (`report-uri`, and `report-to` with the
 *   `Reporting-Endpoints` header), which logs them (csp-report.mjs).
 * A config that cannot be read or parsed gives the strictest policy ('self' only): the page then
 * shows its configuration error, which needs nothing else.
 */
import { join } from 'node:path';
import { matchRoute } from '@refurb/shared-contracts';
import {
  isSignInRoute,
  RemotesJsonSchema,
  RuntimeConfigSchema,
  SECURITY_HEADERS,
  siteForHost,
} from '@refurb/shared-contracts/runtime';
import { CSP_REPORT_PATH } from './csp-report.mjs';
import { readJsonFile } from './json-files.mjs';

/** The name `report-to` uses for the CSP report endpoint (`Reporting-Endpoints`). */
const REPORT_GROUP = 'csp';

/** Google's endpoints the Firebase web SDK calls outside the emulators. */
const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of an absolute http(s) URL, or null (a path is the site itself). */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The source that allows a remote served from `url`: its exact origin (a CDN keeps its origin
 * across releases: versions are paths). With `anyLoopbackPort`, any port of a loopback host: where
 * a local release is a new origin on a new port and an open tab follows remotes.json to it on its
 * next page without a reload, under the policy it loaded with (the journeys' pointer site).
 */
function remoteSource(url, anyLoopbackPort) {
  const origin = originOf(url);
  if (!origin) return null;
  const { protocol, hostname } = new URL(origin);
  return anyLoopbackPort && LOOPBACK_HOSTS.has(hostname) ? `${protocol}//${hostname}:*` : origin;
}

/** The origins the remotes of `remotes` (parsed remotes.json) are served from. */
export function remoteOrigins(remotes, { anyLoopbackPort = false } = {}) {
  const origins = new Set();
  for (const entry of Object.values(remotes?.remotes ?? {})) {
    for (const url of [entry?.manifestUrl, entry?.canary?.manifestUrl]) {
      const source = url && remoteSource(url, anyLoopbackPort);
      if (source) origins.add(source);
    }
  }
  return [...origins].sort();
}

/** Firebase's emulator origins of `config`, or null outside the emulators. */
function emulatorOrigins(config) {
  const firebase = config?.firebase;
  const hosts = [firebase?.authEmulatorHost, firebase?.firestoreEmulatorHost].filter(Boolean);
  return hosts.length > 0 ? hosts.map((host) => `http://${host}`) : null;
}

/**
 * Where Firebase Auth's sign-in with a provider (a popup) loads its helper: Google's API loader
 * (a script, emulator or not: on a sign-in page only), and the frame it opens, on the Auth
 * emulator's origin locally, else on the project's auth domain.
 */
export function signInSources(config, { signInPage = false } = {}) {
  const firebase = config?.firebase;
  if (!firebase) return { frames: [], scripts: [] };
  const frame = firebase.authEmulatorHost
    ? `http://${firebase.authEmulatorHost}`
    : `https://${firebase.authDomain}`;
  return { frames: [frame], scripts: signInPage ? ['https://apis.google.com'] : [] };
}

/** Where the pages call besides the site and the remotes: Firebase, Sentry. */
export function serviceOrigins(config) {
  const origins = new Set();
  if (config?.firebase)
    for (const origin of emulatorOrigins(config) ?? FIREBASE_ORIGINS) origins.add(origin);
  const sentry = config?.sentryDsn && originOf(config.sentryDsn);
  if (sentry) origins.add(sentry);
  return [...origins].sort();
}

/**
 * The policy for `remotes` (parsed remotes.json) and `config` (parsed runtime config), either of
 * which may be null; `signInPage` for a page of SIGN_IN_ROUTES, `anyLoopbackPort` for the local
 * release stand-in (remoteSource).
 */
export function contentSecurityPolicy({
  remotes = null,
  config = null,
  signInPage = false,
  anyLoopbackPort = false,
} = {}) {
  const fromRemotes = remoteOrigins(remotes, { anyLoopbackPort });
  const signIn = signInSources(config, { signInPage });
  const sources = (...extra) => ["'self'", ...extra].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources(...fromRemotes, ...signIn.scripts)}`,
    `style-src ${sources("'unsafe-inline'", ...fromRemotes)}`,
    `img-src ${sources('data:', 'blob:', ...fromRemotes)}`,
    `font-src ${sources('data:', ...fromRemotes)}`,
    `connect-src ${sources(...fromRemotes, ...serviceOrigins(config))}`,
    `frame-src ${sources(...signIn.frames)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

async function readParsed(path, schema) {
  return (await readJsonFile(path, schema)) ?? null;
}

/** Whether `pathname` on `hostname` is a sign-in page of the site the host name is. */
function isSignInPage(config, hostname, pathname) {
  if (!config || !hostname || !pathname) return false;
  const route = matchRoute(siteForHost(config, hostname), pathname);
  return route !== null && isSignInRoute(route.name);
}

/**
 * The headers of a page served with the environment in `configDir`, at `pathname` of the site
 * `hostname` names (a campaign page, or no address, is no sign-in page).
 */
export async function pageSecurityHeaders(
  configDir,
  { hostname = null, pathname = null, anyLoopbackPort = false } = {},
) {
  const [remotes, config] = await Promise.all([
    readParsed(join(configDir, 'remotes.json'), RemotesJsonSchema),
    readParsed(join(configDir, 'runtime-config.json'), RuntimeConfigSchema),
  ]);
  const signInPage = isSignInPage(config, hostname, pathname);
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': policyOf(remotes, config, signInPage, anyLoopbackPort),
    'reporting-endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  };
}

/**
 * The policy for one version of the two files (json-files.mjs gives the same objects until a
 * file changes), built once per kind of page rather than on every request.
 */
const policies = new WeakMap();
const NO_FILE = {};

function policyOf(remotes, config, signInPage, anyLoopbackPort) {
  const byRemotes = policies.get(remotes ?? NO_FILE) ?? new WeakMap();
  policies.set(remotes ?? NO_FILE, byRemotes);
  const byConfig = byRemotes.get(config ?? NO_FILE) ?? new Map();
  byRemotes.set(config ?? NO_FILE, byConfig);
  const key = `${signInPage}|${anyLoopbackPort}`;
  if (!byConfig.has(key))
    byConfig.set(key, contentSecurityPolicy({ remotes, config, signInPage, anyLoopbackPort }));
  return byConfig.get(key);
}
