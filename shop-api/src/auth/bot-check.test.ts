import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpError } from '../http/errors.js';
import type { Redis } from 'ioredis';
import { freshPrefix, redisUrl, testRedis } from '../test-support/redis.js';
import {
  BOT_TOKEN_TTL_MS,
  createBotCheck,
  createMemoryUsedTokens,
  createRedisUsedTokens,
  USED_TOKENS_NAMESPACE,
  createRemoteBotCheck,
  requireBotCheck,
} from './bot-check.js';

const SITE_KEY = 'test-site-key';

/** A bot check on a clock the test moves. */
function onClock(options: { maxRemembered?: number } = {}) {
  let t = Date.UTC(2026, 10, 20, 9, 0, 0);
  const now = () => t;
  const used = createMemoryUsedTokens({ now, ...options });
  const botCheck = createBotCheck({
    siteKey: SITE_KEY,
    secret: 'test-secret-0123456789abcdef',
    now,
    usedTokens: used,
  });
  const advance = (ms: number) => {
    t += ms;
  };
  return { botCheck, used, advance };
}

describe('bot-check tokens', () => {
  it('verify once: the second use of the same token fails', async () => {
    const { botCheck } = onClock();
    const token = botCheck.issue(SITE_KEY, 'login')!;
    expect(await botCheck.verify(token, 'login')).toBe(true);
    expect(await botCheck.verify(token, 'login')).toBe(false);
    expect(await botCheck.verify(botCheck.issue(SITE_KEY, 'login')!, 'login')).toBe(true);
  });

  it('fail once expired, even never used', async () => {
    const { botCheck, advance } = onClock();
    const token = botCheck.issue(SITE_KEY, 'forgot')!;
    advance(BOT_TOKEN_TTL_MS);
    expect(await botCheck.verify(token, 'forgot')).toBe(false);
  });

  it('fail for another action, and such a try does not use the token up', async () => {
    const { botCheck, used } = onClock();
    const token = botCheck.issue(SITE_KEY, 'place_order')!;
    expect(await botCheck.verify(token, 'login')).toBe(false);
    expect(used.rememberedCount()).toBe(0);
    expect(await botCheck.verify(token, 'place_order')).toBe(true);
  });

  it.each([
    ['another site key', (t: string) => t.replace(SITE_KEY, 'other-site-key')],
    ['a later expiry', (t: string) => t.replace(/\.(\d+)\./, (_m, e: string) => `.${+e + 1}.`)],
    ['a changed signature', (t: string) => `${t.slice(0, -2)}xx`],
    ['a missing part', (t: string) => t.split('.').slice(0, 4).join('.')],
  ])('fail with %s, and are not remembered', async (_label, tamper) => {
    const { botCheck, used } = onClock();
    expect(await botCheck.verify(tamper(botCheck.issue(SITE_KEY, 'review')!), 'review')).toBe(
      false,
    );
    expect(used.rememberedCount()).toBe(0);
  });

  it('are issued for the site key only', async () => {
    expect(onClock().botCheck.issue('other-site-key', 'login')).toBeNull();
  });

  it('are forgotten once expired: the record is pruned as verifications go on', async () => {
    const { botCheck, used, advance } = onClock();
    for (let i = 0; i < 5; i += 1) {
      expect(await botCheck.verify(botCheck.issue(SITE_KEY, 'login')!, 'login')).toBe(true);
    }
    expect(used.rememberedCount()).toBe(5);
    advance(BOT_TOKEN_TTL_MS / 2);
    const later = botCheck.issue(SITE_KEY, 'login')!;
    expect(await botCheck.verify(later, 'login')).toBe(true);
    expect(used.rememberedCount()).toBe(6);
    advance(BOT_TOKEN_TTL_MS / 2);
    // The first five have expired; a verification (even a failed one) drops them.
    expect(await botCheck.verify(later, 'login')).toBe(false);
    expect(used.rememberedCount()).toBe(1);
    advance(BOT_TOKEN_TTL_MS / 2);
    expect(await botCheck.verify('not.a.token.at.all', 'login')).toBe(false);
    expect(used.rememberedCount()).toBe(0);
  });

  it('keep the record within its cap, forgetting the oldest first', async () => {
    const { botCheck, used } = onClock({ maxRemembered: 3 });
    const tokens = Array.from({ length: 4 }, () => botCheck.issue(SITE_KEY, 'login')!);
    for (const token of tokens) expect(await botCheck.verify(token, 'login')).toBe(true);
    expect(used.rememberedCount()).toBe(3);
    expect(await botCheck.verify(tokens[3]!, 'login')).toBe(false);
    expect(await botCheck.verify(tokens[1]!, 'login')).toBe(false);
  });
});

