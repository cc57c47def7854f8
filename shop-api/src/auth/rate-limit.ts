/**
 * A fixed-window rate limiter per key (an IP address): at most `limit` hits per `windowMs`.
 * In memory, so per process; enough for one shop-api instance on a machine. Old windows are
 * swept as they are met, so memory stays bounded by the number of active keys.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

export interface RateLimiter {
  /** Counts a hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const t = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= options.windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || t - current.start >= options.windowMs) {
        windows.set(key, { start: t, count: 1 });
        return 0;
      }
      current.count += 1;
      return current.count > options.limit
        ? Math.ceil((current.start + options.windowMs - t) / 1000)
        : 0;
    },
  };
}

/**
 * Counts the request against `limiter` by the visitor's address (`request.ip`: behind the host's
 * proxy, the address it forwards), or by `key` when the limit is on something else (an e-mail
 * address), and, past the limit, answers 429 with `Retry-After` and `tooMany` ending in the
 * seconds to wait.
 */
export function enforceRateLimit(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  tooMany: string,
  key: string = request.ip,
): void {
  const wait = limiter.hit(key);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new HttpError(429, 'rate_limited', `${tooMany}; try again in ${wait} s.`);
  }
}
