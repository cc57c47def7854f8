import { addMonths } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import {
  checkoutStepOf,
  type CartState,
  type RefreshCartRequest,
  type StoredCartResult,
} from '@refurb/shared-contracts/cart';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import {
  accessory,
  cart,
  extraService,
  NOW,
  phone,
  wrapTax,
} from '@refurb/shared-contracts/fixtures';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CartEdit, CartNotice } from './cart.events';
import { cartMachine, type CartMachineInput } from './cart.machine';

type Refresh = (request: RefreshCartRequest) => Promise<ApiResult<unknown>>;

const noRefresh: Refresh = async () => ({ ok: true, data: { phones: [], accessories: [] } });
/** The server still sells everything: every phone comes back at its price. */
const sameAsCart =
  (c: CartState): Refresh =>
  async () => ({
    ok: true,
    data: {
      phones: c.phoneCart.map((p) => ({
        legacySellOrderId: p.order_id,
        productId: p.productId,
        buy_price: p.buy_price,
        availability: p.availability,
        available_extra_services: p.available_extra_services,
        deviceAccessories: p.deviceAccessories,
        deviceAvailableAccessories: p.deviceAvailableAccessories,
      })),
      accessories: c.accessoryCart.map((a) => ({ id: a.id, price: a.price, isActive: true })),
    },
  });

/** What the stored cart reads when an edit is asked for (`loadLatest`); nothing newer by default. */
type Latest = () => Promise<StoredCartResult>;

function start(
  stored: StoredCartResult,
  refresh: Refresh = noRefresh,
  extra: Partial<CartMachineInput> = {},
  latest: Latest = async () => missing,
) {
  let clock = NOW + 1000;
  const calls = {
    persist: [] as CartState[],
    publish: [] as CartState[],
    notify: [] as CartNotice[],
    report: [] as { message: string; tags: Record<string, string> }[],
    navigate: [] as string[],
    track: [] as { kind: 'phone' | 'accessory'; id: string }[],
    refresh: [] as RefreshCartRequest[],
    loads: 0,
  };
  const machine = cartMachine.provide({
    actors: {
      refreshCart: fromPromise(async ({ input }: { input: { request: RefreshCartRequest } }) => {
        calls.refresh.push(input.request);
        return refresh(input.request);
      }),
      loadLatest: fromPromise(() => {
        calls.loads += 1;
        return latest();
      }),
    },
    actions: {
      persist: (_, p) => void calls.persist.push(p.cart),
      publish: (_, p) => void calls.publish.push(p.cart),
      notify: (_, p) => void calls.notify.push(p),
      report: (_, p) => void calls.report.push(p),
      navigate: (_, p) => void calls.navigate.push(p.url),
      trackAddToCart: (_, p) => void calls.track.push(p.added),
    },
  });
  const actor = createActor(machine, {
    input: {
      stored,
      country: 'ro',
      expiryMonths: 1,
      stateVersion: '1.04',
      now: () => clock,
      ...extra,
    },
  }).start();
  const edit = (e: CartEdit) => actor.send({ type: 'cart.edit', edit: e });
  const tick = (ms: number) => (clock += ms);
  const ready = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, calls, edit, tick, ready, cart: () => actor.getSnapshot().context.cart };
}

const missing: StoredCartResult = { ok: false, reason: 'missing', message: 'no stored cart' };

