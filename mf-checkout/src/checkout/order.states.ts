/**
 * The order, from the review to the payment (checkout.machine.ts has the whole chart):
 *
 *   review ─order.place─► placing ─placed, paid on receipt─► done (thank-you, cart emptied)
 *                                ─placed, paid online─► placed ─► startingPayment ─► redirecting
 *                                ─409 price/stock─► review (what changed, cart refreshed)
 *                                ─failed─► review (an error a person can act on)
 */
import { assign } from 'xstate';
import {
  checkoutSetup,
  orderProblem,
  changeKey,
  newAttempt,
  editTransitions,
} from './checkout.setup';

export const reviewState = checkoutSetup.createStateConfig({
  entry: { type: 'trackStep', params: { step: 'review' } },
  initial: 'loading',
  on: {
    'cart.updated': [
      {
        guard: 'isCartEmpty',
        target: 'empty',
        actions: 'keepCart',
      },
      // Prices or stock moved in the cart: sum the order again (the changes stay shown).
      {
        target: '.loading',
        actions: 'keepCart',
      },
    ],
    'step.edit': editTransitions(),
  },
  states: {
    loading: {
      invoke: {
        src: 'loadSummary',
        input: ({ context }) => ({ context, withPayment: true }),
        onDone: [
          {
            // Once per set of changes (a cart that cannot catch up must not loop).
            guard: ({ context, event }) =>
              event.output.ok &&
              event.output.data.changes.length > 0 &&
              changeKey(event.output.data.changes) !== context.refreshedFor,
            target: 'ready',
            actions: [
              assign({
                summary: ({ event }) => (event.output.ok ? event.output.data : null),
                changes: ({ event }) => (event.output.ok ? event.output.data.changes : []),
                refreshedFor: ({ event }) =>
                  event.output.ok ? changeKey(event.output.data.changes) : null,
              }),
              'refreshCart',
            ],
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: assign({
              summary: ({ event }) => (event.output.ok ? event.output.data : null),
            }),
          },
          { target: 'failed', actions: assign({ problem: 'summary-failed' }) },
        ],
        onError: { target: 'failed', actions: assign({ problem: 'summary-failed' }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'order.place': {
          target: '#checkout.placing',
          actions: assign({ problem: null }),
        },
      },
    },
  },
});

export const placingState = checkoutSetup.createStateConfig({
  entry: [
    assign(({ context }) =>
      // The same key until that order is finished (paid, or to be paid on receipt): a retry, a
      // reload or Back from the gateway replays the order placed, never makes a second one.
      context.attempt && !context.attempt.finished ? {} : { attempt: newAttempt() },
    ),
    { type: 'saveAttempt', params: ({ context }) => ({ attempt: context.attempt! }) },
  ],
  invoke: {
    src: 'placeOrder',
    input: ({ context }) => ({ context, attempt: context.attempt! }),
    onDone: [
      {
        guard: ({ event }) => event.output.kind === 'placed',
        target: 'placed',
        actions: [
          assign(({ context, event }) => {
            const order = event.output.kind === 'placed' ? event.output.order : null;
            return {
              order,
              changes: [],
              attempt: { key: context.attempt!.key, orderId: order?.orderId ?? null },
            };
          }),
          { type: 'saveAttempt', params: ({ context }) => ({ attempt: context.attempt! }) },
        ],
      },
      {
        // The key was bound to another order (the person changed the order after placing it
        // once, e.g. back from the gateway): place this one under a new key, once.
        guard: ({ context, event }) =>
          event.output.kind === 'conflict' &&
          event.output.conflict.error.code === 'idempotency_key_reused' &&
          context.keyRetries === 0,
        target: 'placing',
        reenter: true,
        actions: assign({ attempt: () => newAttempt(), keyRetries: 1 }),
      },
      {
        // The method no longer suits the order (its total moved out of the method's bounds):
        // back to the payment step to choose another, everything else kept.
        guard: ({ event }) =>
          event.output.kind === 'failed' && event.output.field === 'body.paymentMethod',
        target: 'payment',
        actions: [
          assign({ problem: 'payment-unavailable' as const }),
          { type: 'setEditing', params: { step: 'payment' } },
          {
            type: 'persist',
            params: { key: 'editStepState', value: { editing: 'payment' } },
          },
        ],
      },
      {
        // Prices or stock moved: the review sums the order again and shows what changed.
        guard: ({ event }) => event.output.kind === 'conflict',
        target: 'review',
        actions: assign({
          changes: ({ event }) =>
            event.output.kind === 'conflict' ? event.output.conflict.changes : [],
        }),
      },
      {
        target: 'review.ready',
        actions: [
          assign({
            problem: ({ event }) =>
              event.output.kind !== 'failed' ? 'order-failed' : orderProblem(event.output),
          }),
          {
            type: 'report',
            params: ({ event }) => ({
              message: `order not placed: ${event.output.kind === 'failed' ? event.output.message : event.output.kind}`,
              tags: {
                area: 'checkout',
                reason: 'place-order',
                status: String(event.output.kind === 'failed' ? event.output.status : 409),
              },
            }),
          },
        ],
      },
    ],
    onError: { target: 'review.ready', actions: assign({ problem: 'order-failed' }) },
  },
});

export const placedState = checkoutSetup.createStateConfig({
  always: [
    {
      guard: ({ context }) => context.order?.status === 'PLACED',
      target: 'done',
      actions: { type: 'finishOrder', params: ({ context }) => ({ order: context.order! }) },
    },
    { target: 'startingPayment' },
  ],
});

export const startingPaymentState = checkoutSetup.createStateConfig({
  invoke: {
    src: 'startPayment',
    input: ({ context }) => ({
      orderId: context.order!.orderId,
      orderKey: context.attempt?.key ?? null,
    }),
    onDone: [
      {
        guard: ({ event }) => event.output.ok,
        target: 'redirecting',
        actions: {
          type: 'redirect',
          params: ({ event }) => ({
            url: event.output.ok ? event.output.data.redirectUrl : '',
          }),
        },
      },
      { target: 'review.ready', actions: assign({ problem: 'payment-start-failed' }) },
    ],
    onError: { target: 'review.ready', actions: assign({ problem: 'payment-start-failed' }) },
  },
});
