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
 * In `syncing` the cart document is listened to, and written through shop-api (firestore.rules
 * let no browser write). No decision compares the clocks of two devices (issue 33 point 2):
 * - Order. Every write gets a `revision` from shop-api, in a Firestore transaction, greater than
 *   the document's last (api/cloud-cart.schema.ts). A snapshot is news when its revision is
 *   greater than the newest this page knows; an older one is a late delivery and left alone.
 * - Echo. Each page has its own writer id; a snapshot this page wrote is its own echo: its
 *   revision is noted, the local cart (which may already be newer) is kept.
 * - Replace. A snapshot that is news, from another page, is decided by the rule book's
 *   `decideCloudSnapshot`: its cart replaces the local one when their `timestamp`s differ (the
 *   spec's words; the stamps are compared for equality, as the cart's identity, never for order).
 * - One write at a time. A page sends its next write when the last one is answered (the latest
 *   cart waiting, the ones in between skipped), so its own writes land in the order it made them.
 *   A snapshot from another page that arrives while a write is out is held until the answer: when
 *   it is newer than this page's write (and no newer local cart waits) it replaces the local cart,
 *   else this page's write was the later one and it is dropped.
 * - First read. After a login the carts are merged (merge-after-login, with phones or
 *   accessories here) and the merge is written. Otherwise the cloud's cart is taken by the rule
 *   book, with one exception that needs no clock: when the cloud still holds the very revision
 *   this browser last synced with (`synced`, kept in this browser) and the local cart has another
 *   stamp, a change made here never reached the cloud (its write was cut off by leaving the page)
 *   and this browser's cart is written instead. A missing, unreadable or expired document gets the
 *   local cart.
 * - Another state version (point 3). A document of another state version is the spec's "an empty
 *   cart is used": the local cart is emptied, and nothing is written back (a page of the other
 *   release would empty its own in turn, and carts would be lost in both). A merge after a login
 *   keeps the local cart, as the merge of an empty cloud cart, and writes it.
 * - A failed write is logged as 'error in set doc'. One worth retrying (shop-api or Firestore
 *   unreachable, or the request cut off as the person leaves the page) is sent again later with
 *   the cart then current, every 2 s doubling to a minute, and the cart is not told: it is no
 *   cloud save error of spec section 8 yet. A refused one is not sent again, and the cart is told
 *   (`saveFailed`: a refreshed cart the cloud refused empties it). Telling the cart of a cut-off
 *   write emptied the cart of anyone who left the cart page while its refreshed cart was being
 *   saved (the e2e journey "an accessory in the cart, logged out and in twice").
 */
import { type CartState } from '@refurb/shared-contracts/cart';
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { Outcome, SessionCheck, SignInOutcome } from '../ports/cloud-session';
import {
  type CloudSyncEvent,
  type SyncedRevision,
  type CloudSyncInput,
  FIRST_RETRY_MS,
  LAST_RETRY_MS,
  type CloudSyncContext,
  isNews,
  RESET,
  Plan,
} from './cloud-sync.context';

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
    /** Writes through shop-api and sends `cloud.written` back with the answer. */
    writeCloud: (_, _params: { uid: string; cart: CartState; writer: string }) => {},
    /** Keeps the revision this browser's cart matches (for the next page's first read). */
    rememberRevision: (_, _params: SyncedRevision) => {},
    /** Tells the cart a cloud save of `cart` failed (spec section 8, cloud save errors). */
    saveFailed: (_, _params: { cart: CartState; error: string }) => {},
    clearCart: () => {},
    sendToLogout: () => {},
    rememberMerge: (_, _params: { pending: boolean }) => {},
    report: (_, _params: { message: string; tags: Record<string, string> }) => {},
  },
}).createMachine({
  id: 'cloudSync',
  context: ({ input }) => ({ ...input, ...RESET }),
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
            if (!context.uid) return;
            const { snapshot } = event;
            const plan = new Plan(context);
            if (!context.decided) {
              plan.first(snapshot);
            } else if (snapshot.writer === context.writer && snapshot.revision !== null) {
              // This page's own write coming back: noted, the local cart is already it or newer.
              plan.set({ revision: Math.max(context.revision ?? 0, snapshot.revision) });
            } else if (!isNews(snapshot, context)) {
              // A late delivery of a state this page has seen or overwritten already.
            } else if (context.writing) {
              plan.set({ held: snapshot });
            } else {
              plan.foreign(snapshot);
            }
            enqueue.assign(plan.patch);
            for (const effect of plan.effects) enqueue(effect);
          }),
        },
        'cloud.written': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { result } = event;
            const plan = new Plan(context);
            plan.set({ writing: false });
            let retryIn: number | null = null;
            if (result.ok) {
              plan.set({ retryMs: null });
              plan.remember(result.revision);
            } else {
              const tags = { area: 'cloud-sync', reason: 'set-doc' };
              plan.effects.push({ type: 'report', params: { message: result.error, tags } });
              if (!result.retry)
                plan.effects.push({
                  type: 'saveFailed',
                  params: { cart: event.cart, error: result.error },
                });
              if (result.retry) {
                retryIn =
                  context.retryMs === null
                    ? FIRST_RETRY_MS
                    : Math.min(context.retryMs * 2, LAST_RETRY_MS);
                plan.set({ retryMs: retryIn, queued: context.queued ?? context.local });
              }
            }
            const held = context.held;
            plan.set({ held: null });
            // Another page's write that came meanwhile counts when it is newer than this page's
            // (and no newer cart of this page waits to go over it).
            if (held && !plan.ctx.queued && (!result.ok || held.revision !== null)) {
              if (isNews(held, plan.ctx)) plan.foreign(held);
            }
            const queued = plan.ctx.queued;
            if (queued && retryIn === null && !plan.ctx.writing) plan.write(queued);
            enqueue.assign(plan.patch);
            for (const effect of plan.effects) enqueue(effect);
            if (retryIn !== null) enqueue.raise({ type: 'cloud.retry' }, { delay: retryIn });
          }),
        },
        'cloud.retry': {
          actions: enqueueActions(({ context, enqueue }) => {
            if (!context.uid || context.writing || !context.queued) return;
            const plan = new Plan(context);
            plan.write(context.queued);
            enqueue.assign(plan.patch);
            for (const effect of plan.effects) enqueue(effect);
          }),
        },
        'cart.local': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const plan = new Plan(context);
            plan.set({ local: event.cart });
            // Until the first snapshot has been decided, a merge or a replace is still to come;
            // the cloud's own cart (or one sent already) is not written again.
            if (context.uid && context.decided && event.cart.timestamp !== context.cloudStamp) {
              plan.write(event.cart);
            }
            enqueue.assign(plan.patch);
            for (const effect of plan.effects) enqueue(effect);
          }),
        },
        'session.logout': { target: 'signingOut' },
      },
    },
    signingOut: {
      entry: assign({ ...RESET }),
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
