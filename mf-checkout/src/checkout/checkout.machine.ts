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
import type {
  ApiResult,
  CheckoutSession,
  CheckoutSummaryResponse,
  Country,
  PaymentMethodFlags,
  PlaceOrderResponse,
  PriceChange,
  StartPaymentResponse,
} from '@refurb/shared-contracts';
import { assign, fromPromise, setup } from 'xstate';
import type { PlaceOrderResult } from '../ports/checkout-api';
import type { OrderAttempt } from '../ports/order-attempt';
import { isStepDone, nextStep, resumeStep, type CheckoutStep } from './checkout-steps';
import type { CartSnapshot } from './order-request';

type SessionKey = keyof CheckoutSession;

export interface CheckoutInput {
  readonly country: Country;
  readonly flags: PaymentMethodFlags;
  readonly session: CheckoutSession;
  readonly attempt: OrderAttempt | null;
}

/** Why placing an order failed, as the page says it. */
function orderProblem(failure: {
  readonly code: string;
  readonly status: number;
}): CheckoutProblem {
  // shop-api refused the token: the check itself failed, a new one may pass.
  if (failure.code === 'bot_check_failed') return 'bot-check-failed';
  // No token at all: the provider could not be reached, which to the person is a lost connection
  // (with shop-api down, the token is the first request to fail).
  if (failure.code === 'bot_check_unavailable') return 'network';
  if (failure.code === 'timeout') return 'timeout';
  // Too many units held by this visitor's or account's unpaid orders (shop-api's reservations).
  if (failure.code === 'too_many_unpaid') return 'unpaid-limit';
  if (failure.status === 429) return 'rate-limited';
  // The site's proxy answers 502 when shop-api is down, a gateway 503/504: to the person it is
  // the same as a lost connection (nothing was placed; try again), not a refused order.
  if (failure.status === 0 || [502, 503, 504].includes(failure.status)) return 'network';
  return 'order-failed';
}

/** What went wrong, for the page to say in the person's language. */
export type CheckoutProblem =
  | 'summary-failed'
  | 'bot-check-failed'
  | 'order-failed'
  | 'network'
  /** No answer in time: the retry sends the same key, so an order placed meanwhile comes back. */
  | 'timeout'
  /** shop-api's 429 on order placement: too many orders from this address in a minute. */
  | 'rate-limited'
  /** shop-api's 429 `too_many_unpaid`: unpaid orders already hold as many units as one may. */
  | 'unpaid-limit'
  | 'payment-start-failed'
  | 'payment-unavailable';

export interface CheckoutContext extends CheckoutInput {
  readonly cart: CartSnapshot | null;
  readonly editing: CheckoutStep | null;
  readonly summary: CheckoutSummaryResponse | null;
  /** What changed since the person was shown the prices (a 409, or the summary's own list). */
  readonly changes: readonly PriceChange[];
  readonly problem: CheckoutProblem | null;
  readonly order: PlaceOrderResponse | null;
  /** One automatic retry with a new key when the server says the key belongs to another order. */
  readonly keyRetries: number;
  /** The changes the cart was last asked to refresh for. */
  readonly refreshedFor: string | null;
}

export type CheckoutEvent =
  | { readonly type: 'cart.updated'; readonly snapshot: CartSnapshot }
  | { readonly type: 'draft'; readonly key: SessionKey; readonly value: unknown }
  | { readonly type: 'step.submit'; readonly step: CheckoutStep }
  | { readonly type: 'step.edit'; readonly step: CheckoutStep }
  | { readonly type: 'order.place' }
  | { readonly type: 'retry' };

export interface PlaceOrderInput {
  readonly context: CheckoutContext;
  readonly attempt: OrderAttempt;
}

const notProvided = { ok: false, error: { status: 0, code: 'not_provided', message: '' } } as const;

const isEmpty = (snapshot: CartSnapshot) =>
  snapshot.cart.phoneCart.length === 0 && snapshot.cart.accessoryCart.length === 0;

const changeKey = (changes: readonly PriceChange[]) => JSON.stringify(changes);

