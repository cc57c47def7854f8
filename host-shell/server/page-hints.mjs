/**
 * Preload hints for a page: `<link rel="preload">` tags the host server puts into index.html's
 * head, so the browser asks for what the page needs next together with its first scripts, not
 * one round trip after another.
 *
 * What a page is told to fetch early, all of which it fetches anyway:
 * - every page: the site's words (`words-<language>`), which the host's script asks for as soon as
 *   it runs and needs before its first render;
 * - a page a remote owns (`remoteOfRoute`): the remote's `mf-manifest.json`, as remotes.json names
 *   it, and the remote's entry script named in that manifest. Both are small (1 and 9 KB), and
 *   two round trips of the remote's chain (manifest, then entry) are then done by the time the
 *   host asks for them, after its first paint (RemoteSlot).
 *
 * - every page: the preconnects to the advertising, tag and video hosts of runtime-config.json
 *   (spec section 2). The host's script added them before; each `<link>` a script adds is a
 *   request to the browser's process, 3–8 ms of the main thread each on these machines; the
 *   parser adds them while the page's scripts are still on their way. The script still adds any
 *   the page lacks (head.ts).
 *
 * Not hinted, measured: the federation chunk (22 KB) and the chunks the remote's `mount` needs
 * (54 KB for the cart). Asked for with the page, they share the bandwidth of a slow phone's
 * network with the host's own scripts, and the host's first paint comes later: Lighthouse mobile
 * on the RO cart, 6 alternating runs each, median LCP 2779 ms (score 93) with them, 2200 ms (98)
 * with the manifest and entry only, and 3507 ms (87) with no hints.
 *
 * The manifest is read by this server (kept for a minute), so a release or a rollback reaches
 * the hints within a minute; until then a page is told of files it will not use, which costs
 * bandwidth, never correctness. A canary session fetches the main release's in vain the same way:
 * the hints follow the main release only.
 *
 * Each hint has the attributes of the request it stands for, or the browser fetches twice (and
 * warns that a preload "is not used because the request credentials mode does not match"): the
 * host's chunks (same origin, webpack's loader) and a remote's entry (the federation runtime's
 * script tag, which carries no `crossorigin`) are plain scripts; the manifest is a CORS `fetch`.
 * `fetchpriority="low"` keeps them behind the page's stylesheet (its scripts are low too).
 *
 * Anything missing or malformed (a file, a config, a manifest that does not answer within 300 ms)
 * only drops the hints it would have given: the page works as without them. `HOST_PAGE_HINTS=off`
 * serves pages without any (to measure what they bring).
 */
import { join } from 'node:path';
import { CountrySchema, countryConfig, matchRoute } from '@refurb/shared-contracts';
import {
  preconnectHosts,
  remoteOfRoute,
  RemotesJsonSchema,
  siteForHost,
} from '@refurb/shared-contracts/runtime';
import * as z from 'zod';
import { readJsonFile } from './json-files.mjs';

/** What the hints read of runtime-config.json: which site a host name is, and the preconnects. */
const SitesSchema = z.object({
  sites: z.partialRecord(CountrySchema, z.string()),
  defaultCountry: CountrySchema,
});
const PreconnectSchema = z.object({
  preconnect: z.object({
    advertising: z.array(z.url()).default([]),
    tag: z.array(z.url()).default([]),
    video: z.array(z.url()).default([]),
  }),
});

/** Named chunks' files, as the host's build writes them (ChunkFiles, scripts/webpack). */
const ChunkFilesSchema = z.record(z.string(), z.array(z.string()));

/** The part of a Module Federation manifest (`mf-manifest.json`) the hints read. */
const ManifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    publicPath: z.string().optional(),
  }),
});

const MANIFEST_TTL_MS = 60_000;
const MANIFEST_WAIT_MS = 300;
const MANIFEST_FETCH_TIMEOUT_MS = 5_000;

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One `<link rel="preload">`: `as` script or fetch, with its CORS mode.
 * @param {{ href: string, as: 'script' | 'fetch', cors?: boolean }} link
 */
