import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { countryConfig, priceFormatter, type PlaceOrderRequest } from '@refurb/shared-contracts';
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
    request.phones[0]!.extraServiceIds = [smartphoneExtra('extended_warranty_12')];
    const placed = await placeSignedIn(server, ana.cookie, request);

    const response = await invoice(placed.orderId, ana.cookie);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${placed.orderId}.pdf"`,
    );
    const text = pdfText(await pdfOf(response));
    const lei = priceFormatter('ro');
    for (const expected of [
      'Refurb',
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
    ['bg', 'cash-on-delivery', 'Иван Петров', ['Фактура', 'Купувач', 'Общо за плащане', 'Lev']],
    ['hu', 'pay-on-delivery', 'Szűcs Előd', ['Számla', 'Vevő', 'Fizetendő összeg', 'Ft']],
    ['gr', 'pay-on-delivery', 'Γιώργος Παπαδόπουλος', ['Τιμολόγιο', 'Σύνολο πληρωμής', 'euro']],
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
    for (const expected of [
      name,
      ...words,
      placed.orderId,
      priceFormatter(country)(placed.total),
    ]) {
      expect(text).toContain(expected);
    }
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