// Where a redis-server is: always in CI (REQUIRE_REDIS=1, see rate-limit.test.ts).
if (redisUrl())
  describe('bot-check tokens with the record in Redis (several instances)', () => {
    const clients: Redis[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.quit()));
    });

    /** An instance's bot check: the shared secret and site key, the record on `redis`. */
    const instance = (redis: Redis) =>
      createBotCheck({
        siteKey: SITE_KEY,
        secret: 'test-secret-0123456789abcdef',
        usedTokens: createRedisUsedTokens(redis),
      });

    it('a token one instance took is refused by the other', async () => {
      const prefix = freshPrefix();
      const [redisA, redisB] = [await testRedis(prefix), await testRedis(prefix)];
      clients.push(redisA, redisB);
      const [a, b] = [instance(redisA), instance(redisB)];
      const token = a.issue(SITE_KEY, 'place_order')!;
      expect(await a.verify(token, 'place_order')).toBe(true);
      expect(await b.verify(token, 'place_order')).toBe(false);
      expect(await a.verify(token, 'place_order')).toBe(false);
      // Sent to both at once, a fresh token passes on one only.
      const fresh = b.issue(SITE_KEY, 'login')!;
      const both = await Promise.all([a.verify(fresh, 'login'), b.verify(fresh, 'login')]);
      expect(both.filter(Boolean)).toHaveLength(1);
    });

    it('remembers a used token in Redis for as long as the token lives', async () => {
      const redis = await testRedis(freshPrefix());
      clients.push(redis);
      const botCheck = instance(redis);
      const token = botCheck.issue(SITE_KEY, 'review')!;
      expect(await botCheck.verify(token, 'review')).toBe(true);
      const key = `${USED_TOKENS_NAMESPACE}${token.split('.')[3]}`;
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(BOT_TOKEN_TTL_MS - 5000);
      expect(ttl).toBeLessThanOrEqual(BOT_TOKEN_TTL_MS);
    });

    it('a record that cannot be asked is a 503 at the route, not "you are a bot"', async () => {
      const redis = await testRedis(freshPrefix());
      const botCheck = instance(redis);
      redis.disconnect();
      const token = botCheck.issue(SITE_KEY, 'login')!;
      await expect(requireBotCheck(botCheck, token, 'login')).rejects.toMatchObject({
        statusCode: 503,
        code: 'bot_check_unavailable',
      });
    });
  });

/**
 * The production adapter against a real HTTP server that answers as a siteverify-style provider
 * does (the provider itself is outside the local stack): what it is sent, and what its answers
 * mean at the route.
 */
describe('the remote bot-check provider', () => {
  let server: Server;
  let url = '';
  const seen: URLSearchParams[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { success: true } };
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(new URLSearchParams(body));
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  const remote = () =>
    createRemoteBotCheck({ verifyUrl: url, secret: 'provider-secret-0123456789' });

  it('sends the secret and the token, and passes a success for this action only', async () => {
    answer = { status: 200, body: { success: true, action: 'login' } };
    expect(await remote().verify('tok-1', 'login')).toBe(true);
    expect(seen.at(-1)?.get('secret')).toBe('provider-secret-0123456789');
    expect(seen.at(-1)?.get('response')).toBe('tok-1');
    // A token solved for another action (a cheap one) is not a login's.
    expect(await remote().verify('tok-1', 'place_order')).toBe(false);
    answer = { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
    expect(await remote().verify('tok-1', 'login')).toBe(false);
  });

  it('is a 503 at the route when the provider fails, a 400 when the token fails', async () => {
    answer = { status: 500, body: {} };
    await expect(requireBotCheck(remote(), 'tok-2', 'login')).rejects.toMatchObject({
      statusCode: 503,
      code: 'bot_check_unavailable',
    } satisfies Partial<HttpError>);
    answer = { status: 200, body: { nonsense: true } };
    await expect(requireBotCheck(remote(), 'tok-2', 'login')).rejects.toMatchObject({
      statusCode: 503,
    });
    answer = { status: 200, body: { success: false } };
    await expect(requireBotCheck(remote(), 'tok-2', 'login')).rejects.toMatchObject({
      statusCode: 400,
      code: 'bot_check_failed',
    });
  });
});
