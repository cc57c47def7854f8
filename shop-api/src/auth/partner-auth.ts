/**
 * The shop's proof of a partner login in flight, the `state` of the OAuth authorization-code flow:
 * it ties a login to where it returns (a same-site path), the site's country and the browser that
 * started it (a nonce also kept in a cookie, so nobody can finish a login they started in someone
 * else's browser). It is HMAC-signed, so nothing is stored; it lasts 10 minutes. A state is issued
 * only after the start's bot check passed (routes/partner.ts). `now` is injectable so tests can let
 * a state expire.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CountrySchema, type Country } from '@refurb/shared-contracts';
import { z } from 'zod';

export const PARTNER_STATE_TTL_MS = 10 * 60_000;

export interface PartnerState {
  readonly redirect: string;
  readonly country: Country;
  readonly nonce: string;
}

export type StateResult =
  | ({ readonly ok: true } & PartnerState)
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

export interface PartnerAuth {
  issueState(redirect: string, country: Country): { state: string; nonce: string };
  readState(state: string): StateResult;
}

const ClaimsSchema = z.object({
  r: z.string().max(2000),
  c: CountrySchema,
  n: z.string().max(64),
  e: z.number(),
});

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createPartnerAuth(options: { secret: string; now?: () => Date }): PartnerAuth {
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(`partner-state.${payload}`).digest('base64url');

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
      let claims: z.infer<typeof ClaimsSchema>;
      try {
        claims = ClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (claims.e <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, redirect: claims.r, country: claims.c, nonce: claims.n };
    },
  };
}
