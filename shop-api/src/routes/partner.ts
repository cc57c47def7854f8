/**
 * The partner marketplace login (flag `showEmagLogin`; service base `partnerAuthorization`,
 * `/bff/partner`): the shop's side of an OAuth authorization-code flow, the same in every mode.
 *
 * GET /bff/partner?redirect&country&botToken
 *   the bot check (action `partner`: a partner sign-in may create an account), a signed state and
 *   a nonce cookie for this browser, then 302 to the partner's authorize page.
 * GET /bff/partner/callback?code&state (or ?error&state)
 *   the state and this browser's nonce are checked; the code is exchanged SERVER TO SERVER with
 *   the shop's client credentials for the partner's profile (auth/partner-client.ts); then:
 *   - an identity linked before (partner_links, by the partner's subject id) signs its user in;
 *   - an unlinked identity while someone is signed in here is linked to them (the owner proved
 *     the account first) -> `?partner=linked`;
 *   - an unlinked identity whose e-mail has an account here is NOT attached to it (typing an
 *     e-mail at a partner proves nothing about this shop's account) -> `?partner=link-required`:
 *     the owner signs in and connects the partner from the account settings;
 *   - otherwise a new account is made for it, within PARTNER_SIGNUP_RATE_LIMIT per visitor
 *     address per hour (past it `?partner=busy`), and signed in.
 *   A disabled or deactivated account gets no session (`?partner=deactivated`); a refused or
 *   failed exchange is `?partner=failed`; a cancel at the partner is `?partner=cancelled`.
 *
 * Every redirect goes to a path on the site the login started from, rebuilt from a URL on a fixed
 * origin, so nothing the query holds can lead off the site (`//evil.example` included).
 */
import { countryConfig } from '@refurb/shared-contracts';
import {
  PARTNER_RESULT_PARAM,
  PartnerAuthorizeQuerySchema,
  PartnerCallbackQuerySchema,
  type PartnerResult,
} from '@refurb/shared-contracts/api/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireBotCheck, type BotCheck } from '../auth/bot-check.js';
import type { IdentityVerifier, VerifiedIdentity } from '../auth/identity.js';
import { PARTNER_STATE_TTL_MS, type PartnerAuth } from '../auth/partner-auth.js';
import type { PartnerClient } from '../auth/partner-client.js';
import { EMAG_PARTNER, type PartnerLinksRepository } from '../auth/partner-links.repository.js';
import { visitorKey, type RateLimiter } from '../auth/rate-limit.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import { cookieOptions, sessionUser, startSession } from './bff.js';

export interface PartnerDeps {
  readonly users: UsersRepository;
  readonly identity: IdentityVerifier;
  readonly partnerAuth: PartnerAuth;
  readonly client: PartnerClient;
  readonly links: PartnerLinksRepository;
  readonly botCheck: BotCheck;
  /** New accounts made by partner sign-ins, per visitor address. */
  readonly signupLimiter: RateLimiter;
  /**
   * The shop's callback as the partner must be told it, for the request's site: an absolute URL
   * on one of the configured site origins; null when the request's site is not one of them.
   */
  readonly callbackUri: (request: FastifyRequest) => string | null;
}

const BASE = '/bff/partner';
export const PARTNER_CALLBACK_PATH = `${BASE}/callback`;
export const PARTNER_NONCE_COOKIE = 'refurb_partner_nonce';
/** A fixed origin to resolve paths against: whatever resolves elsewhere is not a path here. */
const ORIGIN = 'http://same.site';

/**
 * The path as a browser will read it (non-ASCII percent-encoded), if it stays on this site.
 * `new URL` resolves dot segments, so `/.//evil.example` comes out as `//evil.example`, which a
 * browser would read as another host: leading slashes are collapsed to one.
 */
export function sameSitePath(path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const pathname = url.pathname.replace(/^[/\\]+/, '/');
  return `${pathname}${url.search}${url.hash}`;
}

function withResult(path: string, result: PartnerResult): string {
  const url = new URL(sameSitePath(path) ?? '/', ORIGIN);
  url.searchParams.set(PARTNER_RESULT_PARAM, result);
  return sameSitePath(`${url.pathname}${url.search}${url.hash}`) ?? '/';
}

