/**
 * The BFF session endpoints. Cookies are first-party (browsers reach shop-api through each site's
 * own origin). The one cookie is the session's: HttpOnly, SameSite=Lax, and on any site but
 * loopback over plain HTTP `Secure` under the `__Host-` name (ASVS 5.0 V3.3). Nothing a script can
 * read signs anyone in: the cart's cloud sync asks `GET /bff/me/cloud-token` for its Firebase
 * custom token (an hour's life; `no-store`) and keeps it in memory, and `POST /bff/session` takes
 * only an ID token from a sign-in the person just made, not one minted from a custom token, so a
 * token a page script could once see cannot become a shop session.
 *
 * A session counts (`sessionUser`, which every signed-in route goes through) while it is unexpired
 * and made after the person's revocations: the shop's own ("log out everywhere", deactivation:
 * `sessions_valid_after`) and Firebase's `tokensValidAfterTime` (a password change, an
 * administrator), read at most every two minutes per person (auth/account-status.ts), unless that
 * time is the one the shop's own plain logout on another device set (`logout_revoked_at`,
 * migration 0016): a logout revokes the person's Firebase refresh tokens, which ends nothing on
 * their other devices here. A session of an account Firebase disabled or no longer knows is
 * deleted too. A session of a deactivated account answers 403 `account_deactivated` everywhere but
 * `GET /bff/me` (which tells the front end, so it sends the person to logout; spec section 4,
 * "Session handling") and logout. Deactivation itself deletes every session, so those are
 * sessions of an account deactivated outside this API (the back office sets `deactivated_at`).
 */
import {
  SavedAddressesResponseSchema,
  SavedAddressParamsSchema,
  SavedAddressResponseSchema,
  CloudTokenResponseSchema,
  CUSTOM_TOKEN_COOKIE,
  CreateSessionRequestSchema,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  SessionResponseSchema,
  SessionStateResponseSchema,
} from '@refurb/shared-contracts/api/session';
import {
  AddressCreatePayloadSchema,
  AddressUpdatePayloadSchema,
} from '@refurb/shared-contracts/checkout';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AddressesRepository } from '../auth/addresses.repository.js';
import type { BotCheck } from '../auth/bot-check.js';
import { requireBotCheck } from '../auth/bot-check.js';
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
  /** Sessions per account (after the ID token is verified), whatever address asks. */
  readonly sessionAccountLimiter: RateLimiter;
  /** Saved addresses created per account. */
  readonly addressLimiter: RateLimiter;
}

/** An ID token counts for a new session only this long after the sign-in behind it. */
export const SIGN_IN_MAX_AGE_MS = 5 * 60_000;

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

/** Whether the site is anything but loopback over plain HTTP (the local stack). */
const isSecureSite = (request: FastifyRequest) =>
  request.protocol === 'https' || !LOOPBACK.test(request.host);

/** The session cookie's name for this site: `__Host-refurb_session` unless on loopback. */
export const sessionCookieName = (request: FastifyRequest) =>
  isSecureSite(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/**
 * The session id the request carries, if any: on a secure site the `__Host-` cookie's alone (a
 * plain `refurb_session` there could have been set by a sibling subdomain to sign the visitor in
 * as someone else, which is what the prefix rules out; one left by an earlier release only means
 * signing in again); on loopback the plain name's.
 */
function sessionIdOf(request: FastifyRequest): string | null {
  return request.cookies[sessionCookieName(request)] || null;
}

/**
 * Whether a session made at `createdAt` still counts for `user`: after the shop's own revocations
 * and Firebase's (unless Firebase's is the one the shop's plain logout set), and Firebase has not
 * disabled the account.
 */
async function sessionStands(users: UsersRepository, user: ShopUser, createdAt: Date) {
  if (user.sessionsValidAfter && createdAt < user.sessionsValidAfter) return false;
  const status = await users.accountStatus.status(user.id);
  if (status.disabled) return false;
  const revokedAt = status.tokensValidAfter;
  const byOwnLogout = revokedAt?.getTime() === user.logoutRevokedAt?.getTime();
  return !(revokedAt && createdAt < revokedAt && !byOwnLogout);
}

/**
 * The user of the request's session cookie, or null (a visitor). A session that no longer counts
 * (see the file's comment) is deleted and the request is a visitor's. A deactivated user's session
 * is refused with 403 `account_deactivated`, unless `allowDeactivated` (GET /bff/me alone).
 */
export async function sessionUser(
  users: UsersRepository,
  request: FastifyRequest,
  options: { readonly allowDeactivated?: boolean } = {},
) {
  const sessionId = sessionIdOf(request);
  const found = sessionId ? await users.sessionOf(sessionId) : null;
  if (!sessionId || !found) return null;
  if (!(await sessionStands(users, found.user, found.createdAt))) {
    await users.deleteSession(sessionId);
    return null;
  }
  if (found.user.deactivatedAt && !options.allowDeactivated) {
    throw new HttpError(403, 'account_deactivated', 'This account has been deactivated.');
  }
  return found.user;
}

/** The user of the request's session; a 401 for a visitor, a 403 for a deactivated account. */
export async function signedInUser(
  users: UsersRepository,
  request: FastifyRequest,
  options: { readonly allowDeactivated?: boolean } = {},
) {
  const user = await sessionUser(users, request, options);
  if (!user) throw new HttpError(401, 'not_signed_in', 'No valid session; sign in.');
  return user;
}

/**
 * The cookies' options: `SameSite=Lax`, `Path=/`, no `Domain`, and `Secure` unless the site is on
 * loopback over plain HTTP (the local stack); the site is the one the browser used, as the host's
 * proxy forwards it (config.ts `TRUST_PROXY`), not the proxy's own connection to shop-api.
 */
export function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: isSecureSite(request),
    maxAge: SESSION_TTL_SECONDS,
  };
}

