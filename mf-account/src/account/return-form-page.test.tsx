import { afterEach, describe, expect, it } from '@jest/globals';
import type { ReturnRequest } from '@refurb/shared-contracts/api/account';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi, ORDER, type FakeAccountApi } from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { ReturnFormPage } from './return-form-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

async function openForm(orderId: string | null, fake: FakeAccountApi = fakeAccountApi()) {
  const query = orderId === null ? '' : `?order=${encodeURIComponent(orderId)}`;
  window.history.replaceState(null, '', `/cont/retur/formular/${query}`);
  await renderPage(<ReturnFormPage />, { fake });
  return fake;
}

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Trimite cererea de retur' }));
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** The lines and the reason; the fake's order was paid in cash, so the refund is a bank transfer. */
async function fillValidRequest(iban = 'ro49 aaaa 1b31 0075 9384 0000') {
  await userEvent.click(await screen.findByRole('checkbox', { name: /^iPhone 13 128GB Midnight/ }));
  await userEvent.click(screen.getByRole('radio', { name: 'Produsul are un defect' }));
  await userEvent.type(screen.getByRole('textbox', { name: /^Contul IBAN/ }), iban);
  await userEvent.type(screen.getByRole('textbox', { name: /^Numele titularului/ }), 'Ana Pop');
}

