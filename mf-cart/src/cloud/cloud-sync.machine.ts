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
import {
  decideCloudSnapshot,
  emptiedCart,
  isCartEmpty,
  stampCart,
  type CartState,
} from '@refurb/shared-contracts';
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { CloudCartSnapshot, CloudWriteResult } from '../ports/cloud-cart';
import type { Outcome, SessionCheck, SignInOutcome } from '../ports/cloud-session';

export type CloudSyncEvent =
  | { readonly type: 'session.login' }
  | { readonly type: 'session.logout' }
  /** The local cart changed (an edit, another tab, or a replace from here). */
  | { readonly type: 'cart.local'; readonly cart: CartState }
  | { readonly type: 'cloud.snapshot'; readonly snapshot: CloudCartSnapshot }
  /** shop-api answered this page's write of `cart`. */
  | { readonly type: 'cloud.written'; readonly cart: CartState; readonly result: CloudWriteResult }
  | { readonly type: 'cloud.retry' };

/** The cloud revision this browser's cart last matched, for the person `uid`. */
export interface SyncedRevision {
  readonly uid: string;
  readonly revision: number;
}

export interface CloudSyncInput {
  readonly local: CartState;
  /** Set when the person has just logged in (kept for the page after the login page). */
  readonly mergeAfterLogin: boolean;
  readonly now: () => number;
  readonly expiryMonths: number;
  readonly stateVersion: string;
  /** This page's writer id (its own writes come back with it). */
  readonly writer: string;
  /** What this browser last synced with (kept in localStorage across pages), or null. */
  readonly synced: SyncedRevision | null;
}

export const FIRST_RETRY_MS = 2000;
export const LAST_RETRY_MS = 60_000;

export interface CloudSyncContext extends CloudSyncInput {
  readonly uid: string | null;
  /** The first snapshot has been decided (a merge or a replace no longer to come). */
  readonly decided: boolean;
  /** The newest revision of the document this page applied, wrote or saw; null: none. */
  readonly revision: number | null;
  /** The stamp of the cart last taken from or sent to the cloud: that cart is not written again. */
  readonly cloudStamp: number | null;
  /** A write of this page is out, not answered yet. */
  readonly writing: boolean;
  /** The latest cart to write once the write out is answered (or at the retry). */
  readonly queued: CartState | null;
  /** Another page's snapshot that came while a write was out. */
  readonly held: CloudCartSnapshot | null;
  /** The wait before the next retry of a failed write; null: no retry pending. */
  readonly retryMs: number | null;
}

/** What a decision asks for, in order, after its context patch. */
type Effect =
  | { readonly type: 'replaceLocal'; readonly params: { cart: CartState } }
  | {
      readonly type: 'writeCloud';
      readonly params: { uid: string; cart: CartState; writer: string };
    }
  | { readonly type: 'rememberRevision'; readonly params: SyncedRevision }
  | { readonly type: 'rememberMerge'; readonly params: { pending: boolean } }
  | { readonly type: 'saveFailed'; readonly params: { cart: CartState; error: string } }
  | {
      readonly type: 'report';
      readonly params: { message: string; tags: Record<string, string> };
    };

/** A decision under way: the context as it becomes, its patch, and its effects. */
class Plan {
  readonly patch: Partial<CloudSyncContext> = {};
  readonly effects: Effect[] = [];
  constructor(public ctx: CloudSyncContext) {}

  set(patch: Partial<CloudSyncContext>) {
    Object.assign(this.patch, patch);
    this.ctx = { ...this.ctx, ...patch };
  }

  /** Sends `cart` to the cloud now, or after the write that is out (the latest cart wins). */
  write(cart: CartState) {
    const uid = this.ctx.uid;
    if (!uid) return;
    this.set({ cloudStamp: cart.timestamp });
    if (this.ctx.writing) {
      this.set({ queued: cart });
      return;
    }
    this.set({ writing: true, queued: null });
    this.effects.push({ type: 'writeCloud', params: { uid, cart, writer: this.ctx.writer } });
  }

