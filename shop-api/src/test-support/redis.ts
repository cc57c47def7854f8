/**
 * The Redis jest's globalSetup started (TEST_REDIS_URL), for the suites of what is shared between
 * instances. Each client gets a key prefix of its own, so suites running at once on the one Redis
 * never count into each other's limits; two "instances" of one test share a prefix by sharing it.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redis.js';

/** Whether the Redis suites can run here (CI requires it: REQUIRE_REDIS=1). */
export const redisUrl = (): string | null => process.env.TEST_REDIS_URL ?? null;

const quiet = { warn: () => undefined };

/** A prefix no other test uses. */
export const freshPrefix = (): string => `test-${randomBytes(6).toString('hex')}:`;

/** A client of the test Redis under `prefix`; the caller quits it. */
export function testRedis(prefix: string): Promise<Redis> {
  const url = redisUrl();
  if (!url) throw new Error('TEST_REDIS_URL is not set (jest globalSetup starts redis-server)');
  return connectRedis(url, quiet, { keyPrefix: prefix });
}
