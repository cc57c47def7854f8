// The local stack's remotes.json names the release each remote's package is at, where
// `npm run build` puts it (`<folder>/dist/<folder>/<version>/`): a release commit that bumped a
// version without moving the pointer (scripts/local-pointer.mjs) would leave a fresh clone with
// fallbacks.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { CONTRACTS_MAJOR_VERSION, RemotesJsonSchema } from '@refurb/shared-contracts/runtime';
import { REMOTE_NAMES } from '@refurb/shared-contracts/testing';

const root = join(import.meta.dirname, '..', '..');
const readJson = async (...path) => JSON.parse(await readFile(join(root, ...path), 'utf8'));

test('the local remotes.json names every remote at its package version and build folder', async () => {
  const { remotes } = RemotesJsonSchema.parse(
    await readJson('local-env', 'config', 'remotes.json'),
  );
  for (const name of REMOTE_NAMES) {
    const folder = name.replace('_', '-');
    const { version } = await readJson(folder, 'package.json');
    const entry = remotes[name];
    assert.ok(entry, `${name} is in remotes.json`);
    assert.equal(entry.version, version, `${name}'s version`);
    assert.equal(
      new URL(entry.manifestUrl).pathname,
      `/${folder}/${version}/mf-manifest.json`,
      `${name}'s manifest path`,
    );
    assert.equal(entry.contractsMajor, CONTRACTS_MAJOR_VERSION, `${name}'s contracts major`);
    assert.equal(entry.canary, undefined, 'the local stack runs no canary');
  }
});
