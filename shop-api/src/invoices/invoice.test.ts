import { describe, expect, it } from '@jest/globals';
import { COUNTRIES, priceFormatter, type Country } from '@refurb/shared-contracts';
import type { StoredOrder } from '../orders/orders.repository.js';
import { invoiceNumber, invoiceOf as invoiceWith } from './invoice.js';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.js';
import { LOCAL_SELLER_IDENTITY, type SellerIdentities } from './seller.js';

/** A seller of each country, as SELLER_IDENTITY would give it. */
const SELLERS: SellerIdentities = {
  ro: {
    legalName: 'Refurb Devices SRL',
    registrationNumber: 'J40/1234/2020',
    taxId: 'RO12345678',
    address: 'Bd. Unirii 1, 030167 București',
    iban: 'RO49AAAA1B31007593840000',
    bank: 'Banca Exemplu',
  },
  bg: {
    legalName: 'Рефърб Девайсис ЕООД',
    registrationNumber: '123456789',
    taxId: 'BG123456789',
    address: 'бул. Витоша 1, 1000 София',
  },
  hu: {
    legalName: 'Refurb Devices Kft.',
    registrationNumber: '01-09-123456',
    taxId: '12345678-2-42',
    address: '1061 Budapest, Andrássy út 1.',
  },
  gr: {
    legalName: 'Refurb Devices Ι.Κ.Ε.',
    registrationNumber: '123456789000',
    taxId: '123456789',
    address: 'Οδός Ερμού 1, 105 63 Αθήνα',
  },
};
const invoiceOf = (
  stored: StoredOrder,
  orderLines: Parameters<typeof invoiceWith>[1],
  names: Parameters<typeof invoiceWith>[2],
) => invoiceWith(stored, orderLines, names, SELLERS);

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
    ['i12', { id: 'i12', key: 'insurance_damage_12', type: 'INSURANCE' as const, months: 12 }],
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
      {
        name: 'Apple iPhone 11 64GB Black',
        quantity: 1,
        unitPrice: '1.299 lei',
        amount: '1.299 lei',
        vatRate: '*',
      },
      {
        name: 'Garanție extinsă 12 luni',
        quantity: 1,
        unitPrice: '99 lei',
        amount: '99 lei',
        vatRate: '21\u00a0%',
      },
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
      { label: 'Transport', amount: '0 lei', vatRate: '21\u00a0%' },
    ]);
    const hu = invoiceOf(
      order({ id: 'HU-1', country: 'hu', shippingCost: 1490, codFee: 590, discount: 12_000 }),
      lines,
      services,
    );
    expect(hu.totals.map((t) => t.label)).toEqual(['Szállítási díj', 'Utánvét díja', 'Kedvezmény']);
    expect(hu.totals[2]!.amount).toMatch(/^-12\s000 Ft$/);
    // Shipping and the cash fee at the standard rate; the discount comes off the devices.
    expect(hu.totals.map((t) => t.vatRate)).toEqual(['27%', '27%', '*']);
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

  it.each<[Country, string[]]>([
    [
      'ro',
      [
        'Refurb Devices SRL',
        'CUI: RO12345678',
        'Nr. Reg. Com.: J40/1234/2020',
        'Adresă: Bd. Unirii 1, 030167 București',
        'IBAN: RO49AAAA1B31007593840000',
        'Banca: Banca Exemplu',
      ],
    ],
    [
      'bg',
      [
        'Рефърб Девайсис ЕООД',
        'ИН по ДДС: BG123456789',
        'ЕИК: 123456789',
        'Адрес: бул. Витоша 1, 1000 София',
      ],
    ],
    [
      'hu',
      [
        'Refurb Devices Kft.',
        'Adószám: 12345678-2-42',
        'Cégjegyzékszám: 01-09-123456',
        'Cím: 1061 Budapest, Andrássy út 1.',
      ],
    ],
    [
      'gr',
      [
        'Refurb Devices Ι.Κ.Ε.',
        'ΑΦΜ: 123456789',
        'Αρ. ΓΕΜΗ: 123456789000',
        'Διεύθυνση: Οδός Ερμού 1, 105 63 Αθήνα',
      ],
    ],
  ])('names the %s seller with its legal identity and the country’s labels', (country, seller) => {
    const invoice = invoiceOf(
      order({ id: `${country.toUpperCase()}-7`, country }),
      lines,
      services,
    );
    expect(invoice.seller).toEqual(seller);
  });

  it('shows one row per item with its quantity: lines stored once per unit are counted', () => {
    const two = [
      { kind: 'phone', refId: 'p1', name: 'Apple iPhone 11 64GB Black', price: 1299 },
      { kind: 'extra-service', refId: 'w12', name: 'extended_warranty_12', price: 99 },
      { kind: 'device-accessory', refId: 'acc-case-silicone', name: 'Husa silicon', price: 59.99 },
      { kind: 'phone', refId: 'p2', name: 'Apple iPhone 11 64GB Black', price: 1299 },
      { kind: 'extra-service', refId: 'w12', name: 'extended_warranty_12', price: 99 },
      { kind: 'device-accessory', refId: 'acc-case-silicone', name: 'Husa silicon', price: 59.99 },
      { kind: 'accessory', refId: 'acc-case-silicone', name: 'Husa silicon', price: 59.99 },
      { kind: 'phone', refId: 'p3', name: 'Samsung Galaxy S21 128GB', price: 1899 },
      // The same warranty on a dearer phone costs more: its own row.
      { kind: 'extra-service', refId: 'w12', name: 'extended_warranty_12', price: 149 },
      { kind: 'extra-service', refId: 'i12', name: 'insurance_damage_12', price: 130 },
    ];
    const invoice = invoiceOf(order({ total: 5153.97 }), two, services);
    const rate = '21\u00a0%';
    expect(invoice.lines).toEqual([
      // Two refurbished units, each its own product: one row each.
      {
        name: 'Apple iPhone 11 64GB Black',
        quantity: 1,
        unitPrice: '1.299 lei',
        amount: '1.299 lei',
        vatRate: '*',
      },
      {
        name: 'Garanție extinsă 12 luni',
        quantity: 2,
        unitPrice: '99 lei',
        amount: '198 lei',
        vatRate: rate,
      },
      {
        name: 'Husă din silicon',
        quantity: 2,
        unitPrice: '59,99 lei',
        amount: '119,98 lei',
        vatRate: rate,
      },
      {
        name: 'Apple iPhone 11 64GB Black',
        quantity: 1,
        unitPrice: '1.299 lei',
        amount: '1.299 lei',
        vatRate: '*',
      },
      // A stand-alone accessory is a row of its own beside the same one fitted to a phone.
      {
        name: 'Husă din silicon',
        quantity: 1,
        unitPrice: '59,99 lei',
        amount: '59,99 lei',
        vatRate: rate,
      },
      {
        name: 'Samsung Galaxy S21 128GB',
        quantity: 1,
        unitPrice: '1.899 lei',
        amount: '1.899 lei',
        vatRate: '*',
      },
      {
        name: 'Garanție extinsă 12 luni',
        quantity: 1,
        unitPrice: '149 lei',
        amount: '149 lei',
        vatRate: rate,
      },
      {
        name: 'Asigurare daune accidentale 12 luni',
        quantity: 1,
        unitPrice: '130 lei',
        amount: '130 lei',
        vatRate: 'scutit',
      },
    ]);
    // Every unit is on the invoice once: the rows' amounts add up to the lines'.
    const sum = two.reduce((total, line) => total + Math.round(line.price * 100), 0);
    expect(invoice.breakdown.gross).toBe(sum);
    expect(invoice.total).toBe(priceFormatter('ro')(sum / 100));
  });

  it('sums the VAT per group: margin scheme, standard rate, exempt, to the order’s total', () => {
    const full = [
      { kind: 'phone', refId: 'p1', name: 'Apple iPhone 11 64GB Black', price: 1299 },
      { kind: 'extra-service', refId: 'w12', name: 'extended_warranty_12', price: 99 },
      { kind: 'extra-service', refId: 'i12', name: 'insurance_damage_12', price: 130 },
      { kind: 'accessory', refId: 'acc-case-silicone', name: 'Husa silicon', price: 59.99 },
      { kind: 'accessory', refId: 'acc-case-silicone', name: 'Husa silicon', price: 59.99 },
      { kind: 'accessory', refId: 'acc-gift-wrap', name: 'Ambalaj cadou', price: 14.99 },
    ];
    const invoice = invoiceOf(
      order({ shippingCost: 19.99, codFee: 9.99, discount: 129.9, total: 1563.05 }),
      full,
      services,
    );
    expect(invoice.vat).toEqual({
      rows: [
        { rate: '*', base: '—', vat: '—', gross: '1.169,1 lei' },
        // 99 + 2 × 59.99 + 14.99 + 19.99 + 9.99 = 263.95; VAT 263.95 × 21 / 121 = 45.81.
        { rate: '21\u00a0%', base: '218,14 lei', vat: '45,81 lei', gross: '263,95 lei' },
        { rate: 'scutit', base: '130 lei', vat: '0 lei', gross: '130 lei' },
      ],
      total: { vat: '45,81 lei', gross: '1.563,05 lei' },
    });
    expect(invoice.total).toBe('1.563,05 lei');
    expect(invoice.notes).toEqual([
      '* Regim special - bunuri second-hand',
      'Scutit de TVA: servicii de asigurare (art. 135 alin. (1) lit. (a) din Directiva 2006/112/CE)',
    ]);
    // Without an insured device, no exemption note.
    expect(invoiceOf(order(), lines, services).notes).toEqual([
      '* Regim special - bunuri second-hand',
    ]);
  });

  it('uses the rate of the day the order was placed in the site’s time zone', () => {
    const rateOn = (placedAt: string) =>
      invoiceOf(order({ placedAt: new Date(placedAt) }), lines, services).lines[1]!.vatRate;
    expect(rateOn('2025-07-31T20:59:00Z')).toBe('19\u00a0%'); // 23:59 on 31 July in Bucharest
    expect(rateOn('2025-07-31T21:00:00Z')).toBe('21\u00a0%'); // midnight, 1 August
  });

  // Orders as the checkout prices them (orders/pricing.ts): the total is worked in the same steps.
  const money = (value: number) => Math.round(value * 100) / 100;
  const ORDERS: Readonly<
    Record<Country, { phone: number; case: number; shipping: number; codFee: number }>
  > = {
    ro: { phone: 2479, case: 59.99, shipping: 19.99, codFee: 9.99 },
    bg: { phone: 969, case: 23.99, shipping: 6.99, codFee: 3.49 },
    hu: { phone: 196_990, case: 4990, shipping: 1490, codFee: 590 },
    gr: { phone: 499, case: 11.99, shipping: 4.99, codFee: 2.5 },
  };

  it.each(COUNTRIES)(
    'adds the %s VAT summary up to the order’s total, in its currency',
    (country) => {
      const money$ = priceFormatter(country);
      const prices = ORDERS[country];
      for (const promo of [0, 10, 15]) {
        for (const cash of [false, true]) {
          const warranty = money(prices.phone * 0.07);
          const insurance = money(prices.phone * 0.09);
          const stored = [
            { kind: 'phone', refId: 'p1', name: 'Phone', price: prices.phone },
            { kind: 'extra-service', refId: 'w12', name: 'w', price: warranty },
            { kind: 'extra-service', refId: 'i12', name: 'i', price: insurance },
            { kind: 'accessory', refId: 'acc-case-silicone', name: 'Case', price: prices.case },
            { kind: 'accessory', refId: 'acc-case-silicone', name: 'Case', price: prices.case },
          ];
          const discount = money((prices.phone * promo) / 100);
          const codFee = cash ? prices.codFee : 0;
          const items = money(prices.phone + warranty + insurance + 2 * prices.case - discount);
          const total = money(items + prices.shipping + codFee);
          const invoice = invoiceOf(
            order({
              id: `${country.toUpperCase()}-${promo}`,
              country,
              shippingCost: prices.shipping,
              codFee,
              discount,
              total,
            }),
            stored,
            services,
          );
          const { breakdown } = invoice;
          expect(breakdown.gross).toBe(Math.round(total * 100));
          expect(breakdown.groups.map((g) => g.group)).toEqual(['margin', 'standard', 'exempt']);
          expect(breakdown.groups[0]!.gross).toBe(Math.round((prices.phone - discount) * 100));
          for (const group of breakdown.groups.slice(1)) {
            expect(group.base! + group.vat!).toBe(group.gross);
          }
          expect(invoice.vat.total).toEqual({
            vat: money$(breakdown.vat / 100),
            gross: invoice.total,
          });
          expect(invoice.lines[3]).toMatchObject({ quantity: 2, amount: money$(2 * prices.case) });
        }
      }
    },
  );
});