describe('starting', () => {
  it('starts empty and ready when nothing is stored, and says so on the bus', async () => {
    const { calls, ready, cart: current } = start(missing);
    await ready();
    expect(current().phoneCart).toEqual([]);
    expect(current().stateVersion).toBe('1.04');
    // The buy-level checkout step is the cart state's: none set is the default, COSUL_MEU.
    expect(checkoutStepOf(current())).toBe('COSUL_MEU');
    expect(calls.publish).toHaveLength(1);
    expect(calls.report).toEqual([]);
    expect(calls.refresh).toEqual([]);
  });

  it.each(['corrupt', 'version', 'expired'] as const)(
    'reports a %s stored cart and replaces it with an empty one',
    async (reason) => {
      const {
        calls,
        ready,
        cart: current,
      } = start({ ok: false, reason, message: `it is ${reason}` });
      await ready();
      expect(calls.report).toEqual([
        { message: `it is ${reason}`, tags: { area: 'cart', reason: `stored-${reason}` } },
      ]);
      expect(calls.persist).toEqual([current()]);
      expect(current().phoneCart).toEqual([]);
    },
  );

  it('refreshes a stored cart against the server, dropping vanished phones with a toast', async () => {
    const stored = cart({
      phoneCart: [phone({ id: 'a', order_id: 1 }), phone({ id: 'b', order_id: 2 })],
    });
    const onlyA = cart({ phoneCart: [stored.phoneCart[0]!] });
    const { calls, ready, cart: current } = start({ ok: true, cart: stored }, sameAsCart(onlyA));
    await ready();
    expect(calls.refresh[0]?.phones.map((p) => p.legacySellOrderId)).toEqual([1, 2]);
    expect(current().phoneCart.map((p) => p.id)).toEqual(['a']);
    expect(calls.notify).toEqual([{ kind: 'phones-vanished', count: 1 }]);
    expect(calls.persist.at(-1)).toEqual(current());
  });

  it('empties the cart with no toast when the refresh answer is invalid, and reports it', async () => {
    const stored = cart({ phoneCart: [phone()] });
    const {
      calls,
      ready,
      cart: current,
    } = start({ ok: true, cart: stored }, async () => ({
      ok: true,
      data: { phones: 'nope' },
    }));
    await ready();
    expect(current().phoneCart).toEqual([]);
    expect(calls.notify).toEqual([]);
    expect(calls.report[0]?.tags.reason).toBe('invalid-refresh-data');
  });

  it('keeps the cart when shop-api cannot be reached, and reports it', async () => {
    const stored = cart({ phoneCart: [phone()] });
    const {
      calls,
      ready,
      cart: current,
    } = start({ ok: true, cart: stored }, async () => ({
      ok: false,
      error: { status: 0, code: 'network', message: 'offline' },
    }));
    await ready();
    expect(current()).toEqual(stored);
    expect(calls.report[0]?.tags).toMatchObject({ reason: 'refresh-unavailable', status: '0' });
    expect(calls.persist).toEqual([]);
  });

  it('keeps a phone added while the refresh was under way', async () => {
    const stored = cart({ phoneCart: [phone({ id: 'a', order_id: 1 })] });
    let answer!: (value: ApiResult<unknown>) => void;
    const {
      actor,
      edit,
      ready,
      cart: current,
    } = start({ ok: true, cart: stored }, () => new Promise((resolve) => (answer = resolve)));
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    edit({ kind: 'phone.add', item: phone({ id: 'b', order_id: 2 }) });
    answer(await sameAsCart(stored)({} as RefreshCartRequest));
    await ready();
    expect(current().phoneCart.map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('editing', () => {
  it('persists an added phone stamped with its time and a one-month expiry, tells and tracks', async () => {
    const { calls, edit, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone() });
    expect(current().phoneCart).toHaveLength(1);
    expect(current().timestamp).toBe(NOW + 1000);
    expect(current().expireAt).toBe(addMonths(NOW + 1000, 1));
    expect(calls.persist).toEqual([current()]);
    expect(calls.publish.at(-1)).toEqual(current());
    expect(calls.notify).toEqual([{ kind: 'added', title: phone().title }]);
    expect(calls.track).toEqual([{ kind: 'phone', id: 'p1' }]);
  });

  it('tracks each accessory added: on its own, from a bundle, the gift wrap and a new battery', async () => {
    const battery = accessory({
      id: 'bat',
      name: 'Baterie noua',
      type: 'deviceAccessory',
      category: 'BATTERY',
      price: 199,
    });
    const { calls, edit, ready } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone({ deviceAvailableAccessories: [battery] }) });
    edit({ kind: 'accessory.add', accessory: accessory() });
    edit({ kind: 'accessory.add', accessory: accessory({ id: 'b1', origin: 'PDP - Bundle' }) });
    // Already in the cart: nothing added, nothing tracked.
    edit({ kind: 'accessory.add', accessory: accessory() });
    edit({ kind: 'giftwrap.set', on: true, wrapTax: wrapTax() });
    edit({ kind: 'battery.choose', phoneId: 'p1', choice: 'Noua' });
    edit({ kind: 'giftwrap.set', on: false, wrapTax: null });
    expect(calls.track).toEqual([
      { kind: 'phone', id: 'p1' },
      { kind: 'accessory', id: 'acc-1' },
      { kind: 'accessory', id: 'b1' },
      { kind: 'accessory', id: 'wrap' },
      { kind: 'accessory', id: 'bat' },
    ]);
  });

  it('adds what checkout puts back (restored) without tracking it as a person’s add', async () => {
    const { calls, edit, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone(), restored: true });
    edit({ kind: 'accessory.add', accessory: accessory(), restored: true });
    expect(current().phoneCart.map((p) => p.id)).toEqual(['p1']);
    expect(current().accessoryCart.map((a) => a.id)).toEqual(['acc-1']);
    // Said (the person sees them come back), but no add-to-cart and no cross-sell offer.
    expect(calls.notify.map((n) => n.kind)).toEqual(['added', 'added']);
    expect(calls.track).toEqual([]);
  });

  it('refuses a phone over the cart limitations with a message and writes nothing', async () => {
    const limitations = {
      isActive: true,
      maxCartItems: 1,
      limitedItems: [],
      maxCartLimitedItems: 0,
    };
    const { calls, edit, ready } = start(missing, noRefresh, { limitations });
    await ready();
    edit({ kind: 'phone.add', item: phone({ id: 'a' }) });
    edit({ kind: 'phone.add', item: phone({ id: 'b' }) });
    expect(calls.persist).toHaveLength(1);
    expect(calls.notify.at(-1)).toEqual({ kind: 'limit', reason: 'max-cart-items', limit: 1 });
  });

  it('writes nothing when selecting the extra service already selected', async () => {
    const warranty = extraService();
    const stored = cart({ phoneCart: [phone({ available_extra_services: [warranty] })] });
    const {
      calls,
      edit,
      ready,
      cart: current,
    } = start({ ok: true, cart: stored }, sameAsCart(stored));
    await ready();
    const before = calls.persist.length;
    edit({ kind: 'extra.select', phoneId: 'p1', service: warranty });
    edit({ kind: 'extra.select', phoneId: 'p1', service: warranty });
    expect(calls.persist.length).toBe(before + 1);
    expect(current().phoneCart[0]?.selected_extra_services.map((s) => s.id)).toEqual(['w12']);
    edit({ kind: 'extra.deselect', phoneId: 'p1', serviceId: 'w12' });
    expect(current().phoneCart[0]?.selected_extra_services).toEqual([]);
  });

  it('empties the cart and goes to the given url when the last phone is removed', async () => {
    const { calls, edit, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone() });
    edit({ kind: 'accessory.add', accessory: accessory() });
    edit({ kind: 'phone.remove', phoneId: 'p1', redirectUrl: '/' });
    expect(current().phoneCart).toEqual([]);
    expect(current().accessoryCart).toEqual([]);
    expect(calls.navigate).toEqual(['/']);
    // The notice says the accessory went too (issue 35).
    expect(calls.notify.at(-1)).toMatchObject({
      kind: 'removed',
      alsoRemoved: { accessories: 1, giftWrap: false },
    });
  });

  it('undoes a removal until the next change', async () => {
    const { actor, edit, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone({ id: 'a' }) });
    edit({ kind: 'phone.add', item: phone({ id: 'b' }) });
    edit({ kind: 'phone.remove', phoneId: 'a' });
    actor.send({ type: 'phone.undo' });
    expect(current().phoneCart.map((p) => p.id)).toEqual(['a', 'b']);
    edit({ kind: 'phone.remove', phoneId: 'a' });
    edit({ kind: 'accessory.add', accessory: accessory() });
    actor.send({ type: 'phone.undo' });
    expect(current().phoneCart.map((p) => p.id)).toEqual(['b']);
  });

  it("shows another tab's cart without writing it back, and keeps a cloud cart", async () => {
    const { actor, calls, ready, cart: current } = start(missing);
    await ready();
    const theirs = cart({ phoneCart: [phone()], timestamp: NOW + 5 });
    actor.send({ type: 'cart.replace', cart: theirs });
    expect(current()).toEqual(theirs);
    expect(calls.persist).toEqual([]);
    expect(calls.publish.at(-1)).toEqual(theirs);
    const cloud = cart({ phoneCart: [phone({ id: 'c' })], timestamp: NOW + 9 });
    actor.send({ type: 'cart.replace', cart: cloud, persist: true });
    expect(calls.persist).toEqual([cloud]);
  });

  it('clears on request (order placed, logout)', async () => {
    const { actor, edit, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone() });
    actor.send({ type: 'cart.clear' });
    expect(current().phoneCart).toEqual([]);
  });
});