export function preloadTag({ href, as, cors }) {
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${
    cors ? ' crossorigin="anonymous"' : ''
  } fetchpriority="low">`;
}

/** The attribute the host's head code (host-shell/src/layout/head.ts) looks for. */
const PRECONNECT_MARK = 'data-refurb-preconnect';

/** One `<link rel="preconnect">` (marked as the host's, so its script does not add it again). */
export function preconnectTag(href) {
  return `<link rel="preconnect" href="${escapeAttribute(href)}" crossorigin="" ${PRECONNECT_MARK}>`;
}

/** A remote's entry script, as an absolute URL, from its manifest. */
function remoteEntryUrl(manifest, manifestUrl) {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const folder = remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : '';
  return new URL(`${folder}${remoteEntry.name}`, base).href;
}

const readJson = (path) => readJsonFile(path);

/**
 * `hintsFor({ hostname, pathname, origin })` answers the tags for that page (a string, maybe
 * empty). `fetchManifest(url)` is the network read of a manifest (global fetch by default).
 */
export function createPageHints({ distDir, configDir, fetchManifest = defaultFetchManifest }) {
  const manifests = new Map();

  /** The manifest at `url`, read at most once a minute; null when it cannot be had. */
  function manifestAt(url) {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.value;
    const value = fetchManifest(url).then(
      (json) => {
        const parsed = ManifestSchema.safeParse(json);
        return parsed.success ? parsed.data : null;
      },
      () => null,
    );
    manifests.set(url, { at: Date.now(), value });
    return value;
  }

  /** The manifest if it is known within MANIFEST_WAIT_MS; the read goes on for the next page. */
  function manifestSoon(url) {
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), MANIFEST_WAIT_MS);
    });
    return Promise.race([manifestAt(url), late]).finally(() => clearTimeout(timer));
  }

  return async function hintsFor({ hostname, pathname, origin }) {
    if (process.env.HOST_PAGE_HINTS === 'off') return '';
    const [config, chunkJson, remotesJson] = await Promise.all([
      readJson(join(configDir, 'runtime-config.json')),
      readJson(join(distDir, 'chunk-files.json')),
      readJson(join(configDir, 'remotes.json')),
    ]);
    const sites = SitesSchema.safeParse(config);
    if (!sites.success) return '';
    const site =
      /** @type {Pick<import('@refurb/shared-contracts/runtime').RuntimeConfig, 'sites' | 'defaultCountry'>} */ (
        sites.data
      );
    const country = siteForHost(site, hostname);
    const chunks = ChunkFilesSchema.safeParse(chunkJson);
    const words = chunks.success ? chunks.data[`words-${countryConfig(country).language}`] : [];
    const tags = (words ?? []).map((href) => preloadTag({ href, as: 'script' }));
    const preconnect = PreconnectSchema.safeParse(config);
    if (preconnect.success) {
      for (const href of preconnectHosts(preconnect.data.preconnect))
        tags.push(preconnectTag(href));
    }
    const route = matchRoute(country, pathname);
    const remote = route ? remoteOfRoute(route.name) : null;
    const remotes = RemotesJsonSchema.safeParse(remotesJson);
    const release = remote && remotes.success ? remotes.data.remotes[remote] : undefined;
    if (release) {
      const manifestUrl = new URL(release.manifestUrl, origin).href;
      tags.push(preloadTag({ href: release.manifestUrl, as: 'fetch', cors: true }));
      const manifest = await manifestSoon(manifestUrl);
      if (manifest)
        tags.push(preloadTag({ href: remoteEntryUrl(manifest, manifestUrl), as: 'script' }));
    }
    return tags.join('');
  };
}

async function defaultFetchManifest(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** index.html with `tags` at the end of its head. */
export function withHints(html, tags) {
  const at = html.indexOf('</head>');
  return tags && at !== -1 ? `${html.slice(0, at)}${tags}${html.slice(at)}` : html;
}
