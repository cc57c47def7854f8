import { afterAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { freshPrefix, redisUrl, testRedis } from '../test-support/redis.js';
import {
  createRateLimiters,
  installRateLimits,
  RATE_LIMIT_NAMESPACE,
  visitorKey,
  type RateLimiter,
  type RateLimitRule,
} from './rate-limit.js';

const apps: FastifyInstance[] = [];
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(clients.map((client) => client.quit()));
});

/** An app (an instance of shop-api, as far as limits go) with the limiters of `rules`. */
async function instance<Name extends string>(
  rules: Record<Name, RateLimitRule>,
  redis: Redis | null = null,
  log?: { error: (...args: unknown[]) => void },
): Promise<Record<Name, RateLimiter>> {
  const app = Fastify();
  apps.push(app);
  installRateLimits(app, redis);
  let limiters: Record<Name, RateLimiter> | undefined;
  void app.register(async (scope) => {
    limiters = createRateLimiters(scope, rules, log as never);
  });
  await app.ready();
  return limiters!;
}

const perMinute = (limit: number) => ({ limit, windowMs: 60_000 });

describe('visitorKey', () => {
  it.each([
    ['an IPv4 address, as it is', '203.0.113.7', '203.0.113.7'],
    ['IPv6 loopback, by its /64', '::1', '0:0:0:0::/64'],
    ['a full IPv6 address, by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['a compressed one', '2001:db8:1:2::42', '2001:db8:1:2::/64'],
    ['leading zeros and capitals alike', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a short prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['an IPv4-mapped IPv6 address, as IPv4', '::ffff:1.2.3.4', '1.2.3.4'],
    ['the same in hex', '::ffff:0102:0304', '1.2.3.4'],
    ['a zone is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('keys %s', (_label, ip, key) => {
    expect(visitorKey(ip)).toBe(key);
  });

  it('gives two addresses of one /64 one key, and the next /64 another', () => {
    expect(visitorKey('2001:db8:a:b::1')).toBe(visitorKey('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(visitorKey('2001:db8:a:b::1')).not.toBe(visitorKey('2001:db8:a:c::1'));
    expect(visitorKey('::ffff:1.2.3.4')).toBe(visitorKey('1.2.3.4'));
    expect(visitorKey('::ffff:1.2.3.4')).not.toBe(visitorKey('::ffff:1.2.3.5'));
  });

  it('leaves what is no address as it is', () => {
    expect(visitorKey('')).toBe('');
    expect(visitorKey('not-an-ip')).toBe('not-an-ip');
  });

  it('one /64 shares one bucket: rotating the interface id does not reset the limit', async () => {
    const { order } = await instance({ order: perMinute(2) });
    const waits: number[] = [];
    for (const ip of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:1:2:3:4'])
      waits.push(await order.hit(visitorKey(ip)));
    expect(waits.slice(0, 2)).toEqual([0, 0]);
    expect(waits[2]).toBeGreaterThan(58);
    expect(waits[2]).toBeLessThanOrEqual(60);
    expect(await order.hit(visitorKey('2001:db8:5:7::1'))).toBe(0);
  });
});

describe('rate limiters in memory (one instance)', () => {
  it('count each limiter apart: the same key under two names is two counts', async () => {
    const { order, session } = await instance({ order: perMinute(1), session: perMinute(1) });
    expect(await order.hit('203.0.113.7')).toBe(0);
    expect(await session.hit('203.0.113.7')).toBe(0);
    expect(await order.hit('203.0.113.7')).toBeGreaterThan(0);
  });

  it('two instances without Redis count apart: each allows the whole limit', async () => {
    const a = await instance({ order: perMinute(3) });
    const b = await instance({ order: perMinute(3) });
    let allowed = 0;
    for (let i = 0; i < 4; i += 1) {
      if ((await a.order.hit('198.51.100.1')) === 0) allowed += 1;
      if ((await b.order.hit('198.51.100.1')) === 0) allowed += 1;
    }
    expect(allowed).toBe(6);
  });
});

// Where a redis-server is: always in CI, which installs it and sets REQUIRE_REDIS=1 (globalSetup
// then fails without one); elsewhere globalSetup says the Redis suites did not run.
if (redisUrl())
  describe('rate limiters in Redis (several instances)', () => {
    it('a limit of N per minute allows N in all across two instances, not 2N', async () => {
      const prefix = freshPrefix();
      const [redisA, redisB] = [await testRedis(prefix), await testRedis(prefix)];
      clients.push(redisA, redisB);
      const a = await instance({ order: perMinute(5) }, redisA);
      const b = await instance({ order: perMinute(5) }, redisB);
      const waits = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).order.hit('198.51.100.2')),
      );
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      for (const wait of waits.filter((w) => w > 0)) {
        expect(wait).toBeGreaterThan(55);
        expect(wait).toBeLessThanOrEqual(60);
      }
      // Another visitor has a count of their own.
      expect(await b.order.hit('198.51.100.3')).toBe(0);
      // The count lives in Redis under the shop's namespace and expires with its window.
      const keys = await redisA.keys(`${prefix}${RATE_LIMIT_NAMESPACE}*order:198.51.100.2`);
      expect(keys).toHaveLength(1);
      const key = keys[0]!.slice(prefix.length);
      expect(await redisA.get(key)).toBe('12');
      expect(await redisA.pttl(key)).toBeGreaterThan(55_000);
    });

    it('a Redis that does not answer lets the hit through, and says so in the log', async () => {
      const redis = await testRedis(freshPrefix());
      const errors: unknown[][] = [];
      const { order } = await instance({ order: perMinute(1) }, redis, {
        error: (...args) => errors.push(args),
      });
      redis.disconnect();
      expect(await order.hit('198.51.100.4')).toBe(0);
      expect(await order.hit('198.51.100.4')).toBe(0);
      expect(errors).toHaveLength(2);
      expect(errors[0]?.[1]).toBe('rate limit store failed');
    });
  });
