/**
 * authMachine: signing in, registering and resetting a password (issue 7; spec sections 6, 7).
 *
 *   starting ─reset link─► reset.checking ─► reset.choosing ─► reset.confirming ─► reset.done
 *      │ ─sign-in link─► link.completing (e-mail remembered) | link.askingEmail ─► link.completing
 *      ▼
 *   editing ─password/federated─► signingIn ─┐
 *      │ ─register─► registering ─► signedIn (the shop creates the account and its session)
 *      │ ─link.send─► link.sending ─► link.sent       │   every sign-in ends the same way:
 *      │ ─phone.send─► phone.sending ─► phone.awaitingCode ─► phone.confirming ─┤
 *      │ ─reset.send─► reset.sending ─► reset.sent    │
 *      │                                              ▼
 *      │          signed-in ─► creatingSession ─► signedIn (session.changed, back to redirect)
 *      │          second factor ─► factor.choosing ─► factor.sending ─► factor.awaitingCode
 *      │                                                   ─► factor.confirming ─┘
 *      └◄── every failure comes back to the form it started from, with an error to act on.
 *
 * Every form is checked here before anything is sent (`fieldErrors`); secrets (passwords, codes,
 * ID tokens) travel in events and actor input only and are never kept in context. The identity
 * service, shop-api and the bot check are actors the composition root provides; navigation,
 * the bus and analytics are named actions. New accounts are shop-api's to create (`register`)
 * and reset mails shop-api's to send (`sendReset`), so that its rate limits and bot check stand
 * between the page and the identity service.
 */
import { internationalPhone, type SessionUser } from '@refurb/shared-contracts';
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { SignInOutcome } from '../ports/identity';
import {
  checkCode,
  checkEmail,
  checkLogin,
  checkNewPassword,
  checkPhone,
  checkRegister,
  hasErrors,
} from './auth-forms';
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

const notProvided = { ok: false, error: 'unknown' } as const;

/** The answer an actor's done event carries (guards and inputs see the event as a union). */
const outputOf = <T>(event: unknown): AuthResult<T> | null =>
  (event as Partial<DoneActorEvent<AuthResult<T>>>).output ?? null;

const signInOf = (event: unknown): SignInOutcome | null => {
  const output = outputOf<SignInOutcome>(event);
  return output?.ok ? output.value : null;
};

/** The sign-in a form event asks for (the event that entered `signingIn`). */
function requestOf(event: AuthEvent): SignInRequest {
  switch (event.type) {
    case 'password.submit':
      return { method: 'password', email: event.email.trim(), password: event.password };
    case 'federated.start':
      return { method: 'federated', provider: event.provider };
    default:
      throw new Error(`authMachine: ${event.type} does not start a sign-in`);
  }
}

const methodOf = (event: AuthEvent): SignInMethod => requestOf(event).method;

/** The registration the register form's event asks for (the event that entered `registering`). */
function registrationOf(event: AuthEvent): RegisterInput {
  if (event.type !== 'register.submit') {
    throw new Error(`authMachine: ${event.type} does not start a registration`);
  }
  return {
    displayName: event.displayName.trim(),
    email: event.email.trim(),
    password: event.password,
  };
}

const failure = (event: unknown): AuthErrorCode => {
  const output = outputOf(event);
  return output && !output.ok ? output.error : 'unknown';
};

const invalid = (fieldErrors: FieldErrors) => ({ fieldErrors, error: null });