/**
 * Clears every session cookie the request carries (either name), the site's own session cookie,
 * and the custom-token cookie of earlier releases; a `__Host-` one with `Secure`, as it was set.
 */
function clearCookies(request: FastifyRequest, reply: FastifyReply): void {
  const names = new Set([sessionCookieName(request), CUSTOM_TOKEN_COOKIE]);
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
    if (request.cookies[name] !== undefined) names.add(name);
  }
  for (const name of names) {
    const options = cookieOptions(request, name !== CUSTOM_TOKEN_COOKIE);
    reply.clearCookie(
      name,
      name === SECURE_SESSION_COOKIE ? { ...options, secure: true } : options,
    );
  }
}

/**
 * Signs a verified person in, for POST /bff/session, registration and the partner login alike:
 * creates or refreshes the shop user and, unless the account is deactivated, ends the session the
 * browser already had (a new session id at every sign-in, so a fixed one is no use) and creates a
 * session and its cookie. A deactivated person gets no session, and any cookies they still hold are
 * cleared.
 */
export async function startSession(
  { users }: Pick<BffDeps, 'users' | 'identity'>,
  request: FastifyRequest,
  reply: FastifyReply,
  verified: VerifiedIdentity,
): Promise<{ readonly user: ShopUser; readonly started: boolean }> {
  const user = await users.upsertFromIdentity(verified);
  const previous = sessionIdOf(request);
  if (previous) await users.deleteSession(previous);
  clearCookies(request, reply);
  if (user.deactivatedAt) return { user, started: false };
  const sessionId = await users.createSession(user.id);
  reply.setCookie(sessionCookieName(request), sessionId, cookieOptions(request, true));
  return { user, started: true };
}

/**
 * A plain logout's revocation: every Firebase refresh token of the person is revoked (nothing
 * signed in from this device's Firebase state keeps going), and the time that sets is recorded as
 * the shop's own, so the person's sessions on other devices go on. A revocation before it that was
 * not the shop's (a password change not yet seen) still ends the sessions made before it.
 */
