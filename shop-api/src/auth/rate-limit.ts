/**
 * A fixed-window rate limiter per key (a visitor's address, an account, an e-mail address): at
 * most `limit` hits per `windowMs`. In memory, so per process; enough for one shop-api instance
 * on a machine. Old windows are swept as they are met, so memory stays bounded by the number of
 * active keys.
 *
 * A visitor is keyed by `visitorKey(request.ip)`: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber's whole network: an ISP hands each a /64 or more, so every address in it is
 * one person's to use, and keying single addresses would give one person 2^64 buckets), and an
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack socket shows an IPv4 peer) as the
 * IPv4 address it is. `request.ip` is the one the configured proxies forward (config.ts
 * `TRUST_PROXY`), never a header from anyone else.
 */
import { isIPv4, isIPv6 } from 'node:net';
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
export function enforceRateLimit(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  tooMany: string,
  key: string = visitorKey(request.ip),
): void {
  const wait = limiter.hit(key);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new HttpError(429, 'rate_limited', `${tooMany}; try again in ${wait} s.`);
  }
}