describe('edits asked for (cart.request-edit): queued, each on the freshest stored cart', () => {
  const ask = (actor: ReturnType<typeof start>['actor'], e: CartEdit) =>
    actor.send({ type: 'cart.request-edit', edit: e });
  const settled = (actor: ReturnType<typeof start>['actor']) =>
    waitFor(actor, (s) => s.context.edits.length === 0);

  it('makes the edits in the order asked, reading the stored cart before each', async () => {
    const { actor, calls, ready, cart: current } = start(missing);
    await ready();
    ask(actor, { kind: 'phone.add', item: phone({ id: 'a', order_id: 1 }) });
    ask(actor, { kind: 'phone.add', item: phone({ id: 'b', order_id: 2 }) });
    ask(actor, { kind: 'phone.remove', phoneId: 'a' });
    // Nothing is made before the stored cart is read.
    expect(current().phoneCart).toEqual([]);
    expect(actor.getSnapshot().context.edits).toHaveLength(3);
    await settled(actor);
    expect(current().phoneCart.map((p) => p.id)).toEqual(['b']);
    expect(calls.loads).toBe(3);
  });

  it('makes an edit on top of a newer cart another tab stored, not on the one shown', async () => {
    const theirs = cart({
      phoneCart: [phone({ id: 'theirs', order_id: 5 })],
      timestamp: NOW + 5000,
    });
    const {
      actor,
      ready,
      cart: current,
    } = start(missing, noRefresh, {}, async () => ({
      ok: true,
      cart: theirs,
    }));
    await ready();
    ask(actor, { kind: 'phone.add', item: phone({ id: 'mine', order_id: 6 }) });
    await settled(actor);
    expect(current().phoneCart.map((p) => p.id)).toEqual(['theirs', 'mine']);
  });

  it('keeps the shown cart when the stored one is older', async () => {
    const {
      actor,
      ready,
      edit,
      cart: current,
    } = start(missing, noRefresh, {}, async () => ({
      ok: true,
      cart: cart({ phoneCart: [phone({ id: 'old' })], timestamp: NOW - 5000 }),
    }));
    await ready();
    edit({ kind: 'phone.add', item: phone({ id: 'shown', order_id: 3 }) });
    ask(actor, { kind: 'accessory.add', accessory: accessory() });
    await settled(actor);
    expect(current().phoneCart.map((p) => p.id)).toEqual(['shown']);
    expect(current().accessoryCart).toHaveLength(1);
  });

  it('still makes the edit, and the next ones, when the stored cart cannot be read', async () => {
    const {
      actor,
      calls,
      ready,
      cart: current,
    } = start(missing, noRefresh, {}, () => Promise.reject(new Error('storage exploded')));
    await ready();
    ask(actor, { kind: 'phone.add', item: phone({ id: 'a', order_id: 1 }) });
    ask(actor, { kind: 'phone.add', item: phone({ id: 'b', order_id: 2 }) });
    await settled(actor);
    expect(current().phoneCart.map((p) => p.id)).toEqual(['a', 'b']);
    expect(calls.loads).toBe(2);
  });
});

