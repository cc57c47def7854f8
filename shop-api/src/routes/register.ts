/**
 * POST /bff/register: the shop creates a person's account (through the identity service) and
 * signs them in, instead of the browser asking the service for an account directly, so that
 * registration can be limited. In production the Firebase project has sign-up from browsers
 * switched off (Identity Platform's "Allow creation" user action), which leaves this route the
 * only way in; the Auth emulator has no such switch. The checks run cheapest first:
 *
 * 1. the visitor's address: REGISTER_RATE_LIMIT a minute (429 with Retry-After);
 * 2. the body, the name by the rule book's rule included (the contract's `isValidPersonName`, as
 *    the register form checks it; 400 naming the field), then the e-mail address:
 *    REGISTER_EMAIL_RATE_LIMIT an hour, whatever address asks (429), so probing one address from
 *    many IPs is as slow as from one;
 * 3. the rule book's rules for the password, as the register form checks them (400
 *    `weak_password` says which rules it breaks);
 * 4. the bot check, a `register` token, taken once (400 `bot_check_failed`).
 *
 * Then the account is created: 409 `email_in_use` for an address that has one (the form says so
 * and offers the login and forgot-password pages; it is what every shop's registration tells, and
 * the two limits above keep it from being a cheap way to list customers). A new account gets a
 * session at once, as POST /bff/session gives one: 201 { user } with the session cookie.
 */
import { passwordProblems } from '@refurb/shared-contracts/account';
import { RegisterRequestSchema, SessionResponseSchema } from '@refurb/shared-contracts/api/session';
import type { FastifyInstance } from 'fastify';
import { requireBotCheck, type BotCheck } from '../auth/bot-check.js';
import { enforceRateLimit, type RateLimiter } from '../auth/rate-limit.js';
import { toSessionUser } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import { startSession, type BffDeps } from './bff.js';

export interface RegisterDeps extends Pick<BffDeps, 'users' | 'identity'> {
  readonly botCheck: BotCheck;
  readonly registerLimiter: RateLimiter;
  /** Registrations per e-mail address, whatever visitor asks. */
  readonly registerEmailLimiter: RateLimiter;
}

export function registerRegistrationRoutes(app: FastifyInstance, deps: RegisterDeps): void {
  app.post('/bff/register', async (request, reply) => {
    await enforceRateLimit(
      deps.registerLimiter,
      request,
      reply,
      'Too many registrations from this address',
    );
    const body = parseInput(RegisterRequestSchema, request.body, 'body');
    // Mailboxes do not tell case apart in practice, nor does the identity service.
    const email = body.email.trim().toLowerCase();
    await enforceRateLimit(
      deps.registerEmailLimiter,
      request,
      reply,
      'Too many registrations for this e-mail address',
      `email:${email}`,
    );
    const problems = passwordProblems(body.password);
    if (problems.length > 0) {
      throw new HttpError(
        400,
        'weak_password',
        `body.password: ${problems.join(', ')}`,
        'body.password',
      );
    }
    await requireBotCheck(deps.botCheck, body.botToken, 'register');
    const created = await deps.identity.createAccount({
      email,
      password: body.password,
      displayName: body.displayName, // trimmed by the contract
    });
    if (!created.ok) {
      throw new HttpError(
        409,
        'email_in_use',
        'This e-mail address already has an account; sign in instead.',
        'body.email',
      );
    }
    const { user, started } = await startSession(deps, request, reply, created.identity);
    // A brand-new account is never deactivated; a start that is refused is a fault.
    if (!started) throw new Error(`register: new user ${user.id} was not given a session`);
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(SessionResponseSchema.parse({ user: toSessionUser(user) }));
  });
}
