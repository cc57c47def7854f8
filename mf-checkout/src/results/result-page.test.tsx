import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { serializeSessionEntry, type OrderStatusResponse } from '@refurb/shared-contracts';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ATTEMPT_KEY } from '../adapters/session-attempt-store';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { fakeCheckoutApi, memoryStorage } from '../test-support/fake-checkout-api';
import { bus, config } from '../test-support/page-harness';
import { ResultPage, type ResultRoute } from './result-page';

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

function renderResult(
  route: ResultRoute,
  answers: OrderStatusResponse['status'][],
  order: Partial<OrderStatusResponse> = {},
) {
  window.history.replaceState(null, '', `/?orderId=RO-1042`);
  const storage = memoryStorage();
  storage.setItem(ATTEMPT_KEY, JSON.stringify({ key: KEY, orderId: 'RO-1042' }));
  storage.setItem('paymentMethod', serializeSessionEntry('paymentMethod', { type: 'online-card' }));
  const { api } = fakeCheckoutApi();
  const asked: Array<string | null> = [];
  api.orderStatus = (_orderId, key) => {
    asked.push(key);
    return Promise.resolve({
      ok: true,
      data: { ...status(answers[Math.min(asked.length - 1, answers.length - 1)]!), ...order },
    });
  };
  const cleared: string[] = [];
  const stop = bus.subscribe('cart.clear', ({ reason }) => cleared.push(reason));
  render(
    <CheckoutRoot country="ro" config={config} ports={{ api, storage }}>
      <ResultPage route={route} />
    </CheckoutRoot>,
  );
  act(() =>
    bus.publish('cart.updated', {
      cart: cart({ phoneCart: [phone()] }),
      total: 2499,
      itemCount: 1,
      promo: null,
    }),
  );
  return { storage, asked, cleared, stop };
}

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
        estimate: { minDays: 1, maxDays: 2 },
      },
    });
    const details = within(await screen.findByRole('region', { name: 'Ce ai comandat' }));
    expect(details.getByText('Apple iPhone 13 128GB Midnight')).toBeTruthy();
    expect(details.getByText('Husă din silicon')).toBeTruthy();
    expect(details.getByText('Str. Horea 9, Cluj-Napoca, Cluj, 400001')).toBeTruthy();
    expect(details.getByText('Ajunge în 1–2 zile lucrătoare de la expediere.')).toBeTruthy();
    expect(details.getByText(/^Îți trimitem confirmarea la ana@example\.ro\./)).toBeTruthy();
    // A guest is offered an account to follow the order.
    expect(
      details
        .getByRole('link', { name: 'Creează un cont ca să urmărești comanda' })
        .getAttribute('href'),
    ).toBe('/inregistreaza-te/');
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
