/**
 * The delivery estimate in checkout (issue 36): each kind's days in the delivery step, the chosen
 * kind's in the review, the countdown to the cut-off and the one call again after it, and nothing
 * at all when the call fails.
 */
import { type CheckoutSessionKey } from '@refurb/shared-contracts/testing';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type DeliveryKind } from '@refurb/shared-contracts';
import {
  DeliveryEstimateResponseSchema,
  type DeliveryEstimateResponse,
} from '@refurb/shared-contracts/api/delivery';
import { serializeSessionEntry, type CheckoutSession } from '@refurb/shared-contracts/checkout';
import { type ApiResult, type BusPayload } from '@refurb/shared-contracts/runtime';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { act, render, screen } from '@testing-library/react';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { CheckoutPage } from '../checkout/checkout-page';
import { createCheckoutI18n } from '../i18n/catalogues';
import { CONTACT, courierBilling } from '../test-support/checkout-story';
import { fakeCheckoutApi, memoryStorage } from '../test-support/fake-checkout-api';
import { bus, config } from '../test-support/page-harness';
import { orderWithin } from './delivery-estimate';

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
];
const TOMORROW: readonly Days[] = [
  ['courier', '2026-12-04', '2026-12-07'],
  ['locker', '2026-12-04', '2026-12-04'],
];

const FAILED: ApiResult<DeliveryEstimateResponse> = {
  ok: false,
  error: { status: 503, code: 'unavailable', message: 'courier service down' },
};

const snapshot: BusPayload<'cart.updated'> = {
  cart: cart({ phoneCart: [phone({ buy_price: 2499 })] }),
  total: 2499,
  itemCount: 1,
  promo: null,
};

/** Checkout at the step `session` leads to; `answers` answers the estimate's n-th call (from 1). */
async function renderCheckout(
  session: CheckoutSession,
  answers: (call: number) => ApiResult<DeliveryEstimateResponse>,
) {
  const calls: boolean[] = [];
  const fake = fakeCheckoutApi({
    estimate: (_country, fresh) => {
      calls.push(fresh);
      return answers(calls.length);
    },
  });
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(session)) {
    storage.setItem(key, serializeSessionEntry(key as CheckoutSessionKey, value as never));
  }
  render(
    <CheckoutRoot
      country="ro"
      config={config}
      ports={{ api: fake.api, storage, botCheck: { token: async () => 'bot-token-0123456789' } }}
    >
      <CheckoutPage />
    </CheckoutRoot>,
  );
  await act(() => jest.advanceTimersByTimeAsync(1));
  act(() => {
    bus.publish('cart.updated', snapshot);
  });
  await act(() => jest.advanceTimersByTimeAsync(1));
  return calls;
}

/** Text as read (Intl puts thin spaces around a range's dash). */
const read = (text: string | null | undefined) => text?.replace(/\s+/gu, ' ').trim();
/** Per kind offered, the lines under its name: its cost, then its days. */
const kinds = async () =>
  (await screen.findAllByRole('radio')).map((radio) =>
    Array.from(radio.closest('label')?.querySelectorAll('small') ?? [], (line) =>
      read(line.textContent),
    ),
  );
const countdown = () =>
  screen.queryByText(/^Comandă în /, { normalizer: (text) => read(text) ?? '' })?.textContent ??
  null;

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

afterEach(() => {
  jest.useRealTimers();
});

