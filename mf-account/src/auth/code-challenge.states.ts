/**
 * The code challenge, asked twice by the auth chart: for a phone sign-in (an SMS code to the
 * number typed) and for a second factor (an SMS code to an enrolled phone). One loop for both,
 * with the same events (`code.confirm`, `code.resend`, `back`):
 *
 *   sending ─sent─► awaitingCode ─code.confirm (six digits)─► confirming ─signed in─► #auth.creatingSession
 *      │               │  └─code.resend─► sending                  └─refused─► awaitingCode (error)
 *      └─refused─► #auth.editing (error)   └─back─► #auth.editing
 *
 * What differs is said by `kind`: the sending actor and its input, what a confirmed phone sign-in
 * may still ask for (a second factor), and leaving a second factor, which signs the half-signed-in
 * identity out.
 */
import { assign } from 'xstate';
import { checkCode, hasErrors } from './auth-forms';
import { authSetup, failure, invalid, signInOf } from './auth.setup';

type Kind = 'phone' | 'factor';

function awaitingCode(kind: Kind) {
  return authSetup.createStateConfig({
    on: {
      'code.confirm': [
        {
          guard: ({ event }) => hasErrors(checkCode(event.code)),
          actions: assign(({ event }) => invalid(checkCode(event.code))),
        },
        { target: 'confirming' },
      ],
      'code.resend': 'sending',
      back:
        kind === 'factor'
          ? { target: '#auth.editing', actions: [assign({ error: null }), 'signOutIdentity'] }
          : { target: '#auth.editing', actions: assign({ fieldErrors: {}, error: null }) },
    },
  });
}

function confirming(kind: Kind) {
  return authSetup.createStateConfig({
    entry: assign(
      kind === 'phone'
        ? { method: 'phone', fieldErrors: {}, error: null }
        : { fieldErrors: {}, error: null },
    ),
    invoke: {
      id: 'signIn',
      src: 'signIn',
      input: ({ event }) => ({
        method: kind === 'phone' ? ('phone' as const) : ('second-factor' as const),
        code: event.type === 'code.confirm' ? event.code.trim() : '',
      }),
      onDone: [
        { guard: 'isSignedIn', target: '#auth.creatingSession' },
        // A phone sign-in may still ask for a second factor; a second factor's answer may not.
        {
          guard: ({ event }) => kind === 'phone' && signInOf(event)?.kind === 'second-factor',
          target: '#auth.factor',
        },
        { target: 'awaitingCode', actions: assign({ error: ({ event }) => failure(event) }) },
      ],
      onError: { target: 'awaitingCode', actions: assign({ error: 'unknown' }) },
    },
  });
}

/** A phone sign-in: the SMS code to the number the form checked (context.phone, E.164). */
export const phoneChallenge = authSetup.createStateConfig({
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
          { target: '#auth.editing', actions: assign({ error: ({ event }) => failure(event) }) },
        ],
        onError: { target: '#auth.editing', actions: assign({ error: 'unknown' }) },
      },
    },
    awaitingCode: awaitingCode('phone'),
    confirming: confirming('phone'),
  },
});

/** A second factor: one of the enrolled phones (chosen when there are several), then its code. */
export const factorChallenge = authSetup.createStateConfig({
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
          { target: '#auth.editing', actions: assign({ error: ({ event }) => failure(event) }) },
        ],
        onError: { target: '#auth.editing', actions: assign({ error: 'unknown' }) },
      },
    },
    awaitingCode: awaitingCode('factor'),
    confirming: confirming('factor'),
  },
});
