import { describe, expect, it } from '@jest/globals';
import type { DeliveryAddressServer } from '@refurb/shared-contracts/checkout';
import { DEFAULT_WARRANTY, SAVED_ADDRESS } from '../test-support/fake-account-api';
import { checkCase, deviceKey, type CaseDraft } from './warranty-case.rules';

const SAVED: DeliveryAddressServer = { ...SAVED_ADDRESS, cod_postal: null, details: 'Ap. 4' };

const GOOD: CaseDraft = {
  device: deviceKey(DEFAULT_WARRANTY),
  issue: 'Ecranul nu mai răspunde.',
  phone: '0712 345 678',
  handover: 'drop-off',
  addressId: null,
};

describe('a warranty case draft', () => {
  // The spec's rules: issue 10..2000 characters, a phone of 6 to 15 digits, a device chosen among
  // the covered ones, a handover chosen, and for a pickup one of the person's saved addresses.
  it.each<[string, Partial<CaseDraft>, DeliveryAddressServer[], Record<string, string>]>([
    ['no device', { device: '' }, [], { device: 'warrantyCase.deviceError' }],
    ['a device not covered', { device: 'ord-9/ph-9' }, [], { device: 'warrantyCase.deviceError' }],
    [
      'an issue of 9 characters',
      { issue: ' 123456789 ' },
      [],
      { issue: 'warrantyCase.issueShort' },
    ],
    ['an issue over 2000', { issue: 'x'.repeat(2001) }, [], { issue: 'warrantyCase.issueLong' }],
    ['no phone', { phone: '  ' }, [], { phone: 'warrantyCase.phoneRequired' }],
    ['a phone of 5 digits', { phone: '12345' }, [], { phone: 'warrantyCase.phoneInvalid' }],
    ['no handover', { handover: '' }, [], { handover: 'warrantyCase.handoverError' }],
    [
      'a pickup without a saved address',
      { handover: 'pickup' },
      [],
      { handover: 'warrantyCase.noAddressError' },
    ],
    [
      'a pickup without an address chosen',
      { handover: 'pickup' },
      [SAVED],
      { address: 'warrantyCase.addressError' },
    ],
  ])('refuses %s', (_, patch, addresses, problems) => {
    const checked = checkCase({ ...GOOD, ...patch }, [DEFAULT_WARRANTY], addresses);
    expect(checked).toEqual({ request: null, problems });
  });

  it('makes a pickup request with the saved address in the server input shape', () => {
    const draft: CaseDraft = {
      ...GOOD,
      issue: ' Nu pornește deloc. ',
      handover: 'pickup',
      addressId: 7,
    };
    expect(checkCase(draft, [DEFAULT_WARRANTY], [SAVED])).toEqual({
      request: {
        orderId: 'ord-1001',
        lineRefId: 'ph-1',
        issue: 'Nu pornește deloc.',
        contactPhone: '0712 345 678',
        handover: {
          method: 'pickup',
          address: {
            judet: 'Cluj',
            oras: 'Cluj-Napoca',
            county_id: 13,
            locality_id: 1301,
            strada: 'Str. Memorandumului',
            nr: '28',
            cod_postal: null,
            details: 'Ap. 4',
          },
        },
      },
      problems: {},
    });
  });
});
