import { describe, expect, it } from '@jest/globals';
import { orderTotals, percentOf, roundMoney, sumMoney, toMinorUnits } from './money.js';

describe('money', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [1234.5678, 1234.57],
    [-1.005, -1.01],
    [-0.001, 0],
    [0, 0],
    [1999, 1999],
  ])('rounds %p to %p', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });

  it('counts hundredths as integers, as a callback and an invoice compare them', () => {
    expect(toMinorUnits(12.34)).toBe(1234);
    expect(toMinorUnits(4.35)).toBe(435);
    expect(toMinorUnits(-0.07)).toBe(-7);
    expect(Number.isInteger(toMinorUnits(1.1 + 2.2))).toBe(true);
  });

  it('sums once and takes a percentage', () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney([])).toBe(0);
    expect(percentOf(2499.99, 10)).toBe(250);
    expect(percentOf(1000, 0)).toBe(0);
  });

  it('totals an order: the promo on the devices only, then shipping and the cash fee', () => {
    expect(
      orderTotals({ products: 2000, extras: 149.9, promoPercentage: 10, shipping: 15, codFee: 5 }),
    ).toEqual({ discount: 200, itemsTotal: 1949.9, total: 1969.9 });
    expect(
      orderTotals({ products: 999.99, extras: 0, promoPercentage: 0, shipping: 0, codFee: 0 }),
    ).toEqual({ discount: 0, itemsTotal: 999.99, total: 999.99 });
  });
});
