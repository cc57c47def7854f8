/**
 * checkoutMachine: from the cart to a placed order (spec sections 2, 3 and 4; ARCHITECTURE.md).
 *
 *   waitingForCart ─cart.updated─► (resume) ─► contact ─► delivery ─► billing ─► payment ─► review
 *        │ 10 s                        │ empty cart ─► empty                                  │
 *        ▼                             └─ editing ─► the step being edited ◄─ step.edit ──────┤
 *   cartUnavailable                                                      order.place ─► placing
 *                                 placing ─placed, paid on receipt─► done (thank-you, cart emptied)
 *                                        ─placed, paid online─► startingPayment ─► redirecting
 *                                        ─409 price/stock─► review (what changed, cart refreshed)
 *                                        ─failed─► review (an error a person can act on)
 *
 * The cart arrives only as `cart.updated` snapshots (mf-cart's contract); commands go back on the
 * bus through named actions. Every step's data is kept in session storage under the spec's keys
 * (the `persist` action), drafts included, so a reload resumes at the same step with what was
 * typed. The order attempt's idempotency key is made once per order and kept across reloads.
 * The payment step's choice is paymentMethodMachine's; this machine only keeps its result.
 */
import { assign } from 'xstate';
import { resumeStep } from './checkout-steps';
import { checkoutSetup, type CheckoutContext, isEmpty, stepState } from './checkout.setup';
import { placedState, placingState, reviewState, startingPaymentState } from './order.states';

// The chart's types and builders live in the setup; what the pages and tests read is here too.
export type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutProblem,
  PlaceOrderInput,
} from './checkout.setup';

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    cart: null,
    editing: input.session.editStepState?.editing ?? null,
    summary: null,
    changes: [],
    problem: null,
    order: null,
    keyRetries: 0,
    refreshedFor: null,
  }),
  initial: 'waitingForCart',
  on: {
    'cart.updated': { actions: 'keepCart' },
    draft: {
      actions: [
        assign({
          session: ({ context, event }) => ({ ...context.session, [event.key]: event.value }),
        }),
        { type: 'persist', params: ({ event }) => ({ key: event.key, value: event.value }) },
      ],
    },
  },
  states: {
    waitingForCart: {
      after: { cartTimeout: 'cartUnavailable' },
      on: {
        'cart.updated': {
          target: 'resuming',
          actions: 'keepCart',
        },
      },
    },
    cartUnavailable: {
      on: {
        'cart.updated': {
          target: 'resuming',
          actions: 'keepCart',
        },
      },
    },
    resuming: {
      always: [
        { guard: ({ context }) => context.cart === null || isEmpty(context.cart), target: 'empty' },
        ...(['contact', 'delivery', 'billing', 'payment', 'review'] as const).map((step) => ({
          guard: ({ context }: { context: CheckoutContext }) =>
            resumeStep(context.session, context.country, context.flags) === step,
          target: step,
        })),
      ],
    },
    empty: {
      on: {
        'cart.updated': {
          target: 'resuming',
          actions: 'keepCart',
        },
      },
    },
    contact: stepState('contact'),
    delivery: stepState('delivery'),
    billing: stepState('billing'),
    payment: {
      ...stepState('payment'),
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSummary',
            input: ({ context }) => ({ context, withPayment: false }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: assign({
                  summary: ({ event }) => (event.output.ok ? event.output.data : null),
                  // A method found unsuitable at placing stays said until another is chosen.
                  problem: ({ context }) =>
                    context.problem === 'payment-unavailable' ? context.problem : null,
                }),
              },
              { target: 'failed', actions: assign({ problem: 'summary-failed' }) },
            ],
            onError: { target: 'failed', actions: assign({ problem: 'summary-failed' }) },
          },
        },
        ready: {},
        failed: { on: { retry: 'loading' } },
      },
    },
    review: reviewState,
    placing: placingState,
    placed: placedState,
    startingPayment: startingPaymentState,
    redirecting: { type: 'final' },
    done: { type: 'final' },
  },
});
