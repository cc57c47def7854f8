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
import { internationalPhone } from '@refurb/shared-contracts';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { assign } from 'xstate';
import { checkEmail, checkLogin, checkPhone, checkRegister, hasErrors } from './auth-forms';
import {
  authSetup,
  failure,
  invalid,
  methodOf,
  registrationOf,
  requestOf,
  signInOf,
} from './auth.setup';
import { factorChallenge, phoneChallenge } from './code-challenge.states';
import { linkStates } from './link.states';
import { resetStates } from './reset.states';

export const authMachine = authSetup.createMachine({
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
    link: linkStates,
    phone: phoneChallenge,
    factor: factorChallenge,
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
    reset: resetStates,
  },
});
