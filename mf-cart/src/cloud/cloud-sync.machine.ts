/**
 * cloudSyncMachine: a signed-in person's cart in Firestore (spec section 4, "Cloud sync" and
 * "Session handling").
 *
 *   checking ──user──► signingIn ──ok──► syncing ──session.logout──► signingOut ──► visitor
 *      │  ├─visitor──────────────────────────────────────────────────► signingOut
 *      │  ├─deactivated: sign out, to logout ──────────────────────────► signingOut
 *      │  └─token-missing: sign out, empty the cart, to logout ────────► signingOut
 *      │     (the spec's "no custom token cookie but a session": `me` said signed in, the
 *      │      custom-token call then said 401; see adapters/bff-cloud-session.ts)
 *      └─(BFF unreachable)──► offline        signingIn ──failed──► offline
 *   visitor / offline ──session.login──► checking
 *
 * In `syncing` the cart document is listened to. Each snapshot goes through the rule book's
 * `decideCloudSnapshot`: merge (after a login, when the local cart holds something), replace (the
 * cloud changed: another device), or ignore (our own echo). The page's first read is not a change
 * of the document: when it is older than this browser's cart (a write cut off by leaving the
 * page), this browser's cart is written instead; a snapshot older than one already seen or written
 * (a late delivery) is not a change either and is left alone. A missing document gets the local
 * cart. Every local change whose timestamp is not the cloud's is merge-written; a failed write is
 * logged as 'error in set doc' and the local cart keeps working offline.
 */
import {
  decideCloudSnapshot,
  isCartEmpty,
  stampCart,
  type CartState,
  type StoredCartResult,
} from '@refurb/shared-contracts';
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { Outcome, SessionCheck, SignInOutcome } from '../ports/cloud-session';

export type CloudSyncEvent =
  | { readonly type: 'session.login' }
  | { readonly type: 'session.logout' }
  /** The local cart changed (an edit, another tab, or a replace from here). */
  | { readonly type: 'cart.local'; readonly cart: CartState }
  | { readonly type: 'cloud.snapshot'; readonly result: StoredCartResult };

export interface CloudSyncInput {
  readonly local: CartState;
  /** Set when the person has just logged in (kept for the page after the login page). */
  readonly mergeAfterLogin: boolean;
  readonly now: () => number;
  readonly expiryMonths: number;
  readonly stateVersion: string;
}

export interface CloudSyncContext extends CloudSyncInput {
  readonly uid: string | null;
  /** Timestamp of the cart the cloud holds, as far as this page knows. */
  readonly cloudTimestamp: number | null;
}

