/**
 * The events micro-frontends exchange on `window` (ARCHITECTURE.md, "Talking across
 * micro-frontends"): CustomEvents named `refurb:<domain>.<verb>` whose detail is `{ v, payload }`.
 * The cart is owned by mf-cart; others send commands (`cart.add-phone`, ...) and read
 * `cart.updated` snapshots. Within a version only optional fields are added; a breaking change is
 * a new `v`, and receivers say which versions they read.
 */
import * as z from 'zod/mini';
import { SessionUserSchema } from '../api/session.schema.js';
import { safeParseWithMessages } from '../issue-messages.js';
import {
  CartAccessorySchema,
  CartStateSchema,
  PhoneCartItemSchema,
  PromoSchema,
} from '../schemas/cart.schema.js';

export const BUS_EVENT_PREFIX = 'refurb:';

export const BUS_EVENTS = {
  /** The cart after every change, with its total (spec section 9) and item count. */
  'cart.updated': z.object({
    cart: CartStateSchema,
    total: z.number().check(z.nonnegative()),
    itemCount: z.int().check(z.nonnegative()),
    /**
     * The promo code the person applied in the cart (buy-level state), if any: the cart's own
     * `cart.promo` (kept with the cart, issue 33 point 7), repeated here for the readers of v1 that
     * read it beside the cart (checkout's summary and order).
     */
    promo: z.optional(z.nullable(PromoSchema)),
  }),
  'session.changed': z.object({ user: z.nullable(SessionUserSchema) }),
  'cart.add-phone': z.object({
    item: PhoneCartItemSchema,
    /**
     * Checkout puts back the products of an order that did not go through after all (a financing
     * the lender declined after its review, issue 35): the cart adds them as usual, but records no
     * add-to-cart and offers no cross-sell, which are for a person's own add.
     */
    restored: z.optional(z.boolean()),
  }),
  'cart.remove-phone': z.object({
    phoneId: z.string().check(z.minLength(1)),
    redirectUrl: z.optional(z.string()),
  }),
  'cart.add-accessory': z.object({
    accessory: CartAccessorySchema,
    /** As `cart.add-phone`'s: put back by checkout, not added by the person (no add-to-cart). */
    restored: z.optional(z.boolean()),
  }),
  'cart.open': z.object({}),
  /** Asks the cart to check its prices and stock against the server now (checkout saw a change). */
  'cart.refresh': z.object({ reason: z.enum(['price-changed', 'sold-out']) }),
  'cart.clear': z.object({ reason: z.enum(['order-placed', 'logout']) }),
  /**
   * A remote showed a toast with the page's react-toastify (shared, loaded on first use): the host
   * mounts its one container then, which shows the toasts waiting for it.
   */
  'toast.shown': z.object({}),
  /**
   * A remote's error report, for the host's error reporter (Sentry): remotes carry no error SDK of
   * their own, so a page loads it once, and only when there is something to report. `source` is
   * the remote's federation name; on a page without a host nobody listens, and the remote's
   * console line is the report.
   */
  'error.reported': z.object({
    source: z.string().check(z.minLength(1), z.maxLength(64)),
    message: z.string().check(z.maxLength(4000)),
    tags: z.record(z.string(), z.string().check(z.maxLength(400))),
  }),
} as const;

export type BusEventType = keyof typeof BUS_EVENTS;
export type BusPayload<T extends BusEventType> = z.infer<(typeof BUS_EVENTS)[T]>;
export const BUS_EVENT_TYPES = Object.keys(BUS_EVENTS) as BusEventType[];

/** The current envelope version of every event. */
export const BUS_EVENT_VERSION = 1;
/** Late subscribers get the last of these at once. */
export const REPLAYED_EVENTS: readonly BusEventType[] = Object.freeze([
  'cart.updated',
  'session.changed',
]);

