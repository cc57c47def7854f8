/**
 * Rate limits per key (a visitor's address, an account, an e-mail address): at most `limit` hits
 * per `windowMs`, a fixed window that starts with a key's first hit. They are Fastify's own
 * rate-limit plugin (@fastify/rate-limit) with its stores: in Redis when shop-api is given one
 * (REDIS_URL), so every instance behind the load balancer counts into the same window and a
 * limit of N is N in all, not N per instance; in the process's memory otherwise (the embedded
 * default of `npm start`, one instance).
 *
 * The shop asks imperatively (`hit`), inside the handler, because most keys are known only there:
 * an account after its ID token is verified, an e-mail address after the body parsed. The plugin's
 * `createRateLimit` is that call; each limiter prefixes its keys with its name, so the order limit
 * and the sign-in limit of one address are two counts.
 *
 * When Redis does not answer, a hit is let through and logged (`rate limit store failed`): the
 * limits are a brake on abuse, and a shop that refused every sign-in and order while its counter
 * store restarts would be down for everyone. The readiness check reports the store, so an
 * operator sees it (http/health.ts).
 *
 * A visitor is keyed by `visitorKey(request.ip)`: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber's whole network: an ISP hands each a /64 or more, so every address in it is
 * one person's to use, and keying single addresses would give one person 2^64 buckets), and an
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack socket shows an IPv4 peer) as the
 * IPv4 address it is. `request.ip` is the one the configured proxies forward (config.ts
 * `TRUST_PROXY`), never a header from anyone else.
 */
import { isIPv4, isIPv6 } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../http/errors.js';

export interface RateLimiter {
  /** Counts a hit; resolves to the seconds to wait when over the limit, else 0. */
  hit(key: string): Promise<number>;
}

/** `limit` hits per `windowMs` of each key. */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * The Redis keys of the limits start with this; the plugin adds its route part, which these
 * limiters have none of (`undefinedundefined-`), then the limiter's name and the key:
 * `refurb:rate:undefinedundefined-orderLimiter:203.0.113.7`, a counter that expires with its window.
 */
export const RATE_LIMIT_NAMESPACE = 'refurb:rate:';

/**
 * Registers the plugin on `app` (routes registered after it make limiters with
 * `createRateLimiters`): Redis-backed when `redis` is given, in memory otherwise. No route is
 * limited by the plugin's own hooks (`global: false`); the shop asks where it knows the key.
 */
export function installRateLimits(app: FastifyInstance, redis: Redis | null): void {
  void app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
  });
}

const LIMIT_KEY = Symbol('refurb.rateLimitKey');
type Keyed = { readonly [LIMIT_KEY]: string };

/**
 * A limiter per rule, by name (`{ order: { limit: 30, windowMs: 60_000 } }` gives `order`), on an
 * app where `installRateLimits` ran.
 */
export function createRateLimiters<Name extends string>(
  app: FastifyInstance,
  rules: Readonly<Record<Name, RateLimitRule>>,
  log: FastifyBaseLogger = app.log,
): Record<Name, RateLimiter> {
  const limiters = {} as Record<Name, RateLimiter>;
  for (const name of Object.keys(rules) as Name[]) {
    const rule = rules[name];
    const check = app.createRateLimit({
      max: rule.limit,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => (request as unknown as Keyed)[LIMIT_KEY],
    });
    limiters[name] = {
      async hit(key) {
        // The plugin reads only the key and the route's options of the request it is given.
        const request = { [LIMIT_KEY]: `${name}:${key}`, routeOptions: {} };
        try {
          const result = await check(request as unknown as FastifyRequest);
          // `isAllowed` is the plugin's allow list, which these limiters do not have.
          if (result.isAllowed || !result.isExceeded) return 0;
          return Math.max(1, result.ttlInSeconds);
        } catch (error) {
          log.error({ err: error, limiter: name }, 'rate limit store failed');
          return 0;
        }
      },
    };
  }
  return limiters;
}

/** The eight 16-bit groups of an IPv6 address (no zone), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const groups =
    tail === undefined
      ? front
      : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 ? groups : null;
}

/**
 * The rate-limit key of a visitor's address: IPv4 as it is; IPv4-mapped IPv6 as its IPv4 address;
 * other IPv6 as its /64 (`2001:db8:1:2::/64`); anything else (no address) as it is.
 */
export function visitorKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone (`fe80::1%eth0`) is this host's, not the peer's
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${[g0, g1, g2, g3].map((g) => g.toString(16)).join(':')}::/64`;
}

/**
 * Counts the request against `limiter` by the visitor (`visitorKey(request.ip)`: behind the
 * host's proxy, the address it forwards), or by `key` when the limit is on something else (an
 * account, an e-mail address), and, past the limit, answers 429 with `Retry-After` and `tooMany`
 * ending in the seconds to wait.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  tooMany: string,
  key: string = visitorKey(request.ip),
): Promise<void> {
  const wait = await limiter.hit(key);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new HttpError(429, 'rate_limited', `${tooMany}; try again in ${wait} s.`);
  }
}
