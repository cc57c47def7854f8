import { describe, expect, it } from '@jest/globals';
import {
  type CheckoutSummaryResponse,
  type PlaceOrderResponse,
} from '@refurb/shared-contracts/api/checkout';
import { type StartPaymentResponse } from '@refurb/shared-contracts/api/payment';
import { type CheckoutSession } from '@refurb/shared-contracts/checkout';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PlaceOrderResult } from '../ports/checkout-api';
import type { OrderAttempt } from '../ports/order-attempt';
import { checkoutMachine, type CheckoutInput, type PlaceOrderInput } from './checkout.machine';
import type { CartSnapshot } from './order-request';

const field = (value: string) => ({ value, isValid: true });
const snapshot = (phones = [phone()]): CartSnapshot => ({
  cart: cart({ phoneCart: phones }),
  total: phones.reduce((sum, p) => sum + p.buy_price, 0),
  itemCount: phones.length,
  promo: null,
});
const emptySnapshot: CartSnapshot = { cart: cart(), total: 0, itemCount: 0 };

const contact = {
  name: field('Ana Pop'),
  email: field('ana@example.ro'),
  phoneNumber: field('0722123456'),
};
const address = {
  county: { value: 'Cluj', id: 13, isValid: true },
  locality: { value: 'Cluj-Napoca', id: 1301, isValid: true },
  street: field('Str. Memorandumului'),
  number: field('28'),
  postalCode: field('400114'),
  details: field(''),
};
const fullSession: CheckoutSession = {
  contactDetails: contact,
  deliveryMethod: { kind: 'courier', subType: '' },
  deliveryDetails: { address },
  billingDetails: { customerType: 'personal' },
  paymentMethod: { type: 'cash-on-delivery' },
};

const summaryOf = (
  total: number,
  changes: CheckoutSummaryResponse['changes'] = [],
): CheckoutSummaryResponse => ({
  summary: {
    productsTotal: total,
    extrasTotal: 0,
    shippingCost: 0,
    discount: 0,
    total,
    productCount: 1,
  },
  codFee: 0,
  promo: null,
  changes,
  currencyLabel: 'lei',
});
const placedOrder = (status: PlaceOrderResponse['status']): PlaceOrderResponse => ({
  orderId: 'RO-1001',
  status,
  total: 2499,
  currencyLabel: 'lei',
  numberOfInstallments: 0,
  monthlyPayment: 0,
  replayed: false,
});

interface Fakes {
  summaries?: Array<ApiResult<CheckoutSummaryResponse>>;
  place?: (input: PlaceOrderInput) => Promise<PlaceOrderResult>;
  startPayment?: (input: {
    orderId: string;
    orderKey: string | null;
  }) => Promise<ApiResult<StartPaymentResponse>>;
  cartTimeout?: number;
}

function start(input: Partial<CheckoutInput> = {}, fakes: Fakes = {}) {
  const persisted: Array<{ key: string; value: unknown }> = [];
  const attempts: OrderAttempt[] = [];
  const calls = {
    summary: 0,
    refresh: 0,
    finished: [] as PlaceOrderResponse[],
    redirects: [] as string[],
    steps: [] as string[],
  };
  const summaries = fakes.summaries ?? [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadSummary: fromPromise(
          async () =>
            summaries[Math.min(calls.summary++, summaries.length - 1)] ?? {
              ok: true as const,
              data: summaryOf(2499),
            },
        ),
        placeOrder: fromPromise(({ input: placing }: { input: PlaceOrderInput }) =>
          (
            fakes.place ?? (async () => ({ kind: 'placed' as const, order: placedOrder('PLACED') }))
          )(placing),
        ),
        startPayment: fromPromise(
          ({ input }: { input: { orderId: string; orderKey: string | null } }) =>
            (
              fakes.startPayment ??
              (async () => ({
                ok: true as const,
                data: {
                  paymentId: 'pay-1',
                  provider: 'card' as const,
                  redirectUrl: '/payment/gateway/pay-1',
                },
              }))
            )(input),
        ),
      },
      ...(fakes.cartTimeout === undefined ? {} : { delays: { cartTimeout: fakes.cartTimeout } }),
      actions: {
        persist: (_, p) => void persisted.push(p),
        saveAttempt: (_, p) => void attempts.push(p.attempt),
        refreshCart: () => void calls.refresh++,
        finishOrder: (_, p) => void calls.finished.push(p.order),
        redirect: (_, p) => void calls.redirects.push(p.url),
        trackStep: (_, p) => void calls.steps.push(p.step),
      },
    }),
    { input: { country: 'ro', flags: {}, session: {}, attempt: null, ...input } },
  ).start();
  return { actor, persisted, attempts, calls };
}

