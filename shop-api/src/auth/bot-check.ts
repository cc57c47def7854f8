/**
 * The local bot-check provider: its script (served at /common/bot-check/script.js) obtains a token
 * for a site key and an action, and the server verifies the token before creating a session,
 * registering, placing an order, publishing a review or sending a password-reset mail. Tokens are
 * HMAC-signed `siteKey.action.expiry.nonce`, valid for two minutes, for the one action they were
 * issued for, and once: a token that passed is remembered until it expires and refused after
 * that, so one solved check cannot be replayed for a burst of calls. In production the provider
 * is external (and keeps its own single-use record); only `verify` is called there.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BotCheckAction } from '@refurb/shared-contracts';
import { HttpError } from '../http/errors.js';

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
  issue(siteKey: string, action: BotCheckAction): string | null;
  /** True once for a genuine, unexpired token of `action`; false for any later use of it. */
  verify(token: string, action: BotCheckAction): boolean;
}

/**
 * A route's bot check: a token that does not verify for `action` (forged, expired, of another
 * action, or used before) is a 400 `bot_check_failed` on `body.botToken`, whose message asks for
 * another try (the page takes a new token for it).
 */
export function requireBotCheck(botCheck: BotCheck, token: string, action: BotCheckAction): void {
  if (!botCheck.verify(token, action)) {
    throw new HttpError(
      400,
      'bot_check_failed',
      'The bot check did not pass; try again.',
      'body.botToken',
    );
  }
}

/** The local provider, with what tests read of its single-use record. */
export interface LocalBotCheck extends BotCheck {
  /** How many used tokens are remembered now (expired ones are dropped as they are met). */
  rememberedCount(): number;
}

export function createBotCheck(options: {
  siteKey: string;
  secret: string;
  now?: () => number;
  maxRemembered?: number;
}): LocalBotCheck {
  const now = options.now ?? Date.now;
  const maxRemembered = options.maxRemembered ?? MAX_REMEMBERED_TOKENS;
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(payload).digest('base64url');
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
  const remember = (nonce: string, expiry: number) => {
    while (used.size >= maxRemembered) {
      const oldest = used.keys().next().value;
      if (oldest === undefined) break;
      used.delete(oldest);
    }
    used.set(nonce, expiry);
  };
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
    verify(token, action) {
      const parts = token.split('.');
      if (parts.length !== 5) return false;
      const t = now();
      prune(t);
      // A forged, expired or other action's token is refused without being remembered: only
      // genuine tokens take room, so garbage cannot fill the record.
      if (!genuine(parts, action, t)) return false;
      const nonce = parts[3] ?? '';
      if (used.has(nonce)) return false;
      remember(nonce, Number(parts[2]));
      return true;
    },
    rememberedCount: () => used.size,
  };
}

/** The provider's browser script: `window.refurbBotCheck.execute(siteKey, { action })` -> token. */
export function botCheckScript(tokenUrl: string): string {
  return `(function(){"use strict";
var api={execute:function(siteKey,options){return fetch(${JSON.stringify(tokenUrl)},{method:"POST",credentials:"same-origin",headers:{"content-type":"application/json"},body:JSON.stringify({siteKey:siteKey,action:options&&options.action})}).then(function(r){if(!r.ok)throw new Error("bot check failed: "+r.status);return r.json()}).then(function(b){return b.token})},ready:function(cb){cb()}};
window.refurbBotCheck=api;})();`;
}
