/**
 * The event bus over an event target (in the browser, `window` with `CustomEvent`), injected so
 * the contracts stay free of the DOM. Every received event is parsed; an invalid one is dropped
 * and reported through `onInvalid`, never thrown into the page. The last `cart.updated` and
 * `session.changed` are kept on the target itself under a global symbol, so a remote from another
 * bundle that subscribes late still gets them.
 *
 * An event is parsed once per bus copy, not once per subscriber: the result is kept for its detail
 * object (a cart of 50 phones is a few milliseconds of parsing on a cheap phone). Handlers get the
 * same payload, so they must not change it, as ever. A subscriber that reads a few fields of an
 * event subscribes to those (`subscribeFields`): only they are parsed for it, and it gets only
 * them (the host's cart badge reads a cart's item count, not its 50 phones).
 *
 * Commands (`QUEUED_COMMANDS`) have an owner, who takes them with `handle`: one published while
 * no owner listens waits in the page's outbox (kept on the target, so every bundle's bus shares
 * it; at most `OUTBOX_LIMIT`, the oldest dropped and reported) and is handed to the owner when it
 * starts, in the order sent. Other subscribers see a command as it is published, as before.
 */
import {
  BUS_EVENT_VERSION,
  OUTBOX_LIMIT,
  QUEUED_COMMANDS,
  REPLAYED_EVENTS,
  busEventName,
  busViewKey,
  parseBusView,
  type BusEventType,
  type BusPayloadFields,
  type ParsedBusEvent,
  type BusPayload,
} from './events.schema.js';

export interface BusTarget {
  addEventListener(type: string, listener: (event: unknown) => void): void;
  removeEventListener(type: string, listener: (event: unknown) => void): void;
  dispatchEvent(event: never): boolean;
}

export interface EventBusOptions<Target extends BusTarget> {
  readonly target: Target;
  /** Builds the event to dispatch: in the browser `new CustomEvent(name, { detail })`. */
  readonly createEvent: (name: string, detail: unknown) => Parameters<Target['dispatchEvent']>[0];
  readonly onInvalid?: (type: BusEventType, error: string) => void;
  /** A waiting command dropped because the outbox was full. */
  readonly onDropped?: (type: BusEventType) => void;
}

/** What `publish` did with an event. */
export interface Sent {
  /**
   * Takes a command back while it waits for its owner: true when it was still waiting (no one
   * will get it now), false when it was delivered (or was not a waiting command).
   */
  withdraw(): boolean;
}

export interface EventBus {
  publish<T extends BusEventType>(type: T, payload: BusPayload<T>): Sent;
  /** Calls `handler` with every valid event of `type` (and the last one, for replayed types). */
  subscribe<T extends BusEventType>(type: T, handler: (payload: BusPayload<T>) => void): () => void;
  /** As `subscribe`, for a handler that reads only `fields` of the payload: only they are parsed. */
  subscribeFields<T extends BusEventType, K extends keyof BusPayload<T> & string>(
    type: T,
    fields: readonly K[],
    handler: (payload: BusPayloadFields<T, K>) => void,
  ): () => void;
  /**
   * Takes a command as its owner: the ones waiting in the page's outbox first (after the current
   * task, in the order sent), then every one published while the handler is on.
   */
  handle<T extends BusEventType>(type: T, handler: (payload: BusPayload<T>) => void): () => void;
}

const LAST_EVENTS = Symbol.for('refurb.bus.last');

function lastEvents(target: object): Map<string, unknown> {
  const holder = target as { [LAST_EVENTS]?: Map<string, unknown> };
  holder[LAST_EVENTS] ??= new Map<string, unknown>();
  return holder[LAST_EVENTS];
}

const OUTBOX = Symbol.for('refurb.bus.outbox');

/** The page's commands waiting for their owners, and how many owners listen for each type. */
interface Outbox {
  readonly owners: Map<string, number>;
  readonly waiting: Array<{ readonly type: BusEventType; readonly detail: object }>;
}

function outboxOf(target: object): Outbox {
  const holder = target as { [OUTBOX]?: Outbox };
  holder[OUTBOX] ??= { owners: new Map(), waiting: [] };
  return holder[OUTBOX];
}

/**
 * Forgets what the page's bus keeps for apps that come later: the commands waiting for an owner
 * and the last events replayed to new subscribers. For a page that shows one app after another
 * without a reload (Storybook's preview moves from story to story), so that nothing one sent
 * reaches the next: a result page's `cart.clear`, sent with no cart on its page, would otherwise
 * empty the next story's cart.
 */
