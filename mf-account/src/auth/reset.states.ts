/**
 * Resetting a password: the reset mail (shop-api sends it, behind its limits and the bot check),
 * and the page the mail's link opens, which checks the code, takes the new password and sets it.
 *
 *   sending ─sent─► sent (again, or back)     checking ─valid code─► choosing ─password─► confirming ─► done
 *      └─refused─► #auth.editing                 └─refused─► #auth.editing          └─refused─► choosing
 */
import { assign } from 'xstate';
import { checkNewPassword, hasErrors } from './auth-forms';
import { authSetup, failure, invalid } from './auth.setup';

export const resetStates = authSetup.createStateConfig({
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
});
