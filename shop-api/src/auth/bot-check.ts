/**
 * The bot check. Routes that create sessions, accounts, orders, reviews, password-reset mails and
 * partner sign-ins call `requireBotCheck` with the token the page got for that action.
 *
 * Two providers behind one port:
 * - production (`createRemoteBotCheck`): the provider's server-side verification, a
 *   siteverify-style POST of the secret and the token to BOT_CHECK_VERIFY_URL, whose answer says
 *   whether the token is genuine, unused and for which action; the provider keeps the single-use
 *   record. Its page script comes from the provider.
 * - local (`createBotCheck`, a stand-in registered only in the local mode): its script (served at
 *   /common/bot-check/script.js) obtains a token for a site key and an action from
 *   /common/bot-check/token, so it vouches for anyone who asks and must never be reachable
 *   outside the local stack. Tokens are HMAC-signed `siteKey.action.expiry.nonce`, valid for two
 *   minutes, for the one action they were issued for, and once: a token that passed is
 *   remembered until it expires and refused after that. The record is `UsedTokens`: in Redis when
 *   shop-api has one (every instance refuses a token another already took), in the process's
 *   memory otherwise.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  BotTokenRequestSchema,
  BotTokenResponseSchema,
  type BotCheckAction,
} from '@refurb/shared-contracts/api/session';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { HttpError, parseInput } from '../http/errors.js';

export const BOT_TOKEN_TTL_MS = 2 * 60 * 1000;

/**
 * How many used tokens are remembered at most. Only tokens that verified are kept, each for at
 * most two minutes, so this is reached only by someone verifying more than this many genuine
 * tokens within two minutes. Past it the oldest is forgotten (it could then be replayed once more
 * until it expires) rather than refusing every new token: refusing would let that flood lock every
 * visitor out, and someone who can get that many tokens gains nothing from replaying one.
 */
export const MAX_REMEMBERED_TOKENS = 100_000;

export interface BotCheck {
  /**
   * True once for a genuine, unexpired token of `action`; false for any later use of it. Rejects
   * (throws) when the provider cannot be asked: the route answers 503, not "you are a bot".
   */
  verify(token: string, action: BotCheckAction): Promise<boolean>;
}

/**
 * A route's bot check: a token that does not verify for `action` (forged, expired, of another
 * action, or used before) is a 400 `bot_check_failed` on `body.botToken`, whose message asks for
 * another try (the page takes a new token for it); a provider that cannot be reached is a 503
 * `bot_check_unavailable`.
 */
export async function requireBotCheck(
  botCheck: BotCheck,
  token: string,
  action: BotCheckAction,
  field = 'body.botToken',
): Promise<void> {
  let passed: boolean;
  try {
    passed = await botCheck.verify(token, action);
  } catch {
    throw new HttpError(
      503,
      'bot_check_unavailable',
      'The bot check cannot be reached just now; try again in a minute.',
    );
  }
  if (!passed) {
    throw new HttpError(400, 'bot_check_failed', 'The bot check did not pass; try again.', field);
  }
}

/** The provider's verification answer (Turnstile's and reCAPTCHA's siteverify share this shape). */
const VerifyAnswerSchema = z.object({
  success: z.boolean(),
  action: z.string().max(100).optional(),
  'error-codes': z.array(z.string().max(100)).max(20).optional(),
});

/**
 * The production provider: POST `secret` and `response` (the token) as a form to `verifyUrl`;
 * the token passes when the provider says `success` for this very `action`. Times out after
 * `timeoutMs` (a rejection: 503 at the route).
 */
export function createRemoteBotCheck(options: {
  readonly verifyUrl: string;
  readonly secret: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}): BotCheck {
  const send = options.fetch ?? fetch;
  return {
    async verify(token, action) {
      if (token.length === 0 || token.length > 4096) return false;
      const response = await send(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: options.secret, response: token }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`bot check: the provider answered ${response.status}`);
      const answer = VerifyAnswerSchema.safeParse(await response.json());
      if (!answer.success) throw new Error('bot check: the provider answered something else');
      return answer.data.success && answer.data.action === action;
    },
  };
}

/** The local provider. */
export interface LocalBotCheck extends BotCheck {
  /** A token for `action`, or null for an unknown site key (the stand-in's token route). */
  issue(siteKey: string, action: BotCheckAction): string | null;
}

/** The single-use record of the local provider's tokens. */
export interface UsedTokens {
  /**
   * True the first time `nonce` is claimed, which it is then until `expiry` (ms since the epoch,
   * the token's own); false for a nonce claimed before. Rejects when the record cannot be asked.
   */
  claim(nonce: string, expiry: number): Promise<boolean>;
}

/** The record in this process's memory, with what tests read of it. */
export interface MemoryUsedTokens extends UsedTokens {
  /** How many used tokens are remembered now (expired ones are dropped as they are met). */
  rememberedCount(): number;
}

