import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { type OrderStatusResponse } from '@refurb/shared-contracts/api/checkout';
import { serializeSessionEntry } from '@refurb/shared-contracts/checkout';
import { accessory, cart, phone } from '@refurb/shared-contracts/fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ATTEMPT_KEY } from '../adapters/session-attempt-store';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { fakeCheckoutApi, memoryStorage } from '../test-support/fake-checkout-api';
import { bus, config } from '../test-support/page-harness';
import { ResultPage, REVIEW_POLL_MS } from './result-page';
import type { ResultRoute } from './result-routes';

const KEY = 'key-0123456789abcdef';
const status = (value: OrderStatusResponse['status']): OrderStatusResponse => ({
  orderId: 'RO-1042',
  status: value,
  paymentMethod: 'online-card',
  total: 2518.99,
  currencyLabel: 'lei',
  numberOfInstallments: 0,
  monthlyPayment: 0,
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});

/** An answer of the order's status: a status, or the fields that differ (a review, say). */
type Answer = OrderStatusResponse['status'] | Partial<OrderStatusResponse>;

function renderResult(
  route: ResultRoute,
  answers: Answer[],
  order: Partial<OrderStatusResponse> = {},
  options: {
    /** The session storage of an earlier page of this browser (else a new one, as placed). */
    readonly storage?: ReturnType<typeof memoryStorage>;
    /** What the cart holds now (else the phone of the order). */
    readonly cart?: ReturnType<typeof cart>;
  } = {},
) {
  window.history.replaceState(null, '', `/?orderId=RO-1042`);
  const storage = options.storage ?? memoryStorage();
  if (!options.storage) {
    storage.setItem(ATTEMPT_KEY, JSON.stringify({ key: KEY, orderId: 'RO-1042' }));
    storage.setItem(
      'paymentMethod',
      serializeSessionEntry('paymentMethod', { type: 'online-card' }),
    );
  }
  const { api } = fakeCheckoutApi();
  const asked: Array<string | null> = [];
  api.orderStatus = (_orderId, key) => {
    asked.push(key);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    const fields = typeof answer === 'string' ? { status: answer } : answer;
    return Promise.resolve({
      ok: true,
      data: { ...status('PENDING_PAYMENT'), ...order, ...fields },
    });
  };
  const cleared: string[] = [];
  const stop = bus.subscribe('cart.clear', ({ reason }) => cleared.push(reason));
  render(
    <CheckoutRoot country="ro" config={config} ports={{ api, storage }}>
      <ResultPage route={route} />
    </CheckoutRoot>,
  );
  const now = options.cart ?? cart({ phoneCart: [phone()] });
  act(() => {
    bus.publish('cart.updated', {
      cart: now,
      total: now.phoneCart.reduce((sum, p) => sum + p.buy_price, 0),
      itemCount: now.phoneCart.length + now.accessoryCart.length,
      promo: null,
    });
  });
  return { storage, asked, cleared, stop };
}

const purchases = () =>
  ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
    (push) => push.event === 'purchase',
  );
const attemptOf = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.getItem(ATTEMPT_KEY)!) as Record<string, unknown>;
const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });

