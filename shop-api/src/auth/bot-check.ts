/**
 * The local bot-check provider: its script (served at /common/bot-check/script.js) obtains a token
 * for a site key and an action, and the server verifies the token before creating a session,
 * registering or placing an order. Tokens are HMAC-signed `siteKey.action.expiry.nonce`, valid for
 * two minutes and for the one action they were issued for. In production the provider is external;
 * only `verify` is called there.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BotCheckAction } from '@refurb/shared-contracts';

export const BOT_TOKEN_TTL_MS = 2 * 60 * 1000;

export interface BotCheck {
  issue(siteKey: string, action: BotCheckAction): string | null;
  verify(token: string, action: BotCheckAction): boolean;
}

export function createBotCheck(options: {
  siteKey: string;
  secret: string;
  now?: () => number;
}): BotCheck {
  const now = options.now ?? Date.now;
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(payload).digest('base64url');
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
      const [siteKey, tokenAction, expiry, , signature = ''] = parts;
      const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
      const given = Buffer.from(signature);
      return (
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        siteKey === options.siteKey &&
        tokenAction === action &&
        Number(expiry) > now()
      );
    },
  };
}

/** The provider's browser script: `window.refurbBotCheck.execute(siteKey, { action })` -> token. */
export function botCheckScript(tokenUrl: string): string {
  return `(function(){"use strict";
var api={execute:function(siteKey,options){return fetch(${JSON.stringify(tokenUrl)},{method:"POST",credentials:"same-origin",headers:{"content-type":"application/json"},body:JSON.stringify({siteKey:siteKey,action:options&&options.action})}).then(function(r){if(!r.ok)throw new Error("bot check failed: "+r.status);return r.json()}).then(function(b){return b.token})},ready:function(cb){cb()}};
window.refurbBotCheck=api;})();`;
}
