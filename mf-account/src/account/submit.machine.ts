/**
 * submitMachine: one form's send to shop-api (a return, a warranty case, the profile, an address,
 * a counter-offer decision).
 *
 *   idle ─submit─► submitting ─ok─► done ─submit─► submitting (another one, e.g. the next address)
 *                      └─failed─► failed (shop-api's code kept for the page) ─submit─► submitting
 *
 * A second submit while one is under way is ignored (a double click sends once). The send itself
 * is the `send` actor the page provides with its payload.
 */
import type { ApiFailure, ApiResult } from '@refurb/shared-contracts/runtime';
import { assign, fromPromise, setup } from 'xstate';

export interface SubmitContext {
  readonly failure: ApiFailure | null;
  readonly result: unknown;
}

export type SubmitEvent =
  { readonly type: 'submit'; readonly payload: unknown } | { readonly type: 'reset' };

export const submitMachine = setup({
  types: { context: {} as SubmitContext, events: {} as SubmitEvent },
  actors: {
    send: fromPromise<ApiResult<unknown>, unknown>(async () => ({
      ok: false,
      error: { status: 0, code: 'not_provided', message: '' },
    })),
  },
}).createMachine({
  id: 'submit',
  context: { failure: null, result: null },
  initial: 'idle',
  on: { reset: { target: '.idle', actions: assign({ failure: null, result: null }) } },
  states: {
    idle: { on: { submit: 'submitting' } },
    submitting: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ event }: { event: SubmitEvent }) =>
          event.type === 'submit' ? event.payload : null,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: assign({
              result: ({ event }) => (event.output.ok ? event.output.data : null),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.error),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => ({ status: 0, code: 'unknown', message: String(event.error) }),
          }),
        },
      },
    },
    done: { on: { submit: 'submitting' } },
    failed: { on: { submit: 'submitting' } },
  },
});