describe('the return form', () => {
  it('without an order in the address, leads to my purchases', async () => {
    await openForm(null);
    expect(await screen.findByText(/^Nu știm ce comandă vrei să returnezi/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Mergi la Comenzile mele' });
    expect(link.getAttribute('href')).toBe('/cont/comenzile-mele/');
  });

  it('for an order that is not the person’s, says so and leads to my purchases', async () => {
    await openForm('ord-404');
    expect(await screen.findByText(/^Nu găsim comanda ord-404 în contul tău/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mergi la Comenzile mele' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('when the period is over, says since when and shows no form', async () => {
    const fake = fakeAccountApi({
      returnWindow: { days: 60, lastDay: '2027-01-01', open: false, refusal: 'period-over' },
    });
    await openForm(ORDER.orderId, fake);
    expect(
      await screen.findByText('Perioada de retur de 60 de zile s-a încheiat pe 1 ianuarie 2027.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trimite în garanție' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('when the order is not paid or delivered yet, says so and shows no form', async () => {
    const fake = fakeAccountApi({
      returnWindow: { days: 60, lastDay: '2027-01-01', open: false, refusal: 'not-delivered-yet' },
    });
    await openForm(ORDER.orderId, fake);
    expect(await screen.findByText(/^Comanda nu a fost încă plătită sau livrată/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the request already made instead of the form', async () => {
    const request: ReturnRequest = {
      id: 'ret-9',
      orderId: ORDER.orderId,
      lines: ['ex-1'],
      reason: 'changed-mind',
      comment: null,
      refund: { method: 'original' },
      status: 'accepted',
      createdAt: '2026-11-10T09:00:00.000Z',
    };
    await openForm(ORDER.orderId, fakeAccountApi({ returns: [request] }));
    expect(
      await screen.findByRole('heading', { name: 'Ai cerut deja returul acestei comenzi' }),
    ).toBeTruthy();
    for (const text of ['Acceptată', 'Garanție extinsă 12 luni', 'M-am răzgândit']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Pe aceeași cale cu plata')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says beside each field what is missing, with focus on the first', async () => {
    const fake = await openForm(ORDER.orderId);
    await screen.findByRole('form', { name: 'Cerere de retur' });
    await submit();
    // The lines, the reason, and the bank account a cash order's refund goes to.
    expect(screen.getByRole('alert').textContent).toBe(
      'Verifică câmpurile marcate: 4 de corectat.',
    );
    const phone = screen.getByRole('checkbox', { name: /^iPhone 13/ });
    expect(errorOf(phone)).toBe('Alege cel puțin un produs.');
    expect(errorOf(screen.getByRole('radio', { name: 'Alt motiv' }))).toBe(
      'Alege motivul returului.',
    );
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(fake.calls.some((call) => call.method === 'requestReturn')).toBe(false);
  });

  it('checks the IBAN of a bank refund and says the problem beside it', async () => {
    const fake = await openForm(ORDER.orderId);
    await fillValidRequest('RO49 AAAA 1B31 0075 9384 0001');
    const iban = screen.getByRole('textbox', { name: /^Contul IBAN/ });
    await submit();
    expect(errorOf(iban)).toContain('IBAN-ul nu este corect. Verifică literele și cifrele.');
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(fake.calls.some((call) => call.method === 'requestReturn')).toBe(false);
  });

  it('refunds an order paid in cash by bank transfer only, and offers a card order both ways', async () => {
    await openForm(ORDER.orderId);
    await screen.findByRole('checkbox', { name: /^iPhone 13 128GB Midnight/ });
    expect(
      screen.getByText(
        'Ai plătit la primirea coletului (Ramburs la curier), așa că îți trimitem banii prin transfer în contul tău bancar.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Pe aceeași cale cu plata/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Contul IBAN/ })).toBeTruthy();
    cleanup();
    const card = { ...ORDER, orderId: 'ord-1002', paymentMethod: 'online-card' as const };
    await openForm(card.orderId, fakeAccountApi({ orders: [card] }));
    const same = await screen.findByRole<HTMLInputElement>('radio', {
      name: /^Pe aceeași cale cu plata/,
    });
    expect(same.checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'În contul meu bancar' })).toBeTruthy();
  });

  it('sends the request and says its number and what happens next', async () => {
    const fake = await openForm(ORDER.orderId);
    await fillValidRequest();
    const comment = screen.getByRole('textbox', { name: /^Comentariu/ });
    await userEvent.type(comment, 'Ecranul pâlpâie.');
    expect(errorOf(comment)).toBe('16 din 1.000 de caractere');
    await submit();
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Am primit cererea de retur' })).toBeTruthy();
    expect(within(done).getByText('Numărul cererii: ret-100')).toBeTruthy();
    expect(within(done).getByText(/^Îți trimitem pe e-mail instrucțiunile de retur/)).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'requestReturn')?.args).toEqual([
      ORDER.orderId,
      {
        lines: ['ph-1'],
        reason: 'defect',
        comment: 'Ecranul pâlpâie.',
        refund: { method: 'bank', iban: 'RO49AAAA1B31007593840000', holder: 'Ana Pop' },
      },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it.each([
    [
      'return_period_over',
      409,
      'Perioada de retur s-a încheiat pe 1 ianuarie 2027, așa că nu mai putem primi cererea.',
    ],
    [
      'return_not_available',
      409,
      'Comanda nu poate fi returnată încă: nu a fost plătită sau livrată.',
    ],
    ['return_already_requested', 409, 'Ai trimis deja o cerere de retur pentru această comandă.'],
    ['not_found', 404, 'Nu găsim această comandă în contul tău.'],
    ['internal', 500, 'Nu am putut trimite cererea. Verifică conexiunea și încearcă din nou.'],
  ])('says what shop-api’s %s refusal means', async (code, status, message) => {
    const fake = fakeAccountApi();
    fake.fail('requestReturn', { code, status });
    await openForm(ORDER.orderId, fake);
    await fillValidRequest();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('form', { name: 'Cerere de retur' })).toBeTruthy();
  });

  it('leads to the requests when one was already made', async () => {
    const fake = fakeAccountApi();
    fake.fail('requestReturn', { code: 'return_already_requested', status: 409 });
    await openForm(ORDER.orderId, fake);
    await fillValidRequest();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('link', { name: 'Vezi retururile tale' }).getAttribute('href'),
    ).toBe('/cont/retur/');
  });

  it('says the order could not be loaded and loads it again on retry', async () => {
    const fake = fakeAccountApi();
    fake.fail('orderReturn', { code: 'internal' });
    await openForm(ORDER.orderId, fake);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu am putut încărca comanda.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('form', { name: 'Cerere de retur' })).toBeTruthy();
    expect(screen.getByText('Poți cere returul până pe 1 ianuarie 2027.')).toBeTruthy();
  });

  it('on the Hungarian site shows the lines’ prices in forints', async () => {
    window.history.replaceState(null, '', `/fiok/visszakuldes/urlap/?order=${ORDER.orderId}`);
    await renderPage(<ReturnFormPage />, { country: 'hu' });
    expect(
      await screen.findByRole('checkbox', { name: /^iPhone 13 128GB Midnight · 2100\sFt$/ }),
    ).toBeTruthy();
  });
});
