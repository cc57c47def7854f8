#!/usr/bin/env node
/**
 * `npm start`: the whole shop on loopback from a fresh clone. Installs the npm packages when they
 * are missing, builds every package once, then serves, as production would be laid out:
 *   host 3000 (the four sites at {ro,bg,hu,gr}.localhost:3000; plain localhost is RO), proxying
 *   /api and the service bases to shop-api 4000 (PGlite under shop-api/.data, seeded on first
 *   start); each built remote from its own origin with CORS (ports from remotes.json: cart 3001,
 *   checkout 3002, account 3003, sell 3004, each serving its `dist/<name>/<version>/` builds); the
 *   local CDN of published releases on 3005 (`.cdn/`, see scripts/release.mjs); the Firebase
 *   emulators (Firestore 8080 with Google's emulator on Java, Auth 9099 from firebase-tools).
 * Without Java or the Firestore emulator the shop still runs with cloud sync off (one line says so).
 * Ctrl-C stops everything it started.
 *
 * `npm run dev` (`--dev`): the same services, but shared-contracts and shop-api recompile on save
 * (shop-api restarts), and the host and every remote run their webpack dev servers on their ports.
 * Logs of the emulators go to .data/local-stack/logs/.
 *
 * `--config <name>` (`npm start -- --config bg-euro`): the sites' runtime-config.json of
 * host-shell/config/<name>/ instead of the local one (remotes.json stays the local one's), e.g.
 * bg-euro, Bulgaria in euro. shop-api is given its `currencies` (SITE_CURRENCIES) and its own
 * PGlite folder, shop-api/.data/pglite-<name>, seeded in those currencies on its first start
 * (shop-api refuses a database seeded in others).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ID, startAuthEmulator, startFirestoreEmulator, waitForUrl } from './emulators.mjs';
import { CLUSTER_PORTS, startCluster } from './cluster/cluster.mjs';
import { pgVirtualenvUrl } from './cluster/postgres.mjs';
import { runtimeConfigFile } from './start-config.mjs';

const root = join(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const configAt = process.argv.indexOf('--config');
const configName = configAt < 0 ? 'local' : (process.argv[configAt + 1] ?? '');
if (!/^[\w-]+$/.test(configName)) {
  console.error('[start] --config takes the name of a folder of host-shell/config.');
  process.exit(1);
}
// `npm run start:cluster` (`--cluster`): the same shop, served by the cluster stack
// (scripts/cluster/cluster.mjs): PostgreSQL, Redis, two shop-api instances and two host servers
// behind HAProxy on the same ports (sites 3000, shop-api 4000). PostgreSQL is DATABASE_URL's, or a
// throwaway cluster of Debian's pg_virtualenv, which runs this script again inside it.
const clustered = process.argv.includes('--cluster');
if (clustered && dev) {
  console.error('[start] --cluster serves the built shop; it has no dev mode.');
  process.exit(1);
}
if (clustered && !process.env.DATABASE_URL && !pgVirtualenvUrl()) {
  const child = spawn(
    '/usr/bin/pg_virtualenv',
    [process.execPath, import.meta.filename, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  child.once('error', () => {
    console.error("[start] --cluster needs DATABASE_URL or Debian's postgresql (pg_virtualenv).");
    process.exit(1);
  });
  // Ctrl-C reaches the whole group; this process only waits for the stack to stop.
  process.on('SIGINT', () => undefined);
  child.once('exit', (code) => process.exit(code ?? 1));
  // The rest of this script runs in the child.
  await new Promise(() => undefined);
}
const stateDir = join(root, '.data', 'local-stack');
const logDir = join(stateDir, 'logs');
const PORTS = { host: 3000, cdn: 3005, api: 4000, firestore: 8080, auth: 9099 };

const say = (line) => console.log(`[start] ${line}`);
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] \`${command} ${args.join(' ')}\` failed (${result.status}).`);
    process.exit(result.status ?? 1);
  }
};

// --- what runs, and what it needs ------------------------------------------------------------

const children = [];
const closers = [];
let stopping = false;

function start(name, command, args, { env = {} } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
    // Own process group, so stopping it stops what it started.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push({ name, child });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? code}); stopping the stack.`);
    void stop(1);
  });
  return child;
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  for (const { child } of children) signalGroup(child, 'SIGTERM');
  await Promise.allSettled(closers.map((close) => close()));
  const deadline = Date.now() + 5000;
  while (children.some(({ child }) => child.exitCode === null && child.signalCode === null)) {
    if (Date.now() > deadline) {
      for (const { child } of children) signalGroup(child, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.exit(code);
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

// --- the steps -------------------------------------------------------------------------------

if (!existsSync(join(root, 'node_modules', '.bin', 'lerna'))) {
  say('installing the npm packages (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

buildContractsIfMissing();
const { RemotesJsonSchema, RuntimeConfigSchema, flagsForSite } =
  await import('@refurb/shared-contracts/runtime');
const configDir = join(root, 'local-env', 'config');
const runtimeConfigPath = runtimeConfigFile(configName);
const runtimeConfig = RuntimeConfigSchema.parse(
  JSON.parse(await readFile(runtimeConfigPath, 'utf8')),
);
// The Greek tbi flag (spec section 9) is the sites' and shop-api's alike: shop-api is given the
// sites' runtime config's value for gr (GREEK_TBI, shop-api/src/config.ts), and so are their
// currencies (SITE_CURRENCIES).
const greekTbi = flagsForSite(runtimeConfig, 'gr').greekTbi;
const remotes = RemotesJsonSchema.parse(
  JSON.parse(await readFile(join(configDir, 'remotes.json'), 'utf8')),
).remotes;
const remoteServers = Object.entries(remotes).map(([name, entry]) => ({
  name,
  folder: name.replace('_', '-'),
  port: Number(new URL(entry.manifestUrl).port),
  // The release remotes.json names, as its origin serves it: `<folder>/dist/<name>/<version>/`.
  manifest: decodeURIComponent(new URL(entry.manifestUrl).pathname),
}));

const busy = [];
for (const port of [...Object.values(PORTS), ...remoteServers.map((r) => r.port)]) {
  if (!(await portFree(port))) busy.push(port);
}
if (busy.length > 0) {
  console.error(
    `[start] port ${busy.join(', ')} ${busy.length > 1 ? 'are' : 'is'} in use (another npm start?). Stop what uses ${busy.length > 1 ? 'them' : 'it'} and try again.`,
  );
  process.exit(1);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
await mkdir(logDir, { recursive: true });

const emulators = startEmulators();

if (dev) {
  say('dev mode: recompiling shared-contracts and shop-api on save');
  run('npm', ['run', 'build', '-w', '@refurb/shared-contracts', '-w', '@refurb/shop-api']);
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  for (const pkg of ['shared-contracts', 'shop-api']) {
    start(`${pkg} (tsc --watch)`, tsc, [
      '-p',
      `${pkg}/tsconfig.build.json`,
      '--watch',
      '--preserveWatchOutput',
    ]);
  }
} else {
  say('building every package…');
  run('npm', ['run', 'build']);
}

const cloud = await emulators;
const apiEnv = {
  // The local stack: shop-api's stand-ins for the payment providers, the partner login and
  // the bot check are on (never outside it; shop-api/src/config.ts).
  SHOP_API_MODE: 'local',
  GREEK_TBI: String(greekTbi),
  SITE_CURRENCIES: JSON.stringify(runtimeConfig.currencies ?? {}),
  // Another config's currencies get a database of their own (seeded in them).
  ...(configName === 'local' || process.env.SHOP_API_DATA_DIR || process.env.DATABASE_URL
    ? {}
    : { SHOP_API_DATA_DIR: join(root, 'shop-api', '.data', `pglite-${configName}`) }),
  HOST: '127.0.0.1',
  PORT: String(PORTS.api),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  FIREBASE_PROJECT_ID: PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  // shop-api writes the people's cloud carts (PUT /bff/me/cart); browsers only read them.
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  // The review moderators' token of the local stack only (README "Moderating reviews").
  REVIEW_MODERATION_TOKEN:
    process.env.REVIEW_MODERATION_TOKEN ?? 'local-review-moderation-token-0123456789',
};
if (!clustered) {
  const api = start(
    'shop-api',
    process.execPath,
    [
      ...(dev ? ['--watch-path=shop-api/dist', '--watch-path=shared-contracts/dist'] : []),
      'shop-api/dist/server.js',
    ],
    { env: apiEnv },
  );
  if (!(await waitForUrl(`http://127.0.0.1:${PORTS.api}/health`, { child: api }))) {
    console.error('[start] shop-api did not answer /health within 60 s.');
    await stop(1);
  }
}

const siteConfigDir = await localConfig(cloud.firestore);
if (dev) {
  start('host-shell (webpack serve)', 'npm', ['run', 'dev', '-w', '@refurb/host-shell'], {
    env: { HOST_CONFIG_DIR: siteConfigDir },
  });
} else if (clustered) {
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL ?? pgVirtualenvUrl(),
    ports: { ...CLUSTER_PORTS, sites: PORTS.host, api: PORTS.api },
    shopApiEnv: apiEnv,
    configDir: siteConfigDir,
    log: (line) => say(`cluster: ${line}`),
  });
  closers.push(cluster.stop);
} else {
  const { startHostServer } = await import('../host-shell/server/host-server.mjs');
  const host = await startHostServer({
    port: PORTS.host,
    configDir: siteConfigDir,
    apiOrigin: `http://127.0.0.1:${PORTS.api}`,
  });
  closers.push(host.close);
}

const remoteLines = [];
const { startRemoteOrigin } = await import('../host-shell/server/remote-origin.mjs');
for (const remote of remoteServers) {
  const pkg = JSON.parse(await readFile(join(root, remote.folder, 'package.json'), 'utf8'));
  if (dev && pkg.scripts?.dev) {
    start(`${remote.name} (webpack serve)`, 'npm', ['run', 'dev', '-w', pkg.name]);
    remoteLines.push(`${remote.name} dev server on http://localhost:${remote.port}/`);
  } else if (existsSync(join(root, remote.folder, 'dist', remote.manifest))) {
    const origin = await startRemoteOrigin({
      distDir: join(root, remote.folder, 'dist'),
      port: remote.port,
    });
    closers.push(origin.close);
    const page = remote.manifest.replace(/mf-manifest\.json$/, '');
    remoteLines.push(
      `${remote.name} on http://localhost:${remote.port}${page} (its standalone page)`,
    );
  } else {
    remoteLines.push(
      `${remote.name}: ${remote.folder}/dist${remote.manifest} is not built: its pages show the fallback`,
    );
  }
}

// The releases `npm run release -w <remote>` publishes, which `npm run point` names in remotes.json.
const cdnDir = process.env.REFURB_CDN_DIR ?? join(root, '.cdn');
await mkdir(cdnDir, { recursive: true });
const cdn = await startRemoteOrigin({ distDir: cdnDir, port: PORTS.cdn });
closers.push(cdn.close);
remoteLines.push(
  `released remotes (npm run release, npm run point) on http://localhost:${PORTS.cdn}/`,
);

console.log(`
The shop is up${dev ? ' (dev mode: webpack serves the host; give it a few seconds)' : ''}:
  Romania   http://ro.localhost:${PORTS.host}/   (also http://localhost:${PORTS.host}/)
  Bulgaria  http://bg.localhost:${PORTS.host}/
  Hungary   http://hu.localhost:${PORTS.host}/
  Greece    http://gr.localhost:${PORTS.host}/
  shop-api  http://127.0.0.1:${PORTS.api}/health${clustered ? `/ready (HAProxy: shop-api ${CLUSTER_PORTS.apis.join(', ')}, host servers ${CLUSTER_PORTS.hosts.join(', ')}, PostgreSQL and Redis)` : ''}
${remoteLines.map((line) => `  ${line}`).join('\n')}
  ${cloud.line}
Ctrl-C stops everything.`);

// --- helpers that need the steps above ---------------------------------------------------------

/** The contracts are imported from their build: on a fresh checkout, build them first. */
function buildContractsIfMissing() {
  if (!existsSync(join(root, 'shared-contracts', 'dist', 'index.js'))) {
    run('npm', ['run', 'build', '-w', '@refurb/shared-contracts']);
  }
}

