import { installmentSummary } from '@refurb/shared-contracts/testing';
import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  DeliveryKindSchema,
  type Country,
  type DeliveryKind,
} from '@refurb/shared-contracts';
import { type PaymentMethodOffer } from '@refurb/shared-contracts/api/checkout';
import { type OneyOptionsResponse } from '@refurb/shared-contracts/api/payment';
import {
  isCashMethod,
  paymentMethodsFor,
  providerParam,
  providerParamType,
} from '@refurb/shared-contracts/checkout';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { paymentMethodMachine, type PaymentMethodInput } from './payment-method.machine';
import { methodView } from './payment-method.view';
import { ONEY_CHECKOUT_PLACEHOLDER } from './oney-widget';
import type { OneyWidgetCall } from '../ports/payment-api';

/** shop-api's answer for a country and delivery, with bounds on two methods (lei, as seeded). */
function offersFor(country: Country, delivery: DeliveryKind): PaymentMethodOffer[] {
  return paymentMethodsFor(country, delivery).map((key) => ({
    key,
    providerParam: providerParam(key),
    paramType: providerParamType(key),
    amountLimit:
      key === 'oney'
        ? { lower: 300, upper: 12_000 }
        : key === 'cofidis'
          ? { lower: 30_000, upper: 1_500_000 }
          : { lower: null, upper: null },
    nrProductsLimit: key.startsWith('cofidis') ? 10 : null,
    isCash: isCashMethod(key),
    codFee: isCashMethod(key) ? 9.99 : 0,
  }));
}

const oneyAnswer: OneyOptionsResponse = {
  merchant_id: 'refurb-ro',
  checkout_placeholder: ONEY_CHECKOUT_PLACEHOLDER,
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
  oney: (call: OneyWidgetCall) => Promise<ApiResult<OneyOptionsResponse>> = async () => ({
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
        getOneyOptions: fromPromise(({ input }: { input: OneyWidgetCall }) => oney(input)),
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

  it('calls with the checkout placeholder and an error callback (spec section 7)', async () => {
    const calls: OneyWidgetCall[] = [];
    const { actor, reports } = start({ total: 1234.5 }, async (call) => {
      calls.push(call);
      return { ok: true, data: oneyAnswer };
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', key: 'oney' });
    await waitFor(actor, (s) => s.matches({ oney: 'ready' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ amount: 1234.5, checkoutPlaceholder: '#co-oney-options' });
    expect(reports).toEqual([]);
  });

  it('logs a failed getOneyOptions call with status and response through its error callback, and shows nothing of it', async () => {
    const { actor, reports } = start({}, async ({ errorCallback }) => {
      errorCallback({ status: 502, response: 'upstream_unavailable' });
      return {
        ok: false,
        error: { status: 502, code: 'upstream_unavailable', message: 'provider down' },
      };
    });
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

  it('keeps only the methods the site flags allow: the Greek tbi flag off hides tbi', async () => {
    for (const [greekTbi, keys] of [
      [true, ['online-card', 'tbi-bnpl', 'tbi-standard', 'pay-on-delivery']],
      [false, ['online-card', 'pay-on-delivery']],
    ] as const) {
      const { actor } = start({
        country: 'gr',
        delivery: 'courier',
        flags: { greekTbi },
        chosen: { type: 'tbi-standard' },
      });
      await waitFor(actor, (s) => s.matches('choosing'));
      // shop-api answered with tbi (offersFor): the site's flag decides.
      expect(actor.getSnapshot().context.offers.map((o) => o.key)).toEqual(keys);
      expect(actor.getSnapshot().context.paymentData?.type ?? null).toBe(
        greekTbi ? 'tbi-standard' : null,
      );
      actor.send({ type: 'method.choose', key: 'tbi-bnpl' });
      expect(actor.getSnapshot().context.paymentData?.type ?? null).toBe(
        greekTbi ? 'tbi-bnpl' : null,
      );
    }
  });

  it('judges bounds on the total with the cash-on-delivery fee', () => {
    const cash = {
      ...offersFor('ro', 'courier').find((o) => o.key === 'cash-on-delivery')!,
      amountLimit: { lower: 0, upper: 10_000 },
    };
    expect(methodView(cash, { total: 9_990.01, productCount: 1 })).toMatchObject({
      enabled: true,
    });
    expect(methodView(cash, { total: 9_990.02, productCount: 1 })).toMatchObject({
      enabled: false,
      reason: 'total-above-maximum',
      limit: 10_000,
    });
    const card = { ...offersFor('ro', 'courier')[0]!, amountLimit: { lower: 0, upper: 10_000 } };
    expect(methodView(card, { total: 9_990.02, productCount: 1 }).enabled).toBe(true);
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
