import { describe, expect, it } from '@jest/globals';
import { cartStorageKey, emptyCart, stampCart } from '@refurb/shared-contracts/cart';
import { phone } from '@refurb/shared-contracts/fixtures';
import { describeCartRepository } from './cart-repository.contract';
import { createLocalStorageCartRepository } from './local-storage-cart-repository';
import { createMemoryCartStore } from './memory-cart-repository';

describeCartRepository('the in-memory store', async () => {
  const store = createMemoryCartStore();
  return {
    open: (settings) => store.open(settings),
    writeRaw: async (value) => {
      store.raw = JSON.stringify(value);
    },
  };
});

/**
 * localStorage in jsdom: each handle is a tab with its own event target; a write through one tab
 * raises the `storage` event on the others, as the browser does between tabs of one origin.
 */
describeCartRepository('localStorage', async () => {
  window.localStorage.clear();
  const tabs: EventTarget[] = [];
  const relaying = (self: EventTarget): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => ({
    getItem: (key) => window.localStorage.getItem(key),
    setItem(key, value) {
      window.localStorage.setItem(key, value);
      for (const tab of tabs)
        if (tab !== self) tab.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    removeItem(key) {
      window.localStorage.removeItem(key);
      for (const tab of tabs)
        if (tab !== self) tab.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    },
  });
  return {
    open(settings) {
      const tab = new EventTarget();
      tabs.push(tab);
      return createLocalStorageCartRepository({
        storage: relaying(tab),
        events: tab,
        settings,
      });
    },
    writeRaw: async (value) => {
      window.localStorage.setItem(cartStorageKey('1.04'), JSON.stringify(value));
    },
  };
});

describe('localStorage, what it wrote', () => {
  const settings = { now: Date.parse('2026-11-24T10:00:00Z'), stateVersion: '1.04' };
  const cart = stampCart({ ...emptyCart(settings), phoneCart: [phone()] }, settings);
  const open = (now = settings.now) =>
    createLocalStorageCartRepository({
      storage: window.localStorage,
      events: new EventTarget(),
      settings: () => ({ ...settings, now }),
    });

  it('is not parsed again while storage holds its text, and is parsed when the text changes', async () => {
    window.localStorage.clear();
    const repository = open();
    await repository.save(cart);
    const first = await repository.load();
    expect(first).toEqual({ ok: true, cart });
    expect(first.ok && first.cart).toBe(cart);
    // Another tab's text: the same cart, written again, is a new parse.
    window.localStorage.setItem(cartStorageKey('1.04'), JSON.stringify(cart, null, 1));
    const second = await repository.load();
    expect(second.ok && second.cart).not.toBe(cart);
    expect(second).toEqual({ ok: true, cart });
    window.localStorage.setItem(cartStorageKey('1.04'), '{"phoneCart": 7}');
    expect(await repository.load()).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('still expires: the cart it wrote is checked against the time of the read', async () => {
    window.localStorage.clear();
    let now = settings.now;
    const repository = createLocalStorageCartRepository({
      storage: window.localStorage,
      events: new EventTarget(),
      settings: () => ({ ...settings, now }),
    });
    await repository.save(cart);
    now = cart.expireAt + 1;
    expect(await repository.load()).toMatchObject({ ok: false, reason: 'expired' });
  });
});

describe('localStorage, writing after the paint', () => {
  const settings = { now: Date.parse('2026-11-24T10:00:00Z'), stateVersion: '1.04' };
  const cartOf = (count: number) =>
    stampCart(
      {
        ...emptyCart(settings),
        phoneCart: Array.from({ length: count }, (_, i) => phone({ id: `ph-${i}` })),
      },
      settings,
    );
  const stored = () => window.localStorage.getItem(cartStorageKey('1.04'));
  const storedPhones = () => (JSON.parse(stored()!) as { phoneCart: unknown[] }).phoneCart;
  /** A repository whose writes wait for `land()`, as they wait for the paint in a browser. */
  function deferred(events: EventTarget = new EventTarget()) {
    const writes: (() => void)[] = [];
    const repository = createLocalStorageCartRepository({
      storage: window.localStorage,
      events,
      settings: () => settings,
      schedule: (write) => void writes.push(write),
    });
    return { repository, writes, land: () => writes.splice(0).forEach((write) => write()) };
  }

  it('writes once the paint is done, the last of the saves made before it, answering each', async () => {
    window.localStorage.clear();
    const { repository, writes, land } = deferred();
    const answers = [repository.save(cartOf(1)), repository.save(cartOf(2))];
    expect(stored()).toBeNull();
    expect(writes).toHaveLength(1);
    land();
    expect(await Promise.all(answers)).toEqual([{ ok: true }, { ok: true }]);
    expect(storedPhones()).toHaveLength(2);
  });

  it('never reads past a pending write: a load or a clear writes it first', async () => {
    window.localStorage.clear();
    const { repository } = deferred();
    const saved = repository.save(cartOf(3));
    const loaded = await repository.load();
    expect(loaded.ok && loaded.cart.phoneCart).toHaveLength(3);
    expect(await saved).toEqual({ ok: true });
    void repository.save(cartOf(4));
    await repository.clear();
    expect(stored()).toBeNull();
  });

  it.each(['pagehide', 'visibilitychange'])('writes what is pending on %s', async (type) => {
    window.localStorage.clear();
    const page = new EventTarget();
    const { repository } = deferred(page);
    const saved = repository.save(cartOf(2));
    page.dispatchEvent(new Event(type));
    expect(storedPhones()).toHaveLength(2);
    expect(await saved).toEqual({ ok: true });
  });

  it('answers every pending save with a refused write', async () => {
    const { repository, land } = (() => {
      const writes: (() => void)[] = [];
      const repo = createLocalStorageCartRepository({
        storage: {
          getItem: () => null,
          removeItem: () => undefined,
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        events: new EventTarget(),
        settings: () => settings,
        schedule: (write) => void writes.push(write),
      });
      return { repository: repo, land: () => writes.splice(0).forEach((write) => write()) };
    })();
    const answers = [repository.save(cartOf(1)), repository.save(cartOf(2))];
    land();
    expect(await Promise.all(answers)).toEqual([
      { ok: false, error: 'local storage: QuotaExceededError' },
      { ok: false, error: 'local storage: QuotaExceededError' },
    ]);
  });
});
