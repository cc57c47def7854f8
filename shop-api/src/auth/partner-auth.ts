/**
 * The partner marketplace login's two proofs, as an OAuth-style authorization-code flow:
 * - the `state` ties a login to where it returns (a same-site path), the site's country and the
 *   browser that started it (a nonce also kept in a cookie, so nobody can finish a login they
 *   started in someone else's browser). It is HMAC-signed, so nothing is stored; it lasts 10 min.
 * - the `code` the partner hands back is one-time and lasts 60 s. Codes live in this process's
 *   memory (the local stand-in for the partner's own store); a used one is remembered until it
 *   would have expired, so a replay is told apart from a made-up code.
 * `now` is injectable so tests can let a state expire.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Country } from '@refurb/shared-contracts';

export const PARTNER_STATE_TTL_MS = 10 * 60_000;
export const PARTNER_CODE_TTL_MS = 60_000;
/** Codes kept at most: older ones are forgotten first (a flood cannot grow memory without end). */
const MAX_CODES = 10_000;

export interface PartnerState {
  readonly redirect: string;
  readonly country: Country;
  readonly nonce: string;
}

export type StateResult =
  | ({ readonly ok: true } & PartnerState)
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

export interface PartnerGrant {
  readonly email: string;
  readonly displayName: string | null;
}

export type CodeResult =
  | ({ readonly ok: true } & PartnerGrant)
  | { readonly ok: false; readonly reason: 'invalid' | 'used' | 'expired' };

export interface PartnerAuth {
  issueState(redirect: string, country: Country): { state: string; nonce: string };
  readState(state: string): StateResult;
  issueCode(state: string, grant: PartnerGrant): string;
  /** Spends the code; it must have been issued for this `state`. */
  redeemCode(code: string, state: string): CodeResult;
}

interface StoredCode extends PartnerGrant {
  readonly stateHash: string;
  readonly expiresAt: number;
  used: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createPartnerAuth(options: { secret: string; now?: () => Date }): PartnerAuth {
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(`partner-state.${payload}`).digest('base64url');
  const codes = new Map<string, StoredCode>();

  function forgetOld(at: number): void {
    for (const [key, stored] of codes) {
      if (stored.expiresAt > at && codes.size < MAX_CODES) break;
      codes.delete(key);
    }
  }

  return {
    issueState(redirect, country) {
      const nonce = randomBytes(16).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ r: redirect, c: country, n: nonce, e: now() + PARTNER_STATE_TTL_MS }),
      ).toString('base64url');
      return { state: `${payload}.${sign(payload)}`, nonce };
    },

    readState(state) {
      const [payload, signature, ...rest] = state.split('.');
      if (!payload || !signature || rest.length > 0 || !sameText(signature, sign(payload))) {
        return { ok: false, reason: 'invalid' };
      }
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        r: string;
        c: Country;
        n: string;
        e: number;
      };
      if (claims.e <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, redirect: claims.r, country: claims.c, nonce: claims.n };
    },

    issueCode(state, grant) {
      const at = now();
      forgetOld(at);
      const code = randomBytes(24).toString('base64url');
      codes.set(sha256(code), {
        ...grant,
        stateHash: sha256(state),
        expiresAt: at + PARTNER_CODE_TTL_MS,
        used: false,
      });
      return code;
    },

    redeemCode(code, state) {
      const stored = codes.get(sha256(code));
      if (!stored || stored.stateHash !== sha256(state)) return { ok: false, reason: 'invalid' };
      if (stored.used) return { ok: false, reason: 'used' };
      stored.used = true;
      if (stored.expiresAt <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, email: stored.email, displayName: stored.displayName };
    },
  };
}
