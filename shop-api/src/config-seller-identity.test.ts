import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config.js';
import { LOCAL_SELLER_IDENTITY } from './invoices/seller.js';
import { createAppServices } from './services.js';

const local = (env: Record<string, string> = {}) => readConfig({ SHOP_API_MODE: 'local', ...env });

const seller = (name: string) => ({
  legalName: `${name} SRL`,
  registrationNumber: 'J40/1234/2020',
  taxId: 'RO12345678',
  address: 'Bd. Unirii 1, București',
});
const ALL = { ro: seller('Ro'), bg: seller('Bg'), hu: seller('Hu'), gr: seller('Gr') };

describe('SELLER_IDENTITY: the seller on the invoices', () => {
  it('is the local stack’s fictional companies when unset locally', () => {
    expect(local().SELLER_IDENTITY).toBeUndefined();
    expect(createAppServices(local()).sellers).toBe(LOCAL_SELLER_IDENTITY);
  });

  it('reads one JSON object keyed by country, the bank details and the contact optional', () => {
    const withBank = {
      ...ALL,
      ro: { ...ALL.ro, iban: 'RO49AAAA1B31007593840000', bank: 'B' },
      hu: { ...ALL.hu, email: 'ugyfelszolgalat@example.hu', phone: '+36 1 234 5678' },
    };
    const config = local({ SELLER_IDENTITY: JSON.stringify(withBank) });
    expect(config.SELLER_IDENTITY).toEqual(withBank);
    expect(createAppServices(config).sellers).toEqual(withBank);
  });

  it('gives the local stand-ins the help pages’ contact, for the footer and the legal pages', () => {
    for (const seller of Object.values(LOCAL_SELLER_IDENTITY)) {
      expect(seller.email).toMatch(/^contact@refurb\.(ro|bg|hu|gr)$/);
      expect(seller.phone).toMatch(/^[0-9 ]+$/);
    }
  });

  it.each([
    ['text that is not JSON', '{ro: 1}', /SELLER_IDENTITY: not JSON/],
    ['a country missing', JSON.stringify({ ...ALL, gr: undefined }), /SELLER_IDENTITY\.gr/],
    [
      'a field missing',
      JSON.stringify({ ...ALL, bg: { ...ALL.bg, taxId: undefined } }),
      /SELLER_IDENTITY\.bg\.taxId/,
    ],
    ['an empty field', JSON.stringify({ ...ALL, hu: { ...ALL.hu, address: ' ' } }), /hu\.address/],
    [
      'a misspelt field',
      JSON.stringify({ ...ALL, ro: { ...ALL.ro, vatNumber: 'RO1' } }),
      /SELLER_IDENTITY\.ro.*vatNumber/,
    ],
    ['an unknown country', JSON.stringify({ ...ALL, el: ALL.gr }), /SELLER_IDENTITY.*el/],
    [
      'an e-mail that is not one',
      JSON.stringify({ ...ALL, gr: { ...ALL.gr, email: 'contact at shop' } }),
      /SELLER_IDENTITY\.gr\.email/,
    ],
    [
      'a phone with letters',
      JSON.stringify({ ...ALL, bg: { ...ALL.bg, phone: 'call us' } }),
      /SELLER_IDENTITY\.bg\.phone/,
    ],
  ])('refuses %s, naming the setting', (_label, text, message) => {
    expect(() => local({ SELLER_IDENTITY: text })).toThrow(message);
  });
});
