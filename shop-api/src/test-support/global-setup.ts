/**
 * jest globalSetup: the repository suites run on PGlite always and, when a PostgreSQL server is
 * available, on it too. TEST_DATABASE_URL names an existing server; otherwise a throwaway server
 * is started from Debian's binaries: a fresh data folder, trust auth, 127.0.0.1 only, a free port,
 * and as the `postgres` user when run as root (PostgreSQL refuses root). With REQUIRE_POSTGRES=1
 * (CI) a missing server fails the run instead of silently testing one engine. The Firebase Auth
 * emulator is started too (TEST_AUTH_EMULATOR_HOST names one already running; TEST_AUTH_EMULATOR=off
 * starts none, for suites that sign no one in), and Debian's Redis
 * (`redis-server`, for the shared rate limits and bot-check record): TEST_REDIS_URL names one
 * already running; with REQUIRE_REDIS=1 (CI) a missing one fails the run, otherwise the Redis
 * suites say they were not run.
 * (One file on purpose: jest loads globalSetup without the moduleNameMapper the suites use.)
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgresServer {
  readonly url: string;
  stop(): void;
}

export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startPostgres(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'refurb-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface RedisServer {
  readonly url: string;
  stop(): void;
}

export function findRedisServer(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/bin', '/usr/sbin')) {
    if (dir && existsSync(join(dir, 'redis-server'))) return join(dir, 'redis-server');
  }
  return null;
}

/**
 * A throwaway Redis on a free loopback port: no persistence (nothing written to disk), no
 * protected-mode surprises (it listens on 127.0.0.1 only), ready when it answers PING.
 */
export async function startRedis(bin: string): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'refurb-redis-'));
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, detached: true, stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (await pingRedis(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        stop() {
          try {
            process.kill(-child.pid!, 'SIGTERM');
          } catch {
            // already gone
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('redis-server did not answer within 20 s');
}

/** Whether a Redis on `port` answers PING (RESP over a plain socket, no client library here). */
function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

declare global {
  var refurbTemplates: { dir: string; database: string } | undefined;
  var refurbRedis: RedisServer | undefined;
  var refurbPostgres: PostgresServer | undefined;
  var refurbAuthEmulator: ChildProcess | undefined;
  var refurbAuthEmulatorDir: string | undefined;
}

function findUp(relative: string, from = process.cwd()): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative))) return join(dir, relative);
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The Firebase Auth emulator of firebase-tools on free ports (its hub and logging ports too, so a
 * running local stack is not disturbed), ready when its root answers.
 */
async function startAuthEmulator(): Promise<{ host: string; child: ChildProcess; dir: string }> {
  const firebase = findUp('node_modules/.bin/firebase');
  if (!firebase) throw new Error('firebase-tools is not installed (npm ci at the root)');
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'refurb-auth-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    firebase,
    ['emulators:start', '--only', 'auth', '--project', 'demo-refurb', '--config', config],
    {
      cwd: dir,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Auth emulator exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${auth}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { host: `127.0.0.1:${auth}`, child, dir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('the Auth emulator did not start within 90 s');
}

export default async function globalSetup(): Promise<void> {
  // The run's database templates (test-support/server.ts: openSeededTestDatabase): a folder for
  // PGlite's dump, a name for PostgreSQL's template database, and the seed's clock.
  const templates = {
    dir: mkdtempSync(join(tmpdir(), 'refurb-templates-')),
    database: `refurb_template_${process.pid}_${Date.now().toString(36)}`,
  };
  globalThis.refurbTemplates = templates;
  process.env.TEST_TEMPLATE_DIR = templates.dir;
  process.env.TEST_TEMPLATE_DB = templates.database;
  process.env.TEST_SEED_NOW = new Date().toISOString();
  // TEST_AUTH_EMULATOR=off (the inner loop, CONTRIBUTING.md): no emulator, ~10 s sooner; the
  // address given is a port nothing listens on, so a suite that signs someone in fails at once.
  if (process.env.TEST_AUTH_EMULATOR === 'off' && !process.env.TEST_AUTH_EMULATOR_HOST) {
    process.env.TEST_AUTH_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
    console.log('\n[setup] TEST_AUTH_EMULATOR=off: suites that sign someone in will fail');
  }
  if (!process.env.TEST_AUTH_EMULATOR_HOST) {
    const emulator = await startAuthEmulator();
    globalThis.refurbAuthEmulator = emulator.child;
    globalThis.refurbAuthEmulatorDir = emulator.dir;
    process.env.TEST_AUTH_EMULATOR_HOST = emulator.host;
  }
  if (!process.env.TEST_REDIS_URL) {
    const redis = findRedisServer();
    if (redis) {
      globalThis.refurbRedis = await startRedis(redis);
      process.env.TEST_REDIS_URL = globalThis.refurbRedis.url;
    } else if (process.env.REQUIRE_REDIS === '1') {
      throw new Error(
        'REQUIRE_REDIS=1 but there is no redis-server (apt-get install redis-server)',
      );
    } else {
      console.warn('\nshop-api tests: no redis-server found; the Redis suites do not run.');
    }
  }
  if (process.env.TEST_DATABASE_URL) return;
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL under /usr/lib/postgresql');
    console.warn(
      '\nshop-api tests: no PostgreSQL server found; repository tests run on PGlite only.',
    );
    return;
  }
  const server = await startPostgres(bin);
  globalThis.refurbPostgres = server;
  process.env.TEST_DATABASE_URL = server.url;
}
