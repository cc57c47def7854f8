/**
 * What checkout keeps in session storage under the spec's keys (section 4, "Checkout reset"), so a
 * reload resumes where the person was. Each entry is stored as `{ v, value }`; a reader parses it
 * with the schema of its key and drops an entry of another version or shape (the person then types
 * that step again; nothing else is lost).
 */
import * as z from 'zod/mini';
import type { CheckoutSessionKey } from '../constants.js';
import { safeParseWithMessages } from '../issue-messages.js';
import { AddressFormSchema, LockerSelectionSchema } from './address.schema.js';
import {
  AnotherContactFormSchema,
  CompanyFormSchema,
  PaymentDataSchema,
  PersonContactFormSchema,
} from './checkout.schema.js';
import { CustomerTypeSchema, DeliveryKindSchema, DeliverySubTypeSchema } from './enums.schema.js';

export const CHECKOUT_SESSION_VERSION = 1;

export const CheckoutSessionSchemas = {
  deliveryMethod: z.object({ kind: DeliveryKindSchema, subType: DeliverySubTypeSchema }),
  deliveryDetails: z.object({
    /** Courier delivery: the address form as typed (spec section 3, form shape). */
    address: z.optional(AddressFormSchema),
    /** A saved address of a logged-in person (-1 is the first saved one). */
    savedAddressId: z.optional(z.int()),
    /** Locker and office delivery: the chosen pickup point. */
    pickupPoint: z.optional(LockerSelectionSchema),
  }),
  contactDetails: PersonContactFormSchema,
  billingDetails: z.object({
    customerType: CustomerTypeSchema,
    company: z.optional(CompanyFormSchema),
    anotherContact: z.optional(AnotherContactFormSchema),
  }),
  paymentMethod: PaymentDataSchema,
  /** The step being edited from the review, if any. */
  editStepState: z.object({
    editing: z.nullable(z.enum(['contact', 'delivery', 'billing', 'payment'])),
  }),
} as const satisfies Record<CheckoutSessionKey, z.ZodMiniType>;

export type CheckoutSession = {
  -readonly [K in CheckoutSessionKey]?: z.infer<(typeof CheckoutSessionSchemas)[K]>;
};

export type StoredSessionEntry<K extends CheckoutSessionKey> =
  | { readonly ok: true; readonly value: z.infer<(typeof CheckoutSessionSchemas)[K]> }
  | {
      readonly ok: false;
      readonly reason: 'missing' | 'corrupt' | 'version';
      readonly message: string;
    };

/** Parses one stored entry (the raw session-storage text) of `key`. */
export function parseSessionEntry<K extends CheckoutSessionKey>(
  key: K,
  raw: string | null,
): StoredSessionEntry<K> {
  if (raw === null) return { ok: false, reason: 'missing', message: `${key}: not stored` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt', message: `${key}: not valid JSON` };
  }
  const envelope = z.object({ v: z.int(), value: z.unknown() }).safeParse(json);
  if (!envelope.success)
    return { ok: false, reason: 'corrupt', message: `${key}: not a { v, value } entry` };
  if (envelope.data.v !== CHECKOUT_SESSION_VERSION) {
    return {
      ok: false,
      reason: 'version',
      message: `${key}: version ${envelope.data.v} is not read here`,
    };
  }
  const parsed = safeParseWithMessages(CheckoutSessionSchemas[key], envelope.data.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: 'corrupt',
      message: `${key}: invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    };
  }
  return { ok: true, value: parsed.data as z.infer<(typeof CheckoutSessionSchemas)[K]> };
}

export function serializeSessionEntry<K extends CheckoutSessionKey>(
  key: K,
  value: z.infer<(typeof CheckoutSessionSchemas)[K]>,
): string {
  return JSON.stringify({
    v: CHECKOUT_SESSION_VERSION,
    value: CheckoutSessionSchemas[key].parse(value),
  });
}