describe('the invoice’s words', () => {
  const NEW_WORDS: readonly (keyof InvoiceLabels)[] = [
    'quantity',
    'unitPrice',
    'amount',
    'vatRate',
    'taxId',
    'tradeRegister',
    'bank',
    'vatSummary',
    'base',
    'vat',
    'gross',
    'vatTotal',
    'exempt',
    'exemptionNote',
    'marginScheme',
  ];

  it('has every word in all four languages, each its own language’s', () => {
    for (const key of Object.keys(INVOICE_LABELS.ro) as (keyof InvoiceLabels)[]) {
      for (const country of COUNTRIES) expect(INVOICE_LABELS[country][key].trim()).not.toBe('');
    }
    for (const key of NEW_WORDS) {
      const words = COUNTRIES.map((country) => INVOICE_LABELS[country][key]);
      expect(new Set(words).size).toBe(COUNTRIES.length);
      expect(INVOICE_LABELS.bg[key]).toMatch(/[а-я]/i);
      expect(INVOICE_LABELS.gr[key]).toMatch(/[α-ω]/i);
    }
  });

  it('names the seller’s numbers and the margin scheme as each country’s invoices do', () => {
    const words = (key: keyof InvoiceLabels) => COUNTRIES.map((c) => INVOICE_LABELS[c][key]);
    expect(COUNTRIES).toEqual(['ro', 'bg', 'hu', 'gr']);
    expect(words('taxId')).toEqual(['CUI', 'ИН по ДДС', 'Adószám', 'ΑΦΜ']);
    expect(words('tradeRegister')).toEqual(['Nr. Reg. Com.', 'ЕИК', 'Cégjegyzékszám', 'Αρ. ΓΕΜΗ']);
    expect(words('marginScheme')).toEqual([
      'Regim special - bunuri second-hand',
      'Режим на облагане на маржа – стоки втора употреба',
      'Különbözet szerinti szabályozás – használt cikkek',
      'Καθεστώς περιθωρίου – μεταχειρισμένα αγαθά',
    ]);
    for (const note of words('exemptionNote')) {
      expect(note).toMatch(/\b135\b/); // art. 135(1)(a) of the Directive
      expect(note).toContain('2006/112');
    }
  });

  it('has a clearly fictional local seller in every country', () => {
    for (const country of COUNTRIES) {
      const seller = LOCAL_SELLER_IDENTITY[country];
      expect(seller.legalName).toMatch(/\(local stack\)$/);
      expect(seller.taxId.replace(/\D/g, '')).toMatch(/^0+$/);
      expect(seller.registrationNumber.replace(/\D/g, '')).toMatch(/^0+(2025)?$/);
    }
  });
});
