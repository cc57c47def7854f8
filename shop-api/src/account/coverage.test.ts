import { describe, expect, it } from '@jest/globals';
import type { StoredOrder } from '../orders/orders.repository.js';
import { coverDevice, devicesOf, isSold } from './coverage.js';
import { extraServiceName } from '../catalog/offers.js';
import { warrantyReturnData } from './warranty-return.data.js';

const line = (kind: string, refId: string) => ({ kind, refId, name: refId, price: 1 });

describe('devicesOf', () => {
  it('gives each extra service to the device line before it', () => {
    const lines = [
      line('phone', 'p1'),
      line('extra-service', 'w12'),
      line('device-accessory', 'case'),
      line('extra-service', 'ins'),
      line('phone', 'p2'),
      line('accessory', 'cable'),
      line('extra-service', 'w24'),
    ];
    expect(devicesOf(lines)).toEqual([
      { device: lines[0], extras: [lines[1], lines[3]] },
      { device: lines[4], extras: [lines[6]] },
    ]);
  });

  it('ignores a stray extra service before any device', () => {
    expect(devicesOf([line('extra-service', 'w12'), line('accessory', 'cable')])).toEqual([]);
  });
});

describe('isSold', () => {
  it.each([
    ['PLACED', true],
    ['PAID', true],
    ['PENDING_PAYMENT', false],
    ['PAYMENT_FAILED', false],
  ])('%s -> %p', (status, sold) => {
    expect(isSold(status)).toBe(sold);
  });
});

describe('coverDevice', () => {
  const order = {
    id: 'HU-100001',
    country: 'hu',
    placedAt: new Date('2026-09-01T10:00:00Z'),
  } as StoredOrder;
  const services = new Map([
    [
      'w12',
      { id: 'w12', key: 'extended_warranty_12', type: 'EXTRA_WARRANTY' as const, months: 12 },
    ],
    ['ins', { id: 'ins', key: 'insurance_Ad_Th_12', type: 'INSURANCE' as const, months: 12 }],
  ]);

  it("names the warranties in the order's language and dates them", () => {
    const device = {
      device: line('phone', 'p1'),
      extras: [
        line('extra-service', 'w12'),
        line('extra-service', 'ins'),
        line('extra-service', 'gone'),
      ],
    };
    const covered = coverDevice(order, device, services, new Date('2028-10-01T10:00:00Z'));
    expect(covered.warrantyName).toBe('Alap jótállás');
    expect(covered.coverage).toMatchObject({
      defaultWarrantyUntil: '2028-09-01',
      warrantyUntil: '2029-09-01',
      underWarranty: true,
    });
    expect(covered.extras).toEqual([
      {
        refId: 'w12',
        key: 'extended_warranty_12',
        type: 'EXTRA_WARRANTY',
        name: 'Kiterjesztett garancia 12 hónap',
        months: 12,
        validUntil: '2029-09-01',
        active: true,
      },
      {
        refId: 'ins',
        key: 'insurance_Ad_Th_12',
        type: 'INSURANCE',
        name: 'Véletlen károk és lopás elleni biztosítás 12 hónap',
        months: 12,
        validUntil: '2027-09-01',
        active: false,
      },
    ]);
  });
});

describe('warranty and return data', () => {
  it.each(['ro', 'bg', 'hu', 'gr'] as const)('has every name of %s filled in', (country) => {
    const data = warrantyReturnData(country);
    expect(data.defaultWarranty.periodInYears).toBe(2);
    expect(data.defaultReturn.days).toBe(60);
    expect(data.geniusReturn.days).toBeGreaterThan(data.defaultReturn.days);
    for (const name of [
      data.defaultWarranty.name,
      data.defaultReturn.name,
      data.geniusReturn.name,
      data.returnDetails.name,
      data.warrantyDetails.name,
    ]) {
      expect(name.trim()).not.toBe('');
    }
  });

  it('tells the damage insurance from the accident and theft one', () => {
    const insurance = (key: string) =>
      extraServiceName('ro', { key, type: 'INSURANCE', months: 12 });
    expect(insurance('insurance_damage_12')).toBe('Asigurare daune accidentale 12 luni');
    expect(insurance('insurance_Ad_Th_12')).toBe('Asigurare daune accidentale și furt 12 luni');
  });
});
