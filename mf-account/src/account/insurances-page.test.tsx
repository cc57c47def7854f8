import { afterEach, describe, expect, it } from '@jest/globals';
import type { Insurance } from '@refurb/shared-contracts/api/account';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi, INSURANCE } from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { InsurancesPage } from './insurances-page';

afterEach(cleanup);

/** A call that answers when the test says so: the page is seen while it loads. */
function gate<T>() {
  let open: (answer: ApiResult<T>) => void = () => undefined;
  const promise = new Promise<ApiResult<T>>((resolve) => (open = resolve));
  return { promise, open: (data: T) => act(async () => open({ ok: true, data })) };
}

describe('my insurances', () => {
  it('says it is loading, then each insurance with its device, order and last day', async () => {
    const fake = fakeAccountApi({ insurances: [INSURANCE] });
    const insurances = gate<readonly Insurance[]>();
    fake.api.insurances = () => insurances.promise;
    await renderPage(<InsurancesPage />, { fake });
    expect(screen.getByRole('status').textContent).toBe('Se încarcă…');
    await insurances.open([INSURANCE, { ...INSURANCE, refId: 'ex-3', active: false }]);
    const cards = screen.getAllByRole('article', { name: 'Asigurare daune accidentale 12 luni' });
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('iPhone 13 128GB Midnight')).toBeTruthy();
    expect(first.getByText('ord-1001')).toBeTruthy();
    expect(first.getByText('2 noiembrie 2027')).toBeTruthy();
    expect(first.getByText('Activă')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Expirată')).toBeTruthy();
  });

  it('retries after a failure and says when there is none', async () => {
    const fake = fakeAccountApi({ insurances: [] });
    fake.fail('insurances', { code: 'unavailable' });
    await renderPage(<InsurancesPage />, { fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu am putut încărca asigurările.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText(/^Nu ai nicio asigurare/)).toBeTruthy();
  });

  it('is not available outside RO, without asking shop-api', async () => {
    const fake = fakeAccountApi({ insurances: [INSURANCE] });
    await renderPage(<InsurancesPage />, { fake, country: 'bg' });
    expect(
      screen.getByText('Застраховките за телефони не се предлагат в тази държава.'),
    ).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'insurances')).toBe(false);
  });
});