/**
 * The Auth emulator (firebase-tools, Node) and Google's Firestore emulator (Java), from
 * scripts/emulators.mjs. Either may be missing on a machine; the shop runs regardless and the
 * returned line says what is off.
 */
async function startEmulators() {
  const [store, auth] = await Promise.allSettled([
    startFirestoreEmulator({
      port: PORTS.firestore,
      rules: join(root, 'firestore.rules'),
      log: join(logDir, 'firestore-emulator.log'),
    }),
    startAuthEmulator({ port: PORTS.auth, log: join(logDir, 'auth-emulator.log') }),
  ]);
  const parts = [];
  for (const [name, result] of /** @type {const} */ ([
    ['Firestore emulator', store],
    ['Auth emulator', auth],
  ])) {
    if (result.status === 'fulfilled') {
      closers.push(result.value.stop);
      parts.push(`${name} on ${result.value.host}`);
    }
  }
  let line = parts.join(', ');
  if (store.status === 'rejected') {
    line += `${line ? '; ' : ''}cloud sync is OFF: ${store.reason.message}`;
  }
  if (auth.status === 'rejected') {
    line += `; logging in is unavailable: ${auth.reason.message}`;
  }
  return { firestore: store.status === 'fulfilled', line };
}

/**
 * The host's config folder: the local one, or a copy with the `--config` folder's runtime config
 * and, without the Firestore emulator, cloud sync off.
 */
async function localConfig(firestoreUp) {
  if (firestoreUp && configName === 'local') return configDir;
  const dir = join(stateDir, 'config');
  await cp(configDir, dir, { recursive: true });
  const path = join(dir, 'runtime-config.json');
  const config = JSON.parse(await readFile(runtimeConfigPath, 'utf8'));
  if (!firestoreUp) {
    config.firebase = { ...config.firebase, cloudSync: false };
    delete config.firebase.firestoreEmulatorHost;
  }
  RuntimeConfigSchema.parse(config);
  await writeFile(path, `${JSON.stringify(config, null, 2)}\n`);
  return dir;
}
