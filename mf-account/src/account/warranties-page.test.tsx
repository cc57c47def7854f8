import { afterEach, describe, expect, it } from '@jest/globals';
import type { DeviceWarranty, WarrantyCase } from '@refurb/shared-contracts/api/account';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WARRANTY, fakeAccountApi } from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { WarrantiesPage } from './warranties-page';

afterEach(cleanup);

const CASE: WarrantyCase = {
  reference: 'WC-0000AB12',
  orderId: 'ord-1001',
  phone: { refId: 'ph-1', name: 'iPhone 13 128GB Midnight' },
  issue: 'Ecranul nu mai răspunde la atingere.',
  contactPhone: '0712345678',
  handover: { method: 'drop-off' },
  status: 'in-repair',
  createdAt: '2026-11-10T09:00:00.000Z',
};

const EXPIRED: DeviceWarranty = {
  ...DEFAULT_WARRANTY,
  orderId: 'ord-0900',
  placedAt: '2023-01-10T10:00:00.000Z',
  phone: { refId: 'ph-9', name: 'Samsung Galaxy S10 128GB' },
  defaultWarranty: { name: 'Garanție standard', years: 2, validUntil: '2025-01-10' },
  extraWarranties: [],
  insurances: [],
  validUntil: '2025-01-10',
  active: false,
};

/** A call that answers when the test says so: the page is seen while it loads. */
function gate<T>() {
  let open: (answer: ApiResult<T>) => void = () => undefined;
  const promise = new Promise<ApiResult<T>>((resolve) => (open = resolve));
  return { promise, open: (data: T) => act(async () => open({ ok: true, data })) };
}

describe('my warranties', () => {
  it('says it is loading, then each device with its warranties and the way to send it in', async () => {
    const fake = fakeAccountApi({ warranties: [DEFAULT_WARRANTY, EXPIRED], cases: [CASE] });
    const warranties = gate<readonly DeviceWarranty[]>();
    fake.api.warranties = () => warranties.promise;
    await renderPage(<WarrantiesPage />, { fake });
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Se încarcă…');
    await warranties.open([DEFAULT_WARRANTY, EXPIRED]);

    const active = screen.getByRole('article', { name: 'iPhone 13 128GB Midnight' });
    const card = within(active);
    expect(card.getByText('ord-1001')).toBeTruthy();
    expect(card.getByText('2 noiembrie 2026')).toBeTruthy();
    expect(card.getByText('În garanție până pe 2 noiembrie 2029')).toBeTruthy();
    expect(card.getByText('Garanție standard · 2 ani')).toBeTruthy();
    expect(card.getByText('valabilă până pe 2 noiembrie 2028')).toBeTruthy();
    expect(card.getByText('Garanție extinsă 12 luni')).toBeTruthy();
    expect(card.getByText('valabilă până pe 2 noiembrie 2029 · activă')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Trimite în garanție' }).getAttribute('href')).toBe(
      '/cont/trimite-in-garantie/?order=ord-1001&line=ph-1',
    );

    const expired = within(screen.getByRole('article', { name: 'Samsung Galaxy S10 128GB' }));
    expect(expired.getByText('Garanția a expirat pe 10 ianuarie 2025')).toBeTruthy();
    expect(expired.queryByRole('link', { name: 'Trimite în garanție' })).toBeNull();

    const item = within(await screen.findByRole('article', { name: 'Cererea WC-0000AB12' }));
    expect(item.getByText('Telefonul este în reparație')).toBeTruthy();
    expect(item.getByText('iPhone 13 128GB Midnight')).toBeTruthy();
    expect(item.getByText('10 noiembrie 2026')).toBeTruthy();
  });

  it('shows the insurance bought with a device in BG, where there is no insurances page', async () => {
    const insured: DeviceWarranty = {
      ...DEFAULT_WARRANTY,
      orderId: 'BG-2002',
      country: 'bg',
      insurances: [
        {
          refId: 'ins-12',
          key: 'insurance_12',
          type: 'INSURANCE',
          name: 'Застраховка срещу случайни повреди за 12 месеца',
          months: 12,
          validUntil: '2027-11-02',
          active: true,
        },
      ],
    };
    await renderPage(<WarrantiesPage />, {
      country: 'bg',
      fake: fakeAccountApi({ warranties: [insured] }),
    });
    const card = within(await screen.findByRole('article', { name: 'iPhone 13 128GB Midnight' }));
    expect(card.getByRole('heading', { name: 'Застраховки' })).toBeTruthy();
    expect(card.getByText('Застраховка срещу случайни повреди за 12 месеца')).toBeTruthy();
  });

  it('says when a list could not be loaded and loads it again on retry', async () => {
    const fake = fakeAccountApi({ cases: [CASE] });
    fake.fail('warranties', { code: 'unavailable' });
    fake.fail('warrantyCases', { code: 'unavailable' });
    await renderPage(<WarrantiesPage />, { fake });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Nu am putut încărca garanțiile. Încearcă din nou',
      'Nu am putut încărca cererile de garanție. Încearcă din nou',
    ]);
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button'));
    expect(await screen.findByRole('article', { name: 'iPhone 13 128GB Midnight' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('article', { name: 'Cererea WC-0000AB12' })).toBeTruthy();
  });

  it('says when there is no warranty and no case yet', async () => {
    const fake = fakeAccountApi({ warranties: [], cases: [] });
    await renderPage(<WarrantiesPage />, { fake });
    expect(await screen.findByText(/^Nu ai încă niciun telefon în garanție/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vezi telefoanele din magazin' })).toBeTruthy();
    expect(await screen.findByText('Nu ai trimis niciun telefon în garanție.')).toBeTruthy();
  });
});
