/**
 * The auth chart's setup: its types, the actors the composition root provides, the named actions
 * and the guards, and the helpers every part of the chart reads events with. The chart is built
 * from it in parts (`createStateConfig`): the machine (auth.machine.ts), the code challenge asked
 * for a phone sign-in and for a second factor (code-challenge.states.ts), the sign-in link
 * (link.states.ts) and the password reset (reset.states.ts).
 */
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import { fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { SignInOutcome } from '../ports/identity';
import type {
  AuthContext,
  AuthErrorCode,
  AuthEvent,
  AuthInput,
  AuthResult,
  FieldErrors,
  RegisterInput,
  SignInMethod,
  SignInRequest,
} from './auth.types';

export const notProvided = { ok: false, error: 'unknown' } as const;

/** The answer an actor's done event carries (guards and inputs see the event as a union). */
export const outputOf = <T>(event: unknown): AuthResult<T> | null =>
  (event as Partial<DoneActorEvent<AuthResult<T>>>).output ?? null;

export const signInOf = (event: unknown): SignInOutcome | null => {
  const output = outputOf<SignInOutcome>(event);
  return output?.ok ? output.value : null;
};

/** The sign-in a form event asks for (the event that entered `signingIn`). */
export function requestOf(event: AuthEvent): SignInRequest {
  switch (event.type) {
    case 'password.submit':
      return { method: 'password', email: event.email.trim(), password: event.password };
    case 'federated.start':
      return { method: 'federated', provider: event.provider };
    default:
      throw new Error(`authMachine: ${event.type} does not start a sign-in`);
  }
}

export const methodOf = (event: AuthEvent): SignInMethod => requestOf(event).method;

/** The registration the register form's event asks for (the event that entered `registering`). */
export function registrationOf(event: AuthEvent): RegisterInput {
  if (event.type !== 'register.submit') {
    throw new Error(`authMachine: ${event.type} does not start a registration`);
  }
  return {
    displayName: event.displayName.trim(),
    email: event.email.trim(),
    password: event.password,
  };
}

export const failure = (event: unknown): AuthErrorCode => {
  const output = outputOf(event);
  return output && !output.ok ? output.error : 'unknown';
};

export const invalid = (fieldErrors: FieldErrors) => ({ fieldErrors, error: null });

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    signIn: fromPromise<AuthResult<SignInOutcome>, SignInRequest>(async () => notProvided),
    register: fromPromise<AuthResult<SessionUser>, RegisterInput>(async () => notProvided),
    createSession: fromPromise<AuthResult<SessionUser>, { idToken: string }>(
      async () => notProvided,
    ),
    sendLink: fromPromise<AuthResult<null>, { email: string; redirect: string }>(
      async () => notProvided,
    ),
    sendPhoneCode: fromPromise<AuthResult<null>, { phone: string }>(async () => notProvided),
    sendFactorCode: fromPromise<AuthResult<null>, { index: number }>(async () => notProvided),
    sendReset: fromPromise<AuthResult<null>, { email: string }>(async () => notProvided),
    checkResetCode: fromPromise<AuthResult<string>, { code: string }>(async () => notProvided),
    confirmReset: fromPromise<AuthResult<null>, { code: string; password: string }>(
      async () => notProvided,
    ),
  },
  actions: {
    publishSession: (_, _params: { user: SessionUser }) => {},
    goTo: (_, _params: { url: string }) => {},
    rememberLinkEmail: (_, _params: { email: string }) => {},
    forgetLinkEmail: () => {},
    signOutIdentity: () => {},
    trackSignIn: (_, _params: { method: SignInMethod | null; user: SessionUser }) => {},
  },
  guards: {
    isResetLink: ({ context }) => context.action?.kind === 'reset-password',
    isSignInLinkWithEmail: ({ context }) =>
      context.action?.kind === 'sign-in-link' && context.linkEmail !== null,
    isSignInLink: ({ context }) => context.action?.kind === 'sign-in-link',
    isSignedIn: ({ event }) => signInOf(event)?.kind === 'signed-in',
    needsSecondFactor: ({ event }) => signInOf(event)?.kind === 'second-factor',
    isOk: ({ event }) => outputOf(event)?.ok === true,
    hasOneFactor: ({ context }) => context.hints.length === 1,
  },
});