export function forgetPageBus(target: object): void {
  outboxOf(target).waiting.length = 0;
  lastEvents(target).clear();
}

export function createEventBus<Target extends BusTarget>(
  options: EventBusOptions<Target>,
): EventBus {
  const { target, createEvent, onInvalid } = options;
  /** Per detail object, what it parsed to, per view (`busViewKey`). */
  const parsedDetails = new WeakMap<object, Map<string, ParsedBusEvent<BusEventType, unknown>>>();
  const parse = (
    type: BusEventType,
    detail: unknown,
    fields: readonly string[] | undefined,
    key: string,
  ): ParsedBusEvent<BusEventType, unknown> => {
    if (typeof detail !== 'object' || detail === null) return parseBusView(type, detail, fields);
    const views =
      parsedDetails.get(detail) ?? new Map<string, ParsedBusEvent<BusEventType, unknown>>();
    const known = views.get(key);
    if (known) return known;
    const parsed = parseBusView(type, detail, fields);
    views.set(key, parsed);
    parsedDetails.set(detail, views);
    return parsed;
  };
  /** `handler` gets what `fields` of `type` parse to: the whole payload when they are not given. */
  const listen = (
    type: BusEventType,
    fields: readonly string[] | undefined,
    handler: (payload: never) => void,
  ) => {
    const key = busViewKey(type, fields);
    const receive = (detail: unknown) => {
      const parsed = parse(type, detail, fields, key);
      if (parsed.ok) handler(parsed.payload as never);
      else onInvalid?.(type, parsed.error);
    };
    const listener = (event: unknown) => receive((event as { detail?: unknown } | null)?.detail);
    target.addEventListener(busEventName(type), listener);
    let active = true;
    if (REPLAYED_EVENTS.includes(type) && lastEvents(target).has(type)) {
      const detail = lastEvents(target).get(type);
      void Promise.resolve().then(() => {
        if (active) receive(detail);
      });
    }
    return () => {
      active = false;
      target.removeEventListener(busEventName(type), listener);
    };
  };
  const outbox = outboxOf(target);
  const withdrawNothing: Sent = { withdraw: () => false };
  return {
    publish(type, payload) {
      const detail = { v: BUS_EVENT_VERSION, payload };
      if (REPLAYED_EVENTS.includes(type)) lastEvents(target).set(type, detail);
      let sent = withdrawNothing;
      if (QUEUED_COMMANDS.includes(type) && !outbox.owners.get(type)) {
        outbox.waiting.push({ type, detail });
        if (outbox.waiting.length > OUTBOX_LIMIT) {
          const dropped = outbox.waiting.shift();
          if (dropped) options.onDropped?.(dropped.type);
        }
        sent = {
          withdraw: () => {
            const at = outbox.waiting.findIndex((entry) => entry.detail === detail);
            if (at === -1) return false;
            outbox.waiting.splice(at, 1);
            return true;
          },
        };
      }
      target.dispatchEvent(createEvent(busEventName(type), detail));
      return sent;
    },
    subscribe(type, handler) {
      return listen(type, undefined, handler);
    },
    subscribeFields(type, fields, handler) {
      return listen(type, fields, handler);
    },
    handle(type, handler) {
      outbox.owners.set(type, (outbox.owners.get(type) ?? 0) + 1);
      const stop = listen(type, undefined, handler);
      let active = true;
      // The waiting ones are the owner's now: taken off the outbox at once (a second owner, or a
      // sender's withdraw, no longer finds them), handed over after the current task.
      const waiting = outbox.waiting.filter((entry) => entry.type === type);
      outbox.waiting.splice(
        0,
        outbox.waiting.length,
        ...outbox.waiting.filter((entry) => entry.type !== type),
      );
      if (waiting.length > 0) {
        const key = busViewKey(type, undefined);
        void Promise.resolve().then(() => {
          for (const [at, { detail }] of waiting.entries()) {
            // An owner gone before the hand-over leaves them waiting for the next one.
            if (!active) {
              outbox.waiting.unshift(...waiting.slice(at));
              return;
            }
            const parsed = parse(type, detail, undefined, key);
            if (parsed.ok) handler(parsed.payload as never);
            else onInvalid?.(type, parsed.error);
          }
        });
      }
      return () => {
        if (!active) return;
        active = false;
        stop();
        outbox.owners.set(type, (outbox.owners.get(type) ?? 1) - 1);
      };
    },
  };
}
