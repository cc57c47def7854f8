import { afterEach, describe, expect, it } from '@jest/globals';
import type { ReturnRequest } from '@refurb/shared-contracts/api/account';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi, ORDER } from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { ReturnsPage } from './returns-page';

afterEach(cleanup);

const REQUEST: ReturnRequest = {
  id: 'ret-7',
  orderId: ORDER.orderId,
  lines: ['ph-1'],
  reason: 'defect',
  comment: 'Ecranul pâlpâie.',
  refund: { method: 'bank', iban: 'RO49AAAA1B31007593840000', holder: 'Ana Pop' },
  status: 'requested',
  createdAt: '2026-11-20T09:00:00.000Z',
};

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the returns page', () => {
  it('states the return policy and where to send the parcel', async () => {
    await renderPage(<ReturnsPage />);
    expect(
      await screen.findByText('Poți returna produsele în 60 de zile de la plasarea comenzii.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Ca membru Genius, ai 90 de zile pentru comenzile de cel puțin 1.000 lei.'),
    ).toBeTruthy();
    const address = screen.getByRole('link', { name: 'Adresa la care trimiți produsele' });
    expect(address.getAttribute('href')).toBe('/adresa-retur/');
  });

  it('shows each return request in words, with the refund account as stored', async () => {
    await renderPage(<ReturnsPage />, { fake: fakeAccountApi({ returns: [REQUEST] }) });
    const card = within(await screen.findByRole('article', { name: 'Cererea de retur ret-7' }));
    for (const text of [
      'Trimisă, o analizăm',
      'ord-1001',
      '20 noiembrie 2026',
      'iPhone 13 128GB Midnight',
      'Produsul are un defect',
      'Ecranul pâlpâie.',
      'În contul RO49AAAA1B31007593840000, titular Ana Pop',
    ]) {
      expect(await card.findByText(text)).toBeTruthy();
    }
  });

  it('with no request yet says so, and lists the orders that can go back', async () => {
    const fake = fakeAccountApi({
      orders: [ORDER, { ...ORDER, orderId: 'ord-unpaid', status: 'PENDING_PAYMENT' }],
    });
    await renderPage(<ReturnsPage />, { fake });
    expect(await screen.findByText('Nu ai cerut încă niciun retur.')).toBeTruthy();
    const orders = section('Cere un retur');
    expect(await orders.findByText('Comanda ord-1001 din 2 noiembrie 2026')).toBeTruthy();
    expect(orders.getByRole('link', { name: 'Cere retur' }).getAttribute('href')).toBe(
      '/cont/retur/formular/?order=ord-1001',
    );
    expect(orders.queryByText(/ord-unpaid/)).toBeNull();
  });

  it('says the requests could not be loaded and loads them again on retry', async () => {
    const fake = fakeAccountApi({ returns: [REQUEST] });
    fake.fail('returns', { code: 'internal' });
    await renderPage(<ReturnsPage />, { fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu am putut încărca cererile de retur.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('article', { name: 'Cererea de retur ret-7' })).toBeTruthy();
  });

  it('on the Bulgarian site states the policy in Bulgarian with its currency', async () => {
    await renderPage(<ReturnsPage />, { country: 'bg' });
    expect(
      await screen.findByText(/^Като член на Genius имате 90 дни за поръчки на стойност поне/),
    ).toBeTruthy();
    expect(screen.queryByText(/lei/)).toBeNull();
  });
});