const nonceCookie = (request: FastifyRequest) => ({
  ...cookieOptions(request, true),
  path: BASE,
  maxAge: PARTNER_STATE_TTL_MS / 1000,
});

const STATE_MESSAGES = {
  invalid: 'This partner login is not valid; start again.',
  expired: 'This partner login took too long; start again.',
} as const;

export function registerPartnerRoutes(app: FastifyInstance, deps: PartnerDeps): void {
  const { partnerAuth, client, links, identity, users } = deps;

  // Every answer here is one person's (a state, cookies): never cached, redirects too.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(BASE, async (request, reply) => {
    const query = parseInput(PartnerAuthorizeQuerySchema, request.query, 'query');
    const redirect = sameSitePath(query.redirect);
    if (!redirect) {
      throw new HttpError(
        400,
        'invalid_request',
        'query.redirect: a path on this site',
        'query.redirect',
      );
    }
    const redirectUri = deps.callbackUri(request);
    if (!redirectUri) {
      throw new HttpError(400, 'unknown_site', "This site is not one of the shop's sites.");
    }
    await requireBotCheck(deps.botCheck, query.botToken, 'partner', 'query.botToken');
    const { state, nonce } = partnerAuth.issueState(redirect, query.country);
    reply.setCookie(PARTNER_NONCE_COOKIE, nonce, nonceCookie(request));
    return reply.redirect(
      client.authorizeUrl({ state, redirectUri, language: countryConfig(query.country).language }),
      302,
    );
  });

  app.get(PARTNER_CALLBACK_PATH, async (request, reply) => {
    const query = parseInput(PartnerCallbackQuerySchema, request.query, 'query');
    const state = partnerAuth.readState(query.state);
    if (!state.ok) {
      throw new HttpError(
        400,
        `partner_state_${state.reason}`,
        STATE_MESSAGES[state.reason],
        'query.state',
      );
    }
    if (request.cookies[PARTNER_NONCE_COOKIE] !== state.nonce) {
      throw new HttpError(
        400,
        'partner_state_mismatch',
        'This partner login was started in another browser; start again.',
        'query.state',
      );
    }
    reply.clearCookie(PARTNER_NONCE_COOKIE, nonceCookie(request));
    const back = (result: PartnerResult) => reply.redirect(withResult(state.redirect, result), 302);
    if (!query.code) return back(query.error === 'access_denied' ? 'cancelled' : 'failed');
    const redirectUri = deps.callbackUri(request);
    if (!redirectUri) return back('failed');
    const exchanged = await client.exchange(query.code, redirectUri);
    if (!exchanged.ok) return back('failed');
    const { profile } = exchanged;

    const signIn = async (verified: VerifiedIdentity) => {
      const { started } = await startSession(deps, request, reply, verified);
      return started ? null : 'deactivated';
    };
    const signInAs = async (uid: string) => {
      const found = await identity.identityOf(uid);
      return found.ok ? signIn(found.identity) : 'deactivated';
    };

    const linkedTo = await links.userOf(EMAG_PARTNER, profile.subject);
    if (linkedTo) {
      const refused = await signInAs(linkedTo);
      return refused ? back(refused) : reply.redirect(sameSitePath(state.redirect) ?? '/', 302);
    }
    // The owner of an account here, signed in, connects the partner to it.
    const current = await sessionUser(users, request).catch(() => null);
    if (current && !current.deactivatedAt) {
      const owner = await links.link(EMAG_PARTNER, profile.subject, current.id);
      const refused = await signInAs(owner);
      return back(refused ?? 'linked');
    }
    // An e-mail that has an account here is that account's owner's to connect, not the partner's.
    if (await identity.userIdByEmail(profile.email)) return back('link-required');
    if ((await deps.signupLimiter.hit(visitorKey(request.ip))) > 0) return back('busy');
    const created = await identity.createPartnerUser({
      email: profile.email,
      emailVerified: profile.emailVerified,
      displayName: profile.displayName,
    });
    if (!created.ok) return back('link-required');
    const owner = await links.link(EMAG_PARTNER, profile.subject, created.identity.uid);
    const refused =
      owner === created.identity.uid ? await signIn(created.identity) : await signInAs(owner);
    return refused ? back(refused) : reply.redirect(sameSitePath(state.redirect) ?? '/', 302);
  });
}
