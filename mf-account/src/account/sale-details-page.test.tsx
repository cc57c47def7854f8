import { afterEach, describe, expect, it } from '@jest/globals';
import type { Sale, SellQuestionnaireResponse } from '@refurb/shared-contracts/api/sell';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { SELL_QUESTIONS } from '@refurb/shared-contracts/fixtures';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountRoute } from '../exposed/mount';
import { fakeAccountApi, SALE } from '../test-support/fake-account-api';
import { renderPage } from '../test-support/page-harness';
import { SaleDetailsPage } from './sale-details-page';

afterEach(cleanup);

/** A call that answers when the test says so: the page is seen while it loads. */
function gate<T>() {
  let open: (answer: ApiResult<T>) => void = () => undefined;
  const promise = new Promise<ApiResult<T>>((resolve) => (open = resolve));
  return { promise, open: (data: T) => act(async () => open({ ok: true, data })) };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

/** The condition answers as read: each question and its answer. */
const answerLines = () =>
  section('Telefonul')
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** A phone sold with answers to the fixture's questions, given out of their order. */
const ANSWERED: Sale = {
  ...SALE,
  conditionAnswers: {
    turnsOn: true,
    defects: ['speakers', 'camera'],
    screen: 'cracked',
    powersOn: 'yes',
    battery: 'good',
    accountLock: 'removed',
  },
};

describe('a sale’s details', () => {
  it('says it is loading, then every part of the sale and its timeline', async () => {
    const fake = fakeAccountApi({ sales: [SALE] });
    const sale = gate<Sale>();
    fake.api.sale = () => sale.promise;
    fake.api.sellQuestions = () => new Promise(() => undefined);
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    expect(screen.getByRole('status').textContent).toBe('Se încarcă…');
    await sale.open(SALE);

    expect(screen.getByText('Vânzarea S-000123 din 1 octombrie 2026')).toBeTruthy();
    const device = section('Telefonul');
    expect(device.getByText('Apple iPhone 12 64 GB')).toBeTruthy();
    // While the sell service's questions load the part says so, never the answers' keys.
    expect(device.getByRole('status').textContent).toBe('Se încarcă răspunsurile…');
    expect(device.queryAllByRole('term')).toEqual([]);
    const offer = section('Oferta');
    expect(offer.getByText('Preț de bază')).toBeTruthy();
    expect(offer.getByText('1.600 lei')).toBeTruthy();
    expect(offer.getByText('-150 lei')).toBeTruthy();
    expect(offer.getByText('1.450 lei')).toBeTruthy();
    expect(section('Plata').getByText('În contul RO49…0000, titular Ana Pop')).toBeTruthy();
    expect(
      section('Trimiterea telefonului').getByText('Îl lași la lockerul Easybox Mărăști.'),
    ).toBeTruthy();
    const steps = within(section('Istoric').getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Trimisă, așteptăm telefonul 1 octombrie 2026',
      'Am primit telefonul 4 octombrie 2026',
      'Telefonul a fost verificat 5 octombrie 2026',
      'Ai o ofertă nouă de la noi 5 octombrie 2026',
    ]);
    expect(section('Istoric').getByRole('list').tagName).toBe('OL');
  });

  it('accepts the counter offer and shows the sale as it is now', async () => {
    const fake = fakeAccountApi({ sales: [SALE] });
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    const counter = within(await screen.findByRole('region', { name: /ofertă nouă/ }));
    expect(
      counter.getByText('După verificare îți oferim 1.200 lei în loc de 1.450 lei.'),
    ).toBeTruthy();
    expect(counter.getByText('Motivul: Bateria are 71% din capacitate.')).toBeTruthy();
    await userEvent.click(counter.getByRole('button', { name: 'Accept oferta nouă' }));

    const note = await screen.findByText(
      'Ai acceptat oferta nouă. Îți trimitem 1.200 lei în contul ales.',
    );
    expect(note.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(screen.queryByRole('button', { name: 'Accept oferta nouă' })).toBeNull();
    expect(screen.getAllByText('Oferta este confirmată').length).toBeGreaterThan(0);
    expect(screen.getByText('Suma confirmată: 1.200 lei')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'decideCounterOffer')?.args).toEqual([
      'sale-1',
      'accept',
    ]);
  });

  it('declines the counter offer: the phone goes back', async () => {
    const fake = fakeAccountApi({ sales: [SALE] });
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refuz și primesc telefonul înapoi' }),
    );
    expect(
      await screen.findByText('Ai refuzat oferta nouă. Îți trimitem telefonul înapoi.'),
    ).toBeTruthy();
    expect(fake.state.sales[0]?.status).toBe('returned');
  });

  it('says when the counter offer was already answered, and shows the sale as it is now', async () => {
    const fake = fakeAccountApi({ sales: [SALE] });
    fake.fail('decideCounterOffer', { status: 409, code: 'no_counter_offer' });
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept oferta nouă' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^Oferta nouă are deja un răspuns/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept oferta nouă' })).toBeNull();

    fake.state.sales[0] = { ...SALE, status: 'offer-confirmed', confirmedAmount: 1200 };
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Vezi starea actuală a vânzării' }),
    );
    expect(await screen.findByText('Suma confirmată: 1.200 lei')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a sale that is not the person’s was not found, with the way back', async () => {
    await renderPage(<SaleDetailsPage saleId="sale-404" />, { fake: fakeAccountApi() });
    expect(await screen.findByText('Nu am găsit această vânzare.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mergi la Vânzările mele' }).getAttribute('href')).toBe(
      '/cont/vanzarile-mele/',
    );
  });

  it('loads again after a failure', async () => {
    const fake = fakeAccountApi({ sales: [SALE] });
    fake.fail('sale', { code: 'unavailable' });
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu am putut încărca vânzarea.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText('Apple iPhone 12 64 GB')).toBeTruthy();
  });

  it('is the page of the route, for the sale its parameter names', async () => {
    const fake = fakeAccountApi({ sales: [SALE] });
    await renderPage(<AccountRoute name="account-sale-details" params={{ saleId: 'sale-1' }} />, {
      fake,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detaliile vânzării' }),
    ).toBeTruthy();
    expect(await screen.findByText('Apple iPhone 12 64 GB')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'sale')?.args).toEqual(['sale-1']);
  });

  it('names each answer with its question and the chosen options, in the questionnaire’s order', async () => {
    const fake = fakeAccountApi({ sales: [ANSWERED] });
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    await waitFor(() =>
      expect(answerLines()).toEqual([
        'Telefonul pornește?: Da',
        'Starea ecranului: Spart',
        'Sănătatea bateriei: 85% sau mai mult',
        'Defecte: Camera, Difuzoare',
        'Contul iCloud / Google a fost șters?: Da',
        // A question the questionnaire does not know comes last, as sent.
        'turnsOn: Da',
      ]),
    );
    expect(fake.calls.filter((call) => call.method === 'sellQuestions')).toEqual([
      { method: 'sellQuestions', args: ['SMARTPHONE'] },
    ]);
  });

  it('says in words that no option was chosen, and an option it does not know as sent', async () => {
    const fake = fakeAccountApi({
      sales: [{ ...SALE, conditionAnswers: { screen: 'scratched', defects: [], powersOn: 'no' } }],
    });
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    await waitFor(() =>
      expect(answerLines()).toEqual([
        'Telefonul pornește?: Nu',
        'Starea ecranului: scratched',
        'Defecte: niciunul',
      ]),
    );
  });

  it('says the answers are loading until the questions are here, then names them', async () => {
    const fake = fakeAccountApi({ sales: [ANSWERED] });
    const questions = gate<SellQuestionnaireResponse>();
    fake.api.sellQuestions = () => questions.promise;
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    expect(await screen.findByText('Apple iPhone 12 64 GB')).toBeTruthy();
    expect(section('Telefonul').getByRole('status').textContent).toBe('Se încarcă răspunsurile…');
    expect(screen.queryByText('powersOn', { exact: false })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept oferta nouă' })).toBeTruthy();

    await questions.open(SELL_QUESTIONS);
    expect(answerLines()[0]).toBe('Telefonul pornește?: Da');
    expect(section('Telefonul').queryByRole('status')).toBeNull();
  });

  it('says the answers cannot be shown when the questions fail, with a retry, and the rest of the sale', async () => {
    const fake = fakeAccountApi({ sales: [ANSWERED] });
    fake.fail('sellQuestions', { code: 'unavailable' });
    await renderPage(<SaleDetailsPage saleId="sale-1" />, { fake });
    expect(await screen.findByText('Apple iPhone 12 64 GB')).toBeTruthy();
    const device = section('Telefonul');
    expect(await device.findByText('Răspunsurile nu pot fi afișate acum.')).toBeTruthy();
    expect(screen.queryByText('powersOn', { exact: false })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept oferta nouă' })).toBeTruthy();
    expect(section('Oferta').getByText('1.450 lei')).toBeTruthy();

    // The next call answers: the retry names the answers.
    await userEvent.click(device.getByRole('button', { name: 'Încearcă din nou' }));
    await waitFor(() => expect(answerLines()[0]).toBe('Telefonul pornește?: Da'));
    expect(fake.calls.filter((call) => call.method === 'sellQuestions')).toHaveLength(2);
  });
});
