import { describe, expect, it, jest } from '@jest/globals';
import type { CartState, StoredCartResult } from '@refurb/shared-contracts/cart';
import type { CloudWriteResult } from '../ports/cloud-cart';
import { accessory, cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SessionCheck, SignInOutcome } from '../ports/cloud-session';
import { FIRST_RETRY_MS, type CloudSyncEvent, type SyncedRevision } from './cloud-sync.context';
import { cloudSyncMachine } from './cloud-sync.machine';

const user: SessionCheck = { kind: 'user', uid: 'u1', customToken: 'token-u1' };

function start(options: {
  check?: SessionCheck | Error;
  signIn?: SignInOutcome;
  signOut?: { ok: true } | { ok: false; error: string };
  local?: CartState;
  mergeAfterLogin?: boolean;
  synced?: SyncedRevision | null;
}) {
  const calls = {
    replaced: [] as CartState[],
    written: [] as CartState[],
    cleared: 0,
    logout: 0,
    remembered: [] as boolean[],
    reports: [] as string[],
    signedInWith: [] as string[],
    listening: [] as string[],
    kept: [] as SyncedRevision[],
    failed: [] as string[],
  };
  let sendToMachine: ((event: CloudSyncEvent) => void) | null = null;
  const machine = cloudSyncMachine.provide({
    actors: {
      checkSession: fromPromise(async () => {
        if (options.check instanceof Error) throw options.check;
        return options.check ?? user;
      }),
      signIn: fromPromise(async ({ input }: { input: { customToken: string } }) => {
        calls.signedInWith.push(input.customToken);
        return options.signIn ?? { ok: true as const, uid: 'u1' };
      }),
      signOut: fromPromise(async () => options.signOut ?? { ok: true as const }),
      listenCart: fromCallback(
        ({
          input,
          sendBack,
        }: {
          input: { uid: string };
          sendBack: (e: CloudSyncEvent) => void;
        }) => {
          calls.listening.push(input.uid);
          sendToMachine = sendBack;
          return () => {
            sendToMachine = null;
          };
        },
      ),
    },
    actions: {
      replaceLocal: (_, p) => void calls.replaced.push(p.cart),
      writeCloud: (_, p) => void calls.written.push(p.cart),
      rememberRevision: (_, p) => void calls.kept.push(p),
      saveFailed: (_, p) => void calls.failed.push(p.error),
      clearCart: () => void (calls.cleared += 1),
      sendToLogout: () => void (calls.logout += 1),
      rememberMerge: (_, p) => void calls.remembered.push(p.pending),
      report: (_, p) => void calls.reports.push(`${p.tags.reason}: ${p.message}`),
    },
  });
  const actor = createActor(machine, {
    input: {
      local: options.local ?? cart(),
      mergeAfterLogin: options.mergeAfterLogin ?? false,
      now: () => NOW + 5000,
      expiryMonths: 1,
      stateVersion: '1.04',
      writer: 'page-here',
      synced: options.synced ?? null,
    },
  }).start();
  /** The document as the listener gives it: by default another page's write of revision 1. */
  const snapshot = (
    result: StoredCartResult,
    stamp: { revision?: number | null; writer?: string | null } = {},
  ) =>
    sendToMachine?.({
      type: 'cloud.snapshot',
      snapshot: {
        result,
        revision: stamp.revision === undefined ? 1 : stamp.revision,
        writer: stamp.writer === undefined ? 'page-elsewhere' : stamp.writer,
      },
    });
  /** shop-api's answer to the last write sent. */
  const answer = (result: CloudWriteResult) => {
    const cart = calls.written.at(-1);
    if (!cart) throw new Error('no write to answer');
    actor.send({ type: 'cloud.written', cart, result });
  };
  const settled = (
    state: 'checking' | 'signingIn' | 'syncing' | 'signingOut' | 'visitor' | 'offline',
  ) => waitFor(actor, (s) => s.matches(state));
  return { actor, calls, snapshot, answer, settled };
}

