/**
 * The shared fast store: one Redis client per process, from REDIS_URL (config.ts). It fails fast
 * instead of queueing: while Redis is away a command is refused at once (`enableOfflineQueue`
 * off, one try per command), so a request that counts a rate limit does not hang on it (the
 * limiters let it through and log, auth/rate-limit.ts), and it reconnects by itself in the
 * background. Connection errors are logged, never thrown into the process.
 */
import { Redis } from 'ioredis';

export interface RedisLog {
  warn(details: object, message: string): void;
}

export async function connectRedis(
  url: string,
  log: RedisLog,
  options: { readonly keyPrefix?: string } = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
  });
  let lastWarned = 0;
  redis.on('error', (error: Error) => {
    // Once a second at most: a Redis that is down reports every reconnection attempt.
    if (Date.now() - lastWarned < 1000) return;
    lastWarned = Date.now();
    log.warn({ err: error }, 'redis: connection failed; reconnecting');
  });
  await redis.connect();
  return redis;
}

/** Whether Redis answers now (the readiness check's question). */
export async function redisAnswers(redis: Redis, timeoutMs = 1000): Promise<boolean> {
  try {
    const answer = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('redis: no answer')), timeoutMs).unref(),
      ),
    ]);
    return answer === 'PONG';
  } catch {
    return false;
  }
}
