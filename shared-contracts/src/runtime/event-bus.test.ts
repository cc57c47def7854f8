import { describe, expect, it, jest } from '@jest/globals';
import { cart, phone } from '../test-support/fixtures.js';
import { createEventBus, forgetPageBus, type BusTarget } from './event-bus.js';
import { BUS_EVENT_TYPES, OUTBOX_LIMIT, busEventName, parseBusDetail } from './events.schema.js';

type Listener = (event: unknown) => void;
interface FakeEvent {
  type: string;
  detail: unknown;
}

/** An in-memory event target: the same port as `window`. */
class MemoryTarget implements BusTarget {
  readonly listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatchEvent(event: never) {
    const e = event as FakeEvent;
    for (const listener of this.listeners.get(e.type) ?? []) listener(e);
    return true;
  }
}
const fakeEvent = (type: string, detail: unknown) => ({ type, detail }) as never;
// The replay is queued as a microtask; two more microtask turns are enough to see it.
const flush = async () => {
  await Promise.resolve();
  await Promise.resolve();
};
const snapshot = () => ({ cart: cart({ phoneCart: [phone()] }), total: 2499, itemCount: 1 });

describe('event names and envelopes', () => {
  it('are refurb:<domain>.<verb>', () => {
    expect(BUS_EVENT_TYPES.map(busEventName)).toEqual([
      'refurb:cart.updated',
      'refurb:session.changed',
      'refurb:cart.add-phone',
      'refurb:cart.remove-phone',
      'refurb:cart.add-accessory',
      'refurb:cart.open',
      'refurb:cart.refresh',
      'refurb:cart.clear',
      'refurb:toast.shown',
      'refurb:error.reported',
    ]);
  });

  it.each([
    ['no envelope', 'hello', /envelope/],
    ['another version', { v: 2, payload: {} }, /version 2/],
    ['a bad payload', { v: 1, payload: { phoneId: '' } }, /payload invalid at phoneId/],
  ])('rejects %s with a clear message', (_label, detail, message) => {
    const parsed = parseBusDetail('cart.remove-phone', detail);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(message);
  });
});

describe('parseBusDetail with fields', () => {
  it("gives those fields alone, checked by the event's own schema", () => {
    const detail = { v: 1, payload: { ...snapshot(), itemCount: 2 } };
    const parsed = parseBusDetail('cart.updated', detail, ['itemCount', 'total']);
    expect(parsed).toEqual({ ok: true, payload: { itemCount: 2, total: 2499 } });
    const wrong = parseBusDetail('cart.updated', { v: 1, payload: { itemCount: 'two' } }, [
      'itemCount',
    ]);
    expect(!wrong.ok && wrong.error).toMatch(/payload invalid at itemCount/);
  });
});