describe('session handling', () => {
  it('signs a user in with the custom token and listens to their cart', async () => {
    const { calls, settled } = start({});
    await settled('syncing');
    expect(calls.signedInWith).toEqual(['token-u1']);
    expect(calls.listening).toEqual(['u1']);
  });

  it('signs a visitor out of the cloud', async () => {
    const { settled, calls } = start({ check: { kind: 'visitor' } });
    await settled('visitor');
    expect(calls.logout).toBe(0);
  });

  it('sends a deactivated user to logout', async () => {
    const { settled, calls } = start({ check: { kind: 'deactivated' } });
    await settled('visitor');
    expect(calls.logout).toBe(1);
    expect(calls.cleared).toBe(0);
  });

  it('signs out, empties the cart and goes to logout when the session has no custom token', async () => {
    const { settled, calls } = start({ check: { kind: 'token-missing' } });
    await settled('visitor');
    expect(calls).toMatchObject({ cleared: 1, logout: 1 });
  });

  it('logs a sign-out failure', async () => {
    const { settled, calls } = start({
      check: { kind: 'visitor' },
      signOut: { ok: false, error: 'network' },
    });
    await settled('visitor');
    expect(calls.reports).toEqual(['sign-out: sign-out failed: network']);
  });

  it('keeps the local cart working when the BFF or the sign-in fails', async () => {
    const down = start({ check: new Error('offline') });
    await down.settled('offline');
    const refused = start({ signIn: { ok: false, error: 'auth/invalid-custom-token' } });
    await refused.settled('offline');
    expect(refused.calls.reports[0]).toMatch(/^sign-in: .*invalid-custom-token/);
  });

  it('starts again at a login, to merge', async () => {
    const { actor, settled, calls } = start({ check: { kind: 'visitor' } });
    await settled('visitor');
    actor.send({ type: 'session.login' });
    expect(actor.getSnapshot().context.mergeAfterLogin).toBe(true);
    expect(calls.remembered).toEqual([true]);
  });

  it('stops syncing at a logout', async () => {
    const { actor, settled } = start({});
    await settled('syncing');
    actor.send({ type: 'session.logout' });
    await settled('visitor');
    expect(actor.getSnapshot().context.uid).toBeNull();
  });
});

