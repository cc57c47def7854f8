import { afterEach, describe, expect, it } from '@jest/globals';
import type { AccountOrder } from '@refurb/shared-contracts/api/account';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi, ORDER } from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { PurchasesPage } from './purchases-page';

afterEach(cleanup);

const order = (orderId: string, patch: Partial<AccountOrder> = {}): AccountOrder => ({
  ...ORDER,
  orderId,
  ...patch,
});

const card = (orderId: string) => screen.findByRole('article', { name: `Comanda ${orderId}` });

describe('my purchases', () => {
  it('shows each order with its date, status, payment, delivery, lines and sums', async () => {
    const fake = fakeAccountApi({
      orders: [order('ord-1001', { discount: 50, total: 2149.99, shippingCost: 19.99 })],
    });
    await renderPage(<PurchasesPage />, { fake });
    expect(screen.getByRole('status').textContent).toBe('Se încarcă…');
    const article = within(await card('ord-1001'));
    for (const text of [
      '2 noiembrie 2026',
      'Plasată',
      'Ramburs la curier',
      'Curier la adresă',
      'iPhone 13 128GB Midnight',
      '2.100 lei',
      'Garanție extinsă 12 luni',
      '90 lei',
      '19,99 lei',
      '9,99 lei',
      '−50 lei',
      '2.149,99 lei',
    ]) {
      expect(article.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the invoice only for placed and paid orders, and a return for them', async () => {
    const fake = fakeAccountApi({
      orders: [
        order('ord-placed'),
        order('ord-paid', { status: 'PAID', paymentMethod: 'online-card' }),
        order('ord-pending', { status: 'PENDING_PAYMENT', paymentMethod: 'online-card' }),
        order('ord-failed', { status: 'PAYMENT_FAILED', paymentMethod: 'online-card' }),
        order('ord-cancelled', { status: 'CANCELLED', paymentMethod: 'online-card' }),
      ],
    });
    await renderPage(<PurchasesPage />, { fake });
    const paid = within(await card('ord-paid'));
    expect(paid.getByText('Plătită')).toBeTruthy();
    expect(paid.getByText('Card online')).toBeTruthy();
    const invoice = paid.getByRole('link', { name: 'Descarcă factura (PDF)' });
    expect(invoice.getAttribute('href')).toBe('/bff/me/orders/ord-paid/invoice.pdf');
    expect(invoice.hasAttribute('download')).toBe(true);
    expect(paid.getByRole('link', { name: 'Cere retur' }).getAttribute('href')).toBe(
      '/cont/retur/formular/?order=ord-paid',
    );
    for (const [id, status] of [
      ['ord-pending', 'Așteaptă plata'],
      ['ord-failed', 'Plata nu a reușit'],
    ] as const) {
      const unpaid = within(await card(id));
      expect(unpaid.getByText(status)).toBeTruthy();
      expect(unpaid.getByText('Factura va fi disponibilă după plată.')).toBeTruthy();
      expect(unpaid.queryByRole('link')).toBeNull();
    }
    // Cancelled when no payment came in time: said so, with no invoice to wait for.
    const cancelled = within(await card('ord-cancelled'));
    expect(cancelled.getByText('Anulată: plata nu a venit la timp')).toBeTruthy();
    expect(
      cancelled.getByText(
        'Nicio plată nu a fost aprobată la timp, așa că produsele au revenit în stoc. Nu se emite factură.',
      ),
    ).toBeTruthy();
    expect(cancelled.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Descarcă factura (PDF)' })).toHaveLength(2);
  });

  it('says an order whose financing the lender reviews is under review, then paid or failed once decided', async () => {
    const financed = { paymentMethod: 'tbi-tnpl' } as const;
    const fake = fakeAccountApi({
      orders: [
        order('ord-review', { ...financed, status: 'PENDING_PAYMENT', financingReview: true }),
        order('ord-approved', { ...financed, status: 'PAID', financingReview: false }),
        order('ord-declined', { ...financed, status: 'PAYMENT_FAILED', financingReview: false }),
      ],
    });
    await renderPage(<PurchasesPage />, { fake });
    const reviewed = within(await card('ord-review'));
    expect(reviewed.getByText('Finanțare în analiză')).toBeTruthy();
    expect(reviewed.queryByText('Așteaptă plata')).toBeNull();
    expect(
      reviewed.getByText(
        'Finanțatorul analizează cererea ta de finanțare. Îți scriem pe e-mail când decide; până atunci produsele îți sunt rezervate.',
      ),
    ).toBeTruthy();
    expect(reviewed.queryByText('Factura va fi disponibilă după plată.')).toBeNull();
    expect(reviewed.queryByRole('link')).toBeNull();
    const approved = within(await card('ord-approved'));
    expect(approved.getByText('Plătită')).toBeTruthy();
    expect(approved.getByRole('link', { name: 'Descarcă factura (PDF)' })).toBeTruthy();
    const declined = within(await card('ord-declined'));
    expect(declined.getByText('Plata nu a reușit')).toBeTruthy();
    expect(declined.queryByText('Finanțare în analiză')).toBeNull();
  });

  it.each([
    ['bg', 'Поръчка ord-1001', 'Финансирането се разглежда'],
    ['hu', 'Rendelés: ord-1001', 'A finanszírozás elbírálás alatt'],
    ['gr', 'Παραγγελία ord-1001', 'Η χρηματοδότηση εξετάζεται'],
  ] as const)('%s: says "financing under review" in its language', async (country, name, words) => {
    const fake = fakeAccountApi({
      orders: [order('ord-1001', { status: 'PENDING_PAYMENT', financingReview: true })],
    });
    await renderPage(<PurchasesPage />, { fake, country });
    const article = within(await screen.findByRole('article', { name }));
    expect(article.getByText(words)).toBeTruthy();
  });

  it('says when an order not yet delivered arrives, in the site’s language', async () => {
    const fake = fakeAccountApi({
      orders: [
        order('ord-coming', { estimate: { from: '2026-12-03', to: '2026-12-04' } }),
        order('ord-tomorrow', { estimate: { from: '2026-12-03', to: '2026-12-03' } }),
        order('ord-delivered'),
      ],
    });
    await renderPage(<PurchasesPage />, { fake });
    const coming = within(await card('ord-coming'));
    expect(coming.getByText('Livrare estimată')).toBeTruthy();
    expect(coming.getByText('joi, 3 decembrie – vineri, 4 decembrie')).toBeTruthy();
    expect(within(await card('ord-tomorrow')).getByText('joi, 3 decembrie')).toBeTruthy();
    expect(within(await card('ord-delivered')).queryByText('Livrare estimată')).toBeNull();
  });

  it.each([
    ['bg', 'Поръчка ord-1001', 'Очаквана доставка', 'четвъртък, 3 декември – петък, 4 декември'],
    ['hu', 'Rendelés: ord-1001', 'Várható kézbesítés', 'december 3., csütörtök – 4., péntek'],
    [
      'gr',
      'Παραγγελία ord-1001',
      'Εκτιμώμενη παράδοση',
      'Πέμπτη 3 Δεκεμβρίου – Παρασκευή 4 Δεκεμβρίου',
    ],
  ] as const)(
    '%s: says when the order arrives in its language',
    async (country, name, label, days) => {
      const fake = fakeAccountApi({
        orders: [order('ord-1001', { estimate: { from: '2026-12-03', to: '2026-12-04' } })],
      });
      await renderPage(<PurchasesPage />, { fake, country });
      const article = within(await screen.findByRole('article', { name }));
      expect(article.getByText(label)).toBeTruthy();
      expect(article.getByText(days)).toBeTruthy();
    },
  );

  it('says what could not be loaded and loads again on retry', async () => {
    const fake = fakeAccountApi();
    fake.fail('orders', { code: 'internal' });
    await renderPage(<PurchasesPage />, { fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu am putut încărca comenzile.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await card('ord-1001')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with no orders yet, says so and leads to the shop', async () => {
    await renderPage(<PurchasesPage />, { fake: fakeAccountApi({ orders: [] }) });
    expect(await screen.findByText('Nu ai încă nicio comandă.')).toBeTruthy();
    const shop = screen.getByRole('link', { name: 'Vezi telefoanele din magazin' });
    expect(shop.getAttribute('href')).toBe('/');
  });

  it('on the Hungarian site shows prices in forints, in Hungarian', async () => {
    await renderPage(<PurchasesPage />, { country: 'hu' });
    const article = within(await screen.findByRole('article', { name: 'Rendelés: ord-1001' }));
    expect(article.getByText('Leadva')).toBeTruthy();
    expect(article.getByText('Utánvét (készpénz a futárnak)')).toBeTruthy();
    expect(article.getByText(/^2\s?199,99\sFt$/)).toBeTruthy();
    expect(article.queryByText(/lei/)).toBeNull();
  });
});