const stepTarget = (step: CheckoutStep | 'review') => `#checkout.${step}`;

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    loadSummary: fromPromise<
      ApiResult<CheckoutSummaryResponse>,
      { context: CheckoutContext; withPayment: boolean }
    >(async () => notProvided),
    placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(async () => ({
      kind: 'failed',
      status: 0,
      code: 'not_provided',
      message: '',
    })),
    startPayment: fromPromise<
      ApiResult<StartPaymentResponse>,
      { orderId: string; orderKey: string | null }
    >(async () => notProvided),
  },
  actions: {
    keepCart: assign(({ event }) =>
      event.type === 'cart.updated' ? { cart: event.snapshot } : {},
    ),
    setEditing: assign(({ context }, params: { step: CheckoutStep | null }) => ({
      editing: params.step,
      session: { ...context.session, editStepState: { editing: params.step } },
    })),
    persist: (_, _params: { key: SessionKey; value: unknown }) => {},
    saveAttempt: (_, _params: { attempt: OrderAttempt }) => {},
    /** Sends `cart.refresh` on the bus: the cart checks prices and stock against the server. */
    refreshCart: () => {},
    /** Paid on receipt: `cart.clear`, checkout reset, data-layer purchase, thank-you page. */
    finishOrder: (_, _params: { order: PlaceOrderResponse }) => {},
    redirect: (_, _params: { url: string }) => {},
    trackStep: (_, _params: { step: CheckoutStep | 'review' }) => {},
    report: (_, _params: { message: string; tags: Record<string, string> }) => {},
  },
  guards: {
    isCartEmpty: ({ event }) => event.type === 'cart.updated' && isEmpty(event.snapshot),
    isEditing: ({ context }) => context.editing !== null,
  },
  delays: { cartTimeout: 10_000 },
}).createMachine({
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
    review: {
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
    },
    placing: {
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
    },
    placed: {
      always: [
        {
          guard: ({ context }) => context.order?.status === 'PLACED',
          target: 'done',
          actions: { type: 'finishOrder', params: ({ context }) => ({ order: context.order! }) },
        },
        { target: 'startingPayment' },
      ],
    },
    startingPayment: {
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
    },
    redirecting: { type: 'final' },
    done: { type: 'final' },
  },
});

function newAttempt(): OrderAttempt {
  return { key: crypto.randomUUID(), orderId: null };
}

/** From the review (or a later step), back to a step to change it; its submit returns here. */
function editTransitions() {
  return (['contact', 'delivery', 'billing', 'payment'] as const).map((step) => ({
    guard: ({ event }: { event: CheckoutEvent }) =>
      event.type === 'step.edit' && event.step === step,
    target: stepTarget(step),
    actions: [
      { type: 'setEditing' as const, params: { step } },
      {
        type: 'persist' as const,
        params: { key: 'editStepState' as const, value: { editing: step } },
      },
    ],
  }));
}

/** A form step: drafts are persisted by the root; submitting moves on (or back to the review). */
function stepState(step: CheckoutStep) {
  return {
    entry: { type: 'trackStep' as const, params: { step } },
    on: {
      'cart.updated': {
        guard: 'isCartEmpty' as const,
        target: '#checkout.empty',
        actions: 'keepCart' as const,
      },
      'step.submit': [
        // A step moves on only with valid data (the view checks first and shows why not), and
        // only its own submit (a late one from a step the person has left is ignored).
        {
          guard: ({ context, event }: { context: CheckoutContext; event: CheckoutEvent }) =>
            (event.type === 'step.submit' && event.step !== step) ||
            !isStepDone(step, context.session, context.country, context.flags),
        },
        {
          // Back from editing: to the review, or to a step that is not done yet.
          guard: 'isEditing' as const,
          target: '#checkout.resuming',
          actions: [
            { type: 'setEditing' as const, params: { step: null } },
            {
              type: 'persist' as const,
              params: { key: 'editStepState' as const, value: { editing: null } },
            },
          ],
        },
        { target: stepTarget(nextStep(step)) },
      ],
      'step.edit': editTransitions(),
    },
  };
}
