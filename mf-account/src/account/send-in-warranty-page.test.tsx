import { afterEach, describe, expect, it } from '@jest/globals';
import type { DeviceWarranty } from '@refurb/shared-contracts/api/account';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_WARRANTY,
  fakeAccountApi,
  SAVED_ADDRESS as SAVED,
} from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { SendInWarrantyPage } from './send-in-warranty-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const SECOND: DeviceWarranty = {
  ...DEFAULT_WARRANTY,
  orderId: 'ord-1002',
  phone: { refId: 'ph-2', name: 'Samsung Galaxy S21 128GB' },
};

const device = () => screen.getByRole('combobox', { name: /^Telefonul/ });
const issue = () => screen.getByRole('textbox', { name: /^Ce problemă are telefonul/ });
const phone = () => screen.getByRole('textbox', { name: /^Telefon de contact/ });
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Trimite cererea de garanție' }));

async function fillIssueAndPhone() {
  await userEvent.type(issue(), 'Ecranul nu mai răspunde la atingere.');
  await userEvent.type(phone(), '0712 345 678');
}

describe('sending a device in warranty', () => {
  it('checks the form beside each field, then opens a case for the linked device', async () => {
    window.history.replaceState(null, '', '/cont/trimite-in-garantie/?order=ord-1002&line=ph-2');
    const fake = fakeAccountApi({ warranties: [DEFAULT_WARRANTY, SECOND], addresses: [SAVED] });
    await renderPage(<SendInWarrantyPage />, { fake });
    await screen.findByRole('form', { name: 'Cerere de garanție' });
    expect((device() as HTMLSelectElement).value).toBe('ord-1002/ph-2');

    await userEvent.type(issue(), 'Nu merge');
    expect(screen.getByText('8 din 2.000 de caractere (cel puțin 10)')).toBeTruthy();
    await userEvent.type(phone(), '12');
    await submit();
    expect(await screen.findByText('Verifică câmpurile marcate: 3 de corectat.')).toBeTruthy();
    expect(screen.getByText('Descrie problema în cel puțin 10 caractere.')).toBeTruthy();
    expect(screen.getByText(/^Numărul nu pare corect/)).toBeTruthy();
    expect(screen.getByText('Alege cum ajunge telefonul la noi.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(issue()));
    expect(issue().getAttribute('aria-describedby')).toBe('ac-wc-issue-hint ac-wc-issue-error');

    await userEvent.type(issue(), ' deloc ecranul.');
    await userEvent.clear(phone());
    await userEvent.type(phone(), '0712 345 678');
    await userEvent.click(
      screen.getByRole('radio', { name: 'Îl ridică un curier de la adresa mea' }),
    );
    const address = await screen.findByRole('radio', {
      name: 'Str. Memorandumului 28, Cluj-Napoca, Cluj',
    });
    expect((address as HTMLInputElement).checked).toBe(true);
    await submit();

    const done = await screen.findByRole('status');
    expect(
      within(done).getByRole('heading', { name: 'Am primit cererea de garanție' }),
    ).toBeTruthy();
    expect(within(done).getByText('Numărul cererii: WC-00000100')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'openWarrantyCase')?.args).toEqual([
      {
        orderId: 'ord-1002',
        lineRefId: 'ph-2',
        issue: 'Nu merge deloc ecranul.',
        contactPhone: '0712 345 678',
        handover: {
          method: 'pickup',
          address: {
            judet: 'Cluj',
            oras: 'Cluj-Napoca',
            county_id: 13,
            locality_id: 1301,
            strada: 'Str. Memorandumului',
            nr: '28',
            cod_postal: '400001',
            details: null,
          },
        },
      },
    ]);
  });

  it('asks which device when the link names none and there are several', async () => {
    const fake = fakeAccountApi({ warranties: [DEFAULT_WARRANTY, SECOND] });
    await renderPage(<SendInWarrantyPage />, { fake });
    await screen.findByRole('form', { name: 'Cerere de garanție' });
    expect((device() as HTMLSelectElement).value).toBe('');
    await fillIssueAndPhone();
    await userEvent.click(screen.getByRole('radio', { name: 'Îl aduc eu la magazin' }));
    await submit();
    expect(await screen.findByText('Alege telefonul pe care îl trimiți.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(device()));
    expect(fake.calls.some((call) => call.method === 'openWarrantyCase')).toBe(false);
  });

  it('without a saved address says so, links to settings and will not send a pickup', async () => {
    const fake = fakeAccountApi({ addresses: [] });
    await renderPage(<SendInWarrantyPage />, { fake });
    await screen.findByRole('form', { name: 'Cerere de garanție' });
    await fillIssueAndPhone();
    const pickup = screen.getByRole('radio', { name: 'Îl ridică un curier de la adresa mea' });
    await userEvent.click(pickup);
    expect(await screen.findByText('Nu ai nicio adresă salvată.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Adaugă o adresă în Setări' }).getAttribute('href'),
    ).toBe('/cont/setari/');
    await submit();
    expect(await screen.findByText(/^Pentru ridicare ai nevoie de o adresă salvată/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(pickup));
    expect(fake.calls.some((call) => call.method === 'openWarrantyCase')).toBe(false);
  });

  it.each([
    [409, 'warranty_expired', /^Garanția acestui telefon a expirat/],
    [409, 'warranty_not_available', /^Comanda acestui telefon nu este încă plasată sau plătită/],
    [404, 'not_found', /^Nu găsim acest telefon în comenzile tale/],
  ])('says what to do when shop-api refuses with %s %s', async (status, code, text) => {
    const fake = fakeAccountApi();
    fake.fail('openWarrantyCase', { status, code });
    await renderPage(<SendInWarrantyPage />, { fake });
    await screen.findByRole('form', { name: 'Cerere de garanție' });
    await fillIssueAndPhone();
    await userEvent.click(screen.getByRole('radio', { name: 'Îl aduc eu la magazin' }));
    expect(
      screen
        .getByRole('link', { name: 'Vezi adresa la care aduci telefonul' })
        .getAttribute('href'),
    ).toBe('/adresa-retur/');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Vezi garanțiile tale' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Cerere de garanție' })).toBeTruthy();
  });

  it('has no form without a covered device, and retries a failed load', async () => {
    const fake = fakeAccountApi({ warranties: [{ ...DEFAULT_WARRANTY, active: false }] });
    fake.fail('warranties', { code: 'unavailable' });
    await renderPage(<SendInWarrantyPage />, { fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu am putut încărca telefoanele tale în garanție.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText(/^Nu ai niciun telefon cu garanția activă/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