export const cloudSyncMachine = setup({
  types: {
    input: {} as CloudSyncInput,
    context: {} as CloudSyncContext,
    events: {} as CloudSyncEvent,
  },
  actors: {
    checkSession: fromPromise<SessionCheck>(async () => ({ kind: 'visitor' })),
    signIn: fromPromise<SignInOutcome, { customToken: string }>(async () => ({
      ok: false,
      error: 'signIn is provided by the root',
    })),
    signOut: fromPromise<Outcome>(async () => ({ ok: true })),
    listenCart: fromCallback<CloudSyncEvent, { uid: string }>(() => () => {}),
  },
  actions: {
    /** Shows `cart` locally and keeps it in this browser. */
    replaceLocal: (_, _params: { cart: CartState }) => {},
    writeCloud: (_, _params: { uid: string; cart: CartState }) => {},
    clearCart: () => {},
    sendToLogout: () => {},
    rememberMerge: (_, _params: { pending: boolean }) => {},
    report: (_, _params: { message: string; tags: Record<string, string> }) => {},
  },
}).createMachine({
  id: 'cloudSync',
  context: ({ input }) => ({ ...input, uid: null, cloudTimestamp: null }),
  initial: 'checking',
  on: {
    'cart.local': { actions: assign({ local: ({ event }) => event.cart }) },
  },
  states: {
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'user',
            target: 'signingIn',
          },
          {
            guard: ({ event }) => event.output.kind === 'deactivated',
            target: 'signingOut',
            actions: 'sendToLogout',
          },
          {
            guard: ({ event }) => event.output.kind === 'token-missing',
            target: 'signingOut',
            actions: ['clearCart', 'sendToLogout'],
          },
          { target: 'signingOut' },
        ],
        onError: {
          target: 'offline',
          actions: {
            type: 'report',
            params: ({ event }) => ({
              message: `session check failed: ${String(event.error)}`,
              tags: { area: 'cloud-sync', reason: 'session-check' },
            }),
          },
        },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          const check = (event as unknown as { output: SessionCheck }).output;
          return { customToken: check.kind === 'user' ? check.customToken : '' };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'syncing',
            actions: assign({ uid: ({ event }) => (event.output.ok ? event.output.uid : null) }),
          },
          {
            target: 'offline',
            actions: {
              type: 'report',
              params: ({ event }) => ({
                message: `cloud sign-in failed: ${event.output.ok ? '' : event.output.error}`,
                tags: { area: 'cloud-sync', reason: 'sign-in' },
              }),
            },
          },
        ],
        onError: { target: 'offline' },
      },
    },
    syncing: {
      invoke: { src: 'listenCart', input: ({ context }) => ({ uid: context.uid ?? '' }) },
      on: {
        'cloud.snapshot': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const uid = context.uid;
            if (!uid) return;
            const { result } = event;
            if (!result.ok && result.reason !== 'missing') {
              const tags = { area: 'cloud-sync', reason: `cloud-${result.reason}` };
              enqueue({ type: 'report', params: { message: result.message, tags } });
            }
            const cloud = result.ok ? result.cart : null;
            const local = context.local;
            // A document older than one this page already saw or wrote is a late delivery (the
            // listener can hand over the server's previous state after our write), not a change.
            if (
              cloud &&
              context.cloudTimestamp !== null &&
              cloud.timestamp < context.cloudTimestamp
            ) {
              return;
            }
            if (
              context.cloudTimestamp === null &&
              !context.mergeAfterLogin &&
              cloud !== null &&
              cloud.stateVersion === local.stateVersion &&
              local.timestamp > cloud.timestamp
            ) {
              // The page's first read, older than this browser's cart: a change made here never
              // reached the cloud (its write was cut off by leaving the page). It is not a change
              // of the cloud document, so this browser's cart is written instead of replaced.
              enqueue.assign({ cloudTimestamp: local.timestamp });
              enqueue({ type: 'writeCloud', params: { uid, cart: local } });
              return;
            }
            const decision = decideCloudSnapshot({
              local: context.local,
              cloud,
              mergeAfterLogin: context.mergeAfterLogin,
            });
            if (decision.action === 'ignore') {
              if (cloud !== null) {
                enqueue.assign({ cloudTimestamp: cloud.timestamp });
              } else {
                // No cloud cart yet (or an unreadable one): the local cart becomes it.
                enqueue.assign({ cloudTimestamp: context.local.timestamp });
                if (!isCartEmpty(context.local) || !result.ok) {
                  enqueue({ type: 'writeCloud', params: { uid, cart: context.local } });
                }
              }
              if (context.mergeAfterLogin) {
                enqueue.assign({ mergeAfterLogin: false });
                enqueue({ type: 'rememberMerge', params: { pending: false } });
              }
              return;
            }
            if (decision.action === 'replace') {
              enqueue.assign({ cloudTimestamp: decision.cart.timestamp, local: decision.cart });
              enqueue({ type: 'replaceLocal', params: { cart: decision.cart } });
              return;
            }
            const merged = stampCart(decision.cart, {
              now: context.now(),
              expiryMonths: context.expiryMonths,
              stateVersion: context.stateVersion,
            });
            enqueue.assign({
              cloudTimestamp: merged.timestamp,
              local: merged,
              mergeAfterLogin: false,
            });
            enqueue({ type: 'rememberMerge', params: { pending: false } });
            enqueue({ type: 'replaceLocal', params: { cart: merged } });
            enqueue({ type: 'writeCloud', params: { uid, cart: merged } });
          }),
        },
        'cart.local': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ local: event.cart });
            if (!context.uid || event.cart.timestamp === context.cloudTimestamp) return;
            // Until the first snapshot has been decided, a merge or a replace is still to come.
            if (context.cloudTimestamp === null) return;
            enqueue.assign({ cloudTimestamp: event.cart.timestamp });
            enqueue({ type: 'writeCloud', params: { uid: context.uid, cart: event.cart } });
          }),
        },
        'session.logout': { target: 'signingOut' },
      },
    },
    signingOut: {
      entry: assign({ uid: null, cloudTimestamp: null }),
      invoke: {
        src: 'signOut',
        onDone: {
          target: 'visitor',
          actions: enqueueActions(({ event, enqueue }) => {
            if (event.output.ok) return;
            const tags = { area: 'cloud-sync', reason: 'sign-out' };
            enqueue({
              type: 'report',
              params: { message: `sign-out failed: ${event.output.error}`, tags },
            });
          }),
        },
        onError: { target: 'visitor' },
      },
    },
    visitor: {
      on: {
        'session.login': {
          target: 'checking',
          actions: [
            assign({ mergeAfterLogin: true }),
            { type: 'rememberMerge', params: { pending: true } },
          ],
        },
      },
    },
    offline: {
      on: {
        'session.login': {
          target: 'checking',
          actions: [
            assign({ mergeAfterLogin: true }),
            { type: 'rememberMerge', params: { pending: true } },
          ],
        },
      },
    },
  },
});
