/**
 * The BFF session endpoints and the bot-check provider. Cookies are first-party (browsers reach
 * shop-api through each site's own origin): the session cookie is HttpOnly, the custom-token
 * cookie is readable by the front end (the cart's cloud sync signs in with it); both SameSite=Lax,
 * Secure except on loopback hosts. `me` renews the custom-token cookie, because Firebase custom
 * tokens only last an hour while the session lasts 14 days.
 */
import {
  AddressCreatePayloadSchema,
  AddressUpdatePayloadSchema,
  SavedAddressesResponseSchema,
  SavedAddressParamsSchema,
  SavedAddressResponseSchema,
  BotTokenRequestSchema,
  BotTokenResponseSchema,
  CUSTOM_TOKEN_COOKIE,
  CreateSessionRequestSchema,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  SessionResponseSchema,
} from '@refurb/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AddressesRepository } from '../auth/addresses.repository.js';
import type { BotCheck } from '../auth/bot-check.js';
import { botCheckScript, requireBotCheck } from '../auth/bot-check.js';
import type { IdentityVerifier, VerifiedIdentity } from '../auth/identity.js';
import { enforceRateLimit, type RateLimiter } from '../auth/rate-limit.js';
import { toSessionUser, type ShopUser, type UsersRepository } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';

export interface BffDeps {
  readonly users: UsersRepository;
  readonly addresses: AddressesRepository;
  readonly identity: IdentityVerifier;
  readonly botCheck: BotCheck;
  readonly sessionLimiter: RateLimiter;
}

/** The user of the request's session cookie, or null (a visitor). */
export async function sessionUser(users: UsersRepository, request: FastifyRequest) {
  const sessionId = request.cookies[SESSION_COOKIE];
  return sessionId ? users.userOfSession(sessionId) : null;
}

/** The user of the request's session; a 401 for a visitor. */
export async function signedInUser(users: UsersRepository, request: FastifyRequest) {
  const user = await sessionUser(users, request);
  if (!user) throw new HttpError(401, 'not_signed_in', 'No valid session; sign in.');
  return user;
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

/**
 * The session cookies: `SameSite=Lax`, and `Secure` unless the site is on loopback over plain
 * HTTP (the local stack); the site is the one the browser used, as the host's proxy forwards it
 * (app.ts's `trustProxy`), not the proxy's own connection to shop-api.
 */
export function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || !LOOPBACK.test(request.host),
    maxAge: SESSION_TTL_SECONDS,
  };
}

function clearCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, true));
  reply.clearCookie(CUSTOM_TOKEN_COOKIE, cookieOptions(request, false));
}

/**
 * Signs a verified person in, for POST /bff/session and the partner login alike: creates or
 * refreshes the shop user and, unless the account is deactivated, creates a session and sets both
 * cookies. A deactivated person gets no session, and any cookies they still hold are cleared.
 */
export async function startSession(
  { users, identity }: Pick<BffDeps, 'users' | 'identity'>,
  request: FastifyRequest,
  reply: FastifyReply,
  verified: VerifiedIdentity,
): Promise<{ readonly user: ShopUser; readonly started: boolean }> {
  const user = await users.upsertFromIdentity(verified);
  if (user.deactivatedAt) {
    clearCookies(request, reply);
    return { user, started: false };
  }
  const sessionId = await users.createSession(user.id);
  reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(request, true));
  reply.setCookie(
    CUSTOM_TOKEN_COOKIE,
    await identity.customToken(user.id),
    cookieOptions(request, false),
  );
  return { user, started: true };
}

const ID_TOKEN_MESSAGES = {
  invalid: 'The sign-in token is not valid; sign in again.',
  expired: 'The sign-in token has expired; sign in again.',
  revoked: 'The sign-in token was revoked; sign in again.',
  disabled: 'This account is disabled.',
} as const;

export function registerBffRoutes(app: FastifyInstance, deps: BffDeps): void {
  const { users, addresses, identity, botCheck, sessionLimiter } = deps;

  const currentUser = (request: FastifyRequest) => signedInUser(users, request);

  app.post('/bff/session', async (request, reply) => {
    enforceRateLimit(sessionLimiter, request, reply, 'Too many sign-in attempts');
    const body = parseInput(CreateSessionRequestSchema, request.body, 'body');
    requireBotCheck(botCheck, body.botToken, body.intent);
    const verified = await identity.verifyIdToken(body.idToken);
    if (!verified.ok)
      throw new HttpError(
        401,
        `id_token_${verified.reason}`,
        ID_TOKEN_MESSAGES[verified.reason],
        'body.idToken',
      );
    const { user, started } = await startSession(deps, request, reply, verified.identity);
    if (!started) {
      throw new HttpError(403, 'account_deactivated', 'This account has been deactivated.');
    }
    return reply.status(201).send(SessionResponseSchema.parse({ user: toSessionUser(user) }));
  });

  app.delete('/bff/session', async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) await users.deleteSession(sessionId);
    clearCookies(request, reply);
    return reply.status(204).send();
  });

  app.get('/bff/me', async (request, reply) => {
    const user = await currentUser(request);
    if (!user.deactivatedAt) {
      reply.setCookie(
        CUSTOM_TOKEN_COOKIE,
        await identity.customToken(user.id),
        cookieOptions(request, false),
      );
    }
    return SessionResponseSchema.parse({ user: toSessionUser(user) });
  });

  app.post('/bff/me/deactivate', async (request) => {
    const user = await currentUser(request);
    const updated = await users.deactivate(user.id);
    if (!updated) throw new HttpError(404, 'not_found', 'No such user.');
    return SessionResponseSchema.parse({ user: toSessionUser(updated) });
  });

  app.get('/bff/me/addresses', async (request, reply) => {
    const user = await currentUser(request);
    return reply
      .header('cache-control', 'no-store')
      .send(SavedAddressesResponseSchema.parse({ addresses: await addresses.list(user.id) }));
  });

  app.post('/bff/me/addresses', async (request, reply) => {
    const user = await currentUser(request);
    const { address } = parseInput(AddressCreatePayloadSchema, request.body, 'body');
    const saved = await addresses.create(user.id, address);
    return reply.status(201).send(SavedAddressResponseSchema.parse({ address: saved }));
  });

  app.put('/bff/me/addresses/:id', async (request) => {
    const user = await currentUser(request);
    const { id } = parseInput(SavedAddressParamsSchema, request.params, 'params');
    const { address } = parseInput(AddressUpdatePayloadSchema, request.body, 'body');
    if (address.id !== id || address.user_id !== user.id) {
      throw new HttpError(
        400,
        'invalid_request',
        'body.address: id and user_id must be this address and you',
        'body.address',
      );
    }
    const { address_type: _type, id: _id, user_id: _user, ...fields } = address;
    const saved = await addresses.update(user.id, id, fields);
    if (!saved) throw new HttpError(404, 'not_found', `No saved address ${id}.`, 'params.id');
    return SavedAddressResponseSchema.parse({ address: saved });
  });

  app.delete('/bff/me/addresses/:id', async (request, reply) => {
    const user = await currentUser(request);
    const { id } = parseInput(SavedAddressParamsSchema, request.params, 'params');
    if (!(await addresses.remove(user.id, id))) {
      throw new HttpError(404, 'not_found', `No saved address ${id}.`, 'params.id');
    }
    return reply.status(204).header('cache-control', 'no-store').send();
  });

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
