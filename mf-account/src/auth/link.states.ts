/**
 * The sign-in link (spec section 6): a link mailed to the address typed, and the page it opens,
 * which signs in with it, asking the address again when this browser did not send the link.
 *
 *   sending ─sent─► sent (again, or back)          askingEmail ─address─► completing
 *      └─refused─► #auth.editing                   completing ─signed in─► #auth.creatingSession
 *                                                              ─second factor─► #auth.factor
 */
import { assign } from 'xstate';
import { checkEmail, hasErrors } from './auth-forms';
import { authSetup, failure, invalid } from './auth.setup';

export const linkStates = authSetup.createStateConfig({
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
});
