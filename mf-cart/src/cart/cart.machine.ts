/**
 * cartMachine: the cart of one page (spec sections 3, 4, 8 and 9).
 *
 *   start ──(cart holds items)──► refreshing ──done / error──► ready
 *     └──(empty cart)────────────────────────────────────────►  │ ▲
 *                                                  cart.refresh │ │
 *                                                    (has items)└─┘ via refreshing
 *
 * The stored cart is read before the machine starts (input `stored`): a corrupt, expired or
 * other-version cart is reported and replaced by an empty one. Every edit (`cart.edit`) goes
 * through `applyCartEdit`, which calls the rule book; an edit that changes nothing writes nothing.
 * A change is stamped (`timestamp`, `expireAt`), persisted and published. Edits are taken in every
 * state: one made while a refresh is under way is kept (phones added after the request are not
 * "vanished").
 *
 * Refresh errors (spec section 8): an answer that does not match the contract, a fault while
 * preparing the refreshed cart, or a failed local write of it empty the cart with no toast and are
 * reported. When shop-api cannot be reached at all
 * (offline, 5xx) the cart is kept and the failure is reported: emptying a person's cart because
 * their train entered a tunnel is not an error the spec's list names.
 *
 * Effects are named actions and one actor, filled in by the composition root with `provide`.
 */
import {
  DEFAULT_CHECKOUT_STEP,
  addPhone,
  emptiedCart,
  emptyCart,
  refreshCart,
  refreshRequestFor,
  stampCart,
  type ApiResult,
  type CartLimitations,
  type CartState,
  type CheckoutStep,
  type Country,
  type Promo,
  type RefreshCartRequest,
  type StoredCartResult,
} from '@refurb/shared-contracts';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { applyCartEdit } from './cart-edit';
import type { CartEvent, CartNotice } from './cart.events';

export interface CartMachineInput {
  readonly stored: StoredCartResult;
  readonly country: Country;
  readonly expiryMonths: number;
  readonly stateVersion: string;
  readonly limitations?: CartLimitations | undefined;
  /** Epoch milliseconds; injected so tests control time. */
  readonly now: () => number;
  /** The promo code applied earlier in this browser session (buy-level state), if any. */
  readonly promo?: Promo | null;
}

export interface CartContext extends Omit<CartMachineInput, 'stored' | 'promo'> {
  readonly cart: CartState;
  readonly promo: Promo | null;
  /** The cart before the last phone removal, while it can be undone. */
  readonly undo: CartState | null;
  /** Order ids sent with the last refresh (read when its answer comes). */
  readonly refreshing: readonly number[];
  /** The buy-level checkout step: the cart page is the first one (spec section 4: COSUL_MEU). */
  readonly checkoutStep: CheckoutStep;
  /** Why the stored cart was not usable (reported once, at start), or null. */
  readonly storedProblem: { readonly reason: string; readonly message: string } | null;
}

const settingsOf = (c: Pick<CartContext, 'now' | 'expiryMonths' | 'stateVersion'>) => ({
  now: c.now(),
  expiryMonths: c.expiryMonths,
  stateVersion: c.stateVersion,
});

/** Applies a refresh answer to the current cart, keeping phones added after the request. */
function applyRefresh(context: CartContext, data: unknown) {
  const sent = new Set(context.refreshing);
  const requested = {
    ...context.cart,
    phoneCart: context.cart.phoneCart.filter((p) => sent.has(p.order_id)),
  };
  const result = refreshCart(requested, data);
  if (result.error) return result;
  let cart = result.cart;
  for (const phone of context.cart.phoneCart) {
    if (!sent.has(phone.order_id)) cart = addPhone(cart, phone).cart;
  }
  return { ...result, cart };
}

/**
 * Spec section 8: any error while preparing the refreshed cart empties it, with no toast. The
 * rules cannot throw on valid data; should one fault anyway, the person gets an empty cart, not a
 * broken page.
 */
function safelyApplyRefresh(context: CartContext, data: unknown): ReturnType<typeof applyRefresh> {
  try {
    return applyRefresh(context, data);
  } catch (error) {
    return {
      cart: emptiedCart(context.cart),
      phonesRemoved: [],
      error: {
        kind: 'invalid-refresh-data',
        message: `preparing the refreshed cart failed: ${String(error)}`,
      },
    };
  }
}

