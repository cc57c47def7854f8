/**
 * The shop's OAuth client of the partner marketplace (authorization-code flow), the same in every
 * mode: the person is sent to the partner's authorize URL; the code the partner hands back is
 * exchanged SERVER TO SERVER at its token URL with the shop's client credentials (HTTP Basic), and
 * the access token reads the person's profile at its userinfo URL. What the shop learns is the
 * partner's subject id (who the person is at the partner, the key the shop links accounts by) and
 * the e-mail address with whether the partner verified it. Nothing the browser sends is believed
 * but the one-time code.
 *
 * `fetch` is the transport: the network in production; locally, shop-api's own stand-in partner
 * reached in-process (`app.inject`, see partner-stand-in.ts), so the local stack runs this very
 * code.
 */
import { z } from 'zod';
import type { PartnerClientSettings } from '../config.js';

export interface PartnerProfile {
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
}

export type ExchangeResult =
  | { readonly ok: true; readonly profile: PartnerProfile }
  | { readonly ok: false; readonly reason: 'refused' | 'unavailable' };

export interface PartnerClient {
  authorizeUrl(input: { state: string; redirectUri: string; language: string }): string;
  exchange(code: string, redirectUri: string): Promise<ExchangeResult>;
}

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1).max(4096),
  token_type: z.string().max(40),
});

const ProfileSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.boolean().optional(),
  name: z.string().max(200).optional(),
});

export function createPartnerClient(
  settings: PartnerClientSettings,
  transport: typeof fetch = fetch,
): PartnerClient {
  const basic = Buffer.from(
    `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64');
  return {
    authorizeUrl({ state, redirectUri, language }) {
      // A path (the local stand-in's) stays a path on the site the person is on.
      const relative = settings.authorizeUrl.startsWith('/');
      const url = new URL(settings.authorizeUrl, 'http://relative.invalid');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('state', state);
      url.searchParams.set('ui_locales', language);
      return relative ? `${url.pathname}${url.search}` : url.toString();
    },

    async exchange(code, redirectUri) {
      try {
        const token = await transport(settings.tokenUrl, {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        // 400/401: the code is not good (used, expired, another client's): a refusal.
        if (token.status === 400 || token.status === 401) return { ok: false, reason: 'refused' };
        if (!token.ok) return { ok: false, reason: 'unavailable' };
        const tokenAnswer = TokenAnswerSchema.safeParse(await token.json());
        if (!tokenAnswer.success) return { ok: false, reason: 'unavailable' };
        const info = await transport(settings.userinfoUrl, {
          headers: {
            authorization: `Bearer ${tokenAnswer.data.access_token}`,
            accept: 'application/json',
          },
          signal: AbortSignal.timeout(10_000),
        });
        if (!info.ok) return { ok: false, reason: 'unavailable' };
        const profile = ProfileSchema.safeParse(await info.json());
        if (!profile.success) return { ok: false, reason: 'unavailable' };
        return {
          ok: true,
          profile: {
            subject: profile.data.sub,
            email: profile.data.email.toLowerCase(),
            emailVerified: profile.data.email_verified === true,
            displayName: profile.data.name?.trim().slice(0, 100) || null,
          },
        };
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
