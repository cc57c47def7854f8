/**
 * The health answers a load balancer and an operator read (http/health.ts): live, ready, and not
 * ready when the database, Redis or a migration is missing, or when the instance is stopping.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HealthAnswerSchema } from '@refurb/shared-contracts/api/health';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_DIR, migrate, pendingMigrations } from '../db/migrate.js';
import { freshPrefix, redisUrl, testRedis } from '../test-support/redis.js';
import { startTestServer, type TestServer } from '../test-support/server.js';
import { readiness } from './health.js';

describe('health on one instance (no Redis)', () => {
  let server: TestServer;
  let stopping = false;
  beforeAll(async () => {
    server = await startTestServer('pglite', { stopping: () => stopping });
  });
  afterAll(() => server.close());

  it('live: the process answers', async () => {
    const response = await server.get('/health/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'live' });
  });

  it('ready: database up, every migration applied, no Redis to ask, running', async () => {
    const response = await server.get('/health/ready');
    expect(response.status).toBe(200);
    expect(HealthAnswerSchema.parse(await response.json())).toEqual({
      status: 'ready',
      checks: { database: 'up', migrations: 'applied', redis: 'not-used', instance: 'running' },
    });
  });

  it('not ready once it is stopping, still live', async () => {
    stopping = true;
    try {
      const response = await server.get('/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'not-ready',
        checks: { instance: 'stopping' },
      });
      expect((await server.get('/health/live')).status).toBe(200);
    } finally {
      stopping = false;
    }
  });

  it('says nothing a stranger could use: states only', async () => {
    const text = await (await server.get('/health/ready')).text();
    expect(text).not.toMatch(/127\.0\.0\.1|postgres|pglite|\d+\.\d+\.\d+/i);
  });
});

describe('readiness and the migrations', () => {
  it('a database without the migrations is not ready; with them it is', async () => {
    const database = await openDatabase();
    try {
      const deps = { database, redis: null, stopping: () => false };
      expect(await readiness(deps)).toMatchObject({
        status: 'not-ready',
        checks: { database: 'up', migrations: 'unknown' },
      });
      await migrate(database);
      expect(await readiness(deps)).toMatchObject({
        status: 'ready',
        checks: { migrations: 'applied' },
      });
      // A release that brings a migration this database has not had: pending until it runs.
      const dir = await mkdtemp(join(tmpdir(), 'refurb-migrations-'));
      try {
        for (const file of await readdir(MIGRATIONS_DIR))
          await copyFile(join(MIGRATIONS_DIR, file), join(dir, file));
        await writeFile(join(dir, '9999_later.sql'), 'SELECT 1;');
        expect(await pendingMigrations(database, dir)).toEqual(['9999_later.sql']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    } finally {
      await database.close();
    }
  });

  it('a database that does not answer is not ready', async () => {
    const database = await openDatabase();
    await migrate(database);
    await database.close();
    expect(await readiness({ database, redis: null, stopping: () => false })).toMatchObject({
      status: 'not-ready',
      checks: { database: 'down' },
    });
  });
});

// Where a redis-server is: always in CI (REQUIRE_REDIS=1, see auth/rate-limit.test.ts).
if (redisUrl())
  describe('health of an instance with Redis', () => {
    it('ready while Redis answers; not ready, with Redis down, once it does not', async () => {
      const redis = await testRedis(freshPrefix());
      const server = await startTestServer('pglite', { services: { redis } });
      try {
        const up = await server.get('/health/ready');
        expect(up.status).toBe(200);
        expect(await up.json()).toMatchObject({ checks: { redis: 'up' } });
        redis.disconnect();
        const down = await server.get('/health/ready');
        expect(down.status).toBe(503);
        expect(await down.json()).toMatchObject({
          status: 'not-ready',
          checks: { redis: 'down', database: 'up' },
        });
      } finally {
        await server.close();
      }
    });
  });
