import { describe, expect, it } from '@jest/globals';
import type { PaymentData } from '../schemas/checkout.schema.js';
import {
  INSTALLMENT_OPTIONS,
  installmentOptionByCount,
  installmentOptionById,
  installmentSummary,
} from './installments.js';

describe('installment provider options (spec sections 3 and 7)', () => {
  it('offers 3 or 4 installments: id 1 is 3 (3XP), id 2 is 4 (4XP)', () => {
    expect(INSTALLMENT_OPTIONS).toEqual([
      { id: 1, installments: 3, code: '3XP' },
      { id: 2, installments: 4, code: '4XP' },
    ]);
  });

  it.each([
    [1, '3XP'],
    [2, '4XP'],
  ])('option id %i has code %s', (id, code) => {
    expect(installmentOptionById(id)?.code).toBe(code);
  });

  it.each([
    [3, 1],
    [4, 2],
  ])('%i installments is option %i', (count, id) => {
    expect(installmentOptionByCount(count)?.id).toBe(id);
  });

  it('knows no other option', () => {
    expect(installmentOptionById(3)).toBeNull();
    expect(installmentOptionByCount(6)).toBeNull();
  });
});

describe('installmentSummary (spec section 9)', () => {
  it.each<[string, PaymentData | null, number, string | number]>([
    [
      'the provider with 3 chosen',
      { type: 'oney', oneyInstallments: { installmentsNo: 3 } },
      3,
      '8888',
    ],
    [
      'the provider with 4 chosen',
      { type: 'oney', oneyInstallments: { installmentsNo: 4 } },
      4,
      '8888',
    ],
    [
      'the provider wins over tbi data',
      {
        type: 'oney',
        oneyInstallments: { installmentsNo: 4 },
        tbiInstallments: { data: { numberOfInstallments: 12, monthlyPayment: 210 } },
      },
      4,
      '8888',
    ],
    [
      'the provider with a zero count: no placeholder, the tbi payment, else 0',
      { type: 'oney', oneyInstallments: { installmentsNo: 0 } },
      0,
      0,
    ],
    [
      'tbi data when the provider is not used',
      {
        type: 'tbi-bnpl',
        tbiInstallments: { data: { numberOfInstallments: 4, monthlyPayment: 625.5 } },
      },
      4,
      625.5,
    ],
    [
      'tbi data with a string monthly payment',
      {
        type: 'tbi-standard',
        tbiInstallments: { data: { numberOfInstallments: 12, monthlyPayment: '210.00' } },
      },
      12,
      '210.00',
    ],
    [
      'oney installments present but another method chosen',
      { type: 'online-card', oneyInstallments: { installmentsNo: 3 } },
      0,
      0,
    ],
    ['tbi data without a count', { type: 'tbi-standard', tbiInstallments: { data: {} } }, 0, 0],
    ['no payment data', null, 0, 0],
    ['card', { type: 'online-card' }, 0, 0],
  ])('%s', (_label, data, count, monthly) => {
    expect(installmentSummary(data)).toEqual({
      numberOfInstallments: count,
      monthlyPayment: monthly,
    });
  });
});