describe('createEventBus', () => {
  it('delivers valid events to subscribers and stops after unsubscribe', () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('cart.remove-phone', handler);
    bus.publish('cart.remove-phone', { phoneId: 'p1', redirectUrl: '/' });
    unsubscribe();
    bus.publish('cart.remove-phone', { phoneId: 'p2' });
    expect(handler.mock.calls).toEqual([[{ phoneId: 'p1', redirectUrl: '/' }]]);
  });

  it('parses an event once for all its subscribers: they get the same payload', () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    const received: unknown[] = [];
    for (let i = 0; i < 3; i += 1) bus.subscribe('cart.updated', (p) => received.push(p));
    const published = snapshot();
    bus.publish('cart.updated', published);
    expect(received).toHaveLength(3);
    expect(received[1]).toBe(received[0]);
    expect(received[2]).toBe(received[0]);
    // Parsed, not passed through: a copy of what was published.
    expect(received[0]).not.toBe(published);
    expect(received[0]).toEqual(published);
    // The next event is parsed afresh.
    bus.publish('cart.updated', snapshot());
    expect(received[3]).not.toBe(received[0]);
  });

  it('gives a subscriber of some fields those fields alone, parsed, and the whole event to others', () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    const counts: unknown[] = [];
    const whole: unknown[] = [];
    bus.subscribeFields('cart.updated', ['itemCount'], (p) => counts.push(p));
    bus.subscribeFields('cart.updated', ['itemCount'], (p) => counts.push(p));
    bus.subscribe('cart.updated', (p) => whole.push(p));
    bus.publish('cart.updated', { ...snapshot(), itemCount: 3 });
    expect(counts).toEqual([{ itemCount: 3 }, { itemCount: 3 }]);
    // One view, parsed once for both its subscribers.
    expect(counts[1]).toBe(counts[0]);
    expect(whole).toEqual([{ ...snapshot(), itemCount: 3 }]);
  });

  it('checks the fields a subscriber reads, and only them', () => {
    const target = new MemoryTarget();
    const onInvalid = jest.fn();
    const bus = createEventBus({ target, createEvent: fakeEvent, onInvalid });
    const counts = jest.fn();
    bus.subscribeFields('cart.updated', ['itemCount'], counts);
    // A broken cart beside a good count: the count is what this subscriber reads.
    target.dispatchEvent(
      fakeEvent('refurb:cart.updated', { v: 1, payload: { cart: 'broken', itemCount: 2 } }),
    );
    for (const payload of [{ itemCount: -1 }, { itemCount: 1.5 }, {}, 'text']) {
      target.dispatchEvent(fakeEvent('refurb:cart.updated', { v: 1, payload }));
    }
    target.dispatchEvent(fakeEvent('refurb:cart.updated', { v: 2, payload: { itemCount: 1 } }));
    expect(counts.mock.calls).toEqual([[{ itemCount: 2 }]]);
    expect(onInvalid).toHaveBeenCalledTimes(5);
    expect(onInvalid.mock.calls[0]?.[1]).toMatch(/payload invalid at itemCount/);
    expect(onInvalid.mock.calls[4]?.[1]).toMatch(/version 2/);
  });

  it('replays the last cart.updated to a late subscriber of some of its fields', async () => {
    const target = new MemoryTarget();
    createEventBus({ target, createEvent: fakeEvent }).publish('cart.updated', snapshot());
    const counts = jest.fn();
    createEventBus({ target, createEvent: fakeEvent }).subscribeFields(
      'cart.updated',
      ['itemCount', 'total'],
      counts,
    );
    await flush();
    expect(counts.mock.calls).toEqual([[{ itemCount: 1, total: 2499 }]]);
  });

  it('drops and reports invalid events from anyone on the page, never throwing', () => {
    const target = new MemoryTarget();
    const onInvalid = jest.fn();
    const bus = createEventBus({ target, createEvent: fakeEvent, onInvalid });
    const handler = jest.fn();
    bus.subscribe('cart.add-phone', handler);
    for (const detail of [undefined, null, 42, { v: 1, payload: { item: { type: 'phone' } } }]) {
      expect(() => target.dispatchEvent(fakeEvent('refurb:cart.add-phone', detail))).not.toThrow();
    }
    expect(handler).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(4);
    expect(onInvalid.mock.calls[0]?.[0]).toBe('cart.add-phone');
  });

  it('replays the last cart.updated and session.changed to late subscribers, across bus instances', async () => {
    const target = new MemoryTarget();
    const cartBus = createEventBus({ target, createEvent: fakeEvent });
    cartBus.publish('cart.updated', { ...snapshot(), total: 1 });
    cartBus.publish('cart.updated', snapshot());
    cartBus.publish('session.changed', { user: null });
    const otherBundle = createEventBus({ target, createEvent: fakeEvent });
    const carts = jest.fn();
    const sessions = jest.fn();
    otherBundle.subscribe('cart.updated', carts);
    otherBundle.subscribe('session.changed', sessions);
    await flush();
    expect(carts.mock.calls).toEqual([[snapshot()]]);
    expect(sessions.mock.calls).toEqual([[{ user: null }]]);
  });

  it('does not replay commands, nor to a subscriber gone before the replay', async () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    bus.publish('cart.open', {});
    bus.publish('cart.updated', snapshot());
    const opened = jest.fn();
    bus.subscribe('cart.open', opened);
    const updated = jest.fn();
    bus.subscribe('cart.updated', updated)();
    await flush();
    expect(opened).not.toHaveBeenCalled();
    expect(updated).not.toHaveBeenCalled();
  });

  it("works on Node's own EventTarget with CustomEvent, as on window", () => {
    const g = globalThis as unknown as {
      EventTarget: new () => BusTarget;
      CustomEvent: new (name: string, init: { detail: unknown }) => never;
    };
    const target = new g.EventTarget();
    const bus = createEventBus({
      target,
      createEvent: (name, detail) => new g.CustomEvent(name, { detail }),
    });
    const handler = jest.fn();
    bus.subscribe('cart.clear', handler);
    bus.publish('cart.clear', { reason: 'order-placed' });
    expect(handler).toHaveBeenCalledWith({ reason: 'order-placed' });
  });
});