export function createMemoryUsedTokens(
  options: { now?: () => number; maxRemembered?: number } = {},
): MemoryUsedTokens {
  const now = options.now ?? Date.now;
  const maxRemembered = options.maxRemembered ?? MAX_REMEMBERED_TOKENS;
  /**
   * Used tokens by nonce (random per token and covered by the signature, so it names one token),
   * with their expiry, in the order they were used. Tokens live the same two minutes, so that is
   * nearly expiry order too: pruning walks from the oldest and stops at the first live one.
   */
  const used = new Map<string, number>();
  const prune = (t: number) => {
    for (const [nonce, expiry] of used) {
      if (expiry > t) break;
      used.delete(nonce);
    }
  };
  return {
    async claim(nonce, expiry) {
      prune(now());
      if (used.has(nonce)) return false;
      while (used.size >= maxRemembered) {
        const oldest = used.keys().next().value;
        if (oldest === undefined) break;
        used.delete(oldest);
      }
      used.set(nonce, expiry);
      return true;
    },
    rememberedCount() {
      prune(now());
      return used.size;
    },
  };
}

/** The Redis keys of used tokens start with this (`refurb:bot-token:<nonce>`). */
export const USED_TOKENS_NAMESPACE = 'refurb:bot-token:';

/**
 * The record in Redis: a key per used nonce, set only if absent (`SET NX`) and expiring with the
 * token (`PXAT`), so Redis forgets it when it could no longer pass anyway. Shared by every
 * instance on that Redis.
 */
export function createRedisUsedTokens(redis: Redis): UsedTokens {
  return {
    async claim(nonce, expiry) {
      const set = await redis.set(`${USED_TOKENS_NAMESPACE}${nonce}`, '1', 'PXAT', expiry, 'NX');
      return set === 'OK';
    },
  };
}

export function createBotCheck(options: {
  siteKey: string;
  secret: string;
  now?: () => number;
  /** Where used tokens are remembered: this process's memory unless said. */
  usedTokens?: UsedTokens;
}): LocalBotCheck {
  const now = options.now ?? Date.now;
  const usedTokens = options.usedTokens ?? createMemoryUsedTokens({ now });
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(payload).digest('base64url');
  const genuine = (parts: string[], action: BotCheckAction, t: number) => {
    const [siteKey, tokenAction, expiry, , signature = ''] = parts;
    const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
    const given = Buffer.from(signature);
    return (
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      siteKey === options.siteKey &&
      tokenAction === action &&
      Number(expiry) > t
    );
  };
  return {
    issue(siteKey, action) {
      if (siteKey !== options.siteKey) return null;
      const payload = [
        siteKey,
        action,
        now() + BOT_TOKEN_TTL_MS,
        randomBytes(9).toString('base64url'),
      ].join('.');
      return `${payload}.${sign(payload)}`;
    },
    async verify(token, action) {
      const parts = token.split('.');
      if (parts.length !== 5) return false;
      // A forged, expired or other action's token is refused without being remembered: only
      // genuine tokens take room, so garbage cannot fill the record.
      if (!genuine(parts, action, now())) return false;
      return usedTokens.claim(parts[3] ?? '', Number(parts[2]));
    },
  };
}

/** The provider's browser script: `window.refurbBotCheck.execute(siteKey, { action })` -> token. */
export function botCheckScript(tokenUrl: string): string {
  return `(function(){"use strict";
var api={execute:function(siteKey,options){return fetch(${JSON.stringify(tokenUrl)},{method:"POST",credentials:"same-origin",headers:{"content-type":"application/json"},body:JSON.stringify({siteKey:siteKey,action:options&&options.action})}).then(function(r){if(!r.ok)throw new Error("bot check failed: "+r.status);return r.json()}).then(function(b){return b.token})},ready:function(cb){cb()}};
window.refurbBotCheck=api;})();`;
}

/**
 * The local stand-in's routes (local mode only): the script and the token issuer. Anyone may
 * ask for a token; that is why they exist only in the local stack.
 */
export function registerBotCheckStandIn(app: FastifyInstance, botCheck: LocalBotCheck): void {
  app.get('/common/bot-check/script.js', async (_request, reply) =>
    reply
      .type('application/javascript')
      .header('cache-control', 'public, max-age=3600')
      .send(botCheckScript('/common/bot-check/token')),
  );

  app.post('/common/bot-check/token', async (request) => {
    const body = parseInput(BotTokenRequestSchema, request.body, 'body');
    const token = botCheck.issue(body.siteKey, body.action);
    if (!token)
      throw new HttpError(400, 'invalid_request', 'body.siteKey: unknown site key', 'body.siteKey');
    return BotTokenResponseSchema.parse({ token });
  });
}
