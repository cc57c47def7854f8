/**
 * The local stand-in for the partner marketplace's OAuth server (registered only in the local
 * mode, see app.ts): it vouches for whatever e-mail address is typed on its consent page, which is
 * why it must never be reachable outside the local stack. It plays the partner's side of the
 * authorization-code flow so that the shop's side (routes/partner.ts with partner-client.ts) runs
 * exactly as in production:
 *
 * GET  /bff/partner/stand-in/authorize  the consent page (e-mail, name; allow or cancel)
 * POST /bff/partner/stand-in/consent    302 to the shop's redirect_uri with `code` and `state`, or
 *                                       `error=access_denied`
 * POST /bff/partner/stand-in/token      the code (one-time, 60 s, for that redirect_uri) for an
 *                                       access token, with the shop's client credentials
 * GET  /bff/partner/stand-in/userinfo   the person: `sub` (stable per e-mail at this stand-in),
 *                                       `email`, `email_verified`, `name`
 *
 * Codes and access tokens live in this process's memory, bounded (the oldest are forgotten first).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { COUNTRIES, countryConfig, type Country } from '@refurb/shared-contracts';
import { PartnerConsentFormSchema } from '@refurb/shared-contracts/api/account';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCAL_PARTNER_CLIENT } from '../config.js';
import { errorBody, HttpError, parseInput } from '../http/errors.js';
import { acceptFormBodies } from '../http/form-body.js';
import { consentPage } from './partner-page.js';

export const STAND_IN_BASE = '/bff/partner/stand-in';
export const PARTNER_CODE_TTL_MS = 60_000;
const ACCESS_TOKEN_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;
const CALLBACK_PATH = '/bff/partner/callback';

/** The site whose language the partner is asked to speak (`ui_locales`); RO otherwise. */
const countryOfLanguage = (language: string | undefined): Country =>
  COUNTRIES.find((country) => countryConfig(country).language === language) ?? 'ro';

interface Person {
  readonly sub: string;
  readonly email: string;
  readonly name: string | null;
}

