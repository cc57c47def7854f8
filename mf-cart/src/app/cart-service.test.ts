import { afterEach, describe, expect, it } from '@jest/globals';
import { type CartState } from '@refurb/shared-contracts/cart';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { waitFor } from 'xstate';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createWindowBus } from '@refurb/web-kit';
import { createLocalStorageCartRepository } from '../adapters/local-storage-cart-repository';
import { createMemoryCartStore } from '../adapters/memory-cart-repository';
import type { CartNotice } from '../cart/cart.events';
import type { CartRepository } from '../ports/cart-repository';
import { fakeCartApi } from '../test-support/fake-cart-api';
import { createCartService } from './cart-service';

const config = RuntimeConfigSchema.parse(localConfig);
const settings = () => ({ now: NOW, expiryMonths: 1, stateVersion: '1.04' });

const api = fakeCartApi();

const stopped: Array<() => void> = [];
afterEach(() => stopped.splice(0).forEach((stop) => stop()));

async function serviceOver(repository: CartRepository, now: () => number = () => NOW + 1) {
  const service = await createCartService({
    country: 'ro',
    config,
    api,
    repository,
    now,
  });
  stopped.push(() => service.actor.stop());
  return service;
}

describe('the cart service', () => {
  it('empties the cart, with no toast, when the refreshed cart cannot be stored (spec section 8)', async () => {
    const store = createMemoryCartStore(JSON.stringify(cart({ phoneCart: [phone()] })));
    const base = store.open(settings);
    const failing: CartRepository = {
      ...base,
      save: async () => ({ ok: false, error: 'local storage: QuotaExceededError' }),
    };
    const service = await serviceOver(failing);
    await waitFor(
      service.actor,
      (s) => s.matches('ready') && s.context.cart.phoneCart.length === 0,
    );
  });

  it('applies an edit on top of what another tab stored meanwhile', async () => {
    const store = createMemoryCartStore();
    const service = await serviceOver(store.open(settings));
    await waitFor(service.actor, (s) => s.matches('ready'));
    // Another tab wrote a phone and this tab has not heard of it (no storage event yet).
    store.raw = JSON.stringify(
      cart({ phoneCart: [phone({ id: 'other-tab', order_id: 7 })], timestamp: NOW + 50 }),
    );
    service.edit({ kind: 'phone.add', item: phone({ id: 'this-tab', order_id: 8 }) });
    await waitFor(service.actor, (s) => s.context.cart.phoneCart.length === 2);
    const saved = JSON.parse(store.raw) as CartState;
    expect(saved.phoneCart.map((p) => p.id)).toEqual(['other-tab', 'this-tab']);
  });

  it('checks against the server when checkout asks with cart.refresh on the bus', async () => {
    const store = createMemoryCartStore(
      JSON.stringify(cart({ phoneCart: [phone({ buy_price: 2100 })] })),
    );
    const service = await serviceOver(store.open(settings));
    // The start-up refresh already brings today's price (2499); the shopper then sees 2100 again
    // (another tab's stale write), and checkout asks for a check.
    await waitFor(service.actor, (s) => s.matches('ready'));
    service.actor.send({
      type: 'cart.replace',
      cart: cart({ phoneCart: [phone({ buy_price: 2100 })], timestamp: NOW + 10 }),
    });
    await waitFor(service.actor, (s) => s.context.cart.phoneCart[0]?.buy_price === 2100);
    service.bus.publish('cart.refresh', { reason: 'price-changed' });
    await waitFor(service.actor, (s) => s.context.cart.phoneCart[0]?.buy_price === 2499);
  });

  it('takes the add a page sent before it started (its remote still loading), once, and releases the commands when stopped', async () => {
    const page = createWindowBus(() => undefined);
    page.publish('cart.add-phone', { item: phone({ id: 'early', order_id: 3 }) });
    const store = createMemoryCartStore();
    const service = await serviceOver(store.open(settings));
    await waitFor(service.actor, (s) => s.context.cart.phoneCart.length === 1);
    expect(service.actor.getSnapshot().context.cart.phoneCart.map((p) => p.id)).toEqual(['early']);

    // Stopped, it owns nothing: the next add waits for the next cart instead of being lost.
    service.actor.stop();
    const later = page.publish('cart.add-phone', { item: phone({ id: 'later', order_id: 4 }) });
    const next = await serviceOver(createMemoryCartStore().open(settings));
    await waitFor(next.actor, (s) => s.context.cart.phoneCart.length === 1);
    expect(next.actor.getSnapshot().context.cart.phoneCart.map((p) => p.id)).toEqual(['later']);
    expect(later.withdraw()).toBe(false);
  });
});

