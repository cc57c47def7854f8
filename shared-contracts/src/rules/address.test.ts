import { describe, expect, it } from '@jest/globals';
import {
  AddressCreatePayloadSchema,
  AddressUpdatePayloadSchema,
  type AddressForm,
} from '../schemas/address.schema.js';
import { deepFreeze } from '../test-support/fixtures.js';
import {
  addressLine,
  fromServerAddress,
  toAddressCreatePayload,
  toAddressUpdatePayload,
  toServerAddress,
} from './address.js';

const form = (overrides: Partial<AddressForm> = {}): AddressForm =>
  deepFreeze({
    county: { value: 'Bucuresti', id: 40, isValid: true },
    locality: { value: 'Sector 1', id: 179, isValid: true },
    street: { value: ' Calea Victoriei ', isValid: true },
    number: { value: '12A', isValid: true },
    postalCode: { value: '010061', isValid: true },
    details: { value: 'Bl. 3, ap. 4', isValid: true },
    ...overrides,
  });

describe('delivery address: form shape to server shape (spec section 3)', () => {
  it('maps every field to its Romanian server name', () => {
    expect(toServerAddress(form())).toEqual({
      judet: 'Bucuresti',
      oras: 'Sector 1',
      county_id: 40,
      locality_id: 179,
      strada: 'Calea Victoriei',
      nr: '12A',
      cod_postal: '010061',
      details: 'Bl. 3, ap. 4',
    });
  });

  it('sends cod_postal and details as null when empty', () => {
    const server = toServerAddress(
      form({ postalCode: { value: '', isValid: true }, details: { value: '  ', isValid: true } }),
    );
    expect(server.cod_postal).toBeNull();
    expect(server.details).toBeNull();
  });

  it('the create payload wraps one address object and passes its schema', () => {
    const payload = toAddressCreatePayload(form());
    expect(Object.keys(payload)).toEqual(['address']);
    expect(AddressCreatePayloadSchema.parse(payload)).toEqual(payload);
  });

  it('the update payload adds address_type DELIVERY, id and user_id', () => {
    const payload = toAddressUpdatePayload(form(), { id: 7, userId: 'u-1' });
    expect(payload.address).toMatchObject({
      address_type: 'DELIVERY',
      id: 7,
      user_id: 'u-1',
      judet: 'Bucuresti',
    });
    expect(AddressUpdatePayloadSchema.parse(payload)).toEqual(payload);
  });

  it('a saved address comes back into the same form', () => {
    const saved = {
      ...toServerAddress(form()),
      id: 7,
      address_type: 'DELIVERY' as const,
      user_id: 'u-1',
    };
    const back = fromServerAddress(saved);
    expect(toServerAddress(back)).toEqual(toServerAddress(form()));
    expect(back.details).toEqual({ value: 'Bl. 3, ap. 4', isValid: true });
  });
});

describe('addressLine', () => {
  it('writes street and number, details, town, county and postal code, skipping what is empty', () => {
    const form = {
      county: { value: 'Cluj', id: 12, isValid: true },
      locality: { value: 'Cluj-Napoca', id: 681290, isValid: true },
      street: { value: 'Str. Horea', isValid: true },
      number: { value: '9', isValid: true },
      postalCode: { value: '400001', isValid: true },
      details: { value: '', isValid: true },
    };
    expect(addressLine(toServerAddress(form))).toBe('Str. Horea 9, Cluj-Napoca, Cluj, 400001');
  });
});