async function revokeAtLogout(deps: Pick<BffDeps, 'users' | 'identity'>, user: ShopUser) {
  const before = await deps.identity.userStatus(user.id);
  const earlier = before.tokensValidAfter;
  const foreign = earlier && earlier.getTime() !== user.logoutRevokedAt?.getTime() ? earlier : null;
  await deps.identity.revokeSessions(user.id);
  const after = await deps.identity.userStatus(user.id);
  await deps.users.recordLogoutRevocation(user.id, {
    revokedAt: after.tokensValidAfter,
    sessionsValidAfter: foreign,
  });
  if (foreign) await deps.users.deleteSessionsOf(user.id, foreign);
  deps.users.accountStatus.forget(user.id);
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
    await enforceRateLimit(sessionLimiter, request, reply, 'Too many sign-in attempts');
    const body = parseInput(CreateSessionRequestSchema, request.body, 'body');
    await requireBotCheck(botCheck, body.botToken, body.intent);
    const verified = await identity.verifyIdToken(body.idToken);
    if (!verified.ok)
      throw new HttpError(
        401,
        `id_token_${verified.reason}`,
        ID_TOKEN_MESSAGES[verified.reason],
        'body.idToken',
      );
    // Only a sign-in the person just made: not a token the cloud sync's custom token minted (one
    // a page script could once read), nor one refreshed from an old sign-in's refresh token.
    if (verified.signIn.signInProvider === 'custom') {
      throw new HttpError(
        401,
        'id_token_custom',
        'A token made from a custom token cannot start a session; sign in again.',
        'body.idToken',
      );
    }
    const authTime = verified.signIn.authTime?.getTime() ?? 0;
    // Firebase checks the token's times against the real clock; so does this.
    if (Date.now() - authTime > SIGN_IN_MAX_AGE_MS) {
      throw new HttpError(
        401,
        'id_token_stale',
        'The sign-in behind this token is over 5 minutes old; sign in again.',
        'body.idToken',
      );
    }
    await enforceRateLimit(
      deps.sessionAccountLimiter,
      request,
      reply,
      'Too many sign-ins to this account',
      `uid:${verified.identity.uid}`,
    );
    const { user, started } = await startSession(deps, request, reply, verified.identity);
    if (!started) {
      throw new HttpError(403, 'account_deactivated', 'This account has been deactivated.');
    }
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(SessionResponseSchema.parse({ user: toSessionUser(user) }));
  });

  /**
   * Logout: this browser's session ends, and the person's Firebase refresh tokens are revoked
   * (`revokeAtLogout`). Answered 204 even when the identity service fails: the session is gone
   * either way, and the failure is logged.
   */
  app.delete('/bff/session', async (request, reply) => {
    const sessionId = sessionIdOf(request);
    const owner = sessionId ? ((await users.sessionOf(sessionId))?.user ?? null) : null;
    if (sessionId) await users.deleteSession(sessionId);
    clearCookies(request, reply);
    if (owner) {
      await revokeAtLogout(deps, owner).catch((error: unknown) =>
        request.log.error({ err: error, user: owner.id }, 'logout: revoking tokens failed'),
      );
    }
    return reply.status(204).header('cache-control', 'no-store').send();
  });

  /**
   * Who this browser's session belongs to, `null` for a visitor: the call every page makes as it
   * starts, answered 200 either way (a visitor is no error). A deactivated account is its person,
   * as `/bff/me` says; a session that has ended is a visitor.
   */
  app.get('/bff/session', async (request, reply) => {
    const user = await sessionUser(users, request, { allowDeactivated: true });
    return reply
      .header('cache-control', 'no-store')
      .send(SessionStateResponseSchema.parse({ user: user ? toSessionUser(user) : null }));
  });

  /** The session's person; 401 for a visitor (the releases before `GET /bff/session` read it). */
  app.get('/bff/me', async (request, reply) => {
    const user = await signedInUser(users, request, { allowDeactivated: true });
    return reply
      .header('cache-control', 'no-store')
      .send(SessionResponseSchema.parse({ user: toSessionUser(user) }));
  });

  /**
   * The cart's cloud sync's Firebase custom token, for this session's person only, never stored
   * (`no-store`) and never in a cookie: the front end keeps it in memory for the one sign-in.
   */
  app.get('/bff/me/cloud-token', async (request, reply) => {
    const user = await currentUser(request);
    return reply
      .header('cache-control', 'no-store')
      .send(CloudTokenResponseSchema.parse({ token: await identity.customToken(user.id) }));
  });

  /**
   * Log out everywhere: every session of the person ends (those a sign-in is writing right now
   * too), their Firebase refresh tokens are revoked, and this browser's cookies are cleared.
   * Open to a deactivated account as logout is.
   */
  app.post('/bff/me/sessions/revoke-all', async (request, reply) => {
    const user = await signedInUser(users, request, { allowDeactivated: true });
    await users.endAllSessions(user.id);
    await identity.revokeSessions(user.id);
    users.accountStatus.forget(user.id);
    clearCookies(request, reply);
    return reply.status(204).header('cache-control', 'no-store').send();
  });

  /** Deactivation ends every session of the person, this one included (its cookie is cleared). */
  app.post('/bff/me/deactivate', async (request, reply) => {
    const user = await currentUser(request);
    const updated = await users.deactivate(user.id);
    if (!updated) throw new HttpError(404, 'not_found', 'No such user.');
    clearCookies(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .send(SessionResponseSchema.parse({ user: toSessionUser(updated) }));
  });

  app.get('/bff/me/addresses', async (request, reply) => {
    const user = await currentUser(request);
    return reply
      .header('cache-control', 'no-store')
      .send(SavedAddressesResponseSchema.parse({ addresses: await addresses.list(user.id) }));
  });

  app.post('/bff/me/addresses', async (request, reply) => {
    const user = await currentUser(request);
    await enforceRateLimit(
      deps.addressLimiter,
      request,
      reply,
      'Too many addresses saved on this account',
      `uid:${user.id}`,
    );
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
}
