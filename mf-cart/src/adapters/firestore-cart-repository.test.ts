/**
 * @jest-environment node
 */
// The Firestore store and firestore.rules against Google's emulator (started by global-setup).
// Writes go through shop-api in the shop; here a writer that writes as the emulator's owner what
// shop-api writes (the cart, a revision one past the document's, the writer id) stands in for it.
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import type { CartState } from '@refurb/shared-contracts/cart';
import { cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CloudSyncEvent } from '../cloud/cloud-sync.context';
import { cloudSyncMachine } from '../cloud/cloud-sync.machine';
import type { CloudCartSnapshot, CloudCartWriter } from '../ports/cloud-cart';
import type { SessionCheck, SignInOutcome } from '../ports/cloud-session';
import { closeApps, firestoreAs, writeAsOwner } from '../test-support/firebase-emulators';
import { createFirestoreCartStore } from './firestore-cart-repository';

afterAll(() => closeApps());
// The first call to a cold emulator JVM took 4.7 s on a loaded 2-core machine (Jest's default
// limit is 5 s): these tests talk to a real server, not a fake that answers at once.
jest.setTimeout(30_000);
// The denials below are the point of these tests; Firestore would warn about each one.
setLogLevel('error');
const DENIED = { code: 'permission-denied' };

let people = 0;
const newUid = () => `user-${Date.now()}-${(people += 1)}`;
const settings = () => ({ now: NOW, expiryMonths: 1, stateVersion: '1.04' });

/** Writes as shop-api does (routes/cloud-cart.ts), past the rules. */
function ownerWriter(uid: string): CloudCartWriter {
  let revision = 0;
  return {
    async write(value: CartState, writer: string) {
      revision += 1;
      await writeAsOwner(`carts/${uid}`, { ...value, revision, writer });
      return { ok: true, revision };
    },
  };
}

async function eventually(check: () => void, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

async function storeOf(uid: string) {
  return createFirestoreCartStore({
    db: await firestoreAs(uid),
    collection: 'carts',
    uid,
    settings,
    writer: ownerWriter(uid),
  });
}

describe('the Firestore cart store (emulator, with the rules)', () => {
  it('reads no document, then the cart shop-api wrote with its revision and writer', async () => {
    const uid = newUid();
    const store = await storeOf(uid);
    await expect(store.read()).resolves.toMatchObject({
      result: { ok: false, reason: 'missing' },
      revision: null,
      writer: null,
    });
    const saved = cart({ phoneCart: [phone()] });
    await expect(store.write(saved, 'page-one-0001')).resolves.toEqual({ ok: true, revision: 1 });
    await expect(store.read()).resolves.toEqual({
      result: { ok: true, cart: saved },
      revision: 1,
      writer: 'page-one-0001',
    });
  });

  it("gives one device's writes to the other's listener, with revision and writer, and stops when asked", async () => {
    const uid = newUid();
    const here = await storeOf(uid);
    const other = await storeOf(uid);
    const seen: CloudCartSnapshot[] = [];
    const stop = other.watch((snapshot) => seen.push(snapshot));
    // The listener is up once it has said what is there (nothing yet); a write before that can
    // reach the emulator ahead of the listen and, on a loaded machine, was seen never to arrive.
    await eventually(() => expect(seen.length).toBeGreaterThan(0));
    const saved = cart({ phoneCart: [phone({ id: 'w1' })] });
    await here.write(saved, 'page-here-0001');
    await eventually(() =>
      expect(seen).toContainEqual({
        result: { ok: true, cart: saved },
        revision: 1,
        writer: 'page-here-0001',
      }),
    );
    stop();
    const count = seen.length;
    await here.write(cart({ phoneCart: [phone({ id: 'w2' })] }), 'page-here-0001');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.length).toBe(count);
  });

  it('reads a document of another state version as that, whatever its shape', async () => {
    const uid = newUid();
    await writeAsOwner(`carts/${uid}`, { items: [{ sku: 'old' }], stateVersion: '1.03' });
    const { result } = await (await storeOf(uid)).read();
    expect(result).toMatchObject({ ok: false, reason: 'version' });
  });

  it('keeps the promo with the cart', async () => {
    const uid = newUid();
    const store = await storeOf(uid);
    const promo = { code: 'REFURB10', percentage: 10 };
    await store.write(cart({ phoneCart: [phone()], promo }), 'page-one-0001');
    await expect(store.read()).resolves.toMatchObject({ result: { ok: true, cart: { promo } } });
  });
});

