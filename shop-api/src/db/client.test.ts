import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.js';
import { openTestDatabase, testEngines } from '../test-support/server.js';

/** Sessions the PostgreSQL server holds open on `database`, asked on a separate connection. */
async function sessionsOn(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const result = await admin.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return Number(result.rows[0]!.n);
  } finally {
    await admin.end();
  }
}

/** Ends every session on `database` as an administrator would; resolves to how many it ended. */
async function terminateSessionsOn(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const currentDatabase = async (database: Database): Promise<string> =>
  (await database.rows<{ name: string }>(sql`SELECT current_database() AS name`))[0]!.name;

const eventually = async (check: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 100 && !(await check()); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
};

describe.each(testEngines())('the database port on %s', (engine) => {
  it('closes after the queries it answered', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => database.rows<{ n: number }>(sql`SELECT ${n}::int AS n`)),
    );
    expect(answers.map((rows) => rows[0]!.n)).toEqual([1, 2, 3, 4]);
    await dispose();
  });

  if (engine !== 'postgres') return;

  it('survives the server ending its idle connections and reconnects on the next query', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      // Several idle connections, as after a burst of requests.
      await Promise.all([1, 2, 3].map(() => database.rows(sql`SELECT pg_sleep(0.05)`)));
      const name = await currentDatabase(database);
      const ended = await terminateSessionsOn(name);
      expect(ended).toBeGreaterThan(1);
      await eventually(async () => warnings.length >= ended);
      expect(warnings).toHaveLength(ended);
      for (const warning of warnings) expect(warning).toMatch(/idle database connection ended/);
      const rows = await database.rows<{ ok: number }>(sql`SELECT 1 AS ok`);
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      console.warn = warn;
      await dispose();
    }
  });

  it('returns from close() only when every session has left the server', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    await Promise.all([1, 2, 3, 4, 5].map(() => database.rows(sql`SELECT pg_sleep(0.02)`)));
    const name = await currentDatabase(database);
    expect(await sessionsOn(name)).toBeGreaterThan(1);
    await database.close();
    expect(await sessionsOn(name)).toBe(0);
    await dispose();
  });
});
