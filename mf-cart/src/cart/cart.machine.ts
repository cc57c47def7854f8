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
 * Refresh errors (spec section 8) are reported and empty the cart with no toast, each under its
 * step's name: invalid refresh data, preparing the data, setting the accessories, setting the gift
 * wrap (the rule book's `refreshCart`), updating the cart state (stamping and taking the refreshed
 * cart here), the local storage write of the refreshed cart (the composition root's `persist`,
 * which sends `cart.clear`) and its cloud save (`cart.cloud-save-failed` for the cart the last
 * refresh wrote, when the cloud refused it: `refreshedAt` is its timestamp; a write that did not
 * get through is retried by cloud sync and never sent here). When shop-api cannot be reached at
 * all (offline, 5xx) the cart is kept and the failure is reported: emptying a person's cart because their train
 * entered a tunnel is not an error the spec's list names. A cloud save of any other cart (an edit)
 * that fails is reported by cloud sync and the cart carries on on this device.
 *
 * Edits a person or another remote asks for (`cart.request-edit`) wait in the machine's queue
 * (`edits`): before each one the stored cart is read again (`loadLatest`, one at a time) and a newer
 * cart another tab wrote is taken first (`cart.replace`), so an edit is never made on a stale cart;
 * a read that fails leaves the edit to be made on the cart this page shows. The mini-cart's drawer
 * (`drawerOpen`, `drawer.set`) is the machine's state too.
 *
 * The promo (spec section 3, buy-level `promo`) is part of the cart state (`cart.promo`, issue 33
 * point 7): applied and removed as edits, so it is stored, published and synced with the cart.
 *
 * Effects are named actions and one actor, filled in by the composition root with `provide`.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  emptyCart,
  refreshRequestFor,
  stampCart,
  type CartLimitations,
  type CartState,
  type RefreshCartRequest,
  type StoredCartResult,
} from '@refurb/shared-contracts/cart';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import {
  assign,
  enqueueActions,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { applyCartEdit, type TrackedAdd } from './cart-edit';
import type { CartEdit, CartEvent, CartNotice } from './cart.events';
import { emptyAfterRefreshError, safelyApplyRefresh, settingsOf } from './refresh-outcome';

export interface CartMachineInput {
  readonly stored: StoredCartResult;
  readonly country: Country;
  readonly expiryMonths: number;
  readonly stateVersion: string;
  readonly limitations?: CartLimitations | undefined;
  /** Epoch milliseconds; injected so tests control time. */
  readonly now: () => number;
}

export interface CartContext extends Omit<CartMachineInput, 'stored'> {
  readonly cart: CartState;
  /** The stamp of the cart the last refresh wrote: a failed cloud save of it empties the cart. */
  readonly refreshedAt: number | null;
  /** The cart before the last phone removal, while it can be undone. */
  readonly undo: CartState | null;
  /** Order ids sent with the last refresh (read when its answer comes). */
  readonly refreshing: readonly number[];
  /** Why the stored cart was not usable (reported once, at start), or null. */
  readonly storedProblem: { readonly reason: string; readonly message: string } | null;
  /** Edits asked for (`cart.request-edit`) and not made yet: the first waits for the stored cart. */
  readonly edits: readonly CartEdit[];
  /** Whether the mini-cart's drawer is open (`cart.open` on the bus, the drawer's own buttons). */
  readonly drawerOpen: boolean;
}

export const cartMachine = setup({
  types: {
    input: {} as CartMachineInput,
    context: {} as CartContext,
    events: {} as
      CartEvent | DoneActorEvent<StoredCartResult, 'latest'> | ErrorActorEvent<unknown, 'latest'>,
  },
  actors: {
    refreshCart: fromPromise<ApiResult<unknown>, { request: RefreshCartRequest }>(async () => ({
      ok: false,
      error: { status: 0, code: 'not_provided', message: 'refreshCart is provided by the root' },
    })),
    /** The stored cart now (another tab may have written since this tab last heard). */
    loadLatest: fromPromise<StoredCartResult>(async () => ({
      ok: false,
      reason: 'missing',
      message: 'loadLatest is provided by the root',
    })),
  },
  actions: {
    /** `afterRefresh`: a failed write then empties the cart (spec section 8, local storage errors). */
    persist: (_, _params: { cart: CartState; afterRefresh?: boolean }) => {},
    /** `cart.updated` on the bus; the cart's promo travels in it (`cart.promo`). */
    publish: (_, _params: { cart: CartState }) => {},
    notify: (_, _params: CartNotice) => {},
    report: (_, _params: { message: string; tags: Record<string, string> }) => {},
    navigate: (_, _params: { url: string }) => {},
    trackAddToCart: (_, _params: { cart: CartState; added: TrackedAdd }) => {},
    /** Makes the first waiting edit, and reads the stored cart again for the next one, if any. */
    takeNextEdit: enqueueActions(({ context, enqueue }) => {
      const [edit, ...rest] = context.edits;
      enqueue.assign({ edits: rest });
      if (edit) enqueue.raise({ type: 'cart.edit', edit });
      if (rest.length > 0) enqueue.spawnChild('loadLatest', { id: 'latest' });
    }),
  },
  guards: {
    hasItems: ({ context }) =>
      context.cart.phoneCart.length > 0 || context.cart.accessoryCart.length > 0,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => {
    const { stored, ...rest } = input;
    return {
      ...rest,
      refreshedAt: null,
      cart: stored.ok ? stored.cart : emptyCart(settingsOf(input)),
      storedProblem: stored.ok || stored.reason === 'missing' ? null : stored,
      undo: null,
      refreshing: [],
      edits: [],
      drawerOpen: false,
    };
  },
  entry: enqueueActions(({ context, enqueue }) => {
    const problem = context.storedProblem;
    if (problem) {
      const tags = { area: 'cart', reason: `stored-${problem.reason}` };
      enqueue({ type: 'report', params: { message: problem.message, tags } });
      enqueue({ type: 'persist', params: { cart: context.cart } });
    }
    enqueue({ type: 'publish', params: { cart: context.cart } });
  }),
  initial: 'start',
  on: {
    'cart.request-edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ edits: [...context.edits, event.edit] });
        if (context.edits.length === 0) enqueue.spawnChild('loadLatest', { id: 'latest' });
      }),
    },
    'xstate.done.actor.latest': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const latest = event.output;
        if (latest.ok && latest.cart.timestamp > context.cart.timestamp) {
          enqueue.raise({ type: 'cart.replace', cart: latest.cart });
        }
        enqueue('takeNextEdit');
      }),
    },
    // The stored cart could not be read: the edit is made on the cart this page shows.
    'xstate.error.actor.latest': { actions: 'takeNextEdit' },
    'drawer.set': { actions: assign({ drawerOpen: ({ event }) => event.open }) },
    'cart.edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const outcome = applyCartEdit(context.cart, event.edit, context.limitations);
        if (outcome.cart !== context.cart) {
          const cart = stampCart(outcome.cart, settingsOf(context));
          enqueue.assign({ cart, undo: outcome.undo ?? null });
          enqueue({ type: 'persist', params: { cart } });
          enqueue({ type: 'publish', params: { cart } });
          if (outcome.tracked) {
            enqueue({ type: 'trackAddToCart', params: { cart, added: outcome.tracked } });
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
        enqueue({ type: 'publish', params: { cart } });
      }),
    },
    'cart.clear': {
      actions: enqueueActions(({ context, enqueue }) => {
        const cart = emptyCart(settingsOf(context));
        enqueue.assign({ cart, undo: null });
        enqueue({ type: 'persist', params: { cart } });
        enqueue({ type: 'publish', params: { cart } });
      }),
    },
    'cart.cloud-save-failed': {
      guard: ({ context, event }) => context.refreshedAt === event.timestamp,
      actions: enqueueActions(({ context, event, enqueue }) => {
        const tags = { area: 'cart', reason: 'cloud-save' };
        const message = `saving the refreshed cart to the cloud failed: ${event.error}`;
        enqueue({ type: 'report', params: { message, tags } });
        const cart = emptyAfterRefreshError(context);
        enqueue.assign({ cart, undo: null, refreshedAt: null });
        enqueue({ type: 'persist', params: { cart } });
        enqueue({ type: 'publish', params: { cart } });
      }),
    },
    'cart.replace': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (event.cart.timestamp === context.cart.timestamp) return;
        enqueue.assign({ cart: event.cart, undo: null });
        if (event.persist) enqueue({ type: 'persist', params: { cart: event.cart } });
        enqueue({ type: 'publish', params: { cart: event.cart } });
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
            let cart: CartState;
            try {
              cart = stampCart(result.cart, settingsOf(context));
            } catch (error) {
              // Spec section 8: an error updating the cart state empties the cart, no toast.
              const tags = { area: 'cart', reason: 'update-cart-state' };
              const message = `updating the cart state after a refresh failed: ${String(error)}`;
              enqueue({ type: 'report', params: { message, tags } });
              cart = emptyAfterRefreshError(context);
            }
            enqueue.assign({ cart, undo: null, refreshedAt: cart.timestamp });
            enqueue({ type: 'persist', params: { cart, afterRefresh: true } });
            enqueue({ type: 'publish', params: { cart } });
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
