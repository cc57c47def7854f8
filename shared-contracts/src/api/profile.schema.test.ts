import { describe, expect, it } from '@jest/globals';
import {
  PartnerAuthorizeQuerySchema,
  SameSitePathSchema,
  UpdateProfileRequestSchema,
} from './profile.schema.js';
import { NewSaleSchema } from './sales.schema.js';

const address = {
  judet: 'Cluj',
  oras: 'Cluj-Napoca',
  county_id: 12,
  locality_id: 120,
  strada: 'Str. Memorandumului',
  nr: '5',
  cod_postal: null,
  details: null,
};
const company = (taxNumber: string, registrationNumber: string | null = null) => ({
  name: 'Firma SRL',
  taxNumber,
  registrationNumber,
  address,
});
const body = (country: string, change: Record<string, unknown> = {}) => ({
  country,
  displayName: 'Ana Pop',
  phoneNumber: '+40 721 234 567',
  company: null,
  ...change,
});
const firstPath = (value: unknown) => {
  const result = UpdateProfileRequestSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.path.join('.');
};

describe('the profile body follows the rule book for the site country', () => {
  it.each([
    ['ro', 'RO12345678', 'J40/1234/2020'],
    ['ro', 'ro12', 'J40123452020'],
    ['bg', 'BG123456789', '123456789'],
    ['hu', 'hu12345678', '12345678-1-23'],
    ['gr', 'EL123456789', '123456789'],
  ])('takes a %s company with tax id %s', (country, taxNumber, registration) => {
    expect(firstPath(body(country, { company: company(taxNumber, registration) }))).toBeNull();
  });

  it.each([
    ['a RO tax id without RO', 'ro', company('12345678'), 'company.taxNumber'],
    ['a RO tax id on the HU site', 'hu', company('RO12345678'), 'company.taxNumber'],
    ['a GR tax id written GR, not EL', 'gr', company('GR123456789'), 'company.taxNumber'],
    [
      'an RO registration starting X',
      'ro',
      company('RO12345678', 'X40/1/2020'),
      'company.registrationNumber',
    ],
    [
      'a BG registration of 5 digits',
      'bg',
      company('BG123456789', '12345'),
      'company.registrationNumber',
    ],
    ['a one-letter company name', 'ro', { ...company('RO12345678'), name: 'A' }, 'company.name'],
  ])('refuses %s', (_label, country, value, path) => {
    expect(firstPath(body(country, { company: value }))).toBe(path);
  });

  it('checks the phone with checkout rule, and reads an empty one as none', () => {
    expect(firstPath(body('ro', { phoneNumber: '12' }))).toBe('phoneNumber');
    expect(UpdateProfileRequestSchema.parse(body('ro', { phoneNumber: '  ' })).phoneNumber).toBe(
      null,
    );
    expect(firstPath(body('ro', { displayName: '' }))).toBe('displayName');
  });
});

describe('a redirect stays on the site', () => {
  it.each(['/', '/cont/', '/cont/?a=1#x', '/%2F%2Fevil'])('takes %s', (path) => {
    expect(SameSitePathSchema.safeParse(path).success).toBe(true);
  });
  it.each(['', 'cont', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\nb'])(
    'refuses %j',
    (path) => {
      expect(SameSitePathSchema.safeParse(path).success).toBe(false);
    },
  );
  it('needs a known country', () => {
    expect(PartnerAuthorizeQuerySchema.safeParse({ redirect: '/', country: 'de' }).success).toBe(
      false,
    );
  });
});

describe('a new sale', () => {
  const sale = {
    country: 'ro',
    device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13', storage: '128 GB' },
    conditionAnswers: { screen: 'ok' },
    offer: {
      amount: 1000,
      currencyLabel: 'lei',
      validUntil: '2030-01-01T00:00:00Z',
      breakdown: [{ label: 'Bază', amount: 1000 }],
    },
    payout: { method: 'bank', iban: 'ro49 aaaa 1b31 0075 9384 0000', holder: 'Ana Pop' },
    shipping: { kind: 'locker', pickupPointId: 'EB-1', name: 'easybox Mall' },
  };
  it('keeps the IBAN without spaces in upper case', () => {
    expect(NewSaleSchema.parse(sale).payout.iban).toBe('RO49AAAA1B31007593840000');
  });
  it('refuses an IBAN whose check digits do not add up', () => {
    const bad = { ...sale, payout: { ...sale.payout, iban: 'RO48AAAA1B31007593840000' } };
    expect(NewSaleSchema.safeParse(bad).success).toBe(false);
  });
});
