/**
 * The contract every CartRepository keeps, run against each adapter (memory and localStorage; the
 * Firestore cloud cart has its own store and tests, firestore-cart-repository.test.ts). `open()` gives another handle on the same store: another tab or
 * another device of the same person.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { CartSettings } from '@refurb/shared-contracts/cart';
import { cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import type { CartRepository } from '../ports/cart-repository';

export interface RepositoryHarness {
  open(settings: () => CartSettings): CartRepository | Promise<CartRepository>;
  /** Puts something into the store behind the adapter's back (a hand edit, an old release). */
  writeRaw(value: unknown): Promise<void>;
  teardown?(): Promise<void>;
}

const settings = (): CartSettings => ({ now: NOW, expiryMonths: 1, stateVersion: '1.04' });

async function eventually(check: () => void, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export function describeCartRepository(name: string, create: () => Promise<RepositoryHarness>) {
  describe(`${name} keeps the CartRepository contract`, () => {
    let harness: RepositoryHarness;
    beforeEach(async () => {
      harness = await create();
    });
    afterEach(async () => {
      await harness.teardown?.();
    });

    it('has no cart at first, then gives back the cart it saved', async () => {
      const repo = await harness.open(settings);
      await expect(repo.load()).resolves.toMatchObject({ ok: false, reason: 'missing' });
      const saved = cart({ phoneCart: [phone()] });
      await expect(repo.save(saved)).resolves.toEqual({ ok: true });
      await expect(repo.load()).resolves.toEqual({ ok: true, cart: saved });
      await expect(repo.clear()).resolves.toEqual({ ok: true });
      await expect(repo.load()).resolves.toMatchObject({ ok: false, reason: 'missing' });
    });

    it.each([
      ['corrupt', { phoneCart: 'nope' }],
      ['version', cart({ stateVersion: '1.03' })],
      ['expired', cart({ expireAt: NOW - 1 })],
    ])('answers a %s stored cart as that reason', async (reason, value) => {
      await harness.writeRaw(value);
      await expect((await harness.open(settings)).load()).resolves.toMatchObject({
        ok: false,
        reason,
      });
    });

    it('keeps the promo with the cart for another handle, and a removed promo stays removed', async () => {
      const tab = await harness.open(settings);
      const other = await harness.open(settings);
      const promo = { code: 'REFURB10', percentage: 10 };
      await tab.save(cart({ phoneCart: [phone()], promo }));
      await expect(other.load()).resolves.toMatchObject({ ok: true, cart: { promo } });
      // A merge-write (the cloud's) of a cart without a promo must not leave the old one there.
      await tab.save(cart({ phoneCart: [phone()], timestamp: NOW + 1 }));
      await expect(other.load()).resolves.toMatchObject({ ok: true, cart: { promo: null } });
    });

    it('reads a cart stored before the promo was kept with it as one with no promo', async () => {
      const { promo: _none, ...older } = cart({ phoneCart: [phone()] });
      await harness.writeRaw(older);
      await expect((await harness.open(settings)).load()).resolves.toEqual({
        ok: true,
        cart: cart({ phoneCart: [phone()] }),
      });
    });

    it("shows one handle's writes to the other's watch, and stops when asked", async () => {
      const tab = await harness.open(settings);
      const other = await harness.open(settings);
      const seen: unknown[] = [];
      const stop = other.watch((result) => seen.push(result));
      const saved = cart({ phoneCart: [phone({ id: 'w1' })] });
      await tab.save(saved);
      await eventually(() => expect(seen).toContainEqual({ ok: true, cart: saved }));
      stop();
      const count = seen.length;
      await tab.save(cart({ phoneCart: [phone({ id: 'w2' })] }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.length).toBe(count);
    });
  });
}
