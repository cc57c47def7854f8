/**
 * The event bus over an event target (in the browser, `window` with `CustomEvent`), injected so
 * the contracts stay free of the DOM. Every received event is parsed; an invalid one is dropped
 * and reported through `onInvalid`, never thrown into the page. The last `cart.updated` and
 * `session.changed` are kept on the target itself under a global symbol, so a remote from another
 * bundle that subscribes late still gets them.
 *
 * An event is parsed once per bus copy, not once per subscriber: the result is kept for its detail
 * object (a cart of 50 phones is a few milliseconds of parsing on a cheap phone). Handlers get the
 * same payload, so they must not change it, as ever.
 */
import {
  BUS_EVENT_VERSION,
  REPLAYED_EVENTS,
  busEventName,
  parseBusDetail,
  type BusEventType,
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
  const parsedDetails = new WeakMap<object, { type: BusEventType; parsed: unknown }>();
  const parse = <T extends BusEventType>(type: T, detail: unknown): ParsedBusEvent<T> => {
    if (typeof detail !== 'object' || detail === null) return parseBusDetail(type, detail);
    const known = parsedDetails.get(detail);
    if (known?.type === type) return known.parsed as ParsedBusEvent<T>;
    const parsed = parseBusDetail(type, detail);
    parsedDetails.set(detail, { type, parsed });
    return parsed;
  };
  const receive = <T extends BusEventType>(
    type: T,
    detail: unknown,
    handler: (payload: BusPayload<T>) => void,
  ) => {
    const parsed = parse(type, detail);
    if (parsed.ok) handler(parsed.payload);
    else onInvalid?.(type, parsed.error);
  };
  return {
    publish(type, payload) {
      const detail = { v: BUS_EVENT_VERSION, payload };
      if (REPLAYED_EVENTS.includes(type)) lastEvents(target).set(type, detail);
      target.dispatchEvent(createEvent(busEventName(type), detail));
    },
    subscribe(type, handler) {
      const listener = (event: unknown) =>
        receive(type, (event as { detail?: unknown } | null)?.detail, handler);
      target.addEventListener(busEventName(type), listener);
      let active = true;
      if (REPLAYED_EVENTS.includes(type) && lastEvents(target).has(type)) {
        const detail = lastEvents(target).get(type);
        void Promise.resolve().then(() => {
          if (active) receive(type, detail, handler);
        });
      }
      return () => {
        active = false;
        target.removeEventListener(busEventName(type), listener);
      };
    },
  };
}
