#!/usr/bin/env node
/**
 * Keeps the local stack's remotes.json (local-env/config/) on the version a remote's
 * package has: `<origin>/<folder>/<version>/mf-manifest.json`, where `npm run build` puts it and
 * `npm start` serves it. It is each remote's `version` lifecycle script, so the release commit lerna
 * makes (scripts/release.mjs) carries it and a fresh clone of that commit builds what its
 * remotes.json names. Other environments' pointers move only with `npm run point`.
 * Run in a remote's folder (lerna and npm do); stages the file when run inside a git repository.
 */
import { spawnSync } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folder = basename(process.cwd());
const { CONTRACTS_MAJOR_VERSION, RemoteNameSchema, RemotesJsonSchema } =
  await import('@refurb/shared-contracts/runtime');
const name = RemoteNameSchema.parse(folder.replace('-', '_'));
const { version } = JSON.parse(await readFile(join(process.cwd(), 'package.json'), 'utf8'));

const file = join(root, 'local-env', 'config', 'remotes.json');
const remotes = RemotesJsonSchema.parse(JSON.parse(await readFile(file, 'utf8')));
const current = remotes.remotes[name];
if (!current) throw new Error(`${file} has no ${name}`);
const url = new URL(current.manifestUrl);
url.pathname = `/${folder}/${version}/mf-manifest.json`;
const next = RemotesJsonSchema.parse({
  remotes: {
    ...remotes.remotes,
    [name]: { manifestUrl: url.href, version, contractsMajor: CONTRACTS_MAJOR_VERSION },
  },
});
const staging = `${file}.${process.pid}`;
await writeFile(staging, `${JSON.stringify(next, null, 2)}\n`);
await rename(staging, file);
spawnSync('git', ['add', file], { cwd: root, stdio: 'ignore' });
console.log(`[local-pointer] ${name} ${version} in ${file}`);
