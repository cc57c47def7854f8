#!/usr/bin/env node
/**
 * Releases one remote on its own: `npm run release -w @refurb/mf-cart` (or
 * `node scripts/release.mjs mf-cart`).
 *
 * 1. lerna versions that package alone from its conventional commits since its last release tag
 *    (`@refurb/mf-cart@0.1.0`): the bump (fix → patch, feat → minor, a breaking change → major,
 *    minor below 1.0), its own CHANGELOG.md, a commit and its tag. Changes in other packages are
 *    not this release's business (`--ignore-changes`), so nobody else's version moves.
 * 2. builds it (`dist/<folder>/<version>/`, scripts/webpack/federated-app.mjs);
 * 3. publishes that folder to the CDN folder (`REFURB_CDN_DIR`, default `.cdn/` at the root, which
 *    `npm start` serves on http://localhost:3005) as `<folder>/<version>/`, with a release.json
 *    naming the contracts major it was built against. A published version is never written again:
 *    publishing a version that is there already fails.
 *
 * Nothing is live yet: `npm run point -- mf_cart <version>` changes remotes.json, and that is the
 * release (or the rollback). Options: `--publish-only` publishes the version the package has now
 * (its first release, or a CDN that lost it) without versioning, and with `--no-build` the build
 * that is there; `--no-git-tag-version` is passed to lerna (the bump and changelog, uncommitted).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const positional = args.filter((a) => !a.startsWith('--'));

function fail(message) {
  console.error(`[release] ${message}`);
  process.exit(1);
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  if (result.status !== 0)
    fail(`\`${command} ${commandArgs.join(' ')}\` failed (${result.status}).`);
  return (result.stdout ?? '').trim();
}

const git = (...gitArgs) => run('git', gitArgs, { capture: true });

// --- which remote ---------------------------------------------------------------------------------

const folder = positional[0] ?? basename(process.cwd());
const { PublishedReleaseSchema, RemoteNameSchema } =
  await import('@refurb/shared-contracts/runtime');
const name = RemoteNameSchema.safeParse(folder.replace('-', '_'));
if (!name.success || !existsSync(join(root, folder, 'package.json'))) {
  fail(`${folder} is not a remote (one of mf-cart, mf-checkout, mf-account, mf-sell).`);
}
const packageDir = join(root, folder);
const readPackage = async () =>
  JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
const { name: packageName } = await readPackage();

// --- 1. the version -------------------------------------------------------------------------------

if (!flags.has('--publish-only')) {
  if (git('status', '--porcelain'))
    fail('the working tree has changes: commit or stash them first.');
  const before = (await readPackage()).version;
  const tagOf = (version) => `${packageName}@${version}`;
  const described = spawnSync('git', ['describe', '--tags', '--abbrev=0', '--match', tagOf('*')], {
    cwd: root,
    encoding: 'utf8',
  });
  let since = described.status === 0 ? described.stdout.trim() : '';
  if (!since) {
    // Its first release: the version it has is the baseline, tagged where that version was set.
    since = tagOf(before);
    git(
      'tag',
      '-a',
      since,
      '-m',
      since,
      git('log', '-1', '-G"version"', '--format=%H', '--', `${folder}/package.json`),
    );
    console.log(`[release] ${since} tagged as the baseline of ${packageName}'s releases.`);
  }
  if (!git('diff', '--name-only', since, 'HEAD', '--', folder)) {
    console.log(`[release] ${packageName}: nothing changed since ${since}, nothing to release.`);
    process.exit(0);
  }
  const others = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== folder)
    .filter((entry) => existsSync(join(root, entry.name, 'package.json')))
    .map((entry) => `${entry.name}/**`);
  run(join(root, 'node_modules', '.bin', 'lerna'), [
    'version',
    '--conventional-commits',
    '--yes',
    '--no-push',
    // This package, whatever lerna's last tag of any package says; no other package's files
    // count, so lerna versions no one else (it would version every changed package).
    '--force-publish',
    packageName,
    ...others.flatMap((glob) => ['--ignore-changes', glob]),
    '--message',
    `chore(release): ${packageName}`,
    ...(flags.has('--no-git-tag-version') ? ['--no-git-tag-version'] : []),
  ]);
  const after = (await readPackage()).version;
  if (after === before) fail(`lerna left ${packageName} at ${before}.`);
  console.log(`[release] ${packageName} ${before} → ${after}`);
}

// --- 2. the build ---------------------------------------------------------------------------------

const { version } = await readPackage();
if (!flags.has('--no-build')) run('npm', ['run', 'build', '-w', packageName]);
const built = join(packageDir, 'dist', folder, version);
if (!existsSync(join(built, 'mf-manifest.json')))
  fail(`the build left no ${built}/mf-manifest.json.`);

// --- 3. the publication ---------------------------------------------------------------------------

const cdn = resolve(process.env.REFURB_CDN_DIR ?? join(root, '.cdn'));
const target = join(cdn, folder, version);
if (existsSync(target)) {
  fail(`${relative(root, target)} is published already; a release is never written again.`);
}
// The contracts this build bundles: the workspace's shared-contracts, which the package resolves.
const { CONTRACTS_MAJOR_VERSION } = await import('@refurb/shared-contracts/runtime');
const record = PublishedReleaseSchema.parse({
  name: name.data,
  version,
  contractsMajor: CONTRACTS_MAJOR_VERSION,
  commit: git('rev-parse', 'HEAD'),
  publishedAt: new Date().toISOString(),
});
// Copied beside its place and renamed into it, so a reader never sees half a release.
const staging = join(cdn, folder, `.${version}.${process.pid}`);
await mkdir(join(cdn, folder), { recursive: true });
await rm(staging, { recursive: true, force: true });
// Without the source maps: they stay in the package's dist for the error tracker (README).
await cp(built, staging, { recursive: true, filter: (source) => !source.endsWith('.map') });
await writeFile(join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
await rename(staging, target);
console.log(`[release] published ${packageName} ${version} (contracts ${record.contractsMajor}) to ${target}
[release] it is not live yet: \`npm run point -- ${name.data} ${version}\` releases it.`);
