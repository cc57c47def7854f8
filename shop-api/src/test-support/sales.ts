/**
 * What the sale tests send for a device's payout and pickup: a Romanian bank account and a courier
 * pickup at a Cluj address (its date is the test's, as its clock decides which days count).
 */
import { type SalePayoutInput } from '@refurb/shared-contracts/testing';
import type { SaleShipping } from '@refurb/shared-contracts/api/sell';

export const TEST_PAYOUT: SalePayoutInput = {
  method: 'bank',
  iban: 'RO49 AAAA 1B31 0075 9384 0000',
  holder: 'Ana Pop',
};

export const courierPickup = (pickupDate: string): SaleShipping => ({
  kind: 'courier-pickup',
  address: {
    judet: 'Cluj',
    oras: 'Cluj-Napoca',
    county_id: 12,
    locality_id: 681290,
    strada: 'Str. Memorandumului',
    nr: '5',
    cod_postal: '400114',
    details: null,
  },
  pickupDate,
});
