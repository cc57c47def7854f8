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
 */
import {
  BUS_EVENT_VERSION,
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
}

export interface EventBus {
  publish<T extends BusEventType>(type: T, payload: BusPayload<T>): void;
  /** Calls `handler` with every valid event of `type` (and the last one, for replayed types). */
  subscribe<T extends BusEventType>(type: T, handler: (payload: BusPayload<T>) => void): () => void;
  /** As `subscribe`, for a handler that reads only `fields` of the payload: only they are parsed. */
  subscribeFields<T extends BusEventType, K extends keyof BusPayload<T> & string>(
    type: T,
    fields: readonly K[],
    handler: (payload: BusPayloadFields<T, K>) => void,
  ): () => void;
}

const LAST_EVENTS = Symbol.for('refurb.bus.last');

function lastEvents(target: object): Map<string, unknown> {
  const holder = target as { [LAST_EVENTS]?: Map<string, unknown> };
  holder[LAST_EVENTS] ??= new Map<string, unknown>();
  return holder[LAST_EVENTS];
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
  return {
    publish(type, payload) {
      const detail = { v: BUS_EVENT_VERSION, payload };
      if (REPLAYED_EVENTS.includes(type)) lastEvents(target).set(type, detail);
      target.dispatchEvent(createEvent(busEventName(type), detail));
    },
    subscribe(type, handler) {
      return listen(type, undefined, handler);
    },
    subscribeFields(type, fields, handler) {
      return listen(type, fields, handler);
    },
  };
}
