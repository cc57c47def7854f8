/**
 * jest globalTeardown: stops what globalSetup started (PostgreSQL, Redis, the Auth emulator) and
 * removes its files, and the run's database templates (on a PostgreSQL server the run did not
 * start, its template database is dropped).
 */
import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const templates = globalThis.refurbTemplates;
  if (templates) rmSync(templates.dir, { recursive: true, force: true });
  if (templates && !globalThis.refurbPostgres && process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const made = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [templates.database],
      );
      for (const { datname } of made.rows) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  }
  globalThis.refurbPostgres?.stop();
  globalThis.refurbRedis?.stop();
  const emulator = globalThis.refurbAuthEmulator;
  if (emulator?.pid && emulator.exitCode === null) {
    try {
      process.kill(-emulator.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (globalThis.refurbAuthEmulatorDir)
    rmSync(globalThis.refurbAuthEmulatorDir, { recursive: true, force: true });
}
