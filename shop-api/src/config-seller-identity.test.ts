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

  it('reads one JSON object keyed by country, the bank details optional', () => {
    const withBank = { ...ALL, ro: { ...ALL.ro, iban: 'RO49AAAA1B31007593840000', bank: 'B' } };
    const config = local({ SELLER_IDENTITY: JSON.stringify(withBank) });
    expect(config.SELLER_IDENTITY).toEqual(withBank);
    expect(createAppServices(config).sellers).toEqual(withBank);
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
  ])('refuses %s, naming the setting', (_label, text, message) => {
    expect(() => local({ SELLER_IDENTITY: text })).toThrow(message);
  });
});
