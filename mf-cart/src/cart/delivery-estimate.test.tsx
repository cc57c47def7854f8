/**
 * The delivery estimate in the cart page's summary (issue 36): the days per kind from shop-api's
 * answer, the countdown to the cut-off, the one call again after it, and nothing at all when the
 * call fails.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type DeliveryKind } from '@refurb/shared-contracts';
import {
  DeliveryEstimateResponseSchema,
  type DeliveryEstimateResponse,
} from '@refurb/shared-contracts/api/delivery';
import { type CartState } from '@refurb/shared-contracts/cart';
import { RuntimeConfigSchema, type ApiResult } from '@refurb/shared-contracts/runtime';
import { accessory, cart, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createMemoryCartStore } from '../adapters/memory-cart-repository';
import { CartServiceContext } from '../app/cart-context';
import { createCartService, stopCartService } from '../app/cart-service';
import { createCartI18n } from '../i18n/catalogues';
import { CartI18nContext } from '../i18n/i18n';
import { fakeCartApi } from '../test-support/fake-cart-api';
import { CartPage } from './cart-page';
import { orderWithin } from './delivery-estimate';

const config = RuntimeConfigSchema.parse(localConfig);

/** 12:40 in Bucharest (UTC+2 in December); the day's dispatch cut-off is 15:00. */
const OPENED = Date.parse('2026-12-02T10:40:00Z');
const CUT_OFF = '2026-12-02T13:00:00.000Z';
const NEXT_CUT_OFF = '2026-12-03T13:00:00.000Z';

type Days = readonly [DeliveryKind, string, string];

/** shop-api's answer, parsed with the contract (a fixture that drifts from it fails here). */
function estimate(orderBy: string, days: readonly Days[]): ApiResult<DeliveryEstimateResponse> {
  return {
    ok: true,
    data: DeliveryEstimateResponseSchema.parse({
      country: 'ro',
      timeZone: 'Europe/Bucharest',
      estimates: days.map(([kind, from, to]) => ({ kind, orderBy, from, to })),
    }),
  };
}

const TODAY: readonly Days[] = [
  ['courier', '2026-12-03', '2026-12-04'],
  ['locker', '2026-12-03', '2026-12-03'],
  ['office', '2026-12-04', '2026-12-07'],
];
const TOMORROW: readonly Days[] = [['courier', '2026-12-04', '2026-12-07']];

const withPhone = cart({ phoneCart: [phone()] });

/** The cart page on a stored cart; `answers` answers the estimate's n-th call (from 1). */
async function renderCart(
  answers: (call: number) => ApiResult<DeliveryEstimateResponse>,
  stored: CartState = withPhone,
) {
  const calls: boolean[] = [];
  const api = fakeCartApi({
    estimate: (_country, fresh) => {
      calls.push(fresh);
      return answers(calls.length);
    },
  });
  const store = createMemoryCartStore(JSON.stringify(stored));
  const service = await createCartService({
    country: 'ro',
    config,
    api,
    now: () => NOW,
    repository: store.open(() => ({ now: NOW, expiryMonths: 1, stateVersion: '1.04' })),
  });
  render(
    <CartServiceContext.Provider value={service}>
      <CartI18nContext.Provider value={service.i18n}>
        <CartPage />
      </CartI18nContext.Provider>
    </CartServiceContext.Provider>,
  );
  // The refresh, the suggestions and the estimate answer, inside act.
  await act(() => jest.advanceTimersByTimeAsync(1));
  return calls;
}

const summary = () => within(screen.getByRole('complementary', { name: 'Sumar' }));
/** The lines as read (Intl puts thin spaces around a range's dash). */
const lines = async () =>
  within(await summary().findByRole('list', { name: 'Livrare estimată' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/gu, ' '));
/**
 * Time passes a minute at a most, and what each minute set off (a render, its next timer, a
 * call and its answer) settles before the next: React renders an `act`'s updates when it ends.
 */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 60_000) {
    await act(() => jest.advanceTimersByTimeAsync(Math.min(left, 60_000)));
  }
}

beforeEach(() => {
  jest.useFakeTimers({ now: OPENED });
});

afterEach(async () => {
  await stopCartService();
  jest.useRealTimers();
});

