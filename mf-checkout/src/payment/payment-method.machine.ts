/**
 * paymentMethodMachine: choosing how to pay (spec sections 3, 4, 5, 7 and 9).
 *
 *   loading ──ok──► choosing ──method.choose(oney)──► oney.loadingOptions ──► oney.ready
 *      │ └─failed──► failed ──retry──► loading         ▲ method.choose(other) back to choosing
 *
 * The methods of the country and delivery kind come from shop-api in the rule book's order, each
 * shown enabled or disabled with its reason for the order's total and product count. A disabled
 * method cannot be chosen; one that becomes disabled when the order changes is unchosen. Choosing
 * Oney asks the provider's widget options for the total; a failed call is reported as a
 * `getOneyOptions` error with its status and response and nothing is shown to the person (the 3 and
 * 4 installment choices stay, with option ids 1 and 2). `paymentData` and its `installmentSummary`
 * are what the order carries.
 */
import {
  INSTALLMENT_OPTIONS,
  type ApiResult,
  type Country,
  type DeliveryKind,
  type OneyOption,
  type OneyOptionsResponse,
  type PaymentData,
  type PaymentMethodKey,
  type PaymentMethodOffer,
} from '@refurb/shared-contracts';
import { assign, fromPromise, setup } from 'xstate';
import { paymentDataFor } from './financing-plans';
import { methodView, type OrderFacts } from './payment-method.view';

export interface PaymentMethodInput extends OrderFacts {
  readonly country: Country;
  readonly delivery: DeliveryKind;
  /** A method chosen earlier (resumed from session storage). */
  readonly chosen?: PaymentData | null;
}

export interface PaymentMethodContext extends PaymentMethodInput {
  readonly offers: readonly PaymentMethodOffer[];
  readonly paymentData: PaymentData | null;
  /** The provider's options when its call answered; empty otherwise (nothing is shown then). */
  readonly oneyOptions: readonly OneyOption[];
  readonly loadError: string | null;
}

export type PaymentMethodEvent =
  | { readonly type: 'method.choose'; readonly key: PaymentMethodKey }
  | { readonly type: 'oney.choose'; readonly installments: 3 | 4 }
  | { readonly type: 'order.changed'; readonly total: number; readonly productCount: number }
  | { readonly type: 'retry' };

const isChoosable = (context: PaymentMethodContext, key: PaymentMethodKey) => {
  const offer = context.offers.find((o) => o.key === key);
  return offer !== undefined && methodView(offer, context).enabled;
};