describe('the delivery step', () => {
  it('says under each kind the days it arrives, and the time left to order for them', async () => {
    const calls = await renderCheckout(CONTACT, () => estimate(CUT_OFF, TODAY));
    await screen.findByRole('heading', { name: /Livrare/ });
    expect(await kinds()).toEqual([
      [
        'Cost livrare: 19,99 lei · Gratuit pentru comenzi de peste 1.000 lei',
        'livrare joi, 3 decembrie – vineri, 4 decembrie',
      ],
      [
        'Cost livrare: 12,99 lei · Gratuit pentru comenzi de peste 1.000 lei',
        'livrare joi, 3 decembrie',
      ],
    ]);
    expect(countdown()).toBe('Comandă în 2 ore și 20 de minute');
    expect(calls).toEqual([false]);
  });

  it('counts down each minute and asks again once, past the cache, when the cut-off passes', async () => {
    const calls = await renderCheckout(CONTACT, (call) =>
      call === 1 ? estimate(CUT_OFF, TODAY) : estimate(NEXT_CUT_OFF, TOMORROW),
    );
    await kinds();
    await pass(60_000);
    expect(countdown()).toBe('Comandă în 2 ore și 19 minute');
    // 14:59:01 in Bucharest: the minute under way counts whole.
    await pass(2 * 3_600_000 + 18 * 60_000 + 1_000);
    expect(countdown()).toBe('Comandă în 1 minut');
    expect(calls).toEqual([false]);
    await pass(59_000);
    expect(calls).toEqual([false, true]);
    expect(countdown()).toBe('Comandă în 24 de ore');
    expect((await kinds())[0]?.[1]).toBe('livrare vineri, 4 decembrie – luni, 7 decembrie');
    await pass(10 * 60_000);
    expect(calls).toEqual([false, true]);
  });

  it('asks once only when a server clock a little behind answers the same cut-off again', async () => {
    const calls = await renderCheckout(CONTACT, () => estimate(CUT_OFF, TODAY));
    await kinds();
    await pass(2 * 3_600_000 + 20 * 60_000);
    await pass(5 * 60_000);
    expect(calls).toEqual([false, true]);
    // By the server's clock the days still hold: they stay, without a countdown.
    expect(countdown()).toBeNull();
    expect((await kinds())[1]?.[1]).toBe('livrare joi, 3 decembrie');
  });

  it('shows the kinds without days, and no error, when the call fails', async () => {
    const calls = await renderCheckout(CONTACT, () => FAILED);
    // The cost alone under each kind.
    expect((await kinds()).map((lines) => lines.length)).toEqual([1, 1]);
    expect(countdown()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([false]);
  });
});

/** Every step done for a courier delivery paid in cash: checkout opens at the review. */
const REVIEW: CheckoutSession = {
  ...courierBilling('ro'),
  paymentMethod: { type: 'cash-on-delivery' },
};

describe('the review', () => {
  it('says when the chosen kind arrives, and the time left to order for it', async () => {
    await renderCheckout(REVIEW, () => estimate(CUT_OFF, TODAY));
    await screen.findByRole('button', { name: 'Plasează comanda' });
    expect(
      await screen.findByText('Livrare estimată: joi, 3 decembrie – vineri, 4 decembrie', {
        normalizer: (text) => read(text) ?? '',
      }),
    ).toBeTruthy();
    expect(countdown()).toBe('Comandă în 2 ore și 20 de minute');
  });

  it('says nothing of it when the call fails', async () => {
    await renderCheckout(REVIEW, () => FAILED);
    await screen.findByText('Total de plată');
    expect(screen.queryByText(/^Livrare estimată/)).toBeNull();
    expect(countdown()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Plasează comanda' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

/** Issue 33 point 20: the time left is said in each language's plural forms. */
describe('the time left, in words', () => {
  it.each([
    ['ro', { hours: 1, minutes: 1 }, 'Comandă în 1 oră și 1 minut'],
    ['ro', { hours: 20, minutes: 19 }, 'Comandă în 20 de ore și 19 minute'],
    ['ro', { hours: 3, minutes: 0 }, 'Comandă în 3 ore'],
    ['bg', { hours: 2, minutes: 1 }, 'Поръчайте в рамките на 2 часа и 1 минута'],
    ['hu', { hours: 0, minutes: 5 }, 'Rendeld meg 5 percen belül'],
    ['gr', { hours: 2, minutes: 0 }, 'Παραγγείλτε μέσα σε 2 ώρες'],
  ] as const)('%s, %o: %s', (country, left, said) => {
    expect(orderWithin(createCheckoutI18n(country).t, left)).toBe(said);
  });
});
