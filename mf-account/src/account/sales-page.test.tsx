import { SALE_STATUSES } from '@refurb/shared-contracts/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { type Sale, type SaleStatus } from '@refurb/shared-contracts/api/sell';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi, SALE } from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { SalesPage } from './sales-page';

afterEach(cleanup);

const OLDER: Sale = {
  ...SALE,
  id: 'sale-0',
  reference: 'S-000099',
  status: 'paid',
  createdAt: '2026-03-02T08:00:00.000Z',
  device: { category: 'SMARTPHONE', brand: 'Samsung', model: 'Galaxy S20', storage: '128 GB' },
  counterOffer: null,
  confirmedAmount: 980,
};

/** A call that answers when the test says so: the page is seen while it loads. */
function gate<T>() {
  let open: (answer: ApiResult<T>) => void = () => undefined;
  const promise = new Promise<ApiResult<T>>((resolve) => (open = resolve));
  return { promise, open: (data: T) => act(async () => open({ ok: true, data })) };
}

describe('my sales', () => {
  it('says it is loading, then the sales newest first with their status and amount', async () => {
    const fake = fakeAccountApi();
    const sales = gate<readonly Sale[]>();
    fake.api.sales = () => sales.promise;
    await renderPage(<SalesPage />, { fake });
    expect(screen.getByRole('status').textContent).toBe('Se încarcă…');
    await sales.open([OLDER, SALE]);

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'ac-sale-sale-1',
      'ac-sale-sale-0',
    ]);
    const newest = within(screen.getByRole('article', { name: 'Vânzarea S-000123' }));
    expect(newest.getByText('Apple iPhone 12 64 GB')).toBeTruthy();
    expect(newest.getByText('1 octombrie 2026')).toBeTruthy();
    expect(newest.getByText('Ai o ofertă nouă de la noi')).toBeTruthy();
    expect(newest.getByText('Oferta')).toBeTruthy();
    expect(newest.getByText('1.450 lei')).toBeTruthy();
    expect(newest.getByRole('link', { name: 'Vezi detaliile' }).getAttribute('href')).toBe(
      '/cont/vanzarile-mele/sale-1/',
    );
    const older = within(screen.getByRole('article', { name: 'Vânzarea S-000099' }));
    expect(older.getByText('Plătită')).toBeTruthy();
    expect(older.getByText('Suma confirmată')).toBeTruthy();
    expect(older.getByText('980 lei')).toBeTruthy();
  });

  const WORDS: Record<SaleStatus, string> = {
    submitted: 'Trimisă, așteptăm telefonul',
    'device-received': 'Am primit telefonul',
    inspected: 'Telefonul a fost verificat',
    'offer-confirmed': 'Oferta este confirmată',
    'counter-offer': 'Ai o ofertă nouă de la noi',
    paid: 'Plătită',
    returned: 'Telefonul ți-a fost trimis înapoi',
  };

  it.each(SALE_STATUSES)('says the status %s in words', async (status) => {
    await renderPage(<SalesPage />, { fake: fakeAccountApi({ sales: [{ ...SALE, status }] }) });
    const card = await screen.findByRole('article', { name: 'Vânzarea S-000123' });
    expect(within(card).getByText(WORDS[status])).toBeTruthy();
  });

  it('loads again after a failure', async () => {
    const fake = fakeAccountApi({ sales: [SALE] });
    fake.fail('sales', { code: 'unavailable' });
    await renderPage(<SalesPage />, { fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu am putut încărca vânzările.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('article', { name: 'Vânzarea S-000123' })).toBeTruthy();
  });

  it('with no sale yet, leads to the sell flow', async () => {
    await renderPage(<SalesPage />, { fake: fakeAccountApi({ sales: [] }) });
    expect(await screen.findByText('Nu ne-ai vândut încă niciun telefon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vinde-ne un telefon' }).getAttribute('href')).toBe(
      '/vinde/',
    );
  });
});