export const cartMachine = setup({
  types: {
    input: {} as CartMachineInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    refreshCart: fromPromise<ApiResult<unknown>, { request: RefreshCartRequest }>(async () => ({
      ok: false,
      error: { status: 0, code: 'not_provided', message: 'refreshCart is provided by the root' },
    })),
  },
  actions: {
    /** `afterRefresh`: a failed write then empties the cart (spec section 8, local storage errors). */
    persist: (_, _params: { cart: CartState; afterRefresh?: boolean }) => {},
    publish: (_, _params: { cart: CartState; promo: Promo | null }) => {},
    rememberPromo: (_, _params: { promo: Promo | null }) => {},
    notify: (_, _params: CartNotice) => {},
    report: (_, _params: { message: string; tags: Record<string, string> }) => {},
    navigate: (_, _params: { url: string }) => {},
    trackAddToCart: (_, _params: { cart: CartState; phoneId: string }) => {},
  },
  guards: {
    hasItems: ({ context }) =>
      context.cart.phoneCart.length > 0 || context.cart.accessoryCart.length > 0,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => {
    const { stored, promo, ...rest } = input;
    return {
      ...rest,
      promo: promo ?? null,
      checkoutStep: DEFAULT_CHECKOUT_STEP,
      cart: stored.ok ? stored.cart : emptyCart(settingsOf(input)),
      storedProblem: stored.ok || stored.reason === 'missing' ? null : stored,
      undo: null,
      refreshing: [],
    };
  },
  entry: enqueueActions(({ context, enqueue }) => {
    const problem = context.storedProblem;
    if (problem) {
      const tags = { area: 'cart', reason: `stored-${problem.reason}` };
      enqueue({ type: 'report', params: { message: problem.message, tags } });
      enqueue({ type: 'persist', params: { cart: context.cart } });
    }
    enqueue({ type: 'publish', params: { cart: context.cart, promo: context.promo } });
  }),
  initial: 'start',
  on: {
    'cart.edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const outcome = applyCartEdit(context.cart, event.edit, context.limitations);
        if (outcome.cart !== context.cart) {
          const cart = stampCart(outcome.cart, settingsOf(context));
          enqueue.assign({ cart, undo: outcome.undo ?? null });
          enqueue({ type: 'persist', params: { cart } });
          enqueue({ type: 'publish', params: { cart, promo: context.promo } });
          if (outcome.tracked) {
            enqueue({ type: 'trackAddToCart', params: { cart, phoneId: outcome.tracked } });
          }
        }
        for (const notice of outcome.notices) enqueue({ type: 'notify', params: notice });
        if (outcome.navigate) enqueue({ type: 'navigate', params: { url: outcome.navigate } });
      }),
    },
    'phone.undo': {
      guard: ({ context }) => context.undo !== null,
      actions: enqueueActions(({ context, enqueue }) => {
        if (!context.undo) return;
        const cart = stampCart(context.undo, settingsOf(context));
        enqueue.assign({ cart, undo: null });
        enqueue({ type: 'persist', params: { cart } });
        enqueue({ type: 'publish', params: { cart, promo: context.promo } });
      }),
    },
    'cart.clear': {
      actions: enqueueActions(({ context, enqueue }) => {
        const cart = emptyCart(settingsOf(context));
        enqueue.assign({ cart, undo: null, promo: null });
        enqueue({ type: 'persist', params: { cart } });
        enqueue({ type: 'rememberPromo', params: { promo: null } });
        enqueue({ type: 'publish', params: { cart, promo: null } });
      }),
    },
    'promo.apply': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ promo: event.promo });
        enqueue({ type: 'rememberPromo', params: { promo: event.promo } });
        enqueue({ type: 'publish', params: { cart: context.cart, promo: event.promo } });
      }),
    },
    'promo.remove': {
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ promo: null });
        enqueue({ type: 'rememberPromo', params: { promo: null } });
        enqueue({ type: 'publish', params: { cart: context.cart, promo: null } });
      }),
    },
    'cart.replace': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.cart.timestamp === context.cart.timestamp) return;
        enqueue.assign({ cart: event.cart, undo: null });
        if (event.persist) enqueue({ type: 'persist', params: { cart: event.cart } });
        enqueue({ type: 'publish', params: { cart: event.cart, promo: context.promo } });
      }),
    },
  },
  states: {
    start: {
      always: [{ guard: 'hasItems', target: 'refreshing' }, { target: 'ready' }],
    },
    refreshing: {
      entry: assign({
        refreshing: ({ context }) => context.cart.phoneCart.map((p) => p.order_id),
      }),
      invoke: {
        id: 'refreshCart',
        src: 'refreshCart',
        input: ({ context }) => ({ request: refreshRequestFor(context.cart, context.country) }),
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const answer = event.output;
            if (!answer.ok) {
              const tags = {
                area: 'cart',
                reason: 'refresh-unavailable',
                status: String(answer.error.status),
              };
              const message = `cart refresh failed: ${answer.error.message}`;
              enqueue({ type: 'report', params: { message, tags } });
              return;
            }
            const result = safelyApplyRefresh(context, answer.data);
            if (result.error) {
              const tags = { area: 'cart', reason: result.error.kind };
              enqueue({ type: 'report', params: { message: result.error.message, tags } });
            } else if (result.phonesRemoved.length > 0) {
              const count = result.phonesRemoved.length;
              enqueue({ type: 'notify', params: { kind: 'phones-vanished', count } });
            }
            if (result.cart === context.cart) return;
            const cart = stampCart(result.cart, settingsOf(context));
            enqueue.assign({ cart, undo: null });
            enqueue({ type: 'persist', params: { cart, afterRefresh: true } });
            enqueue({ type: 'publish', params: { cart, promo: context.promo } });
          }),
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'report',
            params: ({ event }) => ({
              message: `cart refresh threw: ${String(event.error)}`,
              tags: { area: 'cart', reason: 'refresh-unavailable' },
            }),
          },
        },
      },
    },
    ready: {
      on: {
        'cart.refresh': { guard: 'hasItems', target: 'refreshing' },
      },
    },
  },
});