describe('the drawer', () => {
  it('opens and closes by event, closed at first', async () => {
    const { actor, ready } = start(missing);
    await ready();
    expect(actor.getSnapshot().context.drawerOpen).toBe(false);
    actor.send({ type: 'drawer.set', open: true });
    expect(actor.getSnapshot().context.drawerOpen).toBe(true);
    actor.send({ type: 'drawer.set', open: false });
    expect(actor.getSnapshot().context.drawerOpen).toBe(false);
  });
});

describe('refresh errors (spec section 8): logged, the cart emptied, no toast', () => {
  it('empties the cart when updating the cart state after a refresh fails', async () => {
    const stored = cart({ phoneCart: [phone()] });
    let answer!: (value: ApiResult<unknown>) => void;
    let clockFails = false;
    const {
      calls,
      ready,
      cart: current,
    } = start({ ok: true, cart: stored }, () => new Promise((resolve) => (answer = resolve)), {
      now: () => {
        if (clockFails) throw new Error('clock unavailable');
        return NOW + 1000;
      },
    });
    clockFails = true;
    answer(await sameAsCart(stored)({} as RefreshCartRequest));
    await ready();
    expect(current().phoneCart).toEqual([]);
    expect(current().timestamp).toBeGreaterThan(stored.timestamp);
    expect(calls.report.map((r) => r.tags.reason)).toEqual(['update-cart-state']);
    expect(calls.notify).toEqual([]);
    expect(calls.persist.at(-1)).toEqual(current());
  });

  it('empties the cart when the cloud refuses to save the refreshed cart; a refused edit is only cloud sync’s report', async () => {
    const stored = cart({ phoneCart: [phone({ id: 'a', order_id: 1 })] });
    const {
      actor,
      calls,
      edit,
      tick,
      ready,
      cart: current,
    } = start({ ok: true, cart: stored }, sameAsCart(stored));
    await ready();
    const refreshed = current();
    expect(refreshed.phoneCart).toHaveLength(1);
    // An edit's save refused: cloud sync has reported it; the cart carries on here.
    tick(10);
    edit({ kind: 'phone.add', item: phone({ id: 'b', order_id: 2 }) });
    const edited = current().timestamp;
    actor.send({ type: 'cart.cloud-save-failed', timestamp: edited, error: 'error in set doc' });
    expect(current().phoneCart).toHaveLength(2);
    expect(calls.report).toEqual([]);
    // The refreshed cart's save refused (its answer comes late): the refresh failed.
    tick(10);
    actor.send({
      type: 'cart.cloud-save-failed',
      timestamp: refreshed.timestamp,
      error: 'error in set doc: PERMISSION_DENIED',
    });
    expect(current().phoneCart).toEqual([]);
    expect(current().promo).toBeNull();
    expect(calls.report).toEqual([
      {
        message: expect.stringContaining('PERMISSION_DENIED'),
        tags: { area: 'cart', reason: 'cloud-save' },
      },
    ]);
    expect(calls.notify.filter((n) => n.kind !== 'added')).toEqual([]);
    expect(calls.persist.at(-1)).toEqual(current());
    expect(calls.publish.at(-1)).toEqual(current());
  });
});