/**
 * Issue 33 point 3, through the real store on the emulator and the real machine: a person's
 * cloud document of another state version (another shape too) empties the cart of the running
 * shop, and the local cart is not written over it.
 */
describe('a cloud cart of another state version, in the running cloud sync', () => {
  it('empties the local cart and writes nothing', async () => {
    const uid = newUid();
    await writeAsOwner(`carts/${uid}`, {
      items: [{ sku: 'from-an-old-release' }],
      stateVersion: '1.03',
      revision: 3,
      writer: 'page-old-release',
    });
    const writes: CartState[] = [];
    const store = createFirestoreCartStore({
      db: await firestoreAs(uid),
      collection: 'carts',
      uid,
      settings,
      writer: {
        async write(value) {
          writes.push(value);
          return { ok: true, revision: 4 };
        },
      },
    });
    const replaced: CartState[] = [];
    const machine = cloudSyncMachine.provide({
      actors: {
        checkSession: fromPromise<SessionCheck>(async () => ({
          kind: 'user' as const,
          uid,
          customToken: 'token',
        })),
        signIn: fromPromise<SignInOutcome, { customToken: string }>(async () => ({
          ok: true,
          uid,
        })),
        // As cloud-runtime.ts listens: the listener, and one read at once.
        listenCart: fromCallback(({ sendBack }: { sendBack: (e: CloudSyncEvent) => void }) => {
          const stop = store.watch((snapshot) => sendBack({ type: 'cloud.snapshot', snapshot }));
          void store.read().then((snapshot) => sendBack({ type: 'cloud.snapshot', snapshot }));
          return stop;
        }),
      },
      actions: {
        replaceLocal: (_, { cart: next }) => void replaced.push(next),
        writeCloud: ({ self }, { cart: next, writer }) =>
          void store
            .write(next, writer)
            .then((result) => self.send({ type: 'cloud.written', cart: next, result })),
      },
    });
    const local = cart({ phoneCart: [phone({ id: 'here' })], timestamp: NOW });
    const actor = createActor(machine, {
      input: {
        local,
        mergeAfterLogin: false,
        now: () => NOW + 1000,
        expiryMonths: 1,
        stateVersion: '1.04',
        writer: 'page-here-0001',
        synced: null,
      },
    }).start();
    await waitFor(actor, (s) => s.context.decided, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ phoneCart: [], accessoryCart: [], stateVersion: '1.04' });
    expect(actor.getSnapshot().context.local.phoneCart).toEqual([]);
    expect(writes).toEqual([]);
    actor.stop();
  });
});

describe('firestore.rules', () => {
  const good = cart({ phoneCart: [phone()] });

  it('lets a person read their own cart and nobody else', async () => {
    const uid = newUid();
    await writeAsOwner(`carts/${uid}`, { ...good, revision: 1, writer: 'page-one-0001' });
    expect((await getDoc(doc(await firestoreAs(uid), 'carts', uid))).exists()).toBe(true);
    const stranger = await firestoreAs(newUid());
    await expect(getDoc(doc(stranger, 'carts', uid))).rejects.toMatchObject(DENIED);
    const anonymous = await firestoreAs(null);
    await expect(getDoc(doc(anonymous, 'carts', uid))).rejects.toMatchObject(DENIED);
  });

  it('refuses every browser write: a valid cart of their own, junk, another’s, a delete', async () => {
    const uid = newUid();
    const mine = await firestoreAs(uid);
    await expect(setDoc(doc(mine, 'carts', uid), good)).rejects.toMatchObject(DENIED);
    await expect(setDoc(doc(mine, 'carts', uid), good, { merge: true })).rejects.toMatchObject(
      DENIED,
    );
    // The attack of issue 32: a cart the old rules took, with junk parked in an item.
    const junk = { ...good, phoneCart: [{ junk: 'x'.repeat(100_000) }] };
    await expect(setDoc(doc(mine, 'carts', uid), junk)).rejects.toMatchObject(DENIED);
    await expect(setDoc(doc(mine, 'carts', newUid()), good)).rejects.toMatchObject(DENIED);
    await expect(setDoc(doc(mine, 'other', uid), good)).rejects.toMatchObject(DENIED);
    await writeAsOwner(`carts/${uid}`, { ...good, revision: 1, writer: 'page-one-0001' });
    await expect(deleteDoc(doc(mine, 'carts', uid))).rejects.toMatchObject(DENIED);
    expect((await getDoc(doc(mine, 'carts', uid))).exists()).toBe(true);
  });
});
