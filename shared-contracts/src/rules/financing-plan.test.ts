import { describe, expect, it } from '@jest/globals';
import { financingPlan, installmentSummary, paymentDataFor } from './installments.js';

describe('financing plans', () => {
  it.each([
    ['tbi-tnpl', 3],
    ['tbi-bnpl', 1],
    ['tbi-promo', 6],
    ['tbi-promo-ten', 10],
    ['tbi-standard', 12],
    ['cofidis', 12],
    ['cofidis-promo', 6],
    ['cofidis-promo-ten', 10],
  ] as const)('%s splits the total in %i monthly payments', (key, months) => {
    const plan = financingPlan(key, 1200);
    expect(plan).toEqual({
      numberOfInstallments: months,
      monthlyPayment: Math.round((1200 / months) * 100) / 100,
    });
  });

  it('has no plan for card, cash or oney, nor for nothing to pay', () => {
    expect(financingPlan('online-card', 1200)).toBeNull();
    expect(financingPlan('cash-on-delivery', 1200)).toBeNull();
    expect(financingPlan('oney', 1200)).toBeNull();
    expect(financingPlan('tbi-standard', 0)).toBeNull();
  });

  it('puts the tbi plan in the order, where installmentSummary reads it (spec section 9)', () => {
    const data = paymentDataFor('tbi-tnpl', 999.99);
    expect(data).toEqual({
      type: 'tbi-tnpl',
      tbiInstallments: { data: { numberOfInstallments: 3, monthlyPayment: 333.33 } },
    });
    expect(installmentSummary(data)).toEqual({ numberOfInstallments: 3, monthlyPayment: 333.33 });
    expect(paymentDataFor('cofidis', 999.99)).toEqual({ type: 'cofidis' });
    expect(paymentDataFor('online-card', 999.99)).toEqual({ type: 'online-card' });
  });
});