describe('the result pages', () => {
  it('thank-you: shows the paid order and completes it once (purchase, cart emptied, checkout reset)', async () => {
    const { storage, asked, cleared, stop } = renderResult('thank-you', ['PAID']);
    await screen.findByText('Plata de 2.518,99 lei a fost confirmată.');
    expect(asked).toEqual([KEY]);
    expect(cleared).toEqual(['order-placed']);
    expect(storage.getItem('paymentMethod')).toBeNull();
    expect(JSON.parse(storage.getItem(ATTEMPT_KEY)!)).toEqual({
      key: KEY,
      orderId: 'RO-1042',
      finished: true,
    });
    const pushes = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    expect(pushes.filter((p) => p.event === 'purchase')).toEqual([
      expect.objectContaining({ orderId: 'RO-1042', value: 2518.99, modelId1: phone().model_id }),
    ]);
    stop();
  });

  it("names tbi's monthly installment in lei, and Oney's installments without the 8888 placeholder", async () => {
    const tbi = renderResult('thank-you-tbi', ['PAID'], {
      numberOfInstallments: 6,
      monthlyPayment: 420.5,
    });
    await screen.findByText('6 rate lunare de 420,5 lei');
    // A financing approved is not a payment confirmed (issue 35).
    expect(
      screen.getByText(
        'Finanțarea pentru 2.518,99 lei a fost aprobată; ratele le plătești finanțatorului.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/a fost confirmată/)).toBeNull();
    tbi.stop();
    cleanup();
    const oney = renderResult('thank-you', ['PAID'], {
      numberOfInstallments: 4,
      monthlyPayment: '8888',
    });
    await screen.findByText('4 rate lunare, după graficul primit de la finanțator');
    expect(screen.queryByText(/8888/)).toBeNull();
    oney.stop();
  });

  it.each([
    ['cofidis', '12 rate lunare de 209,92 lei'],
    ['cofidis-promo-ten', '10 rate lunare de 251,9 lei'],
  ] as const)(
    'shows the %s plan on its thank-you page, like tbi’s, from the method and the total',
    async (method, line) => {
      // The order stores no installments for cofidis (spec section 9): the plan is the provider's.
      const cofidis = renderResult('thank-you-cofidis', ['PAID'], {
        paymentMethod: method,
        total: 2518.99,
      });
      await screen.findByText(line);
      cofidis.stop();
    },
  );

  it('thank-you: says what was bought, where it goes and by when, what comes next, and the way to follow it', async () => {
    const { stop } = renderResult('thank-you', ['PLACED'], {
      paymentMethod: 'cash-on-delivery',
      details: {
        lines: [
          { kind: 'phone', name: 'Apple iPhone 13 128GB Midnight', price: 2499 },
          { kind: 'accessory', name: 'Husă din silicon', price: 49 },
        ],
        delivery: { kind: 'courier', where: 'Str. Horea 9, Cluj-Napoca, Cluj, 400001' },
        email: 'ana@example.ro',
        estimate: { minDays: 1, maxDays: 2, from: '2026-12-03', to: '2026-12-04' },
      },
    });
    const details = within(await screen.findByRole('region', { name: 'Ce ai comandat' }));
    expect(details.getByText('Apple iPhone 13 128GB Midnight')).toBeTruthy();
    expect(details.getByText('Husă din silicon')).toBeTruthy();
    expect(details.getByText('Str. Horea 9, Cluj-Napoca, Cluj, 400001')).toBeTruthy();
    expect(
      details.getByText('Livrare estimată: joi, 3 decembrie – vineri, 4 decembrie'),
    ).toBeTruthy();
    expect(details.getByText(/^Îți trimitem confirmarea la ana@example\.ro\./)).toBeTruthy();
    // A guest is offered an account to follow the order.
    expect(
      details
        .getByRole('link', { name: 'Creează un cont ca să urmărești comanda' })
        .getAttribute('href'),
    ).toBe('/inregistreaza-te/');
    stop();
  });

  it.each([
    ['one day', { from: '2026-12-03', to: '2026-12-03' }, 'Livrare estimată: joi, 3 decembrie'],
    ['no days from an older shop-api', {}, 'Ajunge în 1–2 zile lucrătoare de la expediere.'],
  ])('thank-you: says when the order arrives (%s)', async (_, days, line) => {
    const { stop } = renderResult('thank-you', ['PLACED'], {
      paymentMethod: 'cash-on-delivery',
      details: {
        lines: [{ kind: 'phone', name: 'Apple iPhone 13 128GB Midnight', price: 2499 }],
        delivery: { kind: 'locker', where: 'easybox Cluj Iulius Mall' },
        email: 'ana@example.ro',
        estimate: { minDays: 1, maxDays: 2, ...days },
      },
    });
    const details = within(await screen.findByRole('region', { name: 'Ce ai comandat' }));
    expect(details.getByText(line)).toBeTruthy();
    stop();
  });

  it('payment processing: asks again until the provider decided, then goes to thank-you', async () => {
    jest.useFakeTimers();
    const { asked, stop } = renderResult('payment-processing', [
      'PENDING_PAYMENT',
      'PENDING_PAYMENT',
      'PAID',
    ]);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Plata este în curs de procesare' })).toBeTruthy();
    for (let tick = 0; tick < 2; tick += 1) {
      await act(async () => {
        jest.advanceTimersByTime(2000);
        await Promise.resolve();
      });
    }
    expect(asked).toHaveLength(3);
    expect(window.location.pathname + window.location.search).toBe('/multumim/?orderId=RO-1042');
    stop();
  });

  it('payment processing: follows a financing approved to its lender’s thank-you (the shared rule)', async () => {
    jest.useFakeTimers();
    const { stop } = renderResult('payment-processing', ['PENDING_PAYMENT', 'PAID'], {
      paymentMethod: 'tbi-tnpl',
    });
    await tick(0);
    await tick(2000);
    expect(window.location.pathname + window.location.search).toBe(
      '/multumim-tbi/?orderId=RO-1042',
    );
    stop();
  });

  describe('a financing under the lender’s review (issue 35)', () => {
    const review = { status: 'PENDING_PAYMENT', financingReview: true } as const;

    it('says so, empties the cart and resets checkout with no purchase, asks every 15 s, and leads to the thank-you', async () => {
      jest.useFakeTimers();
      const processing = renderResult('payment-processing', [review, review, 'PAID'], {
        paymentMethod: 'tbi-tnpl',
      });
      await tick(0);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Plata este în curs de procesare',
      );
      expect(
        screen.getByRole('heading', { level: 2, name: 'Cererea de finanțare este în analiză' }),
      ).toBeTruthy();
      expect(
        screen.getByText(
          'TBI Bank analizează cererea ta de finanțare. Îți scriem pe e-mail când decide.',
        ),
      ).toBeTruthy();
      expect(screen.getByText(/^Poți închide această pagină/)).toBeTruthy();
      expect(screen.queryByText(/Pagina se actualizează singură/)).toBeNull();
      // Bought subject to the lender: the cart emptied and checkout reset, but no purchase yet.
      expect(processing.cleared).toEqual(['order-placed']);
      expect(processing.storage.getItem('paymentMethod')).toBeNull();
      expect(attemptOf(processing.storage)).toEqual({
        key: KEY,
        orderId: 'RO-1042',
        held: { phoneCart: [phone()], accessoryCart: [] },
      });
      expect(purchases()).toEqual([]);

      // A review is not decided in seconds: the page asks again after 15 s, not 2 s.
      await tick(2000);
      expect(processing.asked).toHaveLength(1);
      await tick(REVIEW_POLL_MS - 2000);
      expect(processing.asked).toHaveLength(2);
      // The emptied cart's snapshot holds the order no second time.
      act(() => {
        bus.publish('cart.updated', { cart: cart(), total: 0, itemCount: 0, promo: null });
      });
      expect(processing.cleared).toEqual(['order-placed']);
      await tick(REVIEW_POLL_MS);
      expect(processing.asked).toHaveLength(3);
      expect(window.location.pathname + window.location.search).toBe(
        '/multumim-tbi/?orderId=RO-1042',
      );
      processing.stop();
      cleanup();
      jest.useRealTimers();

      // The lender approved: its thank-you records the purchase of what the cart held, once, and
      // leaves the cart (emptied already, maybe filled again since) alone.
      const thanks = renderResult(
        'thank-you-tbi',
        ['PAID'],
        { paymentMethod: 'tbi-tnpl' },
        {
          storage: processing.storage,
          cart: cart(),
        },
      );
      await screen.findByText(/Finanțarea pentru 2\.518,99 lei a fost aprobată/);
      expect(thanks.cleared).toEqual([]);
      expect(purchases()).toEqual([
        expect.objectContaining({ orderId: 'RO-1042', modelId1: phone().model_id }),
      ]);
      expect(attemptOf(processing.storage)).toEqual({
        key: KEY,
        orderId: 'RO-1042',
        finished: true,
      });
      thanks.stop();
      cleanup();
      const again = renderResult(
        'thank-you-tbi',
        ['PAID'],
        { paymentMethod: 'tbi-tnpl' },
        {
          storage: processing.storage,
          cart: cart(),
        },
      );
      await screen.findByText(/Finanțarea pentru 2\.518,99 lei a fost aprobată/);
      expect(purchases()).toHaveLength(1);
      again.stop();
    });

    it('declined: puts back in the cart what it no longer holds, once, and starts checkout again', async () => {
      const storage = memoryStorage();
      storage.setItem(
        ATTEMPT_KEY,
        JSON.stringify({
          key: KEY,
          orderId: 'RO-1042',
          held: { phoneCart: [phone()], accessoryCart: [accessory()] },
        }),
      );
      const phones: unknown[] = [];
      const accessories: unknown[] = [];
      const stops = [
        bus.subscribe('cart.add-phone', (payload) => phones.push(payload)),
        bus.subscribe('cart.add-accessory', (payload) => accessories.push(payload)),
      ];
      // The person put the accessory back in the cart meanwhile; the phone is not there.
      const failed = renderResult(
        'payment-failed',
        ['PAYMENT_FAILED'],
        { paymentMethod: 'cofidis' },
        { storage, cart: cart({ accessoryCart: [accessory()] }) },
      );
      await screen.findByText(
        'Finanțarea nu a fost aprobată și nu ți-am reținut niciun ban. Am pus produsele înapoi în coș: poți plăti în alt mod.',
      );
      expect(phones).toEqual([{ item: phone(), restored: true }]);
      expect(accessories).toEqual([]);
      // A reload, or the cart's next snapshot, puts nothing back twice.
      act(() => {
        bus.publish('cart.updated', { cart: cart(), total: 0, itemCount: 0, promo: null });
      });
      expect(phones).toHaveLength(1);
      expect(accessories).toEqual([]);
      expect(failed.cleared).toEqual([]);
      expect(purchases()).toEqual([]);

      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: 'Alege altă metodă de plată' }));
      // The steps were reset with the cart: checkout starts again at the first step not done.
      expect(storage.getItem('editStepState')).toBeNull();
      expect(storage.getItem(ATTEMPT_KEY)).toBeNull();
      expect(window.location.pathname).toBe('/cosul-meu/finalizare/');
      expect(phones).toHaveLength(1);
      for (const stopOne of stops) stopOne();
      failed.stop();
    });
  });

  it('payment failed: keeps the cart and sends the person back to choose another method', async () => {
    const { storage, cleared, stop } = renderResult('payment-failed', ['PAYMENT_FAILED']);
    await screen.findByText(/Nu ți-am reținut niciun ban/);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Alege altă metodă de plată' }));
    expect(cleared).toEqual([]);
    expect(JSON.parse(storage.getItem('editStepState')!)).toMatchObject({
      value: { editing: 'payment' },
    });
    expect(window.location.pathname).toBe('/cosul-meu/finalizare/');
    stop();
  });

  it.each([
    ['thank-you', 'PAYMENT_FAILED', '/plata-esuata/'],
    ['thank-you-tbi', 'CANCELLED', '/plata-esuata/'],
    ['thank-you', 'PENDING_PAYMENT', '/plata-in-procesare/'],
    ['payment-failed', 'PAID', '/multumim/'],
  ] as const)(
    'follows the order, not the link: %s for a %s order goes to %s, completing nothing',
    async (route, orderStatus, path) => {
      const { cleared, stop } = renderResult(route, [orderStatus]);
      await act(async () => {
        await Promise.resolve();
      });
      await screen.findByText(/RO-1042/);
      expect(window.location.pathname + window.location.search).toBe(`${path}?orderId=RO-1042`);
      if (orderStatus !== 'PAID') expect(cleared).toEqual([]);
      stop();
    },
  );

  it('says a payment that came after the order closed is refunded', async () => {
    const { stop } = renderResult('payment-failed', ['PAYMENT_FAILED'], { refundDue: true });
    await screen.findByText(/Îți returnăm suma integral în cel mult 5 zile lucrătoare/);
    stop();
  });

  it('says plainly when this browser did not place the order', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <CheckoutRoot
        country="ro"
        config={config}
        ports={{ storage: memoryStorage(), api: fakeCheckoutApi().api }}
      >
        <ResultPage route="thank-you" />
      </CheckoutRoot>,
    );
    await screen.findByText(/Nu găsim detaliile acestei comenzi în acest browser/);
  });
});
