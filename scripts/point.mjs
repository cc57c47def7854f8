#!/usr/bin/env node
/**
 * Releases, canaries or rolls back a remote by changing remotes.json and nothing else:
 *
 *   npm run point -- mf_cart 0.3.0                  the main release (or a rollback to 0.3.0)
 *   npm run point -- mf_cart 0.4.0 --canary 0.1     0.4.0 for 10 % of the sessions
 *   npm run point -- mf_cart 0.4.0 --canary 0       the canary ends
 *
 * The version must be published on the CDN (`npm run release -w @refurb/mf-cart`): its
 * release.json says which contracts major to declare. Options: `--config <dir>` (the environment's
 * config folder, default local-env/config), `--cdn-dir <dir>` (default `REFURB_CDN_DIR` or
 * `.cdn/`), `--cdn-url <base>` (where that folder is served, default http://localhost:3005, as
 * `npm start` serves it). The file is replaced whole (written beside it, then renamed), so a host
 * reading it per request never sees half of it. Hosts pick it up without a rebuild or a restart;
 * open tabs on their next page.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string', default: join(root, 'local-env', 'config') },
    'cdn-dir': { type: 'string', default: process.env.REFURB_CDN_DIR ?? join(root, '.cdn') },
    'cdn-url': { type: 'string', default: 'http://localhost:3005' },
    canary: { type: 'string' },
  },
});

/** @returns {never} */
function fail(message) {
  console.error(`[point] ${message}`);
  process.exit(1);
}

const {
  PublishedReleaseSchema,
  RemoteNameSchema,
  RemotesJsonSchema,
  pointRemote,
  releaseFolder,
  releaseManifestUrl,
} = await import('@refurb/shared-contracts/runtime');

const [remote, version] = positionals;
const name = RemoteNameSchema.safeParse(remote);
if (!name.success || !version) {
  fail(
    'usage: npm run point -- <mf_cart|mf_checkout|mf_account|mf_sell> <version> [--canary <0..1>]',
  );
}
const canaryShare = values.canary === undefined ? undefined : Number(values.canary);
if (canaryShare !== undefined && !(canaryShare >= 0 && canaryShare <= 1)) {
  fail(`--canary ${values.canary}: a share of the sessions from 0 to 1.`);
}

const recordFile = join(
  resolve(values['cdn-dir']),
  releaseFolder(name.data),
  version,
  'release.json',
);
const record = await readFile(recordFile, 'utf8').then(
  (text) => PublishedReleaseSchema.parse(JSON.parse(text)),
  (error) =>
    fail(
      `${name.data} ${version} is not published (${recordFile}: ${error.code ?? error.message}).`,
    ),
);
if (record.name !== name.data || record.version !== version) {
  fail(
    `${recordFile} is the release of ${record.name} ${record.version}, not ${name.data} ${version}.`,
  );
}

const file = join(resolve(values.config), 'remotes.json');
const current = RemotesJsonSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
if (!current.success) fail(`${file} is not a valid remotes.json: ${current.error.message}`);

const next = pointRemote(
  current.data,
  record,
  releaseManifestUrl(values['cdn-url'], record),
  canaryShare === undefined ? {} : { canaryShare },
);
const staging = `${file}.${process.pid}`;
await writeFile(staging, `${JSON.stringify(next, null, 2)}\n`);
await rename(staging, file);
const what =
  canaryShare === undefined
    ? `${name.data} is ${version} (contracts ${record.contractsMajor})`
    : canaryShare === 0
      ? `${name.data}'s canary has ended`
      : `${name.data} ${version} is the canary for ${canaryShare * 100} % of the sessions`;
console.log(`[point] ${what}: ${file}`);
