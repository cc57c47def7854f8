/**
 * POST /bff/password-reset: the shop sends the password-reset mail (through the identity
 * service) instead of the browser asking the service directly, so that it can be limited. The
 * checks run cheapest and least revealing first:
 *
 * 1. the visitor's address: PASSWORD_RESET_RATE_LIMIT a minute (429 with Retry-After);
 * 2. the body, and `continueUrl` on one of the shop's own origins (400 on `body.continueUrl`: a
 *    reset mail from the shop whose link leads elsewhere is a phishing lure);
 * 3. the bot check, a `forgot` token, taken once (400 `bot_check_failed`);
 * 4. the e-mail address: PASSWORD_RESET_EMAIL_RATE_LIMIT an hour from any address (429), so one
 *    inbox cannot be flooded from many IPs. It comes after the bot check on purpose: counted
 *    before, anyone could use up a person's hourly mails without passing any check, and so stop
 *    them from resetting their password.
 *
 * Then the mail is sent. The answer is the same 202 whether the address has an account or not,
 * and every limit counts both alike, so nothing here tells who is a customer.
 */
import { countryConfig } from '@refurb/shared-contracts';
import {
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
} from '@refurb/shared-contracts/api/session';
import type { FastifyInstance } from 'fastify';
import { requireBotCheck, type BotCheck } from '../auth/bot-check.js';
import type { IdentityVerifier } from '../auth/identity.js';
import { enforceRateLimit, type RateLimiter } from '../auth/rate-limit.js';
import { HttpError, parseInput } from '../http/errors.js';

export interface PasswordResetDeps {
  readonly identity: Pick<IdentityVerifier, 'sendPasswordReset'>;
  readonly botCheck: BotCheck;
  readonly passwordResetLimiter: RateLimiter;
  readonly passwordResetEmailLimiter: RateLimiter;
  /** Whether a URL is on one of the shop's own origins (http/site-origins.ts). */
  readonly isSiteUrl: (url: string) => boolean;
}

export function registerPasswordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps): void {
  app.post('/bff/password-reset', async (request, reply) => {
    await enforceRateLimit(
      deps.passwordResetLimiter,
      request,
      reply,
      'Too many password-reset requests from this address',
    );
    const body = parseInput(PasswordResetRequestSchema, request.body, 'body');
    if (!deps.isSiteUrl(body.continueUrl)) {
      throw new HttpError(
        400,
        'invalid_request',
        'body.continueUrl: must be a page of this shop',
        'body.continueUrl',
      );
    }
    await requireBotCheck(deps.botCheck, body.botToken, 'forgot');
    // Mailboxes do not tell case apart in practice, nor does the identity service.
    const email = body.email.trim().toLowerCase();
    await enforceRateLimit(
      deps.passwordResetEmailLimiter,
      request,
      reply,
      'Too many password-reset mails for this e-mail address',
      `email:${email}`,
    );
    const language = body.country ? countryConfig(body.country).language : undefined;
    // `no-account` is answered like `sent`: see above.
    await deps.identity.sendPasswordReset(email, body.continueUrl, language);
    return reply
      .status(202)
      .header('cache-control', 'no-store')
      .send(PasswordResetResponseSchema.parse({ accepted: true }));
  });
}