interface StoredCode extends Person {
  readonly redirectUri: string;
  readonly expiresAt: number;
  used: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The shop's callback, relative or on a loopback origin: the only place this stand-in returns to. */
function callbackOk(uri: string): boolean {
  try {
    const url = new URL(uri, 'http://stand-in.invalid');
    const loopback =
      url.origin === 'http://stand-in.invalid' ||
      /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i.test(url.hostname);
    return loopback && url.pathname === CALLBACK_PATH && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

function withQuery(uri: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${uri}?${query}`;
}

function bounded<V extends { expiresAt: number }>(map: Map<string, V>, at: number): void {
  for (const [key, value] of map) {
    if (value.expiresAt > at && map.size < MAX_ENTRIES) break;
    map.delete(key);
  }
}

const AuthorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  state: z.string().min(1).max(2000),
  scope: z.string().max(200).optional(),
  ui_locales: z.string().max(20).optional(),
});

const TokenFormSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(200),
  redirect_uri: z.string().max(2000),
});

function clientOk(header: string | undefined): boolean {
  const expected = Buffer.from(
    `Basic ${Buffer.from(
      `${encodeURIComponent(LOCAL_PARTNER_CLIENT.clientId)}:${encodeURIComponent(LOCAL_PARTNER_CLIENT.clientSecret)}`,
    ).toString('base64')}`,
  );
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An error answer, in shop-api's shape like every route of it (a real partner answers OAuth's
 * `{ error }`; the shop's client reads only the status: 400/401 a refusal, else unavailable).
 */
const oauthError = (code: string, message: string) => errorBody(code, message);

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** The stand-in partner's state: the codes it issued and the access tokens it gave for them. */
export interface PartnerStandIn {
  issueCode(person: Person, redirectUri: string): string;
  /** The token endpoint: a code for an access token, with the client's credentials. */
  token(authorization: string | undefined, form: unknown): Answer;
  /** The userinfo endpoint: the person behind a bearer access token. */
  userinfo(authorization: string | undefined): Answer;
}

export function createPartnerStandIn(now: () => Date): PartnerStandIn {
  const codes = new Map<string, StoredCode>();
  const tokens = new Map<string, Person & { expiresAt: number }>();
  const at = () => now().getTime();
  return {
    issueCode(person, redirectUri) {
      const t = at();
      bounded(codes, t);
      const code = randomBytes(24).toString('base64url');
      codes.set(sha256(code), {
        ...person,
        redirectUri,
        expiresAt: t + PARTNER_CODE_TTL_MS,
        used: false,
      });
      return code;
    },

    token(authorization, body) {
      if (!clientOk(authorization))
        return { status: 401, body: oauthError('invalid_client', 'The client is not known.') };
      const form = TokenFormSchema.safeParse(body);
      if (!form.success)
        return {
          status: 400,
          body: oauthError('invalid_request', 'A code and its redirect_uri are needed.'),
        };
      const stored = codes.get(sha256(form.data.code));
      const t = at();
      if (
        !stored ||
        stored.used ||
        stored.expiresAt <= t ||
        stored.redirectUri !== form.data.redirect_uri
      ) {
        // A code tried with the wrong redirect is spent too: it was seen by someone else.
        if (stored) stored.used = true;
        return {
          status: 400,
          body: oauthError(
            'invalid_grant',
            'The code is not valid (used, expired or another redirect).',
          ),
        };
      }
      stored.used = true;
      bounded(tokens, t);
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(sha256(accessToken), {
        sub: stored.sub,
        email: stored.email,
        name: stored.name,
        expiresAt: t + ACCESS_TOKEN_TTL_MS,
      });
      return {
        status: 200,
        body: {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: ACCESS_TOKEN_TTL_MS / 1000,
        },
      };
    },

    userinfo(authorization) {
      const bearer = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '';
      const person = tokens.get(sha256(bearer));
      if (!person || person.expiresAt <= at())
        return { status: 401, body: oauthError('invalid_token', 'The access token is not valid.') };
      return {
        status: 200,
        body: {
          sub: person.sub,
          email: person.email,
          email_verified: true,
          ...(person.name ? { name: person.name } : {}),
        },
      };
    },
  };
}

export function registerPartnerStandIn(app: FastifyInstance, server: PartnerStandIn): void {
  acceptFormBodies(app);
  const page = (
    country: Country,
    fields: { state: string; redirectUri: string },
    typed?: { email: string; name: string },
  ) =>
    consentPage({
      country,
      state: fields.state,
      redirectUri: fields.redirectUri,
      action: `${STAND_IN_BASE}/consent`,
      ...(typed ? { email: typed.email, name: typed.name, emailInvalid: true } : {}),
    });

  app.get(`${STAND_IN_BASE}/authorize`, async (request, reply) => {
    const query = parseInput(AuthorizeQuerySchema, request.query, 'query');
    if (query.client_id !== LOCAL_PARTNER_CLIENT.clientId) {
      throw new HttpError(
        400,
        'unauthorized_client',
        'query.client_id: unknown client',
        'query.client_id',
      );
    }
    if (!callbackOk(query.redirect_uri)) {
      throw new HttpError(
        400,
        'invalid_request',
        "query.redirect_uri: not the shop's callback",
        'query.redirect_uri',
      );
    }
    const country = countryOfLanguage(query.ui_locales);
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .send(page(country, { state: query.state, redirectUri: query.redirect_uri }));
  });

  app.post(`${STAND_IN_BASE}/consent`, async (request, reply) => {
    const form = parseInput(PartnerConsentFormSchema, request.body, 'body');
    if (!callbackOk(form.redirect_uri)) {
      throw new HttpError(
        400,
        'invalid_request',
        "body.redirect_uri: not the shop's callback",
        'body.redirect_uri',
      );
    }
    if (form.decision === 'cancel') {
      return reply.redirect(
        withQuery(form.redirect_uri, { error: 'access_denied', state: form.state }),
        302,
      );
    }
    const email = z
      .email()
      .max(200)
      .safeParse(form.email ?? '');
    if (!email.success) {
      const country = countryOfLanguage(form.ui_locales);
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          page(
            country,
            { state: form.state, redirectUri: form.redirect_uri },
            { email: form.email ?? '', name: form.name ?? '' },
          ),
        );
    }
    const address = email.data.toLowerCase();
    const code = server.issueCode(
      {
        sub: `stand-in-${sha256(`partner-subject.${address}`).slice(0, 24)}`,
        email: address,
        name: form.name ? form.name.slice(0, 100) : null,
      },
      form.redirect_uri,
    );
    return reply.redirect(withQuery(form.redirect_uri, { code, state: form.state }), 302);
  });

  app.post(`${STAND_IN_BASE}/token`, async (request, reply) => {
    const answer = server.token(request.headers.authorization, request.body);
    return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
  });

  app.get(`${STAND_IN_BASE}/userinfo`, async (request, reply) => {
    const answer = server.userinfo(request.headers.authorization);
    return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
  });
}

/**
 * A `fetch` that reaches the stand-in's token and userinfo endpoints in-process: the local
 * transport of the shop's partner client (auth/partner-client.ts), so the local stack runs the
 * client's very code, requests and answers included, without a socket to itself.
 */
export function standInFetch(server: PartnerStandIn): typeof fetch {
  const transport = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://stand-in.invalid');
    const headers = new Headers(init?.headers);
    const authorization = headers.get('authorization') ?? undefined;
    const answer =
      url.pathname === `${STAND_IN_BASE}/token` && init?.method === 'POST'
        ? server.token(
            authorization,
            Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')),
          )
        : url.pathname === `${STAND_IN_BASE}/userinfo`
          ? server.userinfo(authorization)
          : { status: 404, body: oauthError('not_found', 'No such endpoint.') };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return transport;
}
