import { describe, expect, it } from '@jest/globals';
import type { CartState, StoredCartResult } from '@refurb/shared-contracts';
import { accessory, cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SessionCheck, SignInOutcome } from '../ports/cloud-session';
import { cloudSyncMachine, type CloudSyncEvent } from './cloud-sync.machine';

const user: SessionCheck = { kind: 'user', uid: 'u1', customToken: 'token-u1' };

function start(options: {
  check?: SessionCheck | Error;
  signIn?: SignInOutcome;
  signOut?: { ok: true } | { ok: false; error: string };
  local?: CartState;
  mergeAfterLogin?: boolean;
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
    },
  }).start();
  const snapshot = (result: StoredCartResult) =>
    sendToMachine?.({ type: 'cloud.snapshot', result });
  const settled = (
    state: 'checking' | 'signingIn' | 'syncing' | 'signingOut' | 'visitor' | 'offline',
  ) => waitFor(actor, (s) => s.matches(state));
  return { actor, calls, snapshot, settled };
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

  it('replaces the local cart when the cloud changed', async () => {
    const { snapshot, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    expect(calls.replaced).toEqual([cloudCart]);
    expect(calls.written).toEqual([]);
  });

  it('writes a newer local cart over an older first read (a write cut off by leaving a page), then follows later changes', async () => {
    const newer = cart({ phoneCart: [phone({ id: 'added-here' })], timestamp: NOW + 500 });
    const { snapshot, settled, calls } = start({ local: newer });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    expect(calls.replaced).toEqual([]);
    expect(calls.written).toEqual([newer]);
    // The listener hands over the server's previous state once more: not a change.
    snapshot({ ok: true, cart: cloudCart });
    expect(calls.replaced).toEqual([]);
    // Another device changes the document afterwards: that change is followed.
    const later = cart({ phoneCart: [phone({ id: 'other-device' })], timestamp: NOW + 900 });
    snapshot({ ok: true, cart: later });
    expect(calls.replaced).toEqual([later]);
  });

  it('merges once after a login when the local cart holds something, and writes the merge', async () => {
    const local = cart({
      phoneCart: [phone({ id: 'local' })],
      accessoryCart: [accessory()],
      timestamp: NOW,
    });
    const { actor, snapshot, settled, calls } = start({ local, mergeAfterLogin: true });
    await settled('syncing');
    snapshot({ ok: true, cart: cloudCart });
    const merged = calls.replaced[0]!;
    expect(merged.phoneCart.map((p) => p.id).sort()).toEqual(['cloud', 'local']);
    expect(merged.timestamp).toBe(NOW + 5000);
    expect(calls.written).toEqual([merged]);
    expect(calls.remembered).toEqual([false]);
    expect(actor.getSnapshot().context.mergeAfterLogin).toBe(false);
    // Our own write comes back: nothing more happens.
    snapshot({ ok: true, cart: merged });
    expect(calls.replaced).toHaveLength(1);
    expect(calls.written).toHaveLength(1);
  });

  it('uses an empty cart when the cloud cart is of another state version', async () => {
    const { snapshot, settled, calls } = start({ local: cart({ timestamp: NOW }) });
    await settled('syncing');
    snapshot({ ok: true, cart: { ...cloudCart, stateVersion: '1.03' } });
    expect(calls.replaced[0]?.phoneCart).toEqual([]);
  });

  it('uploads the local cart when the person has no cloud cart yet', async () => {
    const local = cart({ phoneCart: [phone()], timestamp: NOW });
    const { snapshot, settled, calls } = start({ local });
    await settled('syncing');
    snapshot({ ok: false, reason: 'missing', message: 'no stored cart' });
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
