import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  DeliveryKindSchema,
  installmentSummary,
  isCashMethod,
  paymentMethodsFor,
  type ApiResult,
  type Country,
  type DeliveryKind,
  type OneyOptionsResponse,
  type PaymentMethodOffer,
} from '@refurb/shared-contracts';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { paymentMethodMachine, type PaymentMethodInput } from './payment-method.machine';
import { methodView } from './payment-method.view';

/** shop-api's answer for a country and delivery, with bounds on two methods (lei, as seeded). */
function offersFor(country: Country, delivery: DeliveryKind): PaymentMethodOffer[] {
  return paymentMethodsFor(country, delivery).map((key) => ({
    key,
    providerParam: null,
    amountLimit:
      key === 'oney'
        ? { lower: 300, upper: 12_000 }
        : key === 'cofidis'
          ? { lower: 30_000, upper: 1_500_000 }
          : { lower: null, upper: null },
    nrProductsLimit: key.startsWith('cofidis') ? 10 : null,
    isCash: isCashMethod(key),
  }));
}

const oneyAnswer: OneyOptionsResponse = {
  merchant_id: 'refurb-ro',
  options: [
    {
      business_transaction_code: '3XP',
      option_id: 1,
      number_of_installments: 3,
      payment_amount: 900,
      fee: 9,
      total_cost: 909,
      installments: [309, 300, 300],
    },
  ],
};

function start(
  input: Partial<PaymentMethodInput> = {},
  oney: () => Promise<ApiResult<OneyOptionsResponse>> = async () => ({
    ok: true,
    data: oneyAnswer,
  }),
) {
  const reports: Record<string, string>[] = [];
  const remembered: unknown[] = [];
  const actor = createActor(
    paymentMethodMachine.provide({
      actors: {
        loadMethods: fromPromise(
          async ({
            input: q,
          }: {
            input: { country: Country; delivery: DeliveryKind };
          }): Promise<ApiResult<PaymentMethodOffer[]>> => ({
            ok: true,
            data: offersFor(q.country, q.delivery),
          }),
        ),
        getOneyOptions: fromPromise(oney),
      },
      actions: {
        report: (_, p) => void reports.push(p.tags),
        rememberChoice: (_, p) => void remembered.push(p.paymentData),
      },
    }),
    { input: { country: 'ro', delivery: 'courier', total: 900, productCount: 1, ...input } },
  ).start();
  return { actor, reports, remembered };
}

describe('the methods of every country and delivery row (spec section 9)', () => {
  const rows = COUNTRIES.flatMap((country) =>
    DeliveryKindSchema.options.map((delivery) => [country, delivery] as const),
  );
  it.each(rows)('%s %s lists the rule book methods in order', async (country, delivery) => {
    const { actor } = start({ country, delivery });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.offers.map((o) => o.key)).toEqual(
      paymentMethodsFor(country, delivery),
    );
  });
});

describe('bounds and limits', () => {
  const oney = offersFor('ro', 'courier').find((o) => o.key === 'oney')!;
  const cofidis = offersFor('hu', 'courier').find((o) => o.key === 'cofidis')!;
  it.each([
    [299.99, false, 'total-below-minimum', 300],
    [300, true, null, null],
    [12_000, true, null, null],
    [12_000.01, false, 'total-above-maximum', 12_000],
  ])('oney for a total of %d: enabled %s', (total, enabled, reason, limit) => {
    expect(methodView(oney, { total, productCount: 1 })).toMatchObject({ enabled, reason, limit });
  });

  it('disables cofidis over 10 products, saying so', () => {
    expect(methodView(cofidis, { total: 100_000, productCount: 10 }).enabled).toBe(true);
    expect(methodView(cofidis, { total: 100_000, productCount: 11 })).toMatchObject({
      enabled: false,
      reason: 'too-many-products',
      limit: 10,
    });
  });

  it('marks cash-type methods for the cash-on-delivery fee disclaimer', () => {
    const views = offersFor('bg', 'office').map((o) =>
      methodView(o, { total: 500, productCount: 1 }),
    );
    expect(views.filter((v) => v.showsCodFeeDisclaimer).map((v) => v.key)).toEqual([
      'card-or-cash-at-office',
    ]);
  });
});