describe('checkoutMachine: resume', () => {
  it('waits for the cart, then opens the first step not done', async () => {
    const { actor } = start({ session: { contactDetails: contact } });
    expect(actor.getSnapshot().value).toBe('waitingForCart');
    actor.send({ type: 'cart.updated', snapshot: snapshot() });
    expect(actor.getSnapshot().value).toBe('delivery');
  });

  it('opens the review when every step is stored, and the edited step when one was being edited', () => {
    const done = start({ session: fullSession });
    done.actor.send({ type: 'cart.updated', snapshot: snapshot() });
    expect(done.actor.getSnapshot().matches('review')).toBe(true);
    const editing = start({ session: { ...fullSession, editStepState: { editing: 'billing' } } });
    editing.actor.send({ type: 'cart.updated', snapshot: snapshot() });
    expect(editing.actor.getSnapshot().value).toBe('billing');
    editing.actor.send({ type: 'step.submit', step: 'billing' });
    expect(editing.actor.getSnapshot().matches('review')).toBe(true);
    expect(editing.persisted).toContainEqual({ key: 'editStepState', value: { editing: null } });
  });

  it('treats a payment method the delivery does not offer as not chosen', () => {
    const { actor } = start({
      session: { ...fullSession, paymentMethod: { type: 'card-at-locker' } },
    });
    actor.send({ type: 'cart.updated', snapshot: snapshot() });
    expect(actor.getSnapshot().matches('payment')).toBe(true);
  });

  it('shows the empty cart, and comes back when something is added', () => {
    const { actor } = start({ session: fullSession });
    actor.send({ type: 'cart.updated', snapshot: emptySnapshot });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'cart.updated', snapshot: snapshot() });
    expect(actor.getSnapshot().matches('review')).toBe(true);
  });

  it('says the cart is unavailable when no snapshot comes', async () => {
    const { actor } = start({}, { cartTimeout: 20 });
    await waitFor(actor, (s) => s.matches('cartUnavailable'));
    actor.send({ type: 'cart.updated', snapshot: snapshot() });
    expect(actor.getSnapshot().value).toBe('contact');
  });
});

