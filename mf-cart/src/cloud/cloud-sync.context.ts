/**
 * The cloud sync chart's context, events and input, and the decisions its transitions make, as
 * pure functions of the context (cloud-sync.machine.ts has the chart and the rules it keeps).
 */
import {
  decideCloudSnapshot,
  emptiedCart,
  isCartEmpty,
  stampCart,
  type CartState,
} from '@refurb/shared-contracts/cart';
import type { CloudCartSnapshot, CloudWriteResult } from '../ports/cloud-cart';

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
export type Effect =
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
export class Plan {
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
export const isNews = (snapshot: CloudCartSnapshot, context: CloudSyncContext) =>
  snapshot.revision === null || context.revision === null || snapshot.revision > context.revision;

export const RESET = {
  uid: null,
  decided: false,
  revision: null,
  cloudStamp: null,
  writing: false,
  queued: null,
  held: null,
  retryMs: null,
} as const;
