/**
 * Delivery address in its two shapes (spec section 3): the form the person fills in, and the
 * server's Romanian-named record, with the create and update payloads and the selected address.
 */
import * as z from 'zod/mini';
import { PgId, PgInt } from './integers.schema.js';

/** A plain form field: what was typed and whether it passed validation. */
export const FieldStateSchema = z.object({ value: z.string(), isValid: z.boolean() });
export type FieldState = z.infer<typeof FieldStateSchema>;

/** An autocomplete field (county, locality): the chosen entry's id, -1 when none is chosen. */
export const OptionFieldStateSchema = z.object({
  value: z.string(),
  id: z.int(),
  isValid: z.boolean(),
});
export type OptionFieldState = z.infer<typeof OptionFieldStateSchema>;

export const AddressFormSchema = z.object({
  county: OptionFieldStateSchema,
  locality: OptionFieldStateSchema,
  street: FieldStateSchema,
  number: FieldStateSchema,
  postalCode: FieldStateSchema,
  /** Optional, always valid. */
  details: FieldStateSchema,
  /** The form template's free-text address line (kept for one-line display). */
  address: z.optional(FieldStateSchema),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

const NonEmpty = z.string().check(z.minLength(1));
/** Non-empty text of at most `max` characters (ADDRESS_LIMITS in rules/validation.ts). */
const Text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

const ServerAddressFields = {
  judet: Text(80),
  oras: Text(80),
  county_id: PgId,
  locality_id: PgId,
  strada: Text(100),
  nr: Text(20),
  /** Digits, in one of the four countries' formats (the country's own is checked where known). */
  cod_postal: z.nullable(z.string().check(z.regex(/^(\d{4}|\d{5}|\d{6}|\d{3} \d{2})$/))),
  details: z.nullable(Text(200)),
};

/** The body of one address as the server takes it on create. */
export const AddressServerInputSchema = z.object(ServerAddressFields);
export type AddressServerInput = z.infer<typeof AddressServerInputSchema>;

export const AddressTypeSchema = z.enum(['DELIVERY', 'BILLING']);
export type AddressType = z.infer<typeof AddressTypeSchema>;

/** A saved address as the server returns it. */
export const DeliveryAddressServerSchema = z.object({
  ...ServerAddressFields,
  id: PgId,
  address_type: AddressTypeSchema,
  user_id: NonEmpty,
});
export type DeliveryAddressServer = z.infer<typeof DeliveryAddressServerSchema>;

export const AddressCreatePayloadSchema = z.object({ address: AddressServerInputSchema });
export type AddressCreatePayload = z.infer<typeof AddressCreatePayloadSchema>;

/** Update adds address_type (DELIVERY), id and user_id to the address object. */
export const AddressUpdatePayloadSchema = z.object({
  address: z.extend(AddressServerInputSchema, {
    address_type: z.literal('DELIVERY'),
    id: PgId,
    user_id: NonEmpty,
  }),
});
export type AddressUpdatePayload = z.infer<typeof AddressUpdatePayloadSchema>;

export const LockerSelectionSchema = z.object({
  lockerId: NonEmpty,
  name: z.optional(z.string()),
  address: z.optional(z.string()),
});
export type LockerSelection = z.infer<typeof LockerSelectionSchema>;

/**
 * The selected delivery address: a saved address id (-1 is the first saved address), a full
 * address object, or a locker.
 */
export const SelectedDeliveryAddressSchema = z.union([
  PgInt,
  LockerSelectionSchema,
  DeliveryAddressServerSchema,
  AddressServerInputSchema,
]);
export type SelectedDeliveryAddress = z.infer<typeof SelectedDeliveryAddressSchema>;
