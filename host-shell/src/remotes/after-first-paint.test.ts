import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterFirstPaint } from './after-first-paint';

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver as a browser with paint timing has it, whose paints the test makes. */
function installPaintTiming(painted: boolean) {
  const observers: Listener[] = [];
  const entries: unknown[] = painted ? [{ name: 'first-contentful-paint' }] : [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly listener: Listener) {}
    observe() {
      observers.push(this.listener);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.listener), 1);
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (name === 'first-contentful-paint' ? entries : []),
  });
  return {
    observers,
    paint(name: string) {
      for (const listener of [...observers])
        listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

describe('afterFirstPaint', () => {
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Object.assign(globalThis, { PerformanceObserver: original });
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('waits for the first contentful paint, not for a first paint without content', async () => {
    const timing = installPaintTiming(false);
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    timing.paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    timing.paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(timing.observers).toHaveLength(0);
  });

  it('does not wait when the page has painted already (a later navigation)', async () => {
    installPaintTiming(true);
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('gives up waiting after latestMs', async () => {
    const timing = installPaintTiming(false);
    const waiting = afterFirstPaint(1000);
    jest.advanceTimersByTime(999);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
    expect(timing.observers).toHaveLength(0);
  });

  it('does not wait where there is no paint timing, or in a hidden tab', async () => {
    Object.assign(globalThis, { PerformanceObserver: undefined });
    expect(await settled(afterFirstPaint())).toBe(true);
    installPaintTiming(false);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