/**
 * Commands to the cart, which its owner (mf-cart's cart service) takes with the bus's `handle`.
 * One sent while no owner listens (the first add on a page whose cart remote is still loading, a
 * sign-out on a page that has not loaded it) waits in the page's outbox and reaches the owner when
 * it starts, in the order sent; a sender that gives up on it takes it back (`withdraw`).
 */
export const QUEUED_COMMANDS: readonly BusEventType[] = Object.freeze([
  'cart.add-phone',
  'cart.remove-phone',
  'cart.add-accessory',
  'cart.open',
  'cart.refresh',
  'cart.clear',
]);
/** At most this many commands wait for their owners on a page; the oldest is dropped for a new one. */
export const OUTBOX_LIMIT = 20;

export function busEventName(type: BusEventType): string {
  return `${BUS_EVENT_PREFIX}${type}`;
}

/** What an event's detail parsed to: its payload (or the part a subscriber reads), or why not. */
export type ParsedBusEvent<T extends BusEventType, Payload = BusPayload<T>> =
  { readonly ok: true; readonly payload: Payload } | { readonly ok: false; readonly error: string };

/** Some of an event's payload fields, for a subscriber that reads no others. */
export type BusPayloadFields<T extends BusEventType, K extends keyof BusPayload<T>> = Pick<
  BusPayload<T>,
  K
>;

const fieldSchemas = new Map<string, z.ZodMiniType>();

/** The key a view of `fields` of `type` is known by (the order of the fields does not count). */
export function busViewKey(type: BusEventType, fields?: readonly string[]): string {
  return fields ? `${type}:${[...fields].sort().join(',')}` : type;
}

/**
 * The schema of `fields` of an event's payload: the event's own schema, picked. A subscriber that
 * reads a cart's item count does not parse the cart (50 phones are ~15 ms of a click on a phone
 * with the CPU slowed 4×); what it reads is checked as strictly as the whole event would be.
 */
function payloadSchema(type: BusEventType, fields?: readonly string[]): z.ZodMiniType {
  if (!fields) return BUS_EVENTS[type];
  const key = busViewKey(type, fields);
  let schema = fieldSchemas.get(key);
  if (!schema) {
    const mask = Object.fromEntries(fields.map((field) => [field, true as const]));
    const whole: z.ZodMiniObject = BUS_EVENTS[type];
    schema = z.pick(whole, mask);
    fieldSchemas.set(key, schema);
  }
  return schema;
}

/**
 * Parses an event's detail: the envelope, its version, then the payload, or only the payload's
 * `fields` when they are given (the result then holds those fields alone).
 */
export function parseBusDetail<T extends BusEventType>(type: T, detail: unknown): ParsedBusEvent<T>;
export function parseBusDetail<T extends BusEventType, K extends keyof BusPayload<T> & string>(
  type: T,
  detail: unknown,
  fields: readonly K[],
): ParsedBusEvent<T, BusPayloadFields<T, K>>;
export function parseBusDetail(
  type: BusEventType,
  detail: unknown,
  fields?: readonly string[],
): ParsedBusEvent<BusEventType, unknown> {
  return parseBusView(type, detail, fields);
}

/** `parseBusDetail` for a bus, whose subscribers name their fields at run time. */
export function parseBusView(
  type: BusEventType,
  detail: unknown,
  fields: readonly string[] | undefined,
): ParsedBusEvent<BusEventType, unknown> {
  const envelope = z.object({ v: z.int(), payload: z.unknown() }).safeParse(detail);
  if (!envelope.success) return { ok: false, error: `${type}: not a { v, payload } envelope` };
  if (envelope.data.v !== BUS_EVENT_VERSION) {
    return {
      ok: false,
      error: `${type}: version ${envelope.data.v} is not read here (reads ${BUS_EVENT_VERSION})`,
    };
  }
  const payload = safeParseWithMessages(payloadSchema(type, fields), envelope.data.payload);
  if (!payload.success) {
    const issue = payload.error.issues[0];
    return {
      ok: false,
      error: `${type}: payload invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    };
  }
  return { ok: true, payload: payload.data };
}
