import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { countryConfig, priceFormatter } from '@refurb/shared-contracts';
import { type PlaceOrderRequest } from '@refurb/shared-contracts/api/checkout';
import { INVOICE_LABELS } from '../invoices/invoice-labels.js';
import { LOCAL_SELLER_IDENTITY } from '../invoices/seller.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import { call, expectRefusal, placeSignedIn, smartphoneExtra } from '../test-support/account.js';
import { orderRequest, pickPhone } from '../test-support/orders.js';
import { pdfText } from '../test-support/pdf-text.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

type Country = PlaceOrderRequest['country'];

const today = (country: Country) => {
  const { locale, timeZone } = countryConfig(country);
  const format = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  return new Intl.DateTimeFormat(locale, format).format(new Date());
};

/** The standard rates the invoices apply today (VAT table of invoices/vat.ts, written out). */
const RATE: Readonly<Record<Country, number>> = { ro: 21, bg: 20, hu: 27, gr: 24 };
const percent = (country: Country) =>
  new Intl.NumberFormat(countryConfig(country).locale, { style: 'percent' }).format(
    RATE[country] / 100,
  );
/** Lines the PDF shows one after the other (each cell is one line of its text). */
const cells = (...texts: string[]) => texts.join('\n');

describe.each(testEngines())('invoices on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const used = new Set<string>();
  const invoice = (orderId: string, cookie?: string) =>
    call(server, `/bff/me/orders/${orderId}/invoice.pdf`, { cookie });
  /**
   * The VAT summary's rows as the PDF must show them, worked out from the stored order by hand:
   * phones in the margin scheme less the discount, insurance exempt, the rest (services,
   * accessories, shipping, the cash fee) at the standard rate, VAT = gross × rate / (100 + rate).
   */
  const summaryOf = async (orderId: string) => {
    const repository = createOrdersRepository(server.database.db);
    const order = (await repository.orderById(orderId))!;
    const country = order.country as Country;
    const lines = await repository.linesOf(orderId);
    const cents = (amount: number) => Math.round(amount * 100);
    const sum = (kept: typeof lines) => kept.reduce((total, l) => total + cents(l.price), 0);
    const margin = sum(lines.filter((l) => l.kind === 'phone')) - cents(order.discount);
    const exempt = sum(lines.filter((l) => l.refId.includes('insurance')));
    const standard =
      sum(lines.filter((l) => l.kind !== 'phone' && !l.refId.includes('insurance'))) +
      cents(order.shippingCost) +
      cents(order.codFee);
    expect(margin + exempt + standard).toBe(cents(order.total));
    const step = country === 'hu' ? 100 : 1;
    const vat = Math.round((standard * RATE[country]) / (100 + RATE[country]) / step) * step;
    const money = (hundredths: number) => priceFormatter(country)(hundredths / 100);
    const labels = INVOICE_LABELS[country];
    return {
      margin: cells('*', '—', '—', money(margin)),
      standard: cells(percent(country), money(standard - vat), money(vat), money(standard)),
      exempt: cells(labels.exempt, money(exempt), money(0), money(exempt)),
      total: cells(labels.vatTotal, money(vat), money(cents(order.total))),
    };
  };
  const pdfOf = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdf;
  };

  it('renders a Romanian company invoice with every amount, in Romanian', async () => {
    const ana = await signedIn(server);
    const request = orderRequest('ro', pickPhone(server, used), {
      promoCode: 'REFURB10',
      contact: { name: 'Ștefan Țurcanu', email: 'stefan@example.ro', phone: '+40 722 123 456' },
      billing: {
        customerType: 'corporate',
        company: {
          name: 'Atelierul Ăla Bun SRL',
          fiscalCode: 'RO12345678',
          registrationNumber: 'J40/1234/2020',
        },
      },
    });
    request.phones[0]!.extraServiceIds = [
      smartphoneExtra('extended_warranty_12'),
      smartphoneExtra('insurance_damage_12'),
    ];
    const price = (id: string) =>
      server.seed.accessoryPrices.find((a) => a.accessoryId === id && a.country === 'ro')!;
    const silicone = price('acc-case-silicone');
    const wrap = price('acc-gift-wrap');
    // The same case twice: the order stores a line per unit, the invoice one row of 2.
    request.accessories = [silicone, silicone, wrap].map((a) => ({
      id: a.accessoryId,
      shownPrice: a.price,
    }));
    const placed = await placeSignedIn(server, ana.cookie, request);

    const response = await invoice(placed.orderId, ana.cookie);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${placed.orderId}.pdf"`,
    );
    const text = pdfText(await pdfOf(response));
    const lei = priceFormatter('ro');
    const vat = await summaryOf(placed.orderId);
    for (const expected of [
      'Refurb',
      // The seller: the local stack's fictional company, with its numbers.
      'Vânzător',
      'Refurb Local SRL (local stack)',
      'CUI: RO00000000',
      'Nr. Reg. Com.: J00/0000/2025',
      'Adresă: Str. Exemplului 1, 010001 București',
      'IBAN: RO00LOCL0000000000000000',
      // The rows, with their quantity, unit price, VAT rate and amount.
      cells('Produs', 'Cantitate', 'Preț unitar', 'Cota TVA', 'Valoare'),
      cells(
        silicone.translatedName!,
        '2',
        lei(silicone.price),
        percent('ro'),
        lei(2 * silicone.price),
      ),
      cells(wrap.translatedName!, '1', lei(wrap.price), percent('ro'), lei(wrap.price)),
      'Asigurare daune accidentale 12 luni',
      'scutit',
      // The VAT summary, to the order's total, and what its marks mean.
      'Defalcarea TVA',
      cells('Cota TVA', 'Bază de impozitare', 'TVA', 'Valoare totală'),
      vat.margin,
      vat.standard,
      vat.exempt,
      vat.total,
      '* Regim special - bunuri second-hand',
      'Scutit de TVA: servicii de asigurare',
      'Factură',
      `Număr factură: INV-${placed.orderId}`,
      `Data facturii: ${today('ro')}`,
      `Comanda: ${placed.orderId}`,
      'Cumpărător',
      'Atelierul Ăla Bun SRL',
      'CUI: RO12345678',
      'Ștefan Țurcanu',
      'Adresă: Str. Memorandumului 28, 400114 Cluj-', // the address wraps in its column
      'Garanție extinsă 12 luni',
      'Transport',
      'Taxă ramburs',
      lei(9.99),
      'Reducere',
      'Total de plată',
      lei(placed.total),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each<[Country, PlaceOrderRequest['paymentMethod'], string, string[]]>([
    [
      'bg',
      'cash-on-delivery',
      'Иван Петров',
      ['Фактура', 'Купувач', 'Общо за плащане', 'Lev', 'ИН по ДДС: BG000000000', 'ЕИК: 000000000'],
    ],
    [
      'hu',
      'pay-on-delivery',
      'Szűcs Előd',
      ['Számla', 'Vevő', 'Fizetendő összeg', 'Ft', 'Adószám: 00000000-0-00', 'Áfaösszesítő'],
    ],
    [
      'gr',
      'pay-on-delivery',
      'Γιώργος Παπαδόπουλος',
      ['Τιμολόγιο', 'Σύνολο πληρωμής', 'euro', 'ΑΦΜ: 000000000', 'Ανάλυση ΦΠΑ'],
    ],
  ])('renders a %s invoice in its language', async (country, paymentMethod, name, words) => {
    const ana = await signedIn(server);
    const placed = await placeSignedIn(
      server,
      ana.cookie,
      orderRequest(country, pickPhone(server, used, country), {
        paymentMethod,
        contact: { name, email: 'buyer@example.com', phone: '+30 210 123 4567' },
      }),
    );
    const text = pdfText(await pdfOf(await invoice(placed.orderId, ana.cookie)));
    const labels = INVOICE_LABELS[country];
    const seller = LOCAL_SELLER_IDENTITY[country];
    const vat = await summaryOf(placed.orderId);
    for (const expected of [
      name,
      ...words,
      placed.orderId,
      priceFormatter(country)(placed.total),
      seller.legalName,
      `${labels.taxId}: ${seller.taxId}`,
      `${labels.tradeRegister}: ${seller.registrationNumber}`,
      vat.margin,
      vat.standard,
      vat.total,
      `* ${labels.marginScheme}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The column heads, each in its column (a long one wraps there).
    const heads = [
      labels.product,
      labels.quantity,
      labels.unitPrice,
      labels.vatRate,
      labels.amount,
    ];
    expect(text.replace(/\s+/g, ' ')).toContain(heads.join(' '));
  });

  it('has no invoice for an order that is not paid yet', async () => {
    const ana = await signedIn(server);
    const placed = await placeSignedIn(
      server,
      ana.cookie,
      orderRequest('ro', pickPhone(server, used), { paymentMethod: 'online-card' }),
    );
    await expectRefusal(await invoice(placed.orderId, ana.cookie), 409, 'invoice_not_available');
  });

  it("answers another person's order like a missing one, and a visitor with 401", async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const theirs = await placeSignedIn(
      server,
      ion.cookie,
      orderRequest('ro', pickPhone(server, used)),
    );
    for (const id of [theirs.orderId, 'RO-999999']) {
      await expectRefusal(await invoice(id, ana.cookie), 404, 'not_found');
    }
    await expectRefusal(await invoice(theirs.orderId), 401, 'not_signed_in');
    await pdfOf(await invoice(theirs.orderId, ion.cookie));
  });
});