describe('checkoutMachine: steps', () => {
  it('keeps drafts in the session and walks contact -> delivery -> billing -> payment -> review', async () => {
    const { actor, persisted, calls } = start();
    actor.send({ type: 'cart.updated', snapshot: snapshot() });
    actor.send({ type: 'draft', key: 'contactDetails', value: contact });
    expect(actor.getSnapshot().context.session.contactDetails).toEqual(contact);
    expect(persisted).toContainEqual({ key: 'contactDetails', value: contact });
    for (const step of ['contact', 'delivery', 'billing'] as const) {
      expect(actor.getSnapshot().value).toBe(step);
      if (step === 'delivery') {
        // Not without an address: the step stays.
        actor.send({ type: 'step.submit', step });
        expect(actor.getSnapshot().value).toBe('delivery');
        actor.send({ type: 'draft', key: 'deliveryMethod', value: fullSession.deliveryMethod });
        actor.send({ type: 'draft', key: 'deliveryDetails', value: fullSession.deliveryDetails });
      }
      if (step === 'billing') {
        actor.send({ type: 'draft', key: 'billingDetails', value: fullSession.billingDetails });
      }
      actor.send({ type: 'step.submit', step });
    }
    await waitFor(actor, (s) => s.matches({ payment: 'ready' }));
    expect(actor.getSnapshot().context.summary?.summary.total).toBe(2499);
    actor.send({ type: 'draft', key: 'paymentMethod', value: { type: 'cash-on-delivery' } });
    actor.send({ type: 'step.submit', step: 'payment' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    expect(calls.steps).toEqual(['contact', 'delivery', 'billing', 'payment', 'review']);
  });

  it('edits a step from the review and comes back to the review', async () => {
    const { actor, persisted } = start({ session: fullSession });
    actor.send({ type: 'cart.updated', snapshot: snapshot() });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    actor.send({ type: 'step.edit', step: 'delivery' });
    expect(actor.getSnapshot().value).toBe('delivery');
    expect(persisted).toContainEqual({ key: 'editStepState', value: { editing: 'delivery' } });
    actor.send({ type: 'step.submit', step: 'delivery' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    expect(actor.getSnapshot().context.editing).toBeNull();
  });

  it('lets the person retry a summary that failed', async () => {
    const { actor } = start(
      { session: fullSession },
      {
        summaries: [
          { ok: false, error: { status: 0, code: 'network', message: 'offline' } },
          { ok: true, data: summaryOf(2499) },
        ],
      },
    );
    actor.send({ type: 'cart.updated', snapshot: snapshot() });
    await waitFor(actor, (s) => s.matches({ review: 'failed' }));
    expect(actor.getSnapshot().context.problem).toBe('summary-failed');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
  });
});

describe('checkoutMachine: placing the order', () => {
  async function atReview(fakes: Fakes, input: Partial<CheckoutInput> = {}) {
    const started = start({ session: fullSession, ...input }, fakes);
    started.actor.send({ type: 'cart.updated', snapshot: snapshot() });
    await waitFor(started.actor, (s) => s.matches({ review: 'ready' }));
    return started;
  }

  it('places a cash order once: a second click while placing sends nothing more', async () => {
    const keys: string[] = [];
    let release: () => void = () => {};
    const { actor, calls, attempts } = await atReview({
      place: async ({ attempt }) => {
        keys.push(attempt.key);
        await new Promise<void>((resolve) => (release = resolve));
        return { kind: 'placed', order: placedOrder('PLACED') };
      },
    });
    actor.send({ type: 'order.place' });
    actor.send({ type: 'order.place' });
    release();
    await waitFor(actor, (s) => s.matches('done'));
    expect(keys).toHaveLength(1);
    expect(calls.finished.map((o) => o.orderId)).toEqual(['RO-1001']);
    expect(attempts.at(-1)).toEqual({ key: keys[0], orderId: 'RO-1001' });
  });

  it('reuses the stored key of an attempt that made no order yet (a reload while placing)', async () => {
    const keys: string[] = [];
    const stored = { key: 'k-0123456789abcdef', orderId: null };
    const { actor } = await atReview(
      {
        place: async ({ attempt }) => (
          keys.push(attempt.key),
          { kind: 'placed', order: placedOrder('PLACED') }
        ),
      },
      { attempt: stored },
    );
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(keys).toEqual([stored.key]);
  });

  it('makes a new key for a new order after one was placed (another method after a decline)', async () => {
    const keys: string[] = [];
    const { actor } = await atReview(
      {
        place: async ({ attempt }) => (
          keys.push(attempt.key),
          { kind: 'placed', order: placedOrder('PLACED') }
        ),
      },
      { attempt: { key: 'k-0123456789abcdef', orderId: 'RO-1000', finished: true } },
    );
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe('k-0123456789abcdef');
  });

  it('keeps the key of an order placed but not finished (Back from the gateway, a reload): the order is replayed', async () => {
    const keys: string[] = [];
    const { actor } = await atReview(
      {
        place: async ({ attempt }) => (
          keys.push(attempt.key),
          { kind: 'placed', order: placedOrder('PENDING_PAYMENT') }
        ),
      },
      {
        session: { ...fullSession, paymentMethod: { type: 'online-card' } },
        attempt: { key: 'k-0123456789abcdef', orderId: 'RO-1000' },
      },
    );
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(keys).toEqual(['k-0123456789abcdef']);
  });

  it('sends an online payment to the gateway, proving the order is its own with the key', async () => {
    const placedWith: string[] = [];
    const startedWith: Array<{ orderId: string; orderKey: string | null }> = [];
    const { actor, calls } = await atReview(
      {
        place: async ({ attempt }) => (
          placedWith.push(attempt.key),
          { kind: 'placed', order: placedOrder('PENDING_PAYMENT') }
        ),
        startPayment: async (input) => (
          startedWith.push(input),
          {
            ok: true,
            data: { paymentId: 'pay-1', provider: 'card', redirectUrl: '/payment/gateway/pay-1' },
          }
        ),
      },
      { session: { ...fullSession, paymentMethod: { type: 'online-card' } } },
    );
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(startedWith).toEqual([
      { orderId: placedOrder('PENDING_PAYMENT').orderId, orderKey: placedWith[0] },
    ]);
    expect(calls.redirects).toEqual(['/payment/gateway/pay-1']);
    expect(calls.finished).toEqual([]);
  });

  it('brings a 409 back to the review with what changed, asks the cart to refresh, and places after', async () => {
    const change = { kind: 'phone' as const, id: 'prod-1', shown: 2499, current: 2399 };
    let placeCalls = 0;
    const { actor, calls } = await atReview({
      summaries: [
        { ok: true, data: summaryOf(2499) },
        { ok: true, data: summaryOf(2399, [change]) },
        { ok: true, data: summaryOf(2399) },
      ],
      place: async () =>
        ++placeCalls === 1
          ? {
              kind: 'conflict',
              conflict: {
                success: false,
                error: { code: 'price_changed', message: '' },
                changes: [change],
              },
            }
          : { kind: 'placed', order: placedOrder('PLACED') },
    });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }) && calls.refresh === 1);
    expect(actor.getSnapshot().context.changes).toEqual([change]);
    // The cart refreshed: its snapshot brings the new price, and the review sums again.
    actor.send({ type: 'cart.updated', snapshot: snapshot([phone({ buy_price: 2399 })]) });
    await waitFor(
      actor,
      (s) =>
        s.matches({ review: 'ready' }) &&
        s.context.summary?.summary.total === 2399 &&
        s.context.summary.changes.length === 0,
    );
    expect(actor.getSnapshot().context.session).toEqual(fullSession);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.refresh).toBe(1);
    // The review was entered once by the person; re-summing does not count as another step.
    expect(calls.steps.filter((step) => step === 'review')).toHaveLength(2);
  });

  it('retries once under a new key when the key belongs to another order', async () => {
    const keys: string[] = [];
    const { actor } = await atReview({
      place: async ({ attempt }) => {
        keys.push(attempt.key);
        return keys.length === 1
          ? {
              kind: 'conflict',
              conflict: {
                success: false,
                error: { code: 'idempotency_key_reused', message: '' },
                changes: [],
              },
            }
          : { kind: 'placed', order: placedOrder('PLACED') };
      },
    });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(new Set(keys).size).toBe(2);
  });

  it('goes back to the payment step when the method no longer suits the order', async () => {
    const { actor, persisted } = await atReview({
      place: async () => ({
        kind: 'failed',
        status: 400,
        code: 'invalid_request',
        message: 'body.paymentMethod: tbi-bnpl is not available for a total of 5200',
        field: 'body.paymentMethod',
      }),
    });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    expect(actor.getSnapshot().context.problem).toBe('payment-unavailable');
    expect(persisted).toContainEqual({ key: 'editStepState', value: { editing: 'payment' } });
    expect(actor.getSnapshot().context.session.contactDetails).toEqual(contact);
  });

  it.each([
    [{ kind: 'failed' as const, status: 0, code: 'network', message: 'offline' }, 'network'],
    [
      { kind: 'failed' as const, status: 400, code: 'bot_check_failed', message: '' },
      'bot-check-failed',
    ],
    [{ kind: 'failed' as const, status: 500, code: 'internal', message: '' }, 'order-failed'],
    [{ kind: 'failed' as const, status: 0, code: 'timeout', message: 'no answer' }, 'timeout'],
    [
      { kind: 'failed' as const, status: 0, code: 'bot_check_unavailable', message: 'no token' },
      'network',
    ],
    [
      { kind: 'failed' as const, status: 502, code: 'upstream_unavailable', message: 'down' },
      'network',
    ],
    [
      { kind: 'failed' as const, status: 429, code: 'rate_limited', message: 'wait 40 s' },
      'rate-limited',
    ],
    [
      { kind: 'failed' as const, status: 429, code: 'too_many_unpaid', message: 'unpaid' },
      'unpaid-limit',
    ],
  ])('keeps everything and says what failed: %p', async (failure, problem) => {
    const keys: string[] = [];
    const { actor } = await atReview({
      place: async ({ attempt }) => (keys.push(attempt.key), failure),
    });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }) && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toBe(problem);
    expect(actor.getSnapshot().context.session).toEqual(fullSession);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => keys.length === 2 && s.matches({ review: 'ready' }));
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('checkoutMachine: every state is reachable (xstate/graph)', () => {
  it('has a shortest path to each state', () => {
    const machine = checkoutMachine.provide({
      delays: { cartTimeout: 0 },
    });
    const paths = getShortestPaths(machine, {
      input: { country: 'ro', flags: {}, session: {}, attempt: null },
      events: [
        { type: 'cart.updated', snapshot: snapshot() },
        { type: 'cart.updated', snapshot: emptySnapshot },
        { type: 'draft', key: 'contactDetails', value: contact },
        { type: 'draft', key: 'deliveryMethod', value: fullSession.deliveryMethod },
        { type: 'draft', key: 'deliveryDetails', value: fullSession.deliveryDetails },
        { type: 'draft', key: 'billingDetails', value: fullSession.billingDetails },
        { type: 'step.submit', step: 'contact' },
        { type: 'step.edit', step: 'contact' },
        { type: 'order.place' },
        { type: 'retry' },
      ],
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of [
      '"waitingForCart"',
      '"empty"',
      '"contact"',
      '"delivery"',
      '"billing"',
      '{"payment":"loading"}',
    ]) {
      expect(reached).toContain(state);
    }
  });
});
