/**
 * jest globalSetup: the repository suites run on PGlite always and, when a PostgreSQL server is
 * available, on it too. TEST_DATABASE_URL names an existing server; otherwise a throwaway server
 * is started from Debian's binaries: a fresh data folder, trust auth, 127.0.0.1 only, a free port,
 * and as the `postgres` user when run as root (PostgreSQL refuses root). With REQUIRE_POSTGRES=1
 * (CI) a missing server fails the run instead of silently testing one engine.
 * (One file on purpose: jest loads globalSetup without the moduleNameMapper the suites use.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

declare global {
  var refurbPostgres: PostgresServer | undefined;
}

export default async function globalSetup(): Promise<void> {
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