describe('the promo, kept with the cart (issue 33, point 7)', () => {
  it('follows the cart to another tab and to a browser opened again later, and so does its removal', async () => {
    const store = createMemoryCartStore(JSON.stringify(cart({ phoneCart: [phone()] })));
    let clock = NOW + 1;
    const now = () => (clock += 1);
    const first = await serviceOver(store.open(settings), now);
    const second = await serviceOver(store.open(settings), now);
    await waitFor(first.actor, (s) => s.matches('ready'));
    await waitFor(second.actor, (s) => s.matches('ready'));
    const promo = { code: 'REFURB10', percentage: 10 };
    const published: unknown[] = [];
    const stop = second.bus.subscribe('cart.updated', ({ promo }) => published.push(promo));
    first.edit({ kind: 'promo.apply', promo });
    await waitFor(second.actor, (s) => s.context.cart.promo?.code === 'REFURB10');
    expect(published.at(-1)).toEqual(promo);
    stop();
    // The browser closed and opened again: a new page reads the stored cart.
    const reopened = await serviceOver(store.open(settings), now);
    expect(reopened.actor.getSnapshot().context.cart.promo).toEqual(promo);
    second.edit({ kind: 'promo.remove' });
    await waitFor(first.actor, (s) => s.context.cart.promo === null);
    expect((JSON.parse(store.raw ?? 'null') as CartState).promo).toBeNull();
  });
});

describe('a cart that cannot be kept on this device', () => {
  const quotaFull = (): CartRepository =>
    createLocalStorageCartRepository({
      storage: {
        getItem: () => null,
        removeItem: () => undefined,
        setItem: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
      events: new EventTarget(),
      settings,
      schedule: (write) => void Promise.resolve().then(write),
    });

  async function serviceTelling(repository?: CartRepository) {
    const notices: CartNotice[] = [];
    const service = await createCartService({
      country: 'ro',
      config: { ...config, firebase: { ...config.firebase, cloudSync: false } },
      api,
      ...(repository ? { repository } : {}),
      now: () => NOW + 1,
      notify: (notice) => void notices.push(notice),
    });
    stopped.push(() => service.actor.stop());
    await waitFor(service.actor, (s) => s.matches('ready'));
    return { service, notices };
  }

  it('says so once when storage is full, after "added", and keeps the cart for the page', async () => {
    const { service, notices } = await serviceTelling(quotaFull());
    expect(service.storage.isKept()).toBe(true);
    service.edit({ kind: 'phone.add', item: phone({ id: 'a', order_id: 1 }) });
    await waitFor(service.actor, (s) => s.context.cart.phoneCart.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notices.map((n) => n.kind)).toEqual(['added', 'not-saved']);
    expect(service.storage.isKept()).toBe(false);
    // Told once: the next phone is added without telling it again.
    service.edit({ kind: 'phone.add', item: phone({ id: 'b', order_id: 2 }) });
    await waitFor(service.actor, (s) => s.context.cart.phoneCart.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notices.map((n) => n.kind)).toEqual(['added', 'not-saved', 'added']);
  });

  it('works where storage is blocked (reading window.localStorage throws): cart for the page, with the notice', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const { service, notices } = await serviceTelling();
      expect(service.storage.isKept()).toBe(false);
      service.edit({ kind: 'phone.add', item: phone({ id: 'a', order_id: 1 }) });
      await waitFor(service.actor, (s) => s.context.cart.phoneCart.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notices.map((n) => n.kind)).toEqual(['added', 'not-saved']);
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
