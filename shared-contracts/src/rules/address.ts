/**
 * Conversions between the delivery address form and the server's shape (spec section 3):
 * cod_postal and details are null when empty; update adds address_type DELIVERY, id and user_id.
 */
import { UNSET_OPTION_ID } from '../constants.js';
import type {
  AddressCreatePayload,
  AddressForm,
  AddressServerInput,
  AddressUpdatePayload,
  DeliveryAddressServer,
} from '../schemas/address.schema.js';

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toServerAddress(form: AddressForm): AddressServerInput {
  return {
    judet: form.county.value.trim(),
    oras: form.locality.value.trim(),
    county_id: form.county.id,
    locality_id: form.locality.id,
    strada: form.street.value.trim(),
    nr: form.number.value.trim(),
    cod_postal: orNull(form.postalCode.value),
    details: orNull(form.details.value),
  };
}

export function toAddressCreatePayload(form: AddressForm): AddressCreatePayload {
  return { address: toServerAddress(form) };
}

export function toAddressUpdatePayload(
  form: AddressForm,
  ids: { readonly id: number; readonly userId: string },
): AddressUpdatePayload {
  return {
    address: {
      ...toServerAddress(form),
      address_type: 'DELIVERY',
      id: ids.id,
      user_id: ids.userId,
    },
  };
}

/** A saved address back into the form, every field marked as the server accepted it. */
export function fromServerAddress(
  address: DeliveryAddressServer | AddressServerInput,
): AddressForm {
  const field = (value: string | null) => ({ value: value ?? '', isValid: true });
  return {
    county: {
      value: address.judet,
      id: address.county_id,
      isValid: address.county_id !== UNSET_OPTION_ID,
    },
    locality: {
      value: address.oras,
      id: address.locality_id,
      isValid: address.locality_id !== UNSET_OPTION_ID,
    },
    street: field(address.strada),
    number: field(address.nr),
    postalCode: field(address.cod_postal),
    details: field(address.details),
  };
}

/** An empty address form: nothing chosen, nothing valid yet but the optional details. */
export function emptyAddressForm(): AddressForm {
  const empty = { value: '', isValid: false };
  return {
    county: { value: '', id: UNSET_OPTION_ID, isValid: false },
    locality: { value: '', id: UNSET_OPTION_ID, isValid: false },
    street: { ...empty },
    number: { ...empty },
    postalCode: { ...empty },
    details: { value: '', isValid: true },
  };
}

/**
 * A delivery address on one line, as checkout and the thank-you page show it: street and number,
 * details, town, county, postal code ("Str. Horea 9, Cluj-Napoca, Cluj, 400001").
 */
export function addressLine(address: AddressServerInput): string {
  const { strada, nr, details, oras, judet, cod_postal } = address;
  return [`${strada} ${nr}`, details, oras, judet, cod_postal].filter(Boolean).join(', ');
}