  /** Shows `cart` here (and keeps it in this browser); it is the cloud's, not written back. */
  replace(cart: CartState) {
    this.set({ local: cart, cloudStamp: cart.timestamp });
    this.effects.push({ type: 'replaceLocal', params: { cart } });
  }

  remember(revision: number | null) {
    if (revision !== null) this.set({ revision: Math.max(this.ctx.revision ?? 0, revision) });
    const uid = this.ctx.uid;
    const known = this.ctx.revision;
    if (uid && known !== null) {
      this.effects.push({ type: 'rememberRevision', params: { uid, revision: known } });
    }
  }

  report(snapshot: CloudCartSnapshot) {
    const { result } = snapshot;
    if (result.ok || result.reason === 'missing') return;
    const tags = { area: 'cloud-sync', reason: `cloud-${result.reason}` };
    this.effects.push({ type: 'report', params: { message: result.message, tags } });
  }

  /** The spec's "an empty cart is used" (a cloud cart of another state version). */
  empty() {
    const { local, now, expiryMonths, stateVersion } = this.ctx;
    const at = Math.max(now(), local.timestamp + 1);
    this.replace(stampCart(emptiedCart(local), { now: at, expiryMonths, stateVersion }));
  }

  /** The page's first read of the document (see the file's comment). */
  first(snapshot: CloudCartSnapshot) {
    this.set({ decided: true });
    this.report(snapshot);
    const { result } = snapshot;
    const { local, synced, uid } = this.ctx;
    if (this.ctx.mergeAfterLogin) {
      this.set({ mergeAfterLogin: false });
      this.effects.push({ type: 'rememberMerge', params: { pending: false } });
      if (!isCartEmpty(local)) {
        // Another state version in the cloud merges as an empty cart: the local cart is kept.
        const cloud = result.ok ? result.cart : null;
        const decision = decideCloudSnapshot({ local, cloud, mergeAfterLogin: true });
        const { now, expiryMonths, stateVersion } = this.ctx;
        const merged = stampCart(decision.action === 'ignore' ? local : decision.cart, {
          now: now(),
          expiryMonths,
          stateVersion,
        });
        this.remember(snapshot.revision);
        this.replace(merged);
        this.write(merged);
        return;
      }
    }
    if (result.ok) {
      const unsent =
        synced !== null &&
        synced.uid === uid &&
        snapshot.revision !== null &&
        synced.revision === snapshot.revision &&
        local.timestamp !== result.cart.timestamp;
      this.remember(snapshot.revision);
      if (unsent) {
        // The cloud still holds what this browser last synced with, and the cart here changed
        // since: a change made here never reached the cloud (its write was cut off).
        this.write(local);
        return;
      }
      this.take(result.cart);
      return;
    }
    this.remember(snapshot.revision);
    if (result.reason === 'version') {
      this.empty();
      return;
    }
    // No cloud cart (missing, unreadable or expired): the local cart becomes it.
    this.write(local);
  }

  /** The cloud's cart by the rule book: replaces the local one when their stamps differ. */
  take(cloud: CartState) {
    const decision = decideCloudSnapshot({ local: this.ctx.local, cloud, mergeAfterLogin: false });
    if (decision.action === 'replace') this.replace(decision.cart);
    else this.set({ cloudStamp: cloud.timestamp });
  }

  /** Another page's write, newer than anything this page knows. */
  foreign(snapshot: CloudCartSnapshot) {
    this.report(snapshot);
    const { result } = snapshot;
    this.remember(snapshot.revision);
    if (result.ok) this.take(result.cart);
    else if (result.reason === 'version') this.empty();
    else this.write(this.ctx.local);
  }
}

/** Whether `snapshot` tells this page something: a later revision, or a document without one. */
const isNews = (snapshot: CloudCartSnapshot, context: CloudSyncContext) =>
  snapshot.revision === null || context.revision === null || snapshot.revision > context.revision;

const RESET = {
  uid: null,
  decided: false,
  revision: null,
  cloudStamp: null,
  writing: false,
  queued: null,
  held: null,
  retryMs: null,
} as const;

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