describe('the delivery estimate in the cart summary', () => {
  it('says the time left and, per kind, the days from the answer in the site’s words', async () => {
    const calls = await renderCart(() => estimate(CUT_OFF, TODAY));
    expect(await lines()).toEqual([
      'Comandă în 2 ore și 20 de minute',
      'Curier: livrare joi, 3 decembrie – vineri, 4 decembrie',
      'Locker: livrare joi, 3 decembrie',
      'Ridicare de la birou: livrare vineri, 4 decembrie – luni, 7 decembrie',
    ]);
    expect(calls).toEqual([false]);
  });

  it('shows the estimate for a cart of accessories alone', async () => {
    await renderCart(() => estimate(CUT_OFF, TODAY), cart({ accessoryCart: [accessory()] }));
    expect((await lines())[1]).toBe('Curier: livrare joi, 3 decembrie – vineri, 4 decembrie');
  });

  it('asks nothing for an empty cart', async () => {
    const calls = await renderCart(() => estimate(CUT_OFF, TODAY), cart());
    await screen.findByRole('heading', { name: 'Coșul tău este gol' });
    await pass(60_000);
    expect(calls).toEqual([]);
  });

  it('counts down each minute and asks again once, past the cache, when the cut-off passes', async () => {
    const calls = await renderCart((call) =>
      call === 1 ? estimate(CUT_OFF, TODAY) : estimate(NEXT_CUT_OFF, TOMORROW),
    );
    expect((await lines())[0]).toBe('Comandă în 2 ore și 20 de minute');
    await pass(60_000);
    expect((await lines())[0]).toBe('Comandă în 2 ore și 19 minute');
    // 14:59:01 in Bucharest: the minute under way counts whole.
    await pass(2 * 3_600_000 + 18 * 60_000 + 1_000);
    expect((await lines())[0]).toBe('Comandă în 1 minut');
    expect(calls).toEqual([false]);
    await pass(59_000);
    expect(calls).toEqual([false, true]);
    expect(await lines()).toEqual([
      'Comandă în 24 de ore',
      'Curier: livrare vineri, 4 decembrie – luni, 7 decembrie',
    ]);
    await pass(10 * 60_000);
    expect(calls).toEqual([false, true]);
  });

  it('asks once only when a server clock a little behind answers the same cut-off again', async () => {
    const calls = await renderCart(() => estimate(CUT_OFF, TODAY));
    await lines();
    await pass(2 * 3_600_000 + 20 * 60_000);
    expect(calls).toEqual([false, true]);
    await pass(5 * 60_000);
    expect(calls).toEqual([false, true]);
    // By the server's clock the days still hold: they stay, without a countdown.
    expect(await lines()).toEqual([
      'Curier: livrare joi, 3 decembrie – vineri, 4 decembrie',
      'Locker: livrare joi, 3 decembrie',
      'Ridicare de la birou: livrare vineri, 4 decembrie – luni, 7 decembrie',
    ]);
  });

  it('shows no line and no error when the call fails', async () => {
    const calls = await renderCart(() => ({
      ok: false,
      error: { status: 503, code: 'unavailable', message: 'courier service down' },
    }));
    await screen.findByRole('heading', { name: phone().title });
    await pass(1000);
    expect(calls).toEqual([false]);
    expect(summary().queryByRole('list', { name: 'Livrare estimată' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(summary().getByTestId('cart-total').textContent).toBe('2.499 lei');
  });
});

/** Issue 33 point 20: the time left is said in each language's plural forms. */
describe('the time left, in words', () => {
  it.each([
    ['ro', { hours: 1, minutes: 1 }, 'Comandă în 1 oră și 1 minut'],
    ['ro', { hours: 2, minutes: 5 }, 'Comandă în 2 ore și 5 minute'],
    ['ro', { hours: 21, minutes: 20 }, 'Comandă în 21 de ore și 20 de minute'],
    ['ro', { hours: 3, minutes: 0 }, 'Comandă în 3 ore'],
    ['ro', { hours: 0, minutes: 45 }, 'Comandă în 45 de minute'],
    ['bg', { hours: 1, minutes: 5 }, 'Поръчайте в рамките на 1 час и 5 минути'],
    ['bg', { hours: 0, minutes: 1 }, 'Поръчайте в рамките на 1 минута'],
    ['hu', { hours: 3, minutes: 20 }, 'Rendeld meg 3 óra 20 percen belül'],
    ['hu', { hours: 2, minutes: 0 }, 'Rendeld meg 2 órán belül'],
    ['gr', { hours: 1, minutes: 2 }, 'Παραγγείλτε μέσα σε 1 ώρα και 2 λεπτά'],
    ['gr', { hours: 0, minutes: 1 }, 'Παραγγείλτε μέσα σε 1 λεπτό'],
  ] as const)('%s, %o: %s', (country, left, said) => {
    expect(orderWithin(createCartI18n(country).t, left)).toBe(said);
  });
});
