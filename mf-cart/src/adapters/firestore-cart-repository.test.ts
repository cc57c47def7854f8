/**
 * @jest-environment node
 */
// The Firestore adapter and firestore.rules against Google's emulator (started by global-setup).
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { closeApps, firestoreAs, writeAsOwner } from '../test-support/firebase-emulators';
import { describeCartRepository } from './cart-repository.contract';
import { createFirestoreCartRepository } from './firestore-cart-repository';

afterAll(() => closeApps());
// The first call to a cold emulator JVM took 4.7 s on a loaded 2-core machine (Jest's default
// limit is 5 s): these tests talk to a real server, not a fake that answers at once.
jest.setTimeout(30_000);
// The denials below are the point of these tests; Firestore would warn about each one.
setLogLevel('error');
const DENIED = { code: 'permission-denied' };

let people = 0;
const newUid = () => `user-${Date.now()}-${(people += 1)}`;

describeCartRepository('Firestore (emulator, with the rules)', async () => {
  const uid = newUid();
  return {
    open: async (settings) =>
      createFirestoreCartRepository({
        db: await firestoreAs(uid),
        collection: 'carts',
        uid,
        settings,
      }),
    writeRaw: (value) => writeAsOwner(`carts/${uid}`, value as Record<string, unknown>),
  };
});

describe('firestore.rules', () => {
  const settings = () => ({ now: NOW, expiryMonths: 1, stateVersion: '1.04' });
  const good = cart({ phoneCart: [phone()] });

  it('lets a person write a merge of their own cart and nobody else read it', async () => {
    const uid = newUid();
    const mine = createFirestoreCartRepository({
      db: await firestoreAs(uid),
      collection: 'carts',
      uid,
      settings,
    });
    await expect(mine.save(good)).resolves.toEqual({ ok: true });
    const stranger = await firestoreAs(newUid());
    await expect(getDoc(doc(stranger, 'carts', uid))).rejects.toMatchObject(DENIED);
    const anonymous = await firestoreAs(null);
    await expect(getDoc(doc(anonymous, 'carts', uid))).rejects.toMatchObject(DENIED);
  });

  it("refuses a write to another person's cart, naming it 'error in set doc'", async () => {
    const someoneElse = newUid();
    const repo = createFirestoreCartRepository({
      db: await firestoreAs(newUid()),
      collection: 'carts',
      uid: someoneElse,
      settings,
    });
    const result = await repo.save(good);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^error in set doc: .*permission/i);
  });

  it("lets nobody but its owner delete a person's cart", async () => {
    const uid = newUid();
    const mine = await firestoreAs(uid);
    await setDoc(doc(mine, 'carts', uid), good);
    await expect(deleteDoc(doc(await firestoreAs(newUid()), 'carts', uid))).rejects.toMatchObject(
      DENIED,
    );
    await expect(deleteDoc(doc(await firestoreAs(null), 'carts', uid))).rejects.toMatchObject(
      DENIED,
    );
    expect((await getDoc(doc(mine, 'carts', uid))).exists()).toBe(true);
    await deleteDoc(doc(mine, 'carts', uid));
    expect((await getDoc(doc(mine, 'carts', uid))).exists()).toBe(false);
  });

  it('refuses a document that is not a cart, or an oversized one', async () => {
    const uid = newUid();
    const db = await firestoreAs(uid);
    await expect(setDoc(doc(db, 'carts', uid), { phoneCart: 'x', hack: true })).rejects.toThrow(
      /permission/i,
    );
    const huge = {
      ...good,
      phoneCart: Array.from({ length: 21 }, (_, i) => phone({ id: `p${i}` })),
    };
    await expect(setDoc(doc(db, 'carts', uid), huge)).rejects.toMatchObject(DENIED);
    await expect(setDoc(doc(db, 'other', uid), good)).rejects.toMatchObject(DENIED);
  });
});
