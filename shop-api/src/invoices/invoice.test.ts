import { describe, expect, it } from '@jest/globals';
import type { StoredOrder } from '../orders/orders.repository.js';
import { invoiceNumber, invoiceOf } from './invoice.js';

const address = {
  judet: 'Iași',
  oras: 'Iași',
  county_id: 22,
  locality_id: 2201,
  strada: 'Str. Ștefan cel Mare',
  nr: '5',
  cod_postal: '700001',
  details: null,
};

function order(overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    id: 'RO-100123',
    country: 'ro',
    status: 'PLACED',
    placedAt: new Date('2026-11-22T22:30:00Z'), // 23 November in Bucharest
    contact: { name: 'Ana Popescu', email: 'ana@example.ro', phone: '+40 722 123 456' },
    billing: { customerType: 'personal' },
    delivery: { kind: 'courier', subType: '', address },
    shippingCost: 0,
    codFee: 0,
    discount: 0,
    total: 1299,
    ...overrides,
  } as StoredOrder;
}

const lines = [
  { kind: 'phone', refId: 'p1', name: 'Apple iPhone 11 64GB Black', price: 1299 },
  { kind: 'extra-service', refId: 'w12', name: 'extended_warranty_12', price: 99 },
];
const services = {
  services: new Map([
    [
      'w12',
      { id: 'w12', key: 'extended_warranty_12', type: 'EXTRA_WARRANTY' as const, months: 12 },
    ],
  ]),
  accessories: new Map([
    ['ro|acc-case-silicone', 'Husă din silicon'],
    ['hu|acc-case-silicone', 'Szilikon tok'],
  ]),
};

describe('invoiceOf', () => {
  it('numbers the invoice after the order and dates it in the site time zone', () => {
    const invoice = invoiceOf(order(), lines, services);
    expect(invoice.number).toBe(invoiceNumber('RO-100123'));
    expect(invoice.number).toBe('INV-RO-100123');
    expect(invoice.date).toBe('23.11.2026');
  });

  it('names extra services in the language and formats prices with the currency label', () => {
    const invoice = invoiceOf(order(), lines, services);
    expect(invoice.lines).toEqual([
      { name: 'Apple iPhone 11 64GB Black', price: '1.299 lei' },
      { name: 'Garanție extinsă 12 luni', price: '99 lei' },
    ]);
    expect(invoice.total).toBe('1.299 lei');
  });

  it('names an accessory in the order’s language, even when the order stored another name', () => {
    const withCase = [
      ...lines,
      { kind: 'accessory', refId: 'acc-case-silicone', name: 'Husa silicon', price: 12 },
      { kind: 'accessory', refId: 'acc-gone', name: 'Husa veche', price: 5 },
    ];
    const hu = invoiceOf(order({ id: 'HU-2', country: 'hu' }), withCase, services);
    expect(hu.lines.slice(2).map((l) => l.name)).toEqual(['Szilikon tok', 'Husa veche']);
  });

  it('lists shipping always, the cash-on-delivery fee and the discount only when there are some', () => {
    expect(invoiceOf(order(), lines, services).totals).toEqual([
      { label: 'Transport', amount: '0 lei' },
    ]);
    const hu = invoiceOf(
      order({ id: 'HU-1', country: 'hu', shippingCost: 1490, codFee: 590, discount: 12_000 }),
      lines,
      services,
    );
    expect(hu.totals.map((t) => t.label)).toEqual(['Szállítási díj', 'Utánvét díja', 'Kedvezmény']);
    expect(hu.totals[2]!.amount).toMatch(/^-12\s000 Ft$/);
  });

  it("puts a company's details before the person, and the delivery address when billing has none", () => {
    const corporate = invoiceOf(
      order({
        billing: {
          customerType: 'corporate',
          company: {
            name: 'Ăla Bun SRL',
            fiscalCode: 'RO12345678',
            registrationNumber: 'J40/1/2020',
          },
        },
      }),
      lines,
      services,
    );
    expect(corporate.buyer).toEqual([
      'Ăla Bun SRL',
      'CUI: RO12345678',
      'Nr. Reg. Com.: J40/1/2020',
      'Ana Popescu',
      'Adresă: Str. Ștefan cel Mare 5, 700001 Iași, Iași',
      'E-mail: ana@example.ro',
      'Telefon: +40 722 123 456',
    ]);
  });
});
