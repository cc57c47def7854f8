import { describe, expect, it } from '@jest/globals';
import { CheckoutCartSchema } from '../api/checkout.schema.js';
import type { Country } from '../schemas/enums.schema.js';
import {
  accessory,
  cart,
  deepFreeze,
  extraService,
  phone,
  wrapTax,
} from '../test-support/fixtures.js';
import {
  companyTaxNumber,
  isValidEmail,
  isValidCompanyName,
  isValidPersonName,
  toCheckoutCart,
  validateAnotherContact,
  validateCompany,
  validatePersonContact,
} from './checkout-order.js';

const field = (value: string) => ({ value, isValid: false });

describe('contact fields', () => {
  it.each([
    ['Ana Pop', true],
    ['  A ', false],
    ['', false],
    ['Γιώργος', true],
    ['Ana-Maria O’Neil', true],
    ["D'Artagnan", true],
    ['Szőke J. Anna', true],
    ['Иван Петров', true],
    ['<img src=x onerror=alert(1)>', false],
    ['Ana <b>Pop</b>', false],
    ['Ana {{7*7}}', false],
    ['Ana Pop 2', false],
    ['-Ana', false],
    ['A.', false],
    ['A'.repeat(100), true],
    ['A'.repeat(101), false],
  ])('name %p -> %p', (value, valid) => expect(isValidPersonName(value)).toBe(valid));

  it.each([
    ['Alfa & Beta 2000 SRL', true],
    ['X', false],
    ['Alfa <script>', false],
    ['Alfa {{x}}', false],
  ])('company name %p -> %p', (value, valid) => expect(isValidCompanyName(value)).toBe(valid));

  it.each([
    ['ana@example.ro', true],
    [' ana@example.ro ', true],
    ['ana@example', false],
    ['ana example.ro', false],
    ['@example.ro', false],
    ['ana@@example.ro', false],
    [`${'a'.repeat(64)}@${'b'.repeat(186)}.ro`, true],
    [`${'a'.repeat(64)}@${'b'.repeat(187)}.ro`, false],
  ])('email %p -> %p', (value, valid) => expect(isValidEmail(value)).toBe(valid));

  it('validates the person and another-contact forms field by field', () => {
    expect(
      validatePersonContact('ro', {
        name: field('Ana Pop'),
        email: field('nope'),
        phoneNumber: field('0722123456'),
      }),
    ).toEqual({ valid: false, fields: { name: true, email: false, phoneNumber: true } });
    expect(
      validateAnotherContact('ro', {
        name: field('Ion Pop'),
        email: field('ion@example.ro'),
        phone: field('0722123456'),
      }).valid,
    ).toBe(true);
  });
});

describe('validateCompany (spec section 5 per country)', () => {
  const company = (fiscalCode: string, registrationNumber: string) => ({
    name: field('Refurb Test SRL'),
    fiscalCode: field(fiscalCode),
    registrationNumber: field(registrationNumber),
    email: field('office@example.com'),
    phoneNumber: field('+40 21 000 0000'),
  });

  it.each<[Country, string, string, boolean, boolean]>([
    ['ro', 'RO12345678', 'J40/1234/2020', true, true],
    ['ro', '12345678', 'J40/1234/2020', false, true],
    ['ro', 'RO12345678', 'X40/1234/2020', true, false],
    ['bg', 'BG123456789', '123456789', true, true],
    ['bg', 'BG1234', '123456789', false, true],
    ['hu', 'HU12345678', '12345678-9-12', true, true],
    ['hu', 'HU12345678', '1234', true, false],
    ['gr', 'EL123456789', '123456789', true, true],
    ['gr', 'GR123456789', '123456789', false, true],
  ])('%s %s / %s', (country, fiscalCode, registrationNumber, fiscalOk, registrationOk) => {
    const { valid, fields } = validateCompany(country, company(fiscalCode, registrationNumber));
    expect(fields.fiscalCode).toBe(fiscalOk);
    expect(fields.registrationNumber).toBe(registrationOk);
    expect(valid).toBe(fiscalOk && registrationOk);
  });

  it('strips "ro" from a RO tax id for the invoice, and only in RO', () => {
    expect(companyTaxNumber('ro', ' ro12345678 ')).toBe('12345678');
    expect(companyTaxNumber('bg', 'bg123456789')).toBe('BG123456789');
  });
});

describe('toCheckoutCart', () => {
  it('sends each phone with its shown price, selected extras and active device accessories', () => {
    const state = deepFreeze(
      cart({
        phoneCart: [
          phone({
            selected_extra_services: [extraService({ id: 'w24', isSelected: true })],
            deviceAccessories: [
              accessory({ id: 'bat-1', type: 'deviceAccessory', category: 'BATTERY' }),
              accessory({ id: 'old', type: 'deviceAccessory', isActive: false }),
            ],
          }),
        ],
        accessoryCart: [
          accessory({ id: 'case' }),
          accessory({ id: 'gone', isActive: false }),
          wrapTax(),
        ],
      }),
    );
    const sent = toCheckoutCart(state, {
      country: 'ro',
      promo: { code: 'VARA10', percentage: 10 },
      delivery: 'courier',
      paymentMethod: '',
    });
    expect(CheckoutCartSchema.parse(sent)).toEqual(sent);
    expect(sent).toEqual({
      country: 'ro',
      phones: [
        {
          productId: 'prod-1',
          legacySellOrderId: 1001,
          shownPrice: 2499,
          extraServiceIds: ['w24'],
          deviceAccessoryIds: ['bat-1'],
        },
      ],
      accessories: [
        { id: 'case', shownPrice: 49.9 },
        { id: 'wrap', shownPrice: 15 },
      ],
      promoCode: 'VARA10',
      delivery: 'courier',
      paymentMethod: '',
    });
  });

  it('leaves the promo code out when none is applied', () => {
    const sent = toCheckoutCart(cart({ phoneCart: [phone()] }), {
      country: 'hu',
      promo: null,
      delivery: 'locker',
      paymentMethod: 'cofidis',
    });
    expect('promoCode' in sent).toBe(false);
  });
});