describe('the outbox: a command waits for its owner', () => {
  const removal = (n: number) => ({ phoneId: `phone-${n}` });

  it('keeps a command sent before its owner listens and hands it over, in order, to an owner of another bundle', async () => {
    const target = new MemoryTarget();
    const host = createEventBus({ target, createEvent: fakeEvent });
    const observer = jest.fn();
    host.subscribe('cart.remove-phone', observer);
    host.publish('cart.remove-phone', removal(1));
    host.publish('cart.open', {});
    host.publish('cart.remove-phone', removal(2));
    // Others see a command as it is sent, as before.
    expect(observer).toHaveBeenCalledTimes(2);

    const cart = createEventBus({ target, createEvent: fakeEvent });
    const removed = jest.fn();
    const opened = jest.fn();
    cart.handle('cart.remove-phone', removed);
    expect(removed).not.toHaveBeenCalled();
    await flush();
    expect(removed.mock.calls).toEqual([[removal(1)], [removal(2)]]);
    cart.handle('cart.open', opened);
    await flush();
    expect(opened).toHaveBeenCalledTimes(1);

    // Handed over once: a second owner finds nothing waiting, and new commands come live.
    const second = jest.fn();
    cart.handle('cart.remove-phone', second);
    await flush();
    expect(second).not.toHaveBeenCalled();
    host.publish('cart.remove-phone', removal(3));
    expect(removed).toHaveBeenLastCalledWith(removal(3));
  });

  it('sends a command straight to an owner that listens: nothing waits', async () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    const owner = jest.fn();
    const stop = bus.handle('cart.clear', owner);
    const sent = bus.publish('cart.clear', { reason: 'logout' });
    expect(owner).toHaveBeenCalledWith({ reason: 'logout' });
    expect(sent.withdraw()).toBe(false);
    stop();
    const next = jest.fn();
    bus.handle('cart.clear', next);
    await flush();
    expect(next).not.toHaveBeenCalled();
  });

  it('lets the sender take a waiting command back, and not one already handed over', async () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    const first = bus.publish('cart.remove-phone', removal(1));
    const second = bus.publish('cart.remove-phone', removal(2));
    expect(first.withdraw()).toBe(true);
    expect(first.withdraw()).toBe(false);
    const owner = jest.fn();
    bus.handle('cart.remove-phone', owner);
    await flush();
    expect(owner.mock.calls).toEqual([[removal(2)]]);
    expect(second.withdraw()).toBe(false);
  });

  it('keeps at most OUTBOX_LIMIT commands, dropping and reporting the oldest', async () => {
    const target = new MemoryTarget();
    const onDropped = jest.fn();
    const bus = createEventBus({ target, createEvent: fakeEvent, onDropped });
    for (let n = 0; n <= OUTBOX_LIMIT; n += 1) bus.publish('cart.remove-phone', removal(n));
    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(onDropped).toHaveBeenCalledWith('cart.remove-phone');
    const owner = jest.fn();
    bus.handle('cart.remove-phone', owner);
    await flush();
    expect(owner).toHaveBeenCalledTimes(OUTBOX_LIMIT);
    expect(owner.mock.calls[0]).toEqual([removal(1)]);
  });

  it('queues commands only: an event nobody owns is not kept', async () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    bus.publish('toast.shown', {});
    const late = jest.fn();
    bus.handle('toast.shown', late);
    await flush();
    expect(late).not.toHaveBeenCalled();
  });

  it('forgets the waiting commands and the last events for the next app of the page (forgetPageBus)', async () => {
    const target = new MemoryTarget();
    const resultPage = createEventBus({ target, createEvent: fakeEvent });
    resultPage.publish('cart.clear', { reason: 'order-placed' });
    resultPage.publish('cart.updated', snapshot());
    forgetPageBus(target);
    const nextStory = createEventBus({ target, createEvent: fakeEvent });
    const cleared = jest.fn();
    const updated = jest.fn();
    nextStory.handle('cart.clear', cleared);
    nextStory.subscribe('cart.updated', updated);
    await flush();
    expect(cleared).not.toHaveBeenCalled();
    expect(updated).not.toHaveBeenCalled();
    // The bus still works: a command sent now reaches its owner.
    nextStory.publish('cart.clear', { reason: 'order-placed' });
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('leaves the commands waiting when their owner stops before the hand-over', async () => {
    const target = new MemoryTarget();
    const bus = createEventBus({ target, createEvent: fakeEvent });
    bus.publish('cart.remove-phone', removal(1));
    const gone = jest.fn();
    bus.handle('cart.remove-phone', gone)();
    await flush();
    expect(gone).not.toHaveBeenCalled();
    const next = jest.fn();
    bus.handle('cart.remove-phone', next);
    await flush();
    expect(next.mock.calls).toEqual([[removal(1)]]);
  });
});