export const paymentMethodMachine = setup({
  types: {
    input: {} as PaymentMethodInput,
    context: {} as PaymentMethodContext,
    events: {} as PaymentMethodEvent,
  },
  actors: {
    loadMethods: fromPromise<
      ApiResult<PaymentMethodOffer[]>,
      { country: Country; delivery: DeliveryKind }
    >(async () => ({ ok: false, error: { status: 0, code: 'not_provided', message: '' } })),
    getOneyOptions: fromPromise<ApiResult<OneyOptionsResponse>, { amount: number }>(async () => ({
      ok: false,
      error: { status: 0, code: 'not_provided', message: '' },
    })),
  },
  actions: {
    report: (_, _params: { message: string; tags: Record<string, string> }) => {},
    rememberChoice: (_, _params: { paymentData: PaymentData | null }) => {},
  },
  guards: {
    canChoose: ({ context, event }) =>
      event.type === 'method.choose' && isChoosable(context, event.key),
  },
}).createMachine({
  id: 'paymentMethod',
  context: ({ input }) => ({
    ...input,
    offers: [],
    paymentData: input.chosen ?? null,
    oneyOptions: [],
    loadError: null,
  }),
  initial: 'loading',
  on: {
    'order.changed': {
      actions: [
        assign({
          total: ({ event }) => event.total,
          productCount: ({ event }) => event.productCount,
        }),
        assign(({ context }) =>
          context.paymentData && !isChoosable(context, context.paymentData.type)
            ? { paymentData: null }
            : context.paymentData?.tbiInstallments
              ? { paymentData: paymentDataFor(context.paymentData.type, context.total) }
              : {},
        ),
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadMethods',
        input: ({ context }) => ({ country: context.country, delivery: context.delivery }),
        onDone: [
          {
            // Oney chosen before (a reload, a change from the review): its installments again.
            guard: ({ context, event }) =>
              event.output.ok &&
              context.paymentData?.type === 'oney' &&
              isChoosable({ ...context, offers: event.output.data }, 'oney'),
            target: 'oney',
            actions: assign(({ event }) => ({
              offers: event.output.ok ? event.output.data : [],
              loadError: null,
            })),
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'choosing',
            actions: assign(({ context, event }) => {
              const offers = event.output.ok ? event.output.data : [];
              const kept =
                context.paymentData &&
                offers.some((o) => o.key === context.paymentData?.type) &&
                isChoosable({ ...context, offers }, context.paymentData.type);
              return { offers, loadError: null, paymentData: kept ? context.paymentData : null };
            }),
          },
          {
            target: 'failed',
            actions: assign({
              loadError: ({ event }) => (event.output.ok ? null : event.output.error.message),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => String(event.error) }),
        },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
    choosing: {
      on: {
        'method.choose': [
          {
            guard: ({ context, event }) => isChoosable(context, event.key) && event.key === 'oney',
            target: 'oney',
            actions: [
              assign({
                paymentData: {
                  type: 'oney',
                  oneyInstallments: { installmentsNo: INSTALLMENT_OPTIONS[0]!.installments },
                },
              }),
              {
                type: 'rememberChoice',
                params: ({ context }) => ({ paymentData: context.paymentData }),
              },
            ],
          },
          {
            guard: 'canChoose',
            actions: [
              assign({
                paymentData: ({ context, event }) => paymentDataFor(event.key, context.total),
              }),
              {
                type: 'rememberChoice',
                params: ({ context }) => ({ paymentData: context.paymentData }),
              },
            ],
          },
        ],
      },
    },
    oney: {
      initial: 'loadingOptions',
      on: {
        'method.choose': {
          guard: ({ context, event }) => event.key !== 'oney' && isChoosable(context, event.key),
          target: 'choosing',
          actions: [
            assign({
              paymentData: ({ context, event }) => paymentDataFor(event.key, context.total),
              oneyOptions: [],
            }),
            {
              type: 'rememberChoice',
              params: ({ context }) => ({ paymentData: context.paymentData }),
            },
          ],
        },
        'oney.choose': {
          actions: [
            assign({
              paymentData: ({ event }) => ({
                type: 'oney' as const,
                oneyInstallments: { installmentsNo: event.installments },
              }),
            }),
            {
              type: 'rememberChoice',
              params: ({ context }) => ({ paymentData: context.paymentData }),
            },
          ],
        },
      },
      states: {
        loadingOptions: {
          invoke: {
            src: 'getOneyOptions',
            input: ({ context }) => ({ amount: context.total }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: assign({
                  oneyOptions: ({ event }) => (event.output.ok ? event.output.data.options : []),
                }),
              },
              {
                target: 'ready',
                actions: {
                  type: 'report',
                  params: ({ event }) => ({
                    message: `getOneyOptions error: ${event.output.ok ? '' : event.output.error.message}`,
                    tags: {
                      area: 'checkout',
                      reason: 'getOneyOptions',
                      status: String(event.output.ok ? 200 : event.output.error.status),
                      response: event.output.ok ? '' : event.output.error.code,
                    },
                  }),
                },
              },
            ],
            onError: {
              target: 'ready',
              actions: {
                type: 'report',
                params: ({ event }) => ({
                  message: `getOneyOptions error: ${String(event.error)}`,
                  tags: { area: 'checkout', reason: 'getOneyOptions', status: '0', response: '' },
                }),
              },
            },
          },
        },
        ready: {},
      },
    },
  },
});