export const authMachine = setup({
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
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...input,
    email: input.action?.kind === 'sign-in-link' ? (input.linkEmail ?? '') : '',
    phone: null,
    hints: [],
    method: null,
    factorIndex: 0,
    fieldErrors: {},
    error: null,
    user: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isResetLink', target: 'reset.checking' },
        { guard: 'isSignInLinkWithEmail', target: 'link.completing' },
        { guard: 'isSignInLink', target: 'link.askingEmail' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        'password.submit': [
          {
            guard: ({ event }) => hasErrors(checkLogin(event)),
            actions: assign(({ event }) => invalid(checkLogin(event))),
          },
          { target: 'signingIn' },
        ],
        'register.submit': [
          {
            guard: ({ event }) => hasErrors(checkRegister(event)),
            actions: assign(({ event }) => invalid(checkRegister(event))),
          },
          { target: 'registering' },
        ],
        'federated.start': { target: 'signingIn' },
        'link.send': [
          {
            guard: ({ event }) => hasErrors(checkEmail(event.email)),
            actions: assign(({ event }) => invalid(checkEmail(event.email))),
          },
          { target: 'link.sending', actions: assign({ email: ({ event }) => event.email.trim() }) },
        ],
        'phone.send': [
          {
            guard: ({ context, event }) => hasErrors(checkPhone(context.country, event.phone)),
            actions: assign(({ context, event }) =>
              invalid(checkPhone(context.country, event.phone)),
            ),
          },
          {
            target: 'phone.sending',
            actions: assign({
              phone: ({ context, event }) => internationalPhone(context.country, event.phone),
            }),
          },
        ],
        'reset.send': [
          {
            guard: ({ event }) => hasErrors(checkEmail(event.email)),
            actions: assign(({ event }) => invalid(checkEmail(event.email))),
          },
          {
            target: 'reset.sending',
            actions: assign({ email: ({ event }) => event.email.trim() }),
          },
        ],
      },
    },
    signingIn: {
      entry: assign(({ event }) => ({
        method: methodOf(event),
        email: 'email' in event ? event.email.trim() : '',
        fieldErrors: {},
        error: null,
      })),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => requestOf(event),
        onDone: [
          { guard: 'isSignedIn', target: 'creatingSession' },
          { guard: 'needsSecondFactor', target: 'factor' },
          { target: 'editing', actions: assign({ error: ({ event }) => failure(event) }) },
        ],
        onError: { target: 'editing', actions: assign({ error: 'unknown' }) },
      },
    },
    registering: {
      entry: assign(({ event }) => ({
        method: 'register' as const,
        email: registrationOf(event).email,
        fieldErrors: {},
        error: null,
      })),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => registrationOf(event),
        onDone: [
          {
            guard: 'isOk',
            target: 'signedIn',
            actions: assign({
              user: ({ event }) => (event.output.ok ? event.output.value : null),
            }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => failure(event) }) },
        ],
        onError: { target: 'editing', actions: assign({ error: 'unknown' }) },
      },
    },
    link: {
      initial: 'sending',
      states: {
        sending: {
          entry: assign({ fieldErrors: {}, error: null }),
          invoke: {
            id: 'sendLink',
            src: 'sendLink',
            input: ({ context }) => ({ email: context.email, redirect: context.redirect }),
            onDone: [
              {
                guard: 'isOk',
                target: 'sent',
                actions: { type: 'rememberLinkEmail', params: ({ context }) => context },
              },
              {
                target: '#auth.editing',
                actions: assign({ error: ({ event }) => failure(event) }),
              },
            ],
            onError: { target: '#auth.editing', actions: assign({ error: 'unknown' }) },
          },
        },
        sent: { on: { 'link.send': 'sending', back: '#auth.editing' } },
        askingEmail: {
          on: {
            'link.complete': [
              {
                guard: ({ event }) => hasErrors(checkEmail(event.email)),
                actions: assign(({ event }) => invalid(checkEmail(event.email))),
              },
              {
                target: 'completing',
                actions: assign({ email: ({ event }) => event.email.trim() }),
              },
            ],
          },
        },
        completing: {
          entry: assign({ method: 'link', fieldErrors: {}, error: null }),
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({
              method: 'link' as const,
              email: context.email,
              url: context.action?.kind === 'sign-in-link' ? context.action.url : '',
            }),
            onDone: [
              { guard: 'isSignedIn', target: '#auth.creatingSession' },
              { guard: 'needsSecondFactor', target: '#auth.factor' },
              {
                target: '#auth.editing',
                actions: [
                  assign({ error: ({ event }) => failure(event), action: null }),
                  'forgetLinkEmail',
                ],
              },
            ],
            onError: {
              target: '#auth.editing',
              actions: assign({ error: 'unknown', action: null }),
            },
          },
        },
      },
    },
    phone: {
      initial: 'sending',
      states: {
        sending: {
          entry: assign({ fieldErrors: {}, error: null }),
          invoke: {
            id: 'sendPhoneCode',
            src: 'sendPhoneCode',
            input: ({ context }) => ({ phone: context.phone ?? '' }),
            onDone: [
              { guard: 'isOk', target: 'awaitingCode' },
              {
                target: '#auth.editing',
                actions: assign({ error: ({ event }) => failure(event) }),
              },
            ],
            onError: { target: '#auth.editing', actions: assign({ error: 'unknown' }) },
          },
        },
        awaitingCode: {
          on: {
            'phone.confirm': [
              {
                guard: ({ event }) => hasErrors(checkCode(event.code)),
                actions: assign(({ event }) => invalid(checkCode(event.code))),
              },
              { target: 'confirming' },
            ],
            'phone.resend': 'sending',
            back: { target: '#auth.editing', actions: assign({ fieldErrors: {}, error: null }) },
          },
        },
        confirming: {
          entry: assign({ method: 'phone', fieldErrors: {}, error: null }),
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => ({
              method: 'phone' as const,
              code: event.type === 'phone.confirm' ? event.code.trim() : '',
            }),
            onDone: [
              { guard: 'isSignedIn', target: '#auth.creatingSession' },
              { guard: 'needsSecondFactor', target: '#auth.factor' },
              { target: 'awaitingCode', actions: assign({ error: ({ event }) => failure(event) }) },
            ],
            onError: { target: 'awaitingCode', actions: assign({ error: 'unknown' }) },
          },
        },
      },
    },
    factor: {
      entry: assign({
        hints: ({ event }) => {
          const outcome = signInOf(event);
          return outcome?.kind === 'second-factor' ? outcome.hints : [];
        },
        factorIndex: 0,
      }),
      initial: 'choosing',
      states: {
        choosing: {
          always: { guard: 'hasOneFactor', target: 'sending' },
          on: {
            'factor.choose': {
              target: 'sending',
              actions: assign({ factorIndex: ({ event }) => event.index }),
            },
          },
        },
        sending: {
          invoke: {
            id: 'sendFactorCode',
            src: 'sendFactorCode',
            input: ({ context }) => ({ index: context.factorIndex }),
            onDone: [
              { guard: 'isOk', target: 'awaitingCode' },
              {
                target: '#auth.editing',
                actions: assign({ error: ({ event }) => failure(event) }),
              },
            ],
            onError: { target: '#auth.editing', actions: assign({ error: 'unknown' }) },
          },
        },
        awaitingCode: {
          on: {
            'factor.confirm': [
              {
                guard: ({ event }) => hasErrors(checkCode(event.code)),
                actions: assign(({ event }) => invalid(checkCode(event.code))),
              },
              { target: 'confirming' },
            ],
            'factor.resend': 'sending',
            back: {
              target: '#auth.editing',
              actions: [assign({ error: null }), 'signOutIdentity'],
            },
          },
        },
        confirming: {
          entry: assign({ fieldErrors: {}, error: null }),
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => ({
              method: 'second-factor' as const,
              code: event.type === 'factor.confirm' ? event.code.trim() : '',
            }),
            onDone: [
              { guard: 'isSignedIn', target: '#auth.creatingSession' },
              { target: 'awaitingCode', actions: assign({ error: ({ event }) => failure(event) }) },
            ],
            onError: { target: 'awaitingCode', actions: assign({ error: 'unknown' }) },
          },
        },
      },
    },
    creatingSession: {
      invoke: {
        id: 'createSession',
        src: 'createSession',
        input: ({ event }) => {
          const outcome = signInOf(event);
          return { idToken: outcome?.kind === 'signed-in' ? outcome.idToken : '' };
        },
        onDone: [
          {
            guard: 'isOk',
            target: 'signedIn',
            actions: assign({
              user: ({ event }) => (event.output.ok ? event.output.value : null),
            }),
          },
          {
            target: 'editing',
            actions: [assign({ error: ({ event }) => failure(event) }), 'signOutIdentity'],
          },
        ],
        onError: {
          target: 'editing',
          actions: [assign({ error: 'session-failed' }), 'signOutIdentity'],
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: [
        'forgetLinkEmail',
        {
          type: 'publishSession',
          params: ({ context }) => ({ user: context.user as SessionUser }),
        },
        {
          type: 'trackSignIn',
          params: ({ context }) => ({ method: context.method, user: context.user as SessionUser }),
        },
        { type: 'goTo', params: ({ context }) => ({ url: context.redirect }) },
      ],
    },
    reset: {
      initial: 'sending',
      states: {
        sending: {
          entry: assign({ fieldErrors: {}, error: null }),
          invoke: {
            id: 'sendReset',
            src: 'sendReset',
            input: ({ context }) => ({ email: context.email }),
            // The shop answers an unknown address like a known one, so the page never tells who
            // has an account here; a failure is the shop's limits, the bot check or the network.
            onDone: [
              { guard: 'isOk', target: 'sent' },
              {
                target: '#auth.editing',
                actions: assign({ error: ({ event }) => failure(event) }),
              },
            ],
            onError: { target: '#auth.editing', actions: assign({ error: 'unknown' }) },
          },
        },
        sent: { on: { 'reset.send': 'sending', back: '#auth.editing' } },
        checking: {
          invoke: {
            id: 'checkResetCode',
            src: 'checkResetCode',
            input: ({ context }) => ({
              code: context.action?.kind === 'reset-password' ? context.action.code : '',
            }),
            onDone: [
              {
                guard: 'isOk',
                target: 'choosing',
                actions: assign({
                  email: ({ event }) => (event.output.ok ? event.output.value : ''),
                }),
              },
              {
                target: '#auth.editing',
                actions: assign({ error: ({ event }) => failure(event), action: null }),
              },
            ],
            onError: {
              target: '#auth.editing',
              actions: assign({ error: 'unknown', action: null }),
            },
          },
        },
        choosing: {
          on: {
            'reset.confirm': [
              {
                guard: ({ event }) => hasErrors(checkNewPassword(event.password, event.confirm)),
                actions: assign(({ event }) =>
                  invalid(checkNewPassword(event.password, event.confirm)),
                ),
              },
              { target: 'confirming' },
            ],
          },
        },
        confirming: {
          entry: assign({ fieldErrors: {}, error: null }),
          invoke: {
            id: 'confirmReset',
            src: 'confirmReset',
            input: ({ context, event }) => ({
              code: context.action?.kind === 'reset-password' ? context.action.code : '',
              password: event.type === 'reset.confirm' ? event.password : '',
            }),
            onDone: [
              { guard: 'isOk', target: 'done' },
              { target: 'choosing', actions: assign({ error: ({ event }) => failure(event) }) },
            ],
            onError: { target: 'choosing', actions: assign({ error: 'unknown' }) },
          },
        },
        done: {},
      },
    },
  },
});
