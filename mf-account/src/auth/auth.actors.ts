/**
 * authMachine's actors over its ports: the identity service, shop-api's session, registration
 * and password-reset endpoints and the bot check. Expected failures become `{ ok: false, error }`
 * with the code the page explains. Every call to shop-api gets a new bot-check token: shop-api
 * takes each token once, so a retry (another submit, "send again") must never reuse one.
 */
import type { Country } from '@refurb/shared-contracts';
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import type { ApiFailure } from '@refurb/shared-contracts/runtime';
import type { BotCheck } from '@refurb/web-kit';
import { fromPromise } from 'xstate';
import type { AccountApi } from '../ports/account-api';
import { identityErrorCode, type Identity, type SignInOutcome } from '../ports/identity';
import type { AuthErrorCode, AuthResult, RegisterInput, SignInRequest } from './auth.types';

export interface AuthActorPorts {
  readonly identity: Identity;
  readonly api: Pick<AccountApi, 'createSession' | 'register' | 'requestPasswordReset'>;
  readonly botCheck: BotCheck;
  /** The site's country: the reset mail is written in its language. */
  readonly country: Country;
  /** The address a sign-in link opens: this site's login page, keeping where to go next. */
  readonly signInLinkUrl: (redirect: string) => string;
  /** The address a password-reset link opens: this site's forgot page. */
  readonly resetUrl: () => string;
}

async function attempt<T>(work: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: identityErrorCode(error) };
  }
}

/** What every call to the shop may answer: a refused bot check, or no answer (lost, or too late). */
const CALL_ERRORS: Readonly<Record<string, AuthErrorCode>> = {
  bot_check_failed: 'bot-check-failed',
  network: 'network',
  timeout: 'network',
};

const SESSION_ERRORS: Readonly<Record<string, AuthErrorCode>> = {
  ...CALL_ERRORS,
  rate_limited: 'rate-limited',
  account_deactivated: 'account-deactivated',
  id_token_expired: 'expired-link',
  id_token_disabled: 'account-disabled',
};

export const sessionErrorCode = (failure: ApiFailure): AuthErrorCode =>
  SESSION_ERRORS[failure.code] ?? 'session-failed';

/**
 * Registration's refusals. Its limit is per visitor, not sign-in attempts, so it has its own wait
 * message; a refused e-mail or name (the shop's check is the form's, so only a form out of step
 * with it gets here) asks the person to look at their details.
 */
const REGISTER_ERRORS: Readonly<Record<string, AuthErrorCode>> = {
  ...CALL_ERRORS,
  rate_limited: 'register-rate-limited',
  email_in_use: 'email-in-use',
  weak_password: 'weak-password',
  invalid_request: 'register-refused',
};

export const registerErrorCode = (failure: ApiFailure): AuthErrorCode =>
  REGISTER_ERRORS[failure.code] ?? 'unknown';

/** The reset mail's own wait message: its limits (an hour per e-mail) are not sign-in attempts. */
const RESET_ERRORS: Readonly<Record<string, AuthErrorCode>> = {
  ...CALL_ERRORS,
  rate_limited: 'reset-rate-limited',
};

export const resetErrorCode = (failure: ApiFailure): AuthErrorCode =>
  RESET_ERRORS[failure.code] ?? 'unknown';

function signIn(identity: Identity, request: SignInRequest): Promise<SignInOutcome> {
  switch (request.method) {
    case 'password':
      return identity.signInWithPassword(request.email, request.password);
    case 'link':
      return identity.completeSignInLink(request.email, request.url);
    case 'phone':
      return identity.confirmPhoneCode(request.code);
    case 'federated':
      return identity.signInWithProvider(request.provider);
    case 'second-factor':
      return identity.confirmSecondFactorCode(request.code);
  }
}

export function createAuthActors(ports: AuthActorPorts) {
  const { identity } = ports;
  return {
    signIn: fromPromise<AuthResult<SignInOutcome>, SignInRequest>(({ input }) =>
      attempt(() => signIn(identity, input)),
    ),
    register: fromPromise<AuthResult<SessionUser>, RegisterInput>(async ({ input }) => {
      const botToken = await ports.botCheck.token('register');
      if (!botToken) return { ok: false, error: 'bot-check-failed' };
      const answer = await ports.api.register({ ...input, botToken });
      return answer.ok
        ? { ok: true, value: answer.data.user }
        : { ok: false, error: registerErrorCode(answer.error) };
    }),
    createSession: fromPromise<AuthResult<SessionUser>, { idToken: string }>(async ({ input }) => {
      const botToken = await ports.botCheck.token('login');
      if (!botToken) return { ok: false, error: 'bot-check-failed' };
      const answer = await ports.api.createSession({
        idToken: input.idToken,
        botToken,
        intent: 'login',
      });
      return answer.ok
        ? { ok: true, value: answer.data.user }
        : { ok: false, error: sessionErrorCode(answer.error) };
    }),
    sendLink: fromPromise<AuthResult<null>, { email: string; redirect: string }>(({ input }) =>
      attempt(async () => {
        await identity.sendSignInLink(input.email, ports.signInLinkUrl(input.redirect));
        return null;
      }),
    ),
    sendPhoneCode: fromPromise<AuthResult<null>, { phone: string }>(({ input }) =>
      attempt(async () => {
        await identity.sendPhoneCode(input.phone);
        return null;
      }),
    ),
    sendFactorCode: fromPromise<AuthResult<null>, { index: number }>(({ input }) =>
      attempt(async () => {
        await identity.sendSecondFactorCode(input.index);
        return null;
      }),
    ),
    sendReset: fromPromise<AuthResult<null>, { email: string }>(async ({ input }) => {
      const botToken = await ports.botCheck.token('forgot');
      if (!botToken) return { ok: false, error: 'bot-check-failed' };
      const answer = await ports.api.requestPasswordReset({
        email: input.email,
        botToken,
        continueUrl: ports.resetUrl(),
        country: ports.country,
      });
      return answer.ok
        ? { ok: true, value: null }
        : { ok: false, error: resetErrorCode(answer.error) };
    }),
    checkResetCode: fromPromise<AuthResult<string>, { code: string }>(({ input }) =>
      attempt(() => identity.checkPasswordResetCode(input.code)),
    ),
    confirmReset: fromPromise<AuthResult<null>, { code: string; password: string }>(({ input }) =>
      attempt(async () => {
        await identity.confirmPasswordReset(input.code, input.password);
        return null;
      }),
    ),
  };
}