describe('choosing', () => {
  it('refuses a disabled method and unchooses one the order no longer allows', async () => {
    const { actor } = start({ total: 200 });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', key: 'oney' });
    expect(actor.getSnapshot().context.paymentData).toBeNull();
    actor.send({ type: 'order.changed', total: 900, productCount: 1 });
    actor.send({ type: 'method.choose', key: 'cash-on-delivery' });
    expect(actor.getSnapshot().context.paymentData).toEqual({ type: 'cash-on-delivery' });
  });

  it('offers Oney in 3 or 4 installments from the provider options, feeding the order summary', async () => {
    const { actor, remembered } = start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', key: 'oney' });
    await waitFor(actor, (s) => s.matches({ oney: 'ready' }));
    expect(actor.getSnapshot().context.oneyOptions).toHaveLength(1);
    actor.send({ type: 'oney.choose', installments: 4 });
    const data = actor.getSnapshot().context.paymentData;
    expect(data).toEqual({ type: 'oney', oneyInstallments: { installmentsNo: 4 } });
    expect(installmentSummary(data)).toEqual({ numberOfInstallments: 4, monthlyPayment: '8888' });
    expect(remembered.at(-1)).toEqual(data);
  });

  it('logs a failed getOneyOptions call with status and response, and shows nothing of it', async () => {
    const { actor, reports } = start({}, async () => ({
      ok: false,
      error: { status: 502, code: 'upstream_unavailable', message: 'provider down' },
    }));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', key: 'oney' });
    await waitFor(actor, (s) => s.matches({ oney: 'ready' }));
    expect(reports).toEqual([
      {
        area: 'checkout',
        reason: 'getOneyOptions',
        status: '502',
        response: 'upstream_unavailable',
      },
    ]);
    expect(actor.getSnapshot().context.oneyOptions).toEqual([]);
    expect(actor.getSnapshot().context.paymentData?.type).toBe('oney');
  });

  it('resumes Oney with its installments and the provider figures (a reload, a change from the review)', async () => {
    const { actor } = start({
      chosen: { type: 'oney', oneyInstallments: { installmentsNo: 3 } },
    });
    await waitFor(actor, (s) => s.matches({ oney: 'ready' }));
    expect(actor.getSnapshot().context.oneyOptions).toHaveLength(1);
    actor.send({ type: 'oney.choose', installments: 4 });
    expect(actor.getSnapshot().context.paymentData).toEqual({
      type: 'oney',
      oneyInstallments: { installmentsNo: 4 },
    });
  });

  it('resumes a remembered choice when it is still allowed, and drops it when not', async () => {
    const kept = start({ chosen: { type: 'tbi-bnpl' } });
    await waitFor(kept.actor, (s) => s.matches('choosing'));
    expect(kept.actor.getSnapshot().context.paymentData).toEqual({ type: 'tbi-bnpl' });
    const dropped = start({
      country: 'hu',
      delivery: 'locker',
      chosen: { type: 'cash-on-delivery' },
    });
    await waitFor(dropped.actor, (s) => s.matches('choosing'));
    expect(dropped.actor.getSnapshot().context.paymentData).toBeNull();
  });
});

it('reaches every state of the chart', () => {
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as never;
  const paths = getShortestPaths(paymentMethodMachine, {
    input: { country: 'ro', delivery: 'courier', total: 900, productCount: 1 },
    events: [
      done('0.paymentMethod.loading', { ok: true, data: offersFor('ro', 'courier') }),
      done('0.paymentMethod.loading', {
        ok: false,
        error: { status: 500, code: 'x', message: 'x' },
      }),
      done('0.paymentMethod.oney.loadingOptions', { ok: true, data: oneyAnswer }),
      { type: 'retry' },
      { type: 'method.choose', key: 'oney' },
      { type: 'method.choose', key: 'online-card' },
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
  expect(reached).toEqual(
    new Set([
      '"loading"',
      '"failed"',
      '"choosing"',
      '{"oney":"loadingOptions"}',
      '{"oney":"ready"}',
    ]),
  );
});
