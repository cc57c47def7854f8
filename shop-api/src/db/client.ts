/**
 * One database port, two engines: PGlite (Postgres in WASM, persisted in a folder or in memory)
 * by default, or a real PostgreSQL server when a `postgres://` URL is given. The code above this
 * file sees only Drizzle's Postgres API and `exec` for migrations, so switching needs no change.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type ShopDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: ShopDb;
  /** Runs one query built with Drizzle's `sql` tag and returns its rows. */
  rows<T>(query: SQL): Promise<T[]>;
  /** Runs one or more SQL statements with no parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `handler` with the payload of each NOTIFY on `channel`, if this engine delivers it as
   * the notifying transaction commits, before the committing caller resumes (PGlite: one process,
   * one connection), in commit order. Resolves to null on engines whose notifications arrive
   * later, on another connection (PostgreSQL): there, a reader that must see the last commit asks
   * the database.
   */
  listenAtCommit(
    channel: string,
    handler: (payload: string) => void,
  ): Promise<(() => Promise<void>) | null>;
  /**
   * Runs `work` while no other process on this database runs work under the same `lock` (a
   * PostgreSQL advisory lock held by a connection of its own; PGlite has one process only). What
   * several instances starting together must do once: migrate, seed.
   */
  exclusive<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /** PGlite: its data folder as a tarball, which `loadDataDir` starts another database from. */
  readonly dumpDataDir?: () => Promise<Blob>;
  /** The connection pool's counts (PostgreSQL); absent on PGlite, which has one connection. */
  readonly poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A `postgres://` URL selects a real server; otherwise PGlite is used. */
  readonly url?: string | undefined;
  /** PGlite's data folder; omitted means in memory (tests). */
  readonly dataDir?: string | undefined;
  /**
   * PGlite: start from this data folder, as `dumpDataDir` wrote it, instead of an empty cluster
   * (the tests' migrated and seeded template: ~0.5 s against ~3 s to create, migrate and seed).
   */
  readonly loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator's terminate, a dropped
    // database) errors outside any query. pg-pool has already discarded it and opens a new one
    // on the next query; without a listener the 'error' event would end the process.
    let closing = false;
    let closed: Promise<void> | undefined;
    pool.on('error', (error) => {
      if (!closing) console.warn(`shop-api: an idle database connection ended: ${error.message}`);
    });
    // pool.end() resolves once it has asked each connection to close, not once they are closed;
    // close() waits for their sockets, so whoever drops the database next finds no session left.
    const open = new Set<pg.Client>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    await pool.query('SELECT 1');
    const db = drizzlePg(pool, { schema });
    return {
      kind: 'postgres',
      db: db as unknown as ShopDb,
      rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
      // One connection per exec, so a failed multi-statement transaction is rolled back on the
      // connection that opened it instead of going back to the pool aborted.
      exec: async (sql) => {
        const connection = await pool.connect();
        try {
          await connection.query(sql);
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
      listenAtCommit: async () => null,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      exclusive: async (lock, work) => {
        const holder = await pool.connect();
        try {
          await holder.query('SELECT pg_advisory_lock($1)', [lock]);
          try {
            return await work();
          } finally {
            await holder.query('SELECT pg_advisory_unlock($1)', [lock]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => {
        closed ??= (async () => {
          closing = true;
          const ended = [...open].map(
            (client) => new Promise<void>((resolve) => client.once('end', () => resolve())),
          );
          await pool.end();
          await Promise.all(ended);
        })();
        return closed;
      },
    };
  }
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as ShopDb,
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    exec: async (sql) => {
      try {
        await client.exec(sql);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    listenAtCommit: (channel, handler) => client.listen(channel, handler),
    exclusive: (_lock, work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