describe('cloud sync', () => {
  const cloudCart = cart({ phoneCart: [phone({ id: 'cloud' })], timestamp: NOW + 100 });
  const edit = (id: string, timestamp: number) => cart({ phoneCart: [phone({ id })], timestamp });

  it('replaces the local cart when another page changed the cloud, and keeps the revision', async () => {
    const { snapshot, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    expect(calls.replaced).toEqual([cloudCart]);
    expect(calls.written).toEqual([]);
    expect(calls.kept).toEqual([{ uid: 'u1', revision: 1 }]);
  });

  it('takes the cloud’s cart at the first read even when this device’s clock makes its own look newer', async () => {
    // This device's clock runs 10 minutes ahead: its cart's stamp says nothing about order.
    const ahead = edit('stale-here', NOW + 600_000);
    const { snapshot, settled, calls } = start({ local: ahead });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart }, { revision: 4 });
    expect(calls.replaced).toEqual([cloudCart]);
    expect(calls.written).toEqual([]);
  });

  it('writes this browser’s cart when the cloud still holds the revision it last synced with (a write cut off by leaving the page)', async () => {
    const changedHere = edit('added-here', NOW - 600_000);
    const { snapshot, answer, settled, calls } = start({
      local: changedHere,
      synced: { uid: 'u1', revision: 7 },
    });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart }, { revision: 7 });
    expect(calls.replaced).toEqual([]);
    expect(calls.written).toEqual([changedHere]);
    // The listener hands over the same state once more: not a change.
    snapshot({ ok: true, cart: cloudCart }, { revision: 7 });
    answer({ ok: true, revision: 8 });
    expect(calls.kept.at(-1)).toEqual({ uid: 'u1', revision: 8 });
    // Another device changes the document afterwards: that change is followed.
    const later = edit('other-device', NOW - 900_000);
    snapshot({ ok: true, cart: later }, { revision: 9 });
    expect(calls.replaced).toEqual([later]);
  });

  it('takes the cloud’s cart when another device wrote since this browser last synced', async () => {
    const { snapshot, settled, calls } = start({
      local: edit('old-here', NOW + 600_000),
      synced: { uid: 'u1', revision: 7 },
    });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart }, { revision: 8 });
    expect(calls.replaced).toEqual([cloudCart]);
    expect(calls.written).toEqual([]);
  });

  it('ignores its own echo and a late delivery of an older revision', async () => {
    const { actor, snapshot, answer, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart }, { revision: 1 });
    const mine = { ...cloudCart, accessoryCart: [accessory()], timestamp: NOW + 200 };
    actor.send({ type: 'cart.local', cart: mine });
    expect(calls.written).toEqual([mine]);
    // The echo arrives before shop-api's answer: the page's own write, not a change.
    snapshot({ ok: true, cart: mine }, { revision: 2, writer: 'page-here' });
    answer({ ok: true, revision: 2 });
    snapshot({ ok: true, cart: cloudCart }, { revision: 1 });
    expect(calls.replaced).toEqual([cloudCart]);
    expect(actor.getSnapshot().context.local).toEqual(mine);
  });

  it('holds another page’s write that comes while its own is out, and takes it only when it is the later one', async () => {
    const { actor, snapshot, answer, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart }, { revision: 1 });
    actor.send({ type: 'cart.local', cart: edit('a', NOW + 1) });
    // Another device's write lands before this one's: this one's is the later (revision 3).
    snapshot({ ok: true, cart: edit('b', NOW + 2) }, { revision: 2 });
    answer({ ok: true, revision: 3 });
    expect(calls.replaced).toEqual([cloudCart]);
    actor.send({ type: 'cart.local', cart: edit('c', NOW + 3) });
    // Here the other device's write (revision 5) lands after this one's (4): it is taken.
    const d = edit('d', NOW - 60_000);
    snapshot({ ok: true, cart: d }, { revision: 5 });
    expect(calls.replaced).toEqual([cloudCart]);
    answer({ ok: true, revision: 4 });
    expect(calls.replaced).toEqual([cloudCart, d]);
  });

  it('sends one write at a time: the latest cart waiting goes when the last is answered', async () => {
    const { actor, snapshot, answer, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: false, reason: 'missing', message: 'no stored cart' }, { revision: null });
    answer({ ok: true, revision: 1 });
    for (const [i, id] of ['e1', 'e2', 'e3'].entries()) {
      actor.send({ type: 'cart.local', cart: edit(id, NOW + 10 + i) });
    }
    expect(calls.written.map((c) => c.phoneCart[0]?.id ?? '')).toEqual(['', 'e1']);
    answer({ ok: true, revision: 2 });
    expect(calls.written.map((c) => c.phoneCart[0]?.id ?? '')).toEqual(['', 'e1', 'e3']);
  });

  it('uses an empty cart when the cloud cart is of another state version, and writes nothing back', async () => {
    const { snapshot, settled, calls } = start({ local: edit('here', NOW) });
    await settled('syncing');
    snapshot({ ok: false, reason: 'version', message: 'stored cart has version 1.03' });
    expect(calls.replaced).toHaveLength(1);
    expect(calls.replaced[0]).toMatchObject({ phoneCart: [], accessoryCart: [] });
    expect(calls.written).toEqual([]);
    expect(calls.reports).toEqual(['cloud-version: stored cart has version 1.03']);
  });

  it('after a login, a cloud cart of another state version merges as an empty one: the local cart is kept and written', async () => {
    const local = edit('local', NOW);
    const { snapshot, settled, calls } = start({ local, mergeAfterLogin: true });
    await settled('syncing');
    snapshot({ ok: false, reason: 'version', message: 'stored cart has version 1.03' });
    expect(calls.replaced).toHaveLength(1);
    expect(calls.replaced[0]?.phoneCart.map((p) => p.id)).toEqual(['local']);
    expect(calls.written).toEqual(calls.replaced);
  });

  it('merges once after a login when the local cart holds something, and writes the merge', async () => {
    const local = cart({
      phoneCart: [phone({ id: 'local' })],
      accessoryCart: [accessory()],
      timestamp: NOW,
    });
    const { actor, snapshot, answer, settled, calls } = start({ local, mergeAfterLogin: true });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    const merged = calls.replaced[0]!;
    expect(merged.phoneCart.map((p) => p.id).sort()).toEqual(['cloud', 'local']);
    expect(merged.timestamp).toBe(NOW + 5000);
    expect(calls.written).toEqual([merged]);
    expect(calls.remembered).toEqual([false]);
    expect(actor.getSnapshot().context.mergeAfterLogin).toBe(false);
    // Our own write comes back: nothing more happens.
    snapshot({ ok: true, cart: merged }, { revision: 2, writer: 'page-here' });
    answer({ ok: true, revision: 2 });
    expect(calls.replaced).toHaveLength(1);
    expect(calls.written).toHaveLength(1);
  });

  it('uploads the local cart when the person has no cloud cart yet', async () => {
    const local = cart({ phoneCart: [phone()], timestamp: NOW });
    const { snapshot, settled, calls } = start({ local });
    await settled('syncing');
    snapshot({ ok: false, reason: 'missing', message: 'no stored cart' }, { revision: null });
    expect(calls.written).toEqual([local]);
  });

  it('merge-writes each later local change, not the echo of the cloud', async () => {
    const { actor, snapshot, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    actor.send({ type: 'cart.local', cart: cloudCart });
    expect(calls.written).toEqual([]);
    const edited = { ...cloudCart, accessoryCart: [accessory()], timestamp: NOW + 200 };
    actor.send({ type: 'cart.local', cart: edited });
    expect(calls.written).toEqual([edited]);
  });

  it('reports an unreadable cloud cart and replaces it with the local one', async () => {
    const local = cart({ timestamp: NOW });
    const { snapshot, settled, calls } = start({ local });
    await settled('syncing');
    snapshot({ ok: false, reason: 'corrupt', message: 'stored cart is invalid at phoneCart' });
    expect(calls.reports).toEqual(['cloud-corrupt: stored cart is invalid at phoneCart']);
    expect(calls.written).toEqual([local]);
  });

  it('logs a failed write as error in set doc and tries again later with the cart then current, without telling the cart', async () => {
    const { actor, snapshot, answer, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    jest.useFakeTimers();
    try {
      actor.send({ type: 'cart.local', cart: edit('e1', NOW + 1) });
      answer({ ok: false, error: 'error in set doc: 503 cloud_unavailable: later', retry: true });
      expect(calls.reports).toEqual(['set-doc: error in set doc: 503 cloud_unavailable: later']);
      // Not refused, only not taken now: the cart keeps what it has.
      expect(calls.failed).toEqual([]);
      actor.send({ type: 'cart.local', cart: edit('e2', NOW + 2) });
      expect(calls.written).toHaveLength(2);
      answer({ ok: false, error: 'error in set doc: 0 network: down', retry: true });
      jest.advanceTimersByTime(FIRST_RETRY_MS * 2);
      expect(calls.written.map((c) => c.phoneCart[0]?.id)).toEqual(['e1', 'e2', 'e2']);
      answer({ ok: true, revision: 2 });
      jest.advanceTimersByTime(60_000);
      expect(calls.written).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not send a refused write again', async () => {
    const { actor, snapshot, answer, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    jest.useFakeTimers();
    try {
      actor.send({ type: 'cart.local', cart: edit('e1', NOW + 1) });
      answer({
        ok: false,
        error: 'error in set doc: 400 invalid_request: body.cart',
        retry: false,
      });
      jest.advanceTimersByTime(120_000);
      expect(calls.written).toHaveLength(1);
      expect(calls.failed).toEqual(['error in set doc: 400 invalid_request: body.cart']);
    } finally {
      jest.useRealTimers();
    }
  });
});

/**
 * Two devices of one person, each with the real machine, over a cloud that orders writes as
 * shop-api does (a revision per write) and hands every write to both listeners. Their clocks are
 * 7 minutes apart; they edit in turn, each after seeing the other's edit.
 */
describe('two devices whose clocks are minutes apart', () => {
  function cloud() {
    let doc: { cart: CartState; revision: number; writer: string } | null = null;
    const listeners = new Set<(e: CloudSyncEvent) => void>();
    const deliver = () => {
      const current = doc;
      if (!current) return;
      for (const listener of listeners) {
        setTimeout(() =>
          listener({
            type: 'cloud.snapshot',
            snapshot: { result: { ok: true, cart: current.cart }, ...current },
          }),
        );
      }
    };
    return {
      get doc() {
        return doc;
      },
      device(name: string, clockOffset: number) {
        let local = cart({ timestamp: NOW + clockOffset });
        const machine = cloudSyncMachine.provide({
          actors: {
            checkSession: fromPromise(async () => user),
            signIn: fromPromise<SignInOutcome, { customToken: string }>(async () => ({
              ok: true,
              uid: 'u1',
            })),
            listenCart: fromCallback(({ sendBack }: { sendBack: (e: CloudSyncEvent) => void }) => {
              listeners.add(sendBack);
              setTimeout(() =>
                sendBack({
                  type: 'cloud.snapshot',
                  snapshot: doc
                    ? { result: { ok: true, cart: doc.cart }, ...doc }
                    : {
                        result: { ok: false, reason: 'missing', message: 'none' },
                        revision: null,
                        writer: null,
                      },
                }),
              );
              return () => listeners.delete(sendBack);
            }),
          },
          actions: {
            writeCloud: ({ self }, p) => {
              const revision = (doc?.revision ?? 0) + 1;
              doc = { cart: p.cart, revision, writer: p.writer };
              setTimeout(() =>
                self.send({ type: 'cloud.written', cart: p.cart, result: { ok: true, revision } }),
              );
              deliver();
            },
            replaceLocal: ({ self }, p) => {
              local = p.cart;
              self.send({ type: 'cart.local', cart: p.cart });
            },
          },
        });
        const actor = createActor(machine, {
          input: {
            local,
            mergeAfterLogin: false,
            now: () => NOW + clockOffset,
            expiryMonths: 1,
            stateVersion: '1.04',
            writer: `page-${name}`,
            synced: null,
          },
        }).start();
        let tick = 0;
        return {
          actor,
          ids: () => local.phoneCart.map((p) => p.id).sort(),
          /** An edit here: the cart with `ids`, stamped by this device's clock. */
          edit(ids: string[]) {
            tick += 1;
            local = cart({
              phoneCart: ids.map((id) => phone({ id })),
              timestamp: NOW + clockOffset + tick,
            });
            actor.send({ type: 'cart.local', cart: local });
          },
        };
      },
    };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
    expect(check()).toBe(true);
  };

  it('editing in turn, no edit is lost and both end with the cloud’s cart', async () => {
    const store = cloud();
    const a = store.device('a', 0);
    const b = store.device('b', -7 * 60_000);
    await until(() => a.actor.getSnapshot().context.decided);
    await until(() => b.actor.getSnapshot().context.decided);
    const same = (ids: string[]) => () =>
      JSON.stringify(a.ids()) === JSON.stringify(ids) &&
      JSON.stringify(b.ids()) === JSON.stringify(ids);

    a.edit(['p1']);
    await until(same(['p1']));
    b.edit(['p1', 'p2']); // stamped 7 minutes before a's edit
    await until(same(['p1', 'p2']));
    a.edit(['p2']);
    await until(same(['p2']));
    b.edit(['p2', 'p3']);
    await until(same(['p2', 'p3']));
    a.edit(['p2', 'p3', 'p4']);
    await until(same(['p2', 'p3', 'p4']));
    expect(store.doc?.cart.phoneCart.map((p) => p.id).sort()).toEqual(['p2', 'p3', 'p4']);
  });
});

it('reaches every state of the chart', () => {
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as never;
  const paths = getShortestPaths(cloudSyncMachine, {
    input: {
      local: cart(),
      mergeAfterLogin: false,
      now: () => NOW,
      expiryMonths: 1,
      stateVersion: '1.04',
      writer: 'page-here',
      synced: null,
    },
    events: [
      done('0.cloudSync.checking', user),
      done('0.cloudSync.checking', { kind: 'visitor' }),
      done('0.cloudSync.signingIn', { ok: true, uid: 'u1' }),
      done('0.cloudSync.signingIn', { ok: false, error: 'x' }),
      done('0.cloudSync.signingOut', { ok: true }),
      { type: 'session.login' },
      { type: 'session.logout' },
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  const reached = new Set(paths.map((p) => p.state.value as string));
  expect(reached).toEqual(
    new Set(['checking', 'signingIn', 'syncing', 'signingOut', 'visitor', 'offline']),
  );
});