describe('the promo, part of the cart state (spec section 3, buy-level promo)', () => {
  const promo = { code: 'REFURB10', percentage: 10 };

  it('is applied as an edit: stamped, stored and published with the cart; the same code again writes nothing', async () => {
    const { calls, edit, tick, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone() });
    tick(5);
    edit({ kind: 'promo.apply', promo });
    expect(current().promo).toEqual(promo);
    expect(current().timestamp).toBe(NOW + 1005);
    expect(calls.persist.at(-1)).toEqual(current());
    expect(calls.publish.at(-1)).toEqual(current());
    const writes = calls.persist.length;
    edit({ kind: 'promo.apply', promo: { ...promo } });
    expect(calls.persist).toHaveLength(writes);
  });

  it('refuses a promo outside its bounds (it is kept and synced)', async () => {
    const { calls, edit, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'promo.apply', promo: { code: 'X'.repeat(41), percentage: 10 } });
    edit({ kind: 'promo.apply', promo: { code: 'REFURB10', percentage: 101 } });
    expect(current().promo).toBeNull();
    expect(calls.persist).toEqual([]);
  });

  it('is removed by its edit, and goes when the cart is cleared or emptied', async () => {
    const { actor, calls, edit, tick, ready, cart: current } = start(missing);
    await ready();
    edit({ kind: 'phone.add', item: phone() });
    edit({ kind: 'promo.apply', promo });
    tick(1);
    edit({ kind: 'promo.remove' });
    expect(current().promo).toBeNull();
    expect(calls.persist.at(-1)?.promo).toBeNull();
    edit({ kind: 'promo.apply', promo });
    tick(1);
    edit({ kind: 'phone.remove', phoneId: 'p1' });
    expect(current().promo).toBeNull();
    actor.send({ type: 'phone.undo' });
    expect(current().promo).toEqual(promo);
    tick(1);
    actor.send({ type: 'cart.clear' });
    expect(current().promo).toBeNull();
  });

  it("follows another tab's or the cloud's cart", async () => {
    const { actor, calls, ready, cart: current } = start(missing);
    await ready();
    actor.send({
      type: 'cart.replace',
      cart: cart({ phoneCart: [phone()], promo, timestamp: NOW + 7 }),
    });
    expect(current().promo).toEqual(promo);
    expect(calls.publish.at(-1)?.promo).toEqual(promo);
  });
});

describe('the chart', () => {
  it('reaches every state', () => {
    const stored = cart({ phoneCart: [phone()] });
    const paths = getShortestPaths(cartMachine, {
      input: {
        stored: { ok: true, cart: stored },
        country: 'ro',
        expiryMonths: 1,
        stateVersion: '1.04',
        now: () => NOW,
      },
      events: [
        { type: 'cart.refresh' },
        { type: 'cart.clear' },
        {
          type: 'xstate.done.actor.refreshCart',
          output: { ok: true, data: { phones: [], accessories: [] } },
        } as never,
      ],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"refreshing"', '"ready"']));
  });
});
