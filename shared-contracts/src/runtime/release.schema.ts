/**
 * Publishing a remote's release and pointing remotes.json at it (scripts/point.mjs): what a
 * release leaves on the CDN, where its manifest is, and remotes.json after the switch. In a module
 * of its own: the pages read remotes.json (remote.schema.ts) and never publish.
 */
import * as z from 'zod/mini';
import {
  Major,
  RemoteNameSchema,
  RemotesJsonSchema,
  Semver,
  type RemoteEntry,
  type RemoteName,
  type RemotesJson,
} from './remote.schema.js';

/**
 * What a release leaves beside its files on the CDN (`<cdn>/<folder>/<version>/release.json`),
 * written once when it is published: which remote and version, the contracts major it was built
 * against (what remotes.json must then declare), and the commit it was built from.
 */
export const PublishedReleaseSchema = z.object({
  name: RemoteNameSchema,
  version: Semver,
  contractsMajor: Major,
  commit: z.string().check(z.regex(/^[0-9a-f]{7,40}$/, 'a git commit')),
  publishedAt: z.iso.datetime(),
});
export type PublishedRelease = z.infer<typeof PublishedReleaseSchema>;

/** A remote's folder in release paths (`mf_cart` → `mf-cart`). */
export const releaseFolder = (name: RemoteName): string => name.replace('_', '-');

/** Where a published release's manifest is on a CDN (`<base>/mf-cart/1.2.0/mf-manifest.json`). */
export function releaseManifestUrl(
  cdnBase: string,
  release: Pick<PublishedRelease, 'name' | 'version'>,
) {
  return `${cdnBase.replace(/\/+$/, '')}/${releaseFolder(release.name)}/${release.version}/mf-manifest.json`;
}

/**
 * remotes.json after pointing a remote at a published release: its main release (a release or a
 * rollback; a canary of that remote is dropped, its test is over), or a canary for `canaryShare`
 * of the sessions (`0` removes the canary). Other remotes are untouched; the answer is parsed again.
 */
export function pointRemote(
  remotes: RemotesJson,
  release: PublishedRelease,
  manifestUrl: string,
  options: { readonly canaryShare?: number } = {},
): RemotesJson {
  const target = { manifestUrl, version: release.version, contractsMajor: release.contractsMajor };
  const current = remotes.remotes[release.name];
  const { canaryShare } = options;
  let entry: RemoteEntry;
  if (canaryShare === undefined) {
    entry = target;
  } else {
    if (!current) throw new Error(`${release.name} has no main release to put a canary beside`);
    const { canary: _dropped, ...main } = current;
    entry = canaryShare === 0 ? main : { ...main, canary: { ...target, share: canaryShare } };
  }
  return RemotesJsonSchema.parse({ remotes: { ...remotes.remotes, [release.name]: entry } });
}
