/**
 * The partner marketplace login (flag `showEmagLogin`; service base `partnerAuthorization`, which
 * is `/bff/partner` locally). shop-api plays both sides: the partner's authorization site (the
 * consent page and its form) and the shop's callback, which signs the person in exactly like
 * POST /bff/session (`startSession`). In production only the callback stays here.
 *
 * GET /bff/partner?redirect&country -> consent page, and a nonce cookie for this browser
 * POST /bff/partner/consent (form)  -> 302 callback?code&state, or redirect?partner=cancelled
 * GET /bff/partner/callback         -> cookies + 302 redirect, or redirect?partner=deactivated
 */
import {
  PARTNER_RESULT_PARAM,
  PartnerAuthorizeQuerySchema,
  PartnerCallbackQuerySchema,
  PartnerConsentFormSchema,
  type PartnerResult,
} from '@refurb/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdentityVerifier } from '../auth/identity.js';
import { PARTNER_STATE_TTL_MS, type PartnerAuth } from '../auth/partner-auth.js';
import { consentPage } from '../auth/partner-page.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import { cookieOptions, startSession } from './bff.js';

export interface PartnerDeps {
  readonly users: UsersRepository;
  readonly identity: IdentityVerifier;
  readonly partnerAuth: PartnerAuth;
}

const BASE = '/bff/partner';
export const PARTNER_NONCE_COOKIE = 'refurb_partner_nonce';
const FORM = 'application/x-www-form-urlencoded';
const ORIGIN = 'http://same.site';

/** The path as a browser will read it (non-ASCII percent-encoded), if it stays on this site. */
function sameSitePath(path: string): string | null {
  const url = new URL(path, ORIGIN);
  return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

function withResult(path: string, result: PartnerResult): string {
  const url = new URL(path, ORIGIN);
  url.searchParams.set(PARTNER_RESULT_PARAM, result);
  return `${url.pathname}${url.search}${url.hash}`;
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
const CODE_MESSAGES = {
  invalid: 'The partner code is not valid; start again.',
  used: 'The partner code was already used; start again.',
  expired: 'The partner code has expired; start again.',
} as const;

export function registerPartnerRoutes(app: FastifyInstance, deps: PartnerDeps): void {
  const { partnerAuth } = deps;
  // The consent page posts a plain HTML form (the payment gateway's routes may already parse it).
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  const readState = (state: string, field: string) => {
    const result = partnerAuth.readState(state);
    if (!result.ok) {
      throw new HttpError(
        400,
        `partner_state_${result.reason}`,
        STATE_MESSAGES[result.reason],
        field,
      );
    }
    return result;
  };

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(html);
  // Every answer here is one person's (a state, a code, cookies): never cached, redirects too.
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
    const { state, nonce } = partnerAuth.issueState(redirect, query.country);
    reply.setCookie(PARTNER_NONCE_COOKIE, nonce, nonceCookie(request));
    return page(
      reply,
      200,
      consentPage({ country: query.country, state, action: `${BASE}/consent` }),
    );
  });

  app.post(`${BASE}/consent`, async (request, reply) => {
    const form = parseInput(PartnerConsentFormSchema, request.body, 'body');
    const state = readState(form.state, 'body.state');
    if (form.decision === 'cancel')
      return reply.redirect(withResult(state.redirect, 'cancelled'), 302);
    const email = z
      .email()
      .max(200)
      .safeParse(form.email ?? '');
    if (!email.success) {
      return page(
        reply,
        400,
        consentPage({
          country: state.country,
          state: form.state,
          action: `${BASE}/consent`,
          email: form.email ?? '',
          name: form.name ?? '',
          emailInvalid: true,
        }),
      );
    }
    const code = partnerAuth.issueCode(form.state, {
      email: email.data.toLowerCase(),
      displayName: form.name ? form.name.slice(0, 100) : null,
    });
    const query = new URLSearchParams({ code, state: form.state });
    return reply.redirect(`${BASE}/callback?${query.toString()}`, 302);
  });

  app.get(`${BASE}/callback`, async (request, reply) => {
    const query = parseInput(PartnerCallbackQuerySchema, request.query, 'query');
    const state = readState(query.state, 'query.state');
    if (request.cookies[PARTNER_NONCE_COOKIE] !== state.nonce) {
      throw new HttpError(
        400,
        'partner_state_mismatch',
        'This partner login was started in another browser; start again.',
        'query.state',
      );
    }
    const grant = partnerAuth.redeemCode(query.code, query.state);
    if (!grant.ok) {
      throw new HttpError(
        400,
        `partner_code_${grant.reason}`,
        CODE_MESSAGES[grant.reason],
        'query.code',
      );
    }
    reply.clearCookie(PARTNER_NONCE_COOKIE, nonceCookie(request));
    const found = await deps.identity.userForPartnerEmail(grant.email, grant.displayName);
    // A user Firebase has disabled is refused like a deactivated one: no session, told why.
    if (!found.ok) return reply.redirect(withResult(state.redirect, 'deactivated'), 302);
    const { started } = await startSession(deps, request, reply, found.identity);
    return reply.redirect(
      started ? state.redirect : withResult(state.redirect, 'deactivated'),
      302,
    );
  });
}
