/**
 * The checkout chart's setup: its context, events and input, the actors the composition root
 * provides, the named actions and guards, and the state builders the chart repeats (a form step,
 * the edit transitions). The chart is built from it in parts (`createStateConfig`): the machine
 * (checkout.machine.ts: waiting for the cart, the steps) and the order's placing and payment start
 * (order.states.ts).
 */
import type { Country } from '@refurb/shared-contracts';
import type {
  CheckoutSummaryResponse,
  PlaceOrderResponse,
  PriceChange,
} from '@refurb/shared-contracts/api/checkout';
import type { StartPaymentResponse } from '@refurb/shared-contracts/api/payment';
import type { CheckoutSession, PaymentMethodFlags } from '@refurb/shared-contracts/checkout';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { assign, fromPromise, setup } from 'xstate';
import type { PlaceOrderResult } from '../ports/checkout-api';
import type { OrderAttempt } from '../ports/order-attempt';
import { isStepDone, nextStep, type CheckoutStep } from './checkout-steps';
import type { CartSnapshot } from './order-request';

type SessionKey = keyof CheckoutSession;

export interface CheckoutInput {
  readonly country: Country;
  readonly flags: PaymentMethodFlags;
  readonly session: CheckoutSession;
  readonly attempt: OrderAttempt | null;
}

/** Why placing an order failed, as the page says it. */
export function orderProblem(failure: {
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

export const notProvided = {
  ok: false,
  error: { status: 0, code: 'not_provided', message: '' },
} as const;

export const isEmpty = (snapshot: CartSnapshot) =>
  snapshot.cart.phoneCart.length === 0 && snapshot.cart.accessoryCart.length === 0;

export const changeKey = (changes: readonly PriceChange[]) => JSON.stringify(changes);

export const stepTarget = (step: CheckoutStep | 'review') => `#checkout.${step}`;

export const checkoutSetup = setup({
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
});

export function newAttempt(): OrderAttempt {
  return { key: crypto.randomUUID(), orderId: null };
}

/** From the review (or a later step), back to a step to change it; its submit returns here. */
export function editTransitions() {
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
export function stepState(step: CheckoutStep) {
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
